import type { Language } from '@skybook/domain/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MANAGE_API, manageRequest } from '../../../lib/manage-request';
import { forgetBoardingPasses } from './boarding-passes';
import { storeCheckinView } from './checkin-view';

const loadSchema = () => import('@skybook/contracts/checkin').then((module) => module.checkinViewSchema);

/** POST uncheckin with the grant: everyone checked in on the journey is no longer, while the window is open. */
export function undoCheckin(departureKey: string) {
  return manageRequest('POST', `${MANAGE_API}/uncheckin`, loadSchema, { body: { departureKey } });
}

/** Undoes a journey's check-in; the new view replaces the cached one and the passes are forgotten. */
export function useUndoCheckin(reservationKey: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoCheckin,
    onSuccess: (view, departureKey) => {
      storeCheckinView(queryClient, view, language);
      forgetBoardingPasses(queryClient, reservationKey, departureKey);
    },
  });
}
