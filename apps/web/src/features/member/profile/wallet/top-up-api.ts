import type { WalletTopUpBody, WalletTopUpDto } from '@skybook/contracts/member-wallet';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../../lib/api-client';
import { memberRequest } from '../../../../lib/member-request';
import { hasStoredLogin } from '../../../../lib/member-session';
import { userPath } from '../profile-api';

/*
 * Topping up the wallet through VNPay (requirements §4 Wallet; decision 033): POST
 * wallet/top-ups answers VNPay's page, where the browser goes; VNPay sends it back to
 * /profile/account?topUpId, and GET wallet/top-ups/{id} tells the page how it ended — only
 * VNPay's signed notification to the server credits the wallet, so the page asks until it has.
 */

const loadTopUpSchema = () =>
  import('@skybook/contracts/member-wallet').then((module) => module.walletTopUpResponseSchema);

/** How long the page waits between two questions about a top-up still PENDING. */
export const TOP_UP_POLL_MS = 3_000;
/**
 * How many answers the page asks for before it stops (about half a minute): VNPay's notification
 * usually arrives within seconds; later, the live profile channel refreshes the page.
 */
export const TOP_UP_POLLS = 10;

/** A top-up's id as the server makes them (and checks them): 32 lowercase hex digits. */
export function isTopUpId(id: string): boolean {
  return /^[0-9a-f]{32}$/.test(id);
}

/** POST wallet/top-ups: a PENDING top-up and VNPay's page (redirectUrl). */
export function useOpenTopUp() {
  return useMutation({
    mutationFn: (body: WalletTopUpBody) =>
      memberRequest('POST', userPath('wallet/top-ups'), loadTopUpSchema, { body }),
  });
}

/** GET wallet/top-ups/{id}, asked again every few seconds while it is PENDING, a bounded number of times. */
export function useTopUp(id: string | null) {
  return useQuery<WalletTopUpDto>({
    queryKey: ['member', 'top-up', id],
    queryFn: ({ signal }) =>
      memberRequest('GET', userPath(`wallet/top-ups/${id ?? ''}`), loadTopUpSchema, { signal }).then(
        (answer) => answer.topUp,
      ),
    enabled: id !== null && hasStoredLogin(),
    staleTime: 0,
    // Another member's top-up, or one that never was, stays not found.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' && query.state.dataUpdateCount < TOP_UP_POLLS
        ? TOP_UP_POLL_MS
        : false,
  });
}
