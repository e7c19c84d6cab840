import type { Language } from '@skybook/domain/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useUndoCheckin } from '../api/undo-checkin';
import type { UndoCheckinDialogProps } from '../components/UndoCheckinDialog';
import { useLeaveOnRefusedGrant } from './use-leave-on-refused-grant';

/**
 * The undo dialog's state for the journey `departureKey`: open it with `open()`, spread `dialog`
 * on an UndoCheckinDialog; `onUndone` runs once the server has undone it.
 */
export function useUndoCheckinDialog(
  reservationKey: string,
  departureKey: string,
  language: Language,
  onUndone: () => void,
): { readonly open: () => void; readonly dialog: UndoCheckinDialogProps } {
  const { t } = useTranslation('checkin');
  const [isOpen, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const undo = useUndoCheckin(reservationKey, language);
  const leaveOnRefusedGrant = useLeaveOnRefusedGrant();
  return {
    open: () => {
      setProblem(null);
      setOpen(true);
    },
    dialog: {
      isOpen,
      onOpenChange: setOpen,
      isPending: undo.isPending,
      problem,
      onConfirm: () => {
        setProblem(null);
        undo.mutate(departureKey, {
          onSuccess: () => {
            setOpen(false);
            onUndone();
          },
          onError: (error) => {
            if (leaveOnRefusedGrant(error)) return;
            setProblem(
              error instanceof ApiError && error.message !== '' ? error.message : t('success.failed'),
            );
          },
        });
      },
    },
  };
}
