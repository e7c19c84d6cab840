import { z } from 'zod';
import { quotationLineSchema, serviceSelectionSchema } from './quotation';
import { reservationSchema, reservationSummarySchema } from './reservation-model';

/*
 * Extras bought after booking (requirements §2 /my/edit-service, §3 isEditService, §8 "cannot edit
 * this service"; decision 024). Every call carries the manage grant (x-manage-grant):
 *
 * GET  /booking/api/v1/ancillaryOptions?journeyKey=&reservationKey=       the journey's extras, cut-offs, what is bought
 * GET  /booking/api/v1/seatSelectionOptions?journeyKey=&reservationKey=   its seat maps
 * POST /booking/api/v1/reservations/services/quotation   { reservationKey, services }          → what the addition costs
 * POST /booking/api/v1/reservations/services             { reservationKey, services, amount }  (Idempotency-Key) adds it
 *
 * `services` names only what is added, with the booking's journey indexes (0-based). Nothing bought
 * is changed or removed: a choice that would replace a bought seat, bag pack or insurance is
 * refused with CANNOT_EDIT_SERVICE. An Unpaid booking's addition raises what it costs (paid with
 * the rest before its hold ends); a Paid booking's leaves a balance to pay by `payBy`, after which
 * an unpaid addition is taken back and its seats released.
 */

export const serviceChangeBodySchema = z.object({
  /** The granted booking's key (404 for any other). */
  reservationKey: z.string().max(64),
  /** What is added; `flyGreenVnd` must be null (a donation is given when booking). */
  services: serviceSelectionSchema,
});

export type ServiceChangeBody = z.infer<typeof serviceChangeBodySchema>;

export const applyServiceChangeBodySchema = serviceChangeBodySchema.extend({
  /** The quotation's `totalAmount`: 409 PRICE_CHANGED when the addition now costs anything else. */
  amount: z.number().int().nonnegative(),
});

export type ApplyServiceChangeBody = z.infer<typeof applyServiceChangeBodySchema>;

export const serviceChangeQuotationSchema = z.object({
  reservationKey: z.string(),
  currency: z.string(),
  minorUnitExponent: z.number().int(),
  /** The new lines only, priced now in the booking's currency. */
  lines: z.array(quotationLineSchema),
  /** What the addition costs: the sum of `lines`. */
  totalAmount: z.number().int().nonnegative(),
  /** The booking's total once the addition is made (its payment fee aside). */
  bookingTotalAmount: z.number().int(),
  /** What would be left to pay once it is made (reservationSummary.remaining then). */
  remainingAfter: z.number().int(),
  /**
   * ISO instant by which it must be paid: an Unpaid booking's hold deadline; for a Paid booking
   * 30 minutes after it is made, earlier when an added extra's cut-off comes first. Null when the
   * addition costs nothing.
   */
  payBy: z.string().nullable(),
});

export type ServiceChangeQuotation = z.infer<typeof serviceChangeQuotationSchema>;

export const serviceChangeQuotationResponseSchema = z.object({ quotation: serviceChangeQuotationSchema });

export type ServiceChangeQuotationResponse = z.infer<typeof serviceChangeQuotationResponseSchema>;

export const serviceChangeSchema = z.object({
  /**
   * added: part of the booking (free, or an Unpaid booking's, paid with the rest);
   * pendingPayment: a Paid booking's, taken back unless paid by `payBy`.
   */
  status: z.enum(['added', 'pendingPayment']),
  amount: z.number().int().nonnegative(),
  payBy: z.string().nullable(),
});

export const applyServiceChangeResponseSchema = z.object({
  reservation: reservationSchema,
  reservationSummary: reservationSummarySchema,
  change: serviceChangeSchema,
});

export type ApplyServiceChangeResponse = z.infer<typeof applyServiceChangeResponseSchema>;
