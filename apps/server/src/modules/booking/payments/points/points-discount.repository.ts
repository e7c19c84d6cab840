import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../../db/database';

/*
 * SQL of the loyalty points a booking records (decision 037). Each write is a conditional update
 * whose row count is checked, run inside the points ledger's transaction (PointsService's
 * `alsoInside`), so the ledger entry, the member's balance and the booking's record commit
 * together or not at all. Applying or removing moves the booking's due on: a payment opened for
 * the amount before is refused at its capture (due changed) and refunded, never kept.
 */

type Executor = Kysely<Database> | Transaction<Database>;

export interface PointsApplied {
  reservationId: string;
  memberId: string;
  /** The due the caller read: the booking must still be at it. */
  dueSequence: number;
  points: number;
  discount: number;
  reference: string;
  now: Date;
}

/** Records the redemption on the member's Unpaid, live, undiscounted booking; false when it is not. */
export async function recordPointsDiscount(
  trx: Transaction<Database>,
  applied: PointsApplied,
): Promise<boolean> {
  const nowText = applied.now.toISOString();
  const result = await trx
    .updateTable('reservation')
    .set((eb) => ({
      points_redeemed: applied.points,
      points_discount: applied.discount,
      points_reference: applied.reference,
      points_returned_at: null,
      due_sequence: eb('due_sequence', '+', 1),
      updated_at: nowText,
    }))
    .where('id', '=', applied.reservationId)
    .where('member_id', '=', applied.memberId)
    .where('status', '=', 'Unpaid')
    .where('hold_expires_at', '>', nowText)
    .where('points_discount', '=', 0)
    .where('paid_amount', '=', 0)
    .where('due_sequence', '=', applied.dueSequence)
    // Never more than the booking costs (the rule allows half; this is the money's own bound).
    .where('total_amount', '>=', applied.discount)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Takes the discount of `reference` off the booking because its points went back: an Unpaid
 * booking's removal, or a booking cancelled (or expired) before it was paid. False when the booking
 * no longer carries that redemption, or was paid meanwhile.
 */
export async function clearPointsDiscount(
  trx: Transaction<Database>,
  cleared: { reservationId: string; reference: string; status: 'Unpaid' | 'Cancel'; now: Date },
): Promise<boolean> {
  const nowText = cleared.now.toISOString();
  let update = trx
    .updateTable('reservation')
    .set((eb) => ({
      points_redeemed: 0,
      points_discount: 0,
      points_returned_at: nowText,
      due_sequence: eb('due_sequence', '+', 1),
      updated_at: nowText,
    }))
    .where('id', '=', cleared.reservationId)
    .where('points_reference', '=', cleared.reference)
    .where('points_returned_at', 'is', null)
    .where('status', '=', cleared.status)
    .where('paid_amount', '=', 0);
  if (cleared.status === 'Unpaid') update = update.where('hold_expires_at', '>', nowText);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Marks the points of a cancelled booking that was paid as given back; its discount stays on record
 * (what the traveller was charged does not change). False when done already.
 */
export async function markPaidPointsReturned(
  trx: Transaction<Database>,
  returned: { reservationId: string; reference: string; now: Date },
): Promise<boolean> {
  const result = await trx
    .updateTable('reservation')
    .set({ points_returned_at: returned.now.toISOString() })
    .where('id', '=', returned.reservationId)
    .where('points_reference', '=', returned.reference)
    .where('points_returned_at', 'is', null)
    .where('status', '=', 'Cancel')
    .where('paid_amount', '>', 0)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export interface PointsToReturn {
  id: string;
  points_reference: string;
  paid_amount: number;
}

/** Cancelled bookings whose points were spent and not given back yet (the partial index's rows). */
export async function findPointsToReturn(
  db: Executor,
  limit: number,
  reservationId?: string,
): Promise<PointsToReturn[]> {
  let query = db
    .selectFrom('reservation')
    .select(['id', 'points_reference', 'paid_amount'])
    .where('status', '=', 'Cancel')
    .where('points_reference', 'is not', null)
    .where('points_returned_at', 'is', null);
  if (reservationId !== undefined) query = query.where('id', '=', reservationId);
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.flatMap((row) =>
    row.points_reference === null ? [] : [{ ...row, points_reference: row.points_reference }],
  );
}
