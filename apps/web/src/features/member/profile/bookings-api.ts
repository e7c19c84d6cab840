import type { MyTripsTab } from '@skybook/domain/booking-enums';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { manageGrantStore } from '../../../lib/manage-grant';
import { MEMBER_API, memberRequest } from '../../../lib/member-request';
import { hasStoredLogin } from '../../../lib/member-session';

/*
 * The member's bookings (requirements §3 booking history, §7 users/booking-histories and update-status,
 * my/booking; decision 032): a tab and page of them with every tab's count, cancelling an unpaid
 * one, and the manage grant that opens one without its code and name.
 */

const contracts = () => import('@skybook/contracts/member-bookings');
const BOOKINGS_KEY = ['member', 'bookings'] as const;

/** GET users/booking-histories?tab&page. */
export function useBookingHistories(tab: MyTripsTab, page: number) {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, tab, page],
    queryFn: ({ signal }) =>
      memberRequest(
        'GET',
        `${MEMBER_API}/users/booking-histories`,
        () => contracts().then((module) => module.bookingHistoriesResponseSchema),
        { signal, query: { tab, page } },
      ),
    enabled: hasStoredLogin(),
    placeholderData: keepPreviousData,
  });
}

/** POST users/booking-histories/update-status: cancels an unpaid booking, releasing its seats. */
export function useCancelUnpaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (locator: string) =>
      memberRequest(
        'POST',
        `${MEMBER_API}/users/booking-histories/update-status`,
        () => contracts().then((module) => module.updateBookingStatusResponseSchema),
        { body: { locator, status: 'CANCELLED' } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: BOOKINGS_KEY }),
  });
}

/**
 * POST my/booking/{locator}/grant: the manage grant of the member's own booking, kept for this tab
 * as the code-and-name lookup keeps it; answers the booking's key for its detail page.
 */
export async function openOwnBooking(locator: string): Promise<string> {
  const grant = await memberRequest(
    'POST',
    `${MEMBER_API}/my/booking/${encodeURIComponent(locator)}/grant`,
    () => contracts().then((module) => module.myBookingGrantResponseSchema),
    { body: {} },
  );
  manageGrantStore.save(grant);
  return grant.reservationKey;
}
