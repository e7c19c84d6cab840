import type { CurrencyCode } from '@skybook/domain/currency';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PopoverDialog } from '../../../components/ui/PopoverDialog';
import { CurrencyList } from './CurrencyList';

export interface CurrencyPopoverProps {
  readonly triggerRef: RefObject<HTMLElement | null>;
  readonly onClose: () => void;
  readonly selected: CurrencyCode;
  readonly onSelect: (currency: CurrencyCode) => void;
}

/** The dropdown under the desktop currency button, loaded on first open like the language one. */
export function CurrencyPopover({ triggerRef, onClose, selected, onSelect }: CurrencyPopoverProps) {
  const { t } = useTranslation('currency');
  return (
    <PopoverDialog
      triggerRef={triggerRef}
      onClose={onClose}
      title={t('dialogTitle')}
      className="currency-popover"
    >
      <CurrencyList selected={selected} onSelect={onSelect} />
    </PopoverDialog>
  );
}
