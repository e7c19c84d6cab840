import { CurrencyDrawer } from '../features/currency/components/CurrencyDrawer';
import { LanguageDrawer } from '../features/locale/components/LanguageDrawer';

/*
 * The side menu's language and currency rows, loaded with the side menu rather than at start-up
 * (SiteLayout imports this module lazily; design §5: initial JavaScript).
 */

export function MobileLanguageControl() {
  return <LanguageDrawer />;
}

export function MobileCurrencyControl() {
  return <CurrencyDrawer />;
}
