import type { CheckinBody, CheckinResponse } from '@skybook/contracts/checkin';
import type { Language } from '@skybook/domain/languages';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { manageGrantStore } from '../../../lib/manage-grant';
import { MANAGE_API, manageRequest } from '../../../lib/manage-request';
import { storeBoardingPasses } from './boarding-passes';
import { storeCheckinView } from './checkin-view';

const loadSchema = () => import('@skybook/contracts/checkin').then((module) => module.checkinResponseSchema);

/**
 * POST checkin with the grant: checks the chosen passengers in on the journey. Answers the new
 * check-in view and the boarding passes; a refusal is a 409 whose details carry the result code.
 */
export function checkIn(body: CheckinBody): Promise<CheckinResponse> {
  return manageRequest('POST', `${MANAGE_API}/checkin`, loadSchema, { body });
}

export function useCheckIn() {
  return useMutation({ mutationFn: checkIn });
}

/**
 * Keeps a check-in's answer: its fresh grant, the new view, and the boarding passes, so the
 * boarding-pass page shows them without asking again. The page that checked in calls it as it
 * leaves (the new view would otherwise send it back to the flights: nobody left to check in).
 */
export function storeCheckinAnswer(
  queryClient: QueryClient,
  answer: CheckinResponse,
  language: Language,
): void {
  manageGrantStore.save(answer.checkin.grant);
  storeCheckinView(queryClient, answer.checkin, language);
  storeBoardingPasses(queryClient, answer.checkin.reservationKey, {
    departureKey: answer.departureKey,
    boardingPasses: answer.boardingPasses,
  });
}
