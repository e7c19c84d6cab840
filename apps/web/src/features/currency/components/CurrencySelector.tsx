import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { useBookingDraft } from '../../../stores/booking-draft';
import { useChooseCurrency } from '../hooks/use-choose-currency';
import { usePreloadCurrencies } from '../hooks/use-preload-currencies';

const loadPopover = () => import('./CurrencyPopover');
const CurrencyPopover = lazy(() => loadPopover().then((module) => ({ default: module.CurrencyPopover })));

/**
 * Desktop currency dropdown: choosing a currency applies at once and returns to the home page
 * (requirements §2 Site chrome).
 */
export function CurrencySelector() {
  const { t } = useTranslation('currency');
  const currency = useBookingDraft((draft) => draft.currencyDefault);
  const chooseCurrency = useChooseCurrency();
  const preload = usePreloadCurrencies(loadPopover);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        className="currency-trigger"
        aria-label={t('trigger', { code: currency })}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onHoverStart={preload}
        onFocus={preload}
        onPressStart={preload}
        onPress={() => {
          setIsOpen(true);
        }}
      >
        <Icon name="banknote" />
        <span>{currency}</span>
        <Icon name="chevronDown" />
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <CurrencyPopover
            triggerRef={triggerRef}
            onClose={() => {
              setIsOpen(false);
            }}
            selected={currency}
            onSelect={(next) => {
              setIsOpen(false);
              chooseCurrency(next);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
