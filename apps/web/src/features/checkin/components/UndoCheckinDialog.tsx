import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ModalDialog } from '../../../components/ui/ModalDialog';

export interface UndoCheckinDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly onConfirm: () => void;
  readonly isPending: boolean;
  /** Why the last try failed, in words; null when it did not. */
  readonly problem: string | null;
}

/**
 * Asks before undoing a journey's check-in (POST uncheckin): its boarding passes stop being
 * valid. React Aria's modal traps the focus and gives it back to the button that opened it.
 */
export function UndoCheckinDialog({
  isOpen,
  onOpenChange,
  onConfirm,
  isPending,
  problem,
}: UndoCheckinDialogProps) {
  const { t } = useTranslation('checkin');
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('undo.title')}
      closeLabel={t('undo.close')}
      footer={(close) => (
        <div className="ci-dialog__buttons">
          <Button variant="secondary" onPress={close}>
            {t('undo.keep')}
          </Button>
          <Button onPress={onConfirm} isPending={isPending}>
            {t('undo.confirm')}
          </Button>
        </div>
      )}
    >
      <div className="ci-dialog__body">
        <p>{t('undo.body')}</p>
        {problem ? (
          <p role="alert" className="ci-alert">
            {problem}
          </p>
        ) : null}
      </div>
    </ModalDialog>
  );
}
