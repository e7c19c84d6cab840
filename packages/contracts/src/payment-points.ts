import { z } from 'zod';
import { moneyAmountSchema } from './payment-methods';

/*
 * Loyalty points spent as a discount on a booking before it is paid (decision 037): the booking
 * flow's payment page asks what a signed-in member may spend, applies points and takes them off
 * again. Behind the payer's headers (the booking session or a manage grant) and the member's
 * bearer token; the booking must be the member's.
 */

/** The booking, by its locator (optional with a manage grant, which names it). */
export const paymentPointsQuerySchema = z.object({
  reservationKey: z
    .string()
    .min(1)
    .max(20)
    .optional()
    .describe('The booking locator (optional with x-manage-grant).'),
});
export type PaymentPointsQuery = z.infer<typeof paymentPointsQuerySchema>;

export const applyPaymentPointsBodySchema = paymentPointsQuerySchema.extend({
  /** Whole points; the bounds are the answer's minPoints and maxPoints. */
  points: z.number().int().positive().max(100_000_000),
});
export type ApplyPaymentPointsBody = z.infer<typeof applyPaymentPointsBodySchema>;

export const paymentPointsResponseSchema = z.object({
  /** The member's points now. */
  balance: z.number().int().nonnegative(),
  /** What one point takes off, VND. */
  pointValue: z.number().int().positive(),
  /** Fewest points one redemption spends. */
  minPoints: z.number().int().nonnegative(),
  /** Most points this booking takes (half its total), and never above the balance; may be below minPoints. */
  maxPoints: z.number().int().nonnegative(),
  /** Whether points can be spent on this booking now (Unpaid, in VND, nothing applied or the same). */
  canRedeem: z.boolean(),
  /** The points applied to the booking, or null. */
  applied: z
    .object({
      points: z.number().int().positive(),
      discount: moneyAmountSchema,
    })
    .nullable(),
  /** What is left to pay before a method's fee, the discount taken off. */
  remaining: moneyAmountSchema,
});
export type PaymentPointsResponse = z.infer<typeof paymentPointsResponseSchema>;
