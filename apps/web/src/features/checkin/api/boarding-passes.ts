import type { BoardingPassesResponse } from '@skybook/contracts/checkin';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { EarlyAnswers } from '../../../lib/early-answer';
import { MANAGE_API, manageRequest } from '../../../lib/manage-request';

const loadSchema = () =>
  import('@skybook/contracts/checkin').then((module) => module.boardingPassesResponseSchema);

/** PATCH checkin/boardingPass with the grant: the checked-in journey's boarding passes, issued again. */
export function getBoardingPasses(
  departureKey: string,
  signal?: AbortSignal,
  language?: string,
): Promise<BoardingPassesResponse> {
  return manageRequest('PATCH', `${MANAGE_API}/checkin/boardingPass`, loadSchema, {
    body: { departureKey },
    signal,
    language,
  });
}

const earlyPasses = new EarlyAnswers<BoardingPassesResponse>();

/** Starts PATCH checkin/boardingPass while the app starts (the boarding-pass page's route loader). */
export function startBoardingPasses(reservationKey: string, departureKey: string, language: string): void {
  earlyPasses.start(`${reservationKey} ${departureKey}`, () =>
    getBoardingPasses(departureKey, undefined, language),
  );
}

export function boardingPassesQueryOptions(reservationKey: string, departureKey: string) {
  return queryOptions({
    queryKey: ['checkin', 'boarding-passes', reservationKey, departureKey],
    queryFn: ({ signal }) =>
      earlyPasses.take(`${reservationKey} ${departureKey}`) ?? getBoardingPasses(departureKey, signal),
    // A boarding pass does not change once issued; undoing the check-in forgets it.
    staleTime: Infinity,
    retry: false,
  });
}

export function useBoardingPasses(reservationKey: string, departureKey: string) {
  return useQuery(boardingPassesQueryOptions(reservationKey, departureKey));
}

/** Keeps the passes the check-in answered, so the boarding-pass page shows them at once. */
export function storeBoardingPasses(
  queryClient: QueryClient,
  reservationKey: string,
  passes: BoardingPassesResponse,
): void {
  queryClient.setQueryData(boardingPassesQueryOptions(reservationKey, passes.departureKey).queryKey, passes);
}

/** Forgets a journey's passes (its check-in was undone). */
export function forgetBoardingPasses(queryClient: QueryClient, reservationKey: string, departureKey: string) {
  queryClient.removeQueries({ queryKey: boardingPassesQueryOptions(reservationKey, departureKey).queryKey });
}
