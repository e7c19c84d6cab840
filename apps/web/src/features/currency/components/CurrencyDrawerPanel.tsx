import type { CurrencyCode } from '@skybook/domain/currency';
import { useTranslation } from 'react-i18next';
import { ChoiceDrawer } from '../../../components/ui/ChoiceDrawer';
import { CurrencyList } from './CurrencyList';

export interface CurrencyDrawerPanelProps {
  readonly current: CurrencyCode;
  readonly onClose: () => void;
  readonly onNext: (currency: CurrencyCode) => void;
}

/** The mobile currency drawer itself; the choice is held here until Next is pressed. */
export function CurrencyDrawerPanel({ current, onClose, onNext }: CurrencyDrawerPanelProps) {
  const { t } = useTranslation('currency');
  return (
    <ChoiceDrawer
      current={current}
      title={t('dialogTitle')}
      closeLabel={t('close')}
      confirmLabel={t('next')}
      className="currency-drawer"
      confirmClassName="currency-drawer__next"
      onClose={onClose}
      onConfirm={onNext}
    >
      {(pending, choose) => <CurrencyList selected={pending} onSelect={choose} />}
    </ChoiceDrawer>
  );
}
