import { z } from 'zod';
import { moneyAmountSchema, paymentIdentifierSchema } from './payment-methods';

/*
 * Refunds owed (operations staff): the money of payments a booking could not keep, sent back
 * through the gateway it came from, or left to a partner's operations.
 */

/** Where a refund owed stands: sent and confirmed, being tried, given up (money still owed), or left to a partner's operations. */
export const REFUND_STATES = ['pending', 'done', 'failed', 'manual'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const refundsQuerySchema = z.object({
  /** Only refunds in this state; without it, every refund not `done` (what is still owed or to check). */
  state: z.enum(REFUND_STATES).optional(),
});

export const refundSchema = z.object({
  paymentId: z.string(),
  locator: z.string(),
  identifier: paymentIdentifierSchema,
  amount: moneyAmountSchema,
  state: z.enum(REFUND_STATES),
  /** Why the booking could not take the money: holdLost, cancelledByTraveller, alreadyPaid. */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  /** The gateway's answer or failure of the last try (HTTP_503, 91 …), null when none. */
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** When the refund was recorded. */
  recordedAt: z.string().nullable(),
});
export type RefundDto = z.infer<typeof refundSchema>;

export const refundListSchema = z.object({ refunds: z.array(refundSchema) });
