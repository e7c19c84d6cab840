import type { CheckinView } from '@skybook/contracts/checkin';
import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { EarlyAnswers } from '../../../lib/early-answer';
import { manageGrantStore } from '../../../lib/manage-grant';
import { isGrantRefused, MANAGE_API, manageRequest } from '../../../lib/manage-request';

const loadSchema = () => import('@skybook/contracts/checkin').then((module) => module.checkinViewSchema);

/**
 * GET checkin with the grant: the booking's journeys, who may check in on each and why not, what
 * is done; and a fresh grant (kept).
 */
export async function getCheckinView(signal?: AbortSignal, language?: Language): Promise<CheckinView> {
  const view = await manageRequest('GET', `${MANAGE_API}/checkin`, loadSchema, { signal, language });
  manageGrantStore.save(view.grant);
  return view;
}

const earlyViews = new EarlyAnswers<CheckinView>();
const viewKey = (reservationKey: string, language: Language) => `${reservationKey} ${language}`;

/** Starts GET checkin for the tab's grant while the app starts (a check-in page's route loader). */
export function startCheckinView(reservationKey: string, language: Language): void {
  earlyViews.start(viewKey(reservationKey, language), () => getCheckinView(undefined, language));
}

export function checkinViewQueryOptions(reservationKey: string, language: Language) {
  return queryOptions({
    // The language is in the key: fare family names come translated.
    queryKey: ['checkin', 'view', reservationKey, language],
    queryFn: ({ signal }) => earlyViews.take(viewKey(reservationKey, language)) ?? getCheckinView(signal),
    // The check-in calls write their answers in; the window opening or closing is worth a new look.
    staleTime: 60_000,
    // A refused grant is final; anything else is worth one more try.
    retry: (failures, error) => !isGrantRefused(error) && failures < 1,
  });
}

export function useCheckinView(reservationKey: string, language: Language) {
  return useQuery(checkinViewQueryOptions(reservationKey, language));
}

/** Writes a check-in view a call answered over the cached one. */
export function storeCheckinView(queryClient: QueryClient, view: CheckinView, language: Language): void {
  queryClient.setQueryData(checkinViewQueryOptions(view.reservationKey, language).queryKey, view);
}
