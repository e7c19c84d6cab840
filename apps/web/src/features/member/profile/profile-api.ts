import type { MemberUpdate } from '@skybook/contracts/member';
import type { ScoreHistoriesResponse } from '@skybook/contracts/member-points';
import type { TransactionHistoryResponse } from '@skybook/contracts/member-wallet';
import type { WalletHistoryType } from '@skybook/domain/wallet-rules';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_PROFILE_KEY, fetchProfile } from '../../../lib/member-profile';
import { MEMBER_API, memberRequest } from '../../../lib/member-request';
import { hasStoredLogin, readLogin, saveUser } from '../../../lib/member-session';

/*
 * The profile pages' calls to the member service (requirements §7: wallet, active-wallet,
 * transaction-history, score-histories, score-histories/claims, update), each at the stored
 * login's provider and as the signed-in member (member-request.ts renews an expired token).
 */

const wallet = () => import('@skybook/contracts/member-wallet');
const points = () => import('@skybook/contracts/member-points');
const member = () => import('@skybook/contracts/member');

/** `users/{provider}/<rest>` of the signed-in member. */
export function userPath(rest: string): string {
  const login = readLogin();
  if (!login) throw new Error('Not signed in');
  return `${MEMBER_API}/users/${login.provider}/${rest}`;
}

export const WALLET_KEY = ['member', 'wallet'] as const;
const POINTS_KEY = ['member', 'points'] as const;

/** GET wallet: whether the wallet is active and its balance. */
export function useWallet() {
  return useQuery({
    queryKey: WALLET_KEY,
    queryFn: ({ signal }) =>
      memberRequest('GET', userPath('wallet'), () => wallet().then((m) => m.walletStatusResponseSchema), {
        signal,
      }).then((answer) => answer.wallet),
    enabled: hasStoredLogin(),
  });
}

/** POST active-wallet with the PIN; then the wallet and the profile reload (requirements §4 Wallet). */
export function useActivateWallet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) =>
      memberRequest(
        'POST',
        userPath('active-wallet'),
        () => wallet().then((m) => m.walletStatusResponseSchema),
        {
          body: { pin },
        },
      ),
    onSuccess: async (answer) => {
      client.setQueryData(WALLET_KEY, answer.wallet);
      const login = readLogin();
      if (login) client.setQueryData(MEMBER_PROFILE_KEY, await fetchProfile(login.provider));
    },
  });
}

/** GET transaction-history: one page of the wallet's movements, all or one type. */
export function useTransactions(type: WalletHistoryType | undefined, page: number) {
  return useQuery<TransactionHistoryResponse['transactionHistories']>({
    queryKey: ['member', 'transactions', type ?? 'all', page],
    queryFn: ({ signal }) =>
      memberRequest(
        'GET',
        userPath('transaction-history'),
        () => wallet().then((m) => m.transactionHistoryResponseSchema),
        { signal, query: { page, type } },
      ).then((answer) => answer.transactionHistories),
    enabled: hasStoredLogin(),
    placeholderData: keepPreviousData,
  });
}

/** GET score-histories: the points' balance, card rank and one page of history. */
export function usePoints(page = 1) {
  return useQuery<ScoreHistoriesResponse>({
    queryKey: [...POINTS_KEY, page],
    queryFn: ({ signal }) =>
      memberRequest(
        'GET',
        userPath('score-histories'),
        () => points().then((m) => m.scoreHistoriesResponseSchema),
        {
          signal,
          query: { page },
        },
      ),
    enabled: hasStoredLogin(),
    placeholderData: keepPreviousData,
  });
}

export interface RetroClaim {
  readonly reservationLocator: string;
  readonly familyName: string;
  readonly givenName: string;
}

/** POST score-histories/claims; the points reload after a credit. */
export function useRetroClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (claim: RetroClaim) =>
      memberRequest(
        'POST',
        userPath('score-histories/claims'),
        () => points().then((m) => m.retroClaimResponseSchema),
        { body: claim },
      ).then((answer) => answer.claim),
    onSuccess: () => client.invalidateQueries({ queryKey: POINTS_KEY }),
  });
}

/** PUT update: the personal info and emergency contact; the stored member (the header) follows. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: MemberUpdate) =>
      memberRequest('PUT', userPath('update'), () => member().then((m) => m.memberProfileResponseSchema), {
        body: update,
      }).then((answer) => answer.user),
    onSuccess: (user) => {
      saveUser(user);
      client.setQueryData(MEMBER_PROFILE_KEY, user);
    },
  });
}

/** GET vneid: the national digital ID the member linked (its verified name and birth date), or null. */
export function useNationalIdLink() {
  return useQuery({
    queryKey: ['member', 'national-id'],
    queryFn: ({ signal }) =>
      memberRequest('GET', userPath('vneid'), () => member().then((m) => m.vneidLinkStatusSchema), {
        signal,
      }).then((answer) => answer.nationalId),
    enabled: hasStoredLogin(),
  });
}
