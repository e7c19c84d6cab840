import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HISTORY_TYPE_OF_KIND,
  WALLET_HISTORY_TYPES,
  WALLET_MAX_MOVEMENT_VND,
  WALLET_TRANSACTION_KINDS,
  isSpendingLocked,
  isWalletPin,
  kindsOfHistoryType,
  walletAmountProblem,
} from './wallet-rules';

describe('isWalletPin', () => {
  it('takes exactly six ASCII digits', () => {
    expect(isWalletPin('012345')).toBe(true);
    for (const pin of ['12345', '1234567', '12345a', ' 123456', '１２３４５６', '']) {
      expect(isWalletPin(pin), pin).toBe(false);
    }
  });
});

describe('walletAmountProblem', () => {
  it('accepts a positive integer up to the per-movement limit', () => {
    expect(walletAmountProblem(1)).toBeUndefined();
    expect(walletAmountProblem(WALLET_MAX_MOVEMENT_VND)).toBeUndefined();
  });

  it('refuses zero, negatives, fractions, non-numbers and amounts above the limit', () => {
    expect(walletAmountProblem(0)).toBe('notPositive');
    expect(walletAmountProblem(-100)).toBe('notPositive');
    expect(walletAmountProblem(10.5)).toBe('notInteger');
    expect(walletAmountProblem(Number.NaN)).toBe('notInteger');
    expect(walletAmountProblem(Number.POSITIVE_INFINITY)).toBe('notInteger');
    expect(walletAmountProblem(2 ** 53)).toBe('notInteger');
    expect(walletAmountProblem(WALLET_MAX_MOVEMENT_VND + 1)).toBe('aboveLimit');
  });

  it('accepts exactly the integers in 1..limit', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (amount) => {
        const accepted = walletAmountProblem(amount) === undefined;
        expect(accepted).toBe(Number.isInteger(amount) && amount >= 1 && amount <= WALLET_MAX_MOVEMENT_VND);
      }),
    );
  });
});

describe('isSpendingLocked', () => {
  const now = new Date('2026-11-21T03:00:00.000Z');
  it('is locked only before the lock ends', () => {
    expect(isSpendingLocked(null, now)).toBe(false);
    expect(isSpendingLocked('2026-11-21T03:00:00.001Z', now)).toBe(true);
    expect(isSpendingLocked('2026-11-21T03:00:00.000Z', now)).toBe(false);
  });
});

describe('the history types', () => {
  it('list every movement kind under exactly one requirements §3 type', () => {
    const listed = WALLET_HISTORY_TYPES.flatMap((type) => kindsOfHistoryType(type));
    expect(listed.sort()).toEqual([...WALLET_TRANSACTION_KINDS].sort());
    expect(kindsOfHistoryType('payment')).toEqual(['payment', 'refund']);
    expect(kindsOfHistoryType('top-up')).toEqual(['topup', 'creditShell']);
    expect(HISTORY_TYPE_OF_KIND.promotion).toBe('promotion');
  });
});
