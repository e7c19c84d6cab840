import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import type { SeatTake } from '../reservations/reservation.repository';

/**
 * SQL of extras bought after booking (decision 024): the booking row changed by compare and set on
 * its document, the pending additions of Paid bookings, and the seats an addition took. Every
 * write is conditional and its row count checked, as the booking's own (design §2).
 */

export type ServiceChangeRow = Database['service_change'];
type Executor = Kysely<Database> | Transaction<Database>;

/** Payment attempts still running: an Unpaid booking's total must not move under one. */
const OPEN_PAYMENT_STATUSES = ['INIT', 'PENDING', 'PROCESSING', 'AUTHORIZED'];

/**
 * Whether a payment of the booking started after `since` is still running (the PL6 hold, which
 * takes no money, aside): its amount was fixed when it started.
 */
export async function hasOpenPayment(db: Executor, reservationId: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('payment')
    .select('id')
    .where('reservation_id', '=', reservationId)
    .where('status', 'in', OPEN_PAYMENT_STATUSES)
    .where('kind', '<>', 'hold')
    .where('created_at', '>', since.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Writes an addition into the booking: the new document and its total raised by `amount`, if the
 * document is still `previous` and the booking still `status` (an Unpaid one with its hold still
 * running). A Paid booking's addition opens a new due (decision 023): the balance a payment must
 * be priced for. False when another writer got there first (nothing changed).
 */
export async function addToReservation(
  trx: Transaction<Database>,
  change: { id: string; previous: string; document: string; amount: number; status: string; now: Date },
): Promise<boolean> {
  const nowText = change.now.toISOString();
  let query = trx
    .updateTable('reservation')
    .set((eb) => ({
      document: change.document,
      total_amount: eb('total_amount', '+', change.amount),
      ...(change.status === 'Paid' ? { due_sequence: eb('due_sequence', '+', 1) } : {}),
      updated_at: nowText,
    }))
    .where('id', '=', change.id)
    .where('document', '=', change.previous)
    .where('status', '=', change.status);
  if (change.status === 'Unpaid') query = query.where('hold_expires_at', '>', nowText);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Takes an addition back out of a Paid booking that has not paid for it: the new document and
 * its total lowered by `amount`, only while the document is `previous` and the paid amount does
 * not cover the total (a capture that landed first wins). The due moves on, so a payment priced
 * for the taken-back balance that arrives later is refunded, never kept. False when either no
 * longer holds.
 */
export async function takeBackFromReservation(
  trx: Transaction<Database>,
  change: { id: string; previous: string; document: string; amount: number; now: Date },
): Promise<boolean> {
  const result = await trx
    .updateTable('reservation')
    .set((eb) => ({
      document: change.document,
      total_amount: eb('total_amount', '-', change.amount),
      due_sequence: eb('due_sequence', '+', 1),
      updated_at: change.now.toISOString(),
    }))
    .where('id', '=', change.id)
    .where('document', '=', change.previous)
    .where('total_amount', '>=', change.amount)
    // What it owes: its total less the points' discount (decision 037) plus its fee.
    .where((eb) =>
      eb(
        'paid_amount',
        '<',
        eb(eb(eb.ref('total_amount'), '-', eb.ref('points_discount')), '+', eb.ref('fee_amount')),
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertServiceChange(trx: Transaction<Database>, row: ServiceChangeRow): Promise<void> {
  await trx.insertInto('service_change').values(row).execute();
}

export function findPendingChange(
  db: Executor,
  reservationId: string,
): Promise<ServiceChangeRow | undefined> {
  return db
    .selectFrom('service_change')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** Pending additions with their booking's money, oldest deadline first. */
export function listPendingChanges(db: Executor, limit: number) {
  return db
    .selectFrom('service_change')
    .innerJoin('reservation', 'reservation.id', 'service_change.reservation_id')
    .selectAll('service_change')
    .select([
      'reservation.total_amount',
      'reservation.paid_amount',
      'reservation.fee_amount',
      'reservation.points_discount',
      'reservation.status as reservation_status',
    ])
    .where('service_change.status', '=', 'pending')
    .orderBy('service_change.due_at')
    .limit(limit)
    .execute();
}

/** Closes a pending addition as `status`; false when it was closed already (by another sweeper). */
export async function closeChange(
  trx: Transaction<Database>,
  id: string,
  status: 'paid' | 'reverted',
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('service_change')
    .set({ status, closed_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Whether the booking's captures cover its total now (read inside the closing transaction). */
export async function isCovered(trx: Transaction<Database>, reservationId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('reservation')
    .select(['total_amount', 'points_discount', 'fee_amount', 'paid_amount', 'status'])
    .where('id', '=', reservationId)
    .executeTakeFirst();
  return row?.status === 'Paid' && row.paid_amount >= row.total_amount - row.points_discount + row.fee_amount;
}

const seatMatch = (seats: readonly SeatTake[]) =>
  sql<boolean>`(${sql.join(
    seats.map((seat) => sql`(flight_id = ${seat.flightId} and seat_code = ${seat.seatCode})`),
    sql` or `,
  )})`;

/** Sells these seats the booking holds (held → sold); answers how many changed. */
export async function sellSeats(
  trx: Transaction<Database>,
  reservationId: string,
  seats: readonly SeatTake[],
): Promise<number> {
  if (seats.length === 0) return 0;
  const result = await trx
    .updateTable('seat_assignment')
    .set({ status: 'sold' })
    .where('reservation_id', '=', reservationId)
    .where('status', '=', 'held')
    .where(seatMatch(seats))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Frees these seats the booking holds (a sold seat is never released here); answers how many. */
export async function releaseSeats(
  trx: Transaction<Database>,
  reservationId: string,
  seats: readonly SeatTake[],
): Promise<number> {
  if (seats.length === 0) return 0;
  const result = await trx
    .deleteFrom('seat_assignment')
    .where('reservation_id', '=', reservationId)
    .where('status', '=', 'held')
    .where(seatMatch(seats))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
