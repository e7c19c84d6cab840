import { WALLET_HISTORY_TYPES, WALLET_TRANSACTION_KINDS } from '@skybook/domain/wallet-rules';
import { z } from 'zod';

/*
 * The member wallet's calls (requirements §4 Wallet, §7 `POST users/skyjoy/active-wallet` and
 * `GET users/{provider}/transaction-history`; decision 029): behind the member service's bearer
 * check, `{provider}` the token's scheme. Amounts are VND (no minor unit).
 */

/** A wallet is opened with a 6-digit PIN, the one later payments from it ask for. */
export const activeWalletBodySchema = z.object({ pin: z.string().regex(/^\d{6}$/) });

export const walletStatusSchema = z.union([
  z.object({ active: z.literal(false) }),
  z.object({
    active: z.literal(true),
    balance: z.number().int().nonnegative(),
    currency: z.literal('VND'),
    /** Set while five wrong PINs in a row keep payments locked. */
    spendingLockedUntil: z.string().nullable(),
  }),
]);
export type WalletStatusDto = z.infer<typeof walletStatusSchema>;

export const walletStatusResponseSchema = z.object({ wallet: walletStatusSchema });

export const transactionHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** requirements §3 transaction history types; none: every movement. */
  type: z.enum(WALLET_HISTORY_TYPES).optional(),
});

export const walletHistoryItemSchema = z.object({
  id: z.string(),
  kind: z.enum(WALLET_TRANSACTION_KINDS),
  type: z.enum(WALLET_HISTORY_TYPES),
  reference: z.string(),
  /** Signed from the member's side: money in is positive. */
  amount: z.number().int(),
  createdAt: z.string(),
});

export const transactionHistoryResponseSchema = z.object({
  transactionHistories: z.object({
    detail: z.array(walletHistoryItemSchema),
    page: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type TransactionHistoryResponse = z.infer<typeof transactionHistoryResponseSchema>;
