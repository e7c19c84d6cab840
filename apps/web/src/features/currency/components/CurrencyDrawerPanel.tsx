import type { CurrencyCode } from '@skybook/domain/currency';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Drawer } from '../../../components/ui/Drawer';
import { CurrencyList } from './CurrencyList';

export interface CurrencyDrawerPanelProps {
  readonly current: CurrencyCode;
  readonly onClose: () => void;
  readonly onNext: (currency: CurrencyCode) => void;
}

/** The mobile currency drawer itself; the choice is held here until Next is pressed. */
export function CurrencyDrawerPanel({ current, onClose, onNext }: CurrencyDrawerPanelProps) {
  const { t } = useTranslation('currency');
  const [pending, setPending] = useState(current);

  return (
    <Drawer
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      placement="bottom"
      title={t('dialogTitle')}
      closeLabel={t('close')}
      className="currency-drawer"
    >
      <CurrencyList selected={pending} onSelect={setPending} />
      <Button
        className="currency-drawer__next"
        onPress={() => {
          onNext(pending);
        }}
      >
        {t('next')}
      </Button>
    </Drawer>
  );
}
