import { z } from 'zod';
import { creditShellSchema } from './manage-booking';
import { reservationSchema } from './reservation-model';

/*
 * Changing a booked flight (requirements §2 /my/edit-booking): per direction, the traveller picks
 * another flight or date from search-flight (a booking key) and gets a quotation before confirming.
 *
 * POST /booking/api/v1/quotation/edit-booking          (x-manage-grant) { changes } → the quote
 * POST /booking/api/v1/quotation/edit-booking/voucher  (x-manage-grant) { changes, voucher } → what
 *      the voucher would cover of the quote's amount due
 * POST /booking/api/v1/reservations/edit-booking       (x-manage-grant, Idempotency-Key)
 *      { changes, amount } → the changed booking
 *
 * The quote: amountDue − credit = new total − old total + change fee, where the totals are the
 * booking's lines without the fee. A positive result is paid like any balance; a negative one
 * becomes a credit shell (never cash) once the booking has been paid.
 */

export const journeyChangeSchema = z.object({
  /** The booked journey to replace (reservation journeys[].key). */
  journeyKey: z.string().min(1).max(200),
  /** The new journey's fare, as search-flight answers it (fares[].bookingKey). */
  bookingKey: z.string().min(16).max(2048),
});

export const journeyChangesBodySchema = z.object({
  changes: z.array(journeyChangeSchema).min(1).max(2),
});

export type JourneyChangesBody = z.infer<typeof journeyChangesBodySchema>;

/** An extra of the old flight that the new one cannot carry (its value counts in the difference). */
export const droppedExtraSchema = z.object({
  passengerKey: z.string().nullable(),
  kind: z.enum(['seat', 'service']),
  name: z.string(),
  totalAmount: z.number().int(),
});

export const journeyChangeQuoteSchema = z.object({
  currency: z.string(),
  journeys: z.array(
    z.object({
      journeyKey: z.string(),
      newJourneyKey: z.string(),
      fareFamily: z.object({ code: z.string(), name: z.string() }),
      /** Every line of the booked journey now (fares, taxes, extras). */
      oldAmount: z.number().int(),
      /** Every line of the new journey: its fares and taxes now, and the extras carried over. */
      newAmount: z.number().int(),
      /** The booked family's change fee for every passenger (0 where the family changes free). */
      changeFee: z.number().int().nonnegative(),
      /** Seats kept on the new flights (the same seat code, free there). */
      carriedSeats: z.array(z.object({ passengerKey: z.string(), seatCode: z.string() })),
      dropped: z.array(droppedExtraSchema),
    }),
  ),
  /** The booking's total before, and after the change without the fee. */
  oldTotal: z.number().int(),
  newTotal: z.number().int(),
  changeFee: z.number().int().nonnegative(),
  /** newTotal − oldTotal + changeFee when positive, else 0: what is to pay. */
  amountDue: z.number().int().nonnegative(),
  /** −(newTotal − oldTotal + changeFee) when positive, else 0: what becomes a credit shell. */
  credit: z.number().int().nonnegative(),
});

export type JourneyChangeQuote = z.infer<typeof journeyChangeQuoteSchema>;

export const journeyChangeQuoteResponseSchema = z.object({ quotation: journeyChangeQuoteSchema });

export const applyJourneyChangeBodySchema = journeyChangesBodySchema.extend({
  /** The quote's amountDue − credit; 409 PRICE_CHANGED with the new quote when it no longer is. */
  amount: z.number().int(),
});

export type ApplyJourneyChangeBody = z.infer<typeof applyJourneyChangeBodySchema>;

export const appliedJourneyChangeResponseSchema = z.object({
  reservation: reservationSchema,
  quotation: journeyChangeQuoteSchema,
  /**
   * A paid booking's negative difference as a credit shell; null otherwise. A positive one is the
   * booking's remaining, paid from /my/payment-methods.
   */
  credit: creditShellSchema.nullable(),
});

export const editBookingVoucherBodySchema = journeyChangesBodySchema.extend({
  voucher: z.object({
    serial: z.string().min(1).max(64),
    password: z.string().min(1).max(128),
    pin: z.string().min(1).max(16),
  }),
});

export type EditBookingVoucherBody = z.infer<typeof editBookingVoucherBodySchema>;

export const editBookingVoucherResponseSchema = z.object({
  voucher: z.object({
    serial: z.string(),
    currency: z.string(),
    balance: z.number().int().nonnegative(),
    /** How much of the quote's amount due the voucher would pay. */
    covers: z.number().int().nonnegative(),
  }),
});
