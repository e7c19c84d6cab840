import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { useBookingDraft } from '../../../stores/booking-draft';
import { useChooseCurrency } from '../hooks/use-choose-currency';
import { usePreloadCurrencies } from '../hooks/use-preload-currencies';

const loadPanel = () => import('./CurrencyDrawerPanel');
const CurrencyDrawerPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.CurrencyDrawerPanel })),
);

/**
 * Mobile currency picker: a side-menu row that opens a drawer whose choice applies only when Next
 * is pressed, then returns to the home page; closing it any other way keeps the current currency
 * (requirements §2 Site chrome).
 */
export function CurrencyDrawer() {
  const { t } = useTranslation('currency');
  const currency = useBookingDraft((draft) => draft.currencyDefault);
  const chooseCurrency = useChooseCurrency();
  const preload = usePreloadCurrencies(loadPanel);
  const [isOpen, setIsOpen] = useState(false);

  return (
    <>
      <Button
        variant="ghost"
        className="menu-row"
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
        <span className="menu-row__label">{t('title')}</span>
        <span className="menu-row__value">{currency}</span>
        <Icon name="chevronRight" />
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <CurrencyDrawerPanel
            current={currency}
            onClose={() => {
              setIsOpen(false);
            }}
            onNext={(next) => {
              setIsOpen(false);
              chooseCurrency(next);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
