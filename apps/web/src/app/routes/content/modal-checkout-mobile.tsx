import { TemplatePage } from '../../../features/content-pages/components/TemplatePage';
import { useCurrentLanguage } from '../../../lib/site-path';

/**
 * /modal-checkout-mobile (requirements §2): what to check before paying, opened by the app's in-app browser
 * as a modal over its checkout. A step of the app, not a page to find: search engines are asked not
 * to index it.
 */
export function Component() {
  return (
    <TemplatePage
      language={useCurrentLanguage()}
      pageId="modalCheckoutMobile"
      template="modal-checkout-mobile"
      path="/modal-checkout-mobile"
      isCompact
      noIndex
    />
  );
}
