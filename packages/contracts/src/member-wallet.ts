import { WALLET_HISTORY_TYPES, WALLET_TRANSACTION_KINDS } from '@skybook/domain/wallet-rules';
import { z } from 'zod';
import { memberProviderParamsSchema } from './member';

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

/**
 * POST /member/api/v1/users/{provider}/wallet/top-ups `{ amount, method }` (decision 033): a top-up
 * through VNPay (VNPAYQR the QR page, NP Napas cards and e-banking), answered with the gateway page
 * to send the browser to; only VNPay's signed IPN credits the wallet, once. GET
 * …/wallet/top-ups/{id} tells the page where it stands.
 */
export const WALLET_TOP_UP_METHODS = ['VNPAYQR', 'NP'] as const;
export const WALLET_TOP_UP_STATUSES = ['PENDING', 'CREDITED', 'FAILED'] as const;

export const walletTopUpBodySchema = z.object({
  /** VND, a whole number from 1 to the wallet's largest movement. */
  amount: z.number().int().positive(),
  method: z.enum(WALLET_TOP_UP_METHODS),
  languageId: z.string().optional(),
});
export type WalletTopUpBody = z.infer<typeof walletTopUpBodySchema>;

export const walletTopUpSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal('VND'),
  method: z.enum(WALLET_TOP_UP_METHODS),
  status: z.enum(WALLET_TOP_UP_STATUSES),
  createdAt: z.string(),
});
export type WalletTopUpDto = z.infer<typeof walletTopUpSchema>;

export const walletTopUpResponseSchema = z.object({
  topUp: walletTopUpSchema,
  /** The gateway page (POST only); null when asked with GET. */
  redirectUrl: z.string().nullable(),
});
export type WalletTopUpResponse = z.infer<typeof walletTopUpResponseSchema>;

export const walletTopUpParamsSchema = memberProviderParamsSchema.extend({
  id: z.string().regex(/^[0-9a-f]{32}$/),
});
