import type { Language } from '@skybook/domain/languages';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PopoverDialog } from '../../../components/ui/PopoverDialog';
import { LanguageList } from './LanguageList';

export interface LanguagePopoverProps {
  readonly triggerRef: RefObject<HTMLElement | null>;
  readonly onClose: () => void;
  readonly selected: Language;
  readonly onSelect: (language: Language) => void;
}

/**
 * The dropdown under the desktop language button. Loaded on first open: the overlay and list code
 * is most of React Aria's weight and most visitors never change language.
 */
export function LanguagePopover({ triggerRef, onClose, selected, onSelect }: LanguagePopoverProps) {
  const { t } = useTranslation();
  return (
    <PopoverDialog triggerRef={triggerRef} onClose={onClose} title={t('language.dialogTitle')}>
      <LanguageList selected={selected} onSelect={onSelect} />
    </PopoverDialog>
  );
}
