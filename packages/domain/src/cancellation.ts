import { LOCATOR_ALPHABET } from './locator';
import { drawFromAlphabet, type RandomBytes } from './random';

/*
 * Cancelling a booking (requirements §4 Booking status; decision 022): what a traveller gets back,
 * and the credit shell a cancellation into credit makes. Pure: the server converts the fees into
 * the booking's currency and writes the outcome.
 */

/** How long a credit shell can be spent, from the cancellation. */
export const CREDIT_SHELL_VALIDITY_DAYS = 365;

/**
 * What refunding to the original payment costs, per seated passenger (adult or child) and journey,
 * in VND, by fare family. A family missing here is credit only (Eco, Deluxe). Business is the
 * dearer fare and keeps the smaller fee.
 */
export const REFUND_FEE_VND_BY_FAMILY: Readonly<Partial<Record<string, number>>> = {
  SkyBoss: 350_000,
  Business: 250_000,
};

/** Why a booking cannot be cancelled online. */
export type CancellationBlock = 'cancelled' | 'departed';

/**
 * Whether a booking can still be cancelled online at `now`: not once it is cancelled, and not once
 * any of its flights has departed (a trip begun is the call centre's: part of it was flown).
 *
 * @param departuresUtc ISO instants of every flight of the booking.
 */
export function cancellationBlock(
  status: 'Unpaid' | 'Paid' | 'Cancel',
  departuresUtc: readonly string[],
  now: Date,
): CancellationBlock | null {
  if (status === 'Cancel') return 'cancelled';
  const departed = departuresUtc.some((utc) => Date.parse(utc) <= now.getTime());
  return departed ? 'departed' : null;
}

export interface CancellationOptionValue {
  resolution: 'credit' | 'refund';
  /** What the airline keeps, minor units. */
  fee: number;
  /** What the traveller gets back, minor units. */
  amount: number;
}

export interface PaidCancellationInput {
  /** What was captured for the booking, the payment method's fee included (minor units). */
  paidAmount: number;
  /** That payment method's fee: kept by whichever way the booking is cancelled. */
  paymentFee: number;
  /**
   * Per journey, the refund fee per seated passenger in the booking's currency; null for a
   * credit-only family.
   */
  journeyRefundFees: readonly (number | null)[];
  /** Adults and children (infants take no seat and pay no fee). */
  seatedPassengers: number;
  /** False when the original payment cannot take money back (a voucher or credit shell). */
  canRefundPayment: boolean;
}

/**
 * What cancelling a Paid booking gives back, best first:
 * - credit: a credit shell worth everything paid but the payment method's fee;
 * - refund: to the original payment, that less the refund fee per seated passenger and journey —
 *   offered only when every journey's family allows refunds (one credit-only journey makes the
 *   booking credit only: a mixed booking is not split) and the payment can take money back.
 * An option worth nothing is left out.
 *
 * @example
 * cancellationOptions({ paidAmount: 3_045_000, paymentFee: 45_000, journeyRefundFees: [350_000],
 *   seatedPassengers: 2, canRefundPayment: true })
 * // [{ resolution: 'credit', fee: 45_000, amount: 3_000_000 },
 * //  { resolution: 'refund', fee: 745_000, amount: 2_300_000 }]
 */
export function cancellationOptions(input: PaidCancellationInput): CancellationOptionValue[] {
  const paymentFee = Math.min(Math.max(input.paymentFee, 0), input.paidAmount);
  const options: CancellationOptionValue[] = [];
  const credit = input.paidAmount - paymentFee;
  if (credit > 0) options.push({ resolution: 'credit', fee: paymentFee, amount: credit });
  const fees = input.journeyRefundFees.filter((fee) => fee !== null);
  if (input.canRefundPayment && fees.length > 0 && fees.length === input.journeyRefundFees.length) {
    const refundFee = fees.reduce((sum, fee) => sum + fee, 0) * input.seatedPassengers;
    const amount = Math.max(credit - refundFee, 0);
    if (amount > 0) {
      options.push({ resolution: 'refund', fee: input.paidAmount - amount, amount });
    }
  }
  return options;
}

/** The prefix that tells a credit shell's serial from a prepaid voucher's. */
export const CREDIT_SHELL_SERIAL_PREFIX = 'CS-';
/** Random characters after the prefix: 31^10 ≈ 8 × 10^14 serials. */
export const CREDIT_SHELL_SERIAL_LENGTH = 10;

export interface CreditShellSecrets {
  /** `CS-` and ten characters of the locator alphabet (no 0/O, 1/I/L). */
  serial: string;
  /** Eight characters of the same alphabet: read off an e-mail and typed without confusion. */
  password: string;
  /** Six digits. */
  pin: string;
}

/** A new credit shell's serial, password and PIN, drawn from `randomBytes`. */
export function drawCreditShellSecrets(randomBytes: RandomBytes): CreditShellSecrets {
  return {
    serial: `${CREDIT_SHELL_SERIAL_PREFIX}${drawFromAlphabet(LOCATOR_ALPHABET, CREDIT_SHELL_SERIAL_LENGTH, randomBytes)}`,
    password: drawFromAlphabet(LOCATOR_ALPHABET, 8, randomBytes),
    pin: drawFromAlphabet('0123456789', 6, randomBytes),
  };
}
