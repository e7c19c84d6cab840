import type { Language } from '@skybook/domain/languages';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Popover } from 'react-aria-components';
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
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      placement="bottom end"
      offset={6}
      className="language-popover"
    >
      <Dialog aria-label={t('language.dialogTitle')} className="language-popover__dialog">
        <LanguageList selected={selected} onSelect={onSelect} />
      </Dialog>
    </Popover>
  );
}
