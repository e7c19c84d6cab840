import { BOOKING_HOLD_MS } from '@skybook/domain/booking-constants';
import type { Clock } from '@skybook/domain/clock';
import { err, ok, type Result } from '@skybook/domain/result';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { closeOpenHolds, markReservationPaid, type CapturedAmount } from '../payments/payment.repository';
import { reservationCoreSchema } from '@skybook/contracts/reservation-model';
import {
  cancelIfPaid,
  cancelIfUnpaid,
  deleteHeldSeats,
  deleteSoldSeats,
  extendUnpaidHold,
  findInventory,
  findReservationById,
  insertHeldSeats,
  releaseFare,
  reviveExpiredHold,
  sellHeldSeats,
  takeFare,
  type SeatTake,
} from './reservation.repository';

/**
 * What happens to a reservation's inventory when its hold ends: cancelled by the traveller,
 * expired after 6 hours (requirements §4), taken again by a payment that arrived late, or paid (its held
 * seats become sold; releases only ever touch held seats). Each is one
 * transaction whose first statement is a conditional update of the reservation: only the caller
 * that changed the row moves inventory, so two sweepers, a sweeper and a reader, or a retried
 * request never give seats back twice.
 */

export const CANCELLED_BY_TRAVELLER = 'cancelledByTraveller';
export const HOLD_EXPIRED = 'holdExpired';

/** Gives back what a reservation took: its fare-bucket seats and its held seat rows. */
async function releaseInventory(trx: Transaction<Database>, reservationId: string): Promise<void> {
  await releaseFares(trx, reservationId);
  await deleteHeldSeats(trx, reservationId);
}

async function releaseFares(trx: Transaction<Database>, reservationId: string): Promise<void> {
  for (const take of await findInventory(trx, reservationId)) {
    if (!(await releaseFare(trx, take))) {
      // sold would go below zero: the books are wrong, and nothing may be written on top of that.
      throw new Error(
        `flight_fare ${String(take.flightId)}/${take.familyCode} has fewer than ${String(take.passengers)} sold`,
      );
    }
  }
}

/**
 * Cancels an Unpaid reservation whose hold ran out by `now` and releases its inventory; true when
 * this call did it (false: paid, already cancelled, or not expired yet).
 */
export function expireHold(db: Kysely<Database>, reservationId: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await cancelIfUnpaid(trx, reservationId, HOLD_EXPIRED, now, now))) return false;
    await releaseInventory(trx, reservationId);
    await closeOpenHolds(trx, reservationId, 'FAILED', now);
    return true;
  });
}

/** Cancels an Unpaid reservation at the traveller's request; true when this call did it. */
export function cancelUnpaid(db: Kysely<Database>, reservationId: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await cancelIfUnpaid(trx, reservationId, CANCELLED_BY_TRAVELLER, now))) return false;
    await releaseInventory(trx, reservationId);
    await closeOpenHolds(trx, reservationId, 'CANCELLED', now);
    return true;
  });
}

/**
 * Cancels a Paid reservation at its traveller's request, in the caller's transaction (which also
 * writes the credit or the refund, decision 022), and gives back its fare-bucket seats and its
 * sold seats; true when this call did it (false: no longer Paid — a concurrent cancel won).
 */
export async function cancelPaid(
  trx: Transaction<Database>,
  reservationId: string,
  now: Date,
): Promise<boolean> {
  if (!(await cancelIfPaid(trx, reservationId, CANCELLED_BY_TRAVELLER, now))) return false;
  await releaseFares(trx, reservationId);
  await deleteSoldSeats(trx, reservationId);
  return true;
}

/**
 * Makes an Unpaid reservation whose hold still runs Paid and sells the seats it holds, in the
 * caller's (the payment's) transaction; true when this call did it. Every seat the booking chose
 * is held by it until then (creation and a late payment's reacquireHold take them all or none),
 * so a different count means the books are wrong: the whole payment transaction rolls back
 * rather than confirm a booking without its seats.
 */
export async function markPaidAndSellSeats(
  trx: Transaction<Database>,
  reservationId: string,
  captured: CapturedAmount,
  now: Date,
): Promise<boolean> {
  if (!(await markReservationPaid(trx, reservationId, captured, now))) return false;
  const row = await findReservationById(trx, reservationId);
  const chosen = row ? seatsOf(row.document).length : 0;
  const sold = await sellHeldSeats(trx, reservationId);
  if (sold !== chosen) {
    throw new Error(`reservation ${reservationId} held ${String(sold)} of its ${String(chosen)} seats`);
  }
  return true;
}

export type ReacquireFailure = 'notFound' | 'notExpired' | 'cancelledByTraveller' | 'soldOut' | 'seatTaken';

class ReacquireAbort extends Error {
  constructor(readonly reason: ReacquireFailure) {
    super(reason);
  }
}

/**
 * For a payment that arrives after the hold expired (design §5): takes the reservation's fare
 * seats and chosen seats again, all or nothing, and makes it Unpaid with a new 6-hour hold so the
 * payment can settle it. An Unpaid reservation whose hold ran out but was not swept yet still
 * holds everything: it just gets the new hold. Fails (and changes nothing) when the seats are
 * gone, or when the traveller cancelled it — the payment service then refunds.
 */
export async function reacquireHold(
  db: Kysely<Database>,
  clock: Clock,
  reservationId: string,
): Promise<Result<{ holdExpiresAt: string }, ReacquireFailure>> {
  const now = clock.now();
  const holdExpiresAt = new Date(now.getTime() + BOOKING_HOLD_MS).toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await findReservationById(trx, reservationId);
      if (!row) throw new ReacquireAbort('notFound');
      if (row.status === 'Unpaid') {
        const extended = await extendUnpaidHold(trx, reservationId, holdExpiresAt, now.toISOString());
        if (!extended) throw new ReacquireAbort('notExpired');
        return ok({ holdExpiresAt });
      }
      if (row.status !== 'Cancel') throw new ReacquireAbort('notExpired');
      if (row.cancelled_reason !== HOLD_EXPIRED) throw new ReacquireAbort('cancelledByTraveller');
      const revived = await reviveExpiredHold(
        trx,
        reservationId,
        HOLD_EXPIRED,
        holdExpiresAt,
        now.toISOString(),
      );
      if (!revived) throw new ReacquireAbort('notExpired');
      for (const take of await findInventory(trx, reservationId)) {
        if (!(await takeFare(trx, take))) throw new ReacquireAbort('soldOut');
      }
      const seats = seatsOf(row.document);
      if ((await insertHeldSeats(trx, reservationId, seats, now)) !== seats.length) {
        throw new ReacquireAbort('seatTaken');
      }
      return ok({ holdExpiresAt });
    });
  } catch (error) {
    if (error instanceof ReacquireAbort) return err(error.reason);
    throw error;
  }
}

/** The seats a reservation's document says it chose, sorted (one lock order for every writer). */
export function seatsOf(document: string): SeatTake[] {
  const core = reservationCoreSchema.parse(JSON.parse(document));
  return core.seatSelections
    .map((seat) => ({
      flightId: Number(seat.flightKey),
      seatCode: seat.seatCode,
      passengerKey: seat.passengerKey,
    }))
    .sort(
      (a, b) => a.flightId - b.flightId || (a.seatCode < b.seatCode ? -1 : a.seatCode > b.seatCode ? 1 : 0),
    );
}
