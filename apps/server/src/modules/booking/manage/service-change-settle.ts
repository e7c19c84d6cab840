import { reservationCoreSchema, type ReservationCore } from '@skybook/contracts/reservation-model';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import type { DocumentParts } from '../reservations/reservation-document';
import { findReservationById, type SeatTake } from '../reservations/reservation.repository';
import {
  closeChange,
  findPendingChange,
  isCovered,
  listPendingChanges,
  releaseSeats,
  sellSeats,
  takeBackFromReservation,
  type ServiceChangeRow,
} from './service-change.repository';

/**
 * How a Paid booking's addition ends (decision 024): paid — the booking's captures cover its total
 * — and its seats are sold; or unpaid at its deadline, and it is taken back out of the booking
 * with its seats released. Each ending is one transaction that starts by closing the pending row
 * conditionally, so two sweepers, or a sweeper and a capture, never end one addition twice, and a
 * revert whose booking got paid meanwhile rolls back.
 */

const seatsOf = (row: Pick<ServiceChangeRow, 'seats'>): SeatTake[] => JSON.parse(row.seats) as SeatTake[];

/**
 * Inside a capture's transaction (or the sweeper's): closes the booking's pending addition as paid
 * and sells its seats, when the booking's paid amount covers its total. True when it did.
 * The payment service calls this after it records a balance payment of a Paid booking, so the
 * seats are sold at once rather than at the next sweep.
 */
export async function settlePaidServiceChange(
  trx: Transaction<Database>,
  reservationId: string,
  now: Date,
): Promise<boolean> {
  const pending = await findPendingChange(trx, reservationId);
  if (!pending || !(await isCovered(trx, reservationId))) return false;
  if (!(await closeChange(trx, pending.id, 'paid', now))) return false;
  const seats = seatsOf(pending);
  const sold = await sellSeats(trx, reservationId, seats);
  if (sold !== seats.length) {
    throw new Error(`service change ${pending.id} held ${String(sold)} of its ${String(seats.length)} seats`);
  }
  return true;
}

class RevertAbort extends Error {}

/** The document with each added entry taken out once (other edits made since are kept). */
export function withoutAdded(core: ReservationCore, added: DocumentParts): ReservationCore | undefined {
  const remove = <T>(list: readonly T[], gone: readonly T[]): T[] | undefined => {
    const left = [...list];
    for (const entry of gone) {
      const text = JSON.stringify(entry);
      const at = left.findLastIndex((candidate) => JSON.stringify(candidate) === text);
      if (at < 0) return undefined;
      left.splice(at, 1);
    }
    return left;
  };
  const charges = remove(core.charges, added.charges);
  const seatSelections = remove(core.seatSelections, added.seatSelections);
  const insurance = remove(core.insurance, added.insurance);
  const ancillaryPurchases = remove(core.ancillaryPurchases, added.ancillaryPurchases);
  if (!charges || !seatSelections || !insurance || !ancillaryPurchases) return undefined;
  return { ...core, charges, seatSelections, insurance, ancillaryPurchases };
}

/**
 * Takes an unpaid addition back: its lines out of the document, its amount off the total, its
 * held seats released — all or nothing, and only while the booking has not paid for it. True
 * when this call did it.
 */
export async function revertServiceChange(
  db: Kysely<Database>,
  change: ServiceChangeRow,
  now: Date,
): Promise<boolean> {
  // A concurrent edit (contact, loyalty numbers) changes the document: read it again and retry.
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await findReservationById(db, change.reservation_id);
    if (!row) return false;
    const reverted = withoutAdded(
      reservationCoreSchema.parse(JSON.parse(row.document)),
      JSON.parse(change.added) as DocumentParts,
    );
    if (!reverted) throw new Error(`service change ${change.id}: its lines are no longer in the booking`);
    try {
      return await db.transaction().execute(async (trx) => {
        if (await isCovered(trx, change.reservation_id)) throw new RevertAbort('paid');
        if (!(await closeChange(trx, change.id, 'reverted', now))) return false;
        const taken = await takeBackFromReservation(trx, {
          id: change.reservation_id,
          previous: row.document,
          document: JSON.stringify(reverted),
          amount: change.amount,
          now,
        });
        if (!taken) throw new RevertAbort('changed');
        await releaseSeats(trx, change.reservation_id, seatsOf(change));
        return true;
      });
    } catch (error) {
      if (!(error instanceof RevertAbort)) throw error;
      if (error.message === 'paid') return false;
    }
  }
  return false;
}

export interface ServiceChangeSweep {
  paid: number;
  reverted: number;
}

/** One pass over the pending additions: the paid ones closed, the overdue unpaid ones reverted. */
export async function sweepServiceChanges(db: Kysely<Database>, now: Date): Promise<ServiceChangeSweep> {
  const result: ServiceChangeSweep = { paid: 0, reverted: 0 };
  for (const pending of await listPendingChanges(db, 200)) {
    const covered =
      pending.reservation_status === 'Paid' &&
      pending.paid_amount >= pending.total_amount - pending.points_discount + pending.fee_amount;
    if (covered) {
      const closed = await db
        .transaction()
        .execute((trx) => settlePaidServiceChange(trx, pending.reservation_id, now));
      if (closed) result.paid++;
    } else if (pending.due_at <= now.toISOString()) {
      if (await revertServiceChange(db, pending, now)) result.reverted++;
    }
  }
  return result;
}
