import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancellationBlock,
  cancellationOptions,
  drawCreditShellSecrets,
  type PaidCancellationInput,
} from './cancellation';
import { LOCATOR_ALPHABET } from './locator';

const NOW = new Date('2026-11-21T03:00:00.000Z');

describe('cancellationBlock', () => {
  it('lets a live booking be cancelled until its first flight departs', () => {
    expect(cancellationBlock('Paid', ['2026-11-21T03:00:01.000Z'], NOW)).toBeNull();
    expect(cancellationBlock('Unpaid', ['2026-11-25T01:00:00.000Z'], NOW)).toBeNull();
  });

  it('refuses once any flight has departed, the outbound or a later one', () => {
    expect(cancellationBlock('Paid', ['2026-11-21T03:00:00.000Z'], NOW)).toBe('departed');
    expect(cancellationBlock('Paid', ['2026-11-25T01:00:00.000Z', '2026-11-20T01:00:00.000Z'], NOW)).toBe(
      'departed',
    );
  });

  it('says a cancelled booking is cancelled whatever its flights', () => {
    expect(cancellationBlock('Cancel', ['2026-11-20T01:00:00.000Z'], NOW)).toBe('cancelled');
  });
});

describe('cancellationOptions', () => {
  const base: PaidCancellationInput = {
    paidAmount: 3_045_000,
    paymentFee: 45_000,
    journeyRefundFees: [350_000],
    seatedPassengers: 2,
    canRefundPayment: true,
  };

  it('credits everything paid but the payment fee, and refunds that less the fee per passenger and journey', () => {
    expect(cancellationOptions(base)).toEqual([
      { resolution: 'credit', fee: 45_000, amount: 3_000_000 },
      { resolution: 'refund', fee: 745_000, amount: 2_300_000 },
    ]);
  });

  it('charges the fee of each journey: a round trip pays it twice', () => {
    const options = cancellationOptions({
      ...base,
      journeyRefundFees: [350_000, 250_000],
      seatedPassengers: 1,
    });
    expect(options[1]).toEqual({ resolution: 'refund', fee: 645_000, amount: 2_400_000 });
  });

  it('offers credit only when one journey is of a credit-only family', () => {
    expect(cancellationOptions({ ...base, journeyRefundFees: [350_000, null] })).toEqual([
      { resolution: 'credit', fee: 45_000, amount: 3_000_000 },
    ]);
    expect(cancellationOptions({ ...base, journeyRefundFees: [null] })).toHaveLength(1);
  });

  it('offers credit only when the payment cannot take money back', () => {
    expect(cancellationOptions({ ...base, canRefundPayment: false }).map((o) => o.resolution)).toEqual([
      'credit',
    ]);
  });

  it('leaves out a refund the fees would eat whole', () => {
    expect(cancellationOptions({ ...base, paidAmount: 500_000, paymentFee: 0, seatedPassengers: 2 })).toEqual(
      [{ resolution: 'credit', fee: 0, amount: 500_000 }],
    );
  });

  it('always splits what was paid into what is kept and what is given back, never below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 9 }),
        fc.boolean(),
        (paidAmount, paymentFee, journeyRefundFees, seatedPassengers, canRefundPayment) => {
          const options = cancellationOptions({
            paidAmount,
            paymentFee,
            journeyRefundFees,
            seatedPassengers,
            canRefundPayment,
          });
          for (const option of options) {
            expect(option.fee + option.amount).toBe(paidAmount);
            expect(option.amount).toBeGreaterThan(0);
            expect(option.fee).toBeGreaterThanOrEqual(0);
          }
          const [credit, refund] = options;
          if (refund) expect(refund.amount).toBeLessThanOrEqual(credit?.amount ?? 0);
        },
      ),
    );
  });
});

describe('drawCreditShellSecrets', () => {
  it('draws a recognisable serial, a password and a six-digit PIN from unambiguous characters', () => {
    const secrets = drawCreditShellSecrets((count) => randomBytes(count));
    expect(secrets.serial).toMatch(new RegExp(`^CS-[${LOCATOR_ALPHABET}]{10}$`));
    expect(secrets.password).toMatch(new RegExp(`^[${LOCATOR_ALPHABET}]{8}$`));
    expect(secrets.pin).toMatch(/^\d{6}$/);
  });

  it('draws a new serial each time', () => {
    const serials = new Set(
      Array.from({ length: 200 }, () => drawCreditShellSecrets((count) => randomBytes(count)).serial),
    );
    expect(serials.size).toBe(200);
  });
});
