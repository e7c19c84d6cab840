/*
 * The member wallet's rules (requirements §1, §4 Wallet, §3 transaction history; decision 029): what
 * a PIN and an amount must be, when wrong PINs lock spending, and which history type each movement
 * is shown under. The ledger itself is the server's.
 */

/** A wallet PIN: exactly six ASCII digits. */
export const WALLET_PIN_PATTERN = /^\d{6}$/;

/** Whether `pin` has the form of a wallet PIN (six digits); says nothing about whether it is right. */
export function isWalletPin(pin: string): boolean {
  return WALLET_PIN_PATTERN.test(pin);
}

/**
 * The most one movement (a top-up, a payment, a credit shell, a promotion) may carry, in VND:
 * 100,000,000 ₫ — more than a family's round trip in the dearest fare, so every real booking fits in
 * one movement, while a typing slip of three extra zeros is refused instead of moved.
 */
export const WALLET_MAX_MOVEMENT_VND = 100_000_000;

/** Why an amount cannot be moved, or undefined when it can. */
export type WalletAmountProblem = 'notInteger' | 'notPositive' | 'aboveLimit';

/**
 * Checks an amount in VND (integer minor units, VND having none below the đồng): a positive integer
 * no greater than {@link WALLET_MAX_MOVEMENT_VND}.
 */
export function walletAmountProblem(amount: number): WalletAmountProblem | undefined {
  if (!Number.isSafeInteger(amount)) return 'notInteger';
  if (amount <= 0) return 'notPositive';
  if (amount > WALLET_MAX_MOVEMENT_VND) return 'aboveLimit';
  return undefined;
}

/** Wrong PINs in a row that lock spending. */
export const WALLET_PIN_MAX_FAILURES = 5;

/** How long spending stays locked after {@link WALLET_PIN_MAX_FAILURES} wrong PINs in a row. */
export const WALLET_PIN_LOCK_MS = 15 * 60 * 1000;

/** Whether spending is locked at `now`, given when the last lock ends (an ISO instant or null). */
export function isSpendingLocked(lockedUntil: string | null, now: Date): boolean {
  return lockedUntil !== null && Date.parse(lockedUntil) > now.getTime();
}

/** The kinds of movement the ledger records. */
export const WALLET_TRANSACTION_KINDS = ['topup', 'payment', 'refund', 'creditShell', 'promotion'] as const;
export type WalletTransactionKind = (typeof WALLET_TRANSACTION_KINDS)[number];

/** The transaction-history types of requirements §3, which the history page filters by. */
export const WALLET_HISTORY_TYPES = ['payment', 'top-up', 'promotion'] as const;
export type WalletHistoryType = (typeof WALLET_HISTORY_TYPES)[number];

/**
 * The history type a movement is shown under: a refund is a payment given back (it shows beside the
 * payment it reverses), a credit shell is money put into the wallet as a top-up is.
 */
export const HISTORY_TYPE_OF_KIND: Readonly<Record<WalletTransactionKind, WalletHistoryType>> = {
  payment: 'payment',
  refund: 'payment',
  topup: 'top-up',
  creditShell: 'top-up',
  promotion: 'promotion',
};

/** The movement kinds a history type lists. */
export function kindsOfHistoryType(type: WalletHistoryType): WalletTransactionKind[] {
  return WALLET_TRANSACTION_KINDS.filter((kind) => HISTORY_TYPE_OF_KIND[kind] === type);
}

/** Whether a movement takes money out of the member's wallet (else it puts money in). */
export function isWalletDebit(kind: WalletTransactionKind): boolean {
  return kind === 'payment';
}

/** Movements listed per history page. */
export const WALLET_HISTORY_PAGE_SIZE = 10;
