import { reservationCoreSchema } from '@skybook/contracts/reservation-model';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { findReservationById, releaseFare } from '../reservations/reservation.repository';
import {
  closeJourneyChange,
  deleteSeatsOnFlights,
  listPendingJourneyChanges,
  removeInventoryOnFlights,
  sellSeatsOnFlights,
  takeBackJourneyChange,
  type JourneyChangeRow,
} from './journey-change.repository';

/**
 * How a Paid booking's change of flights with a balance ends (decision 025): paid — its captures
 * cover its total — and the replaced flights' fare seats and seats are given back, the new seats
 * sold; or unpaid at its deadline, and the old flights, charges, seats and extras come back, the
 * total falls back and the new flights' inventory is given back. Each ending is one transaction
 * that starts by closing the pending row conditionally, so two sweepers never end one twice.
 */

const idsOf = (text: string): number[] => JSON.parse(text) as number[];

async function giveBack(trx: Transaction<Database>, reservationId: string, flightIds: readonly number[]) {
  for (const take of await removeInventoryOnFlights(trx, reservationId, flightIds)) {
    if (!(await releaseFare(trx, take))) {
      throw new Error(
        `flight_fare ${String(take.flightId)}/${take.familyCode} has fewer than ${String(take.passengers)} sold`,
      );
    }
  }
  await deleteSeatsOnFlights(trx, reservationId, flightIds);
}

/** Ends one pending change by what the booking shows now; the ending, or undefined (not yet). */
export async function settleJourneyChange(
  db: Kysely<Database>,
  change: JourneyChangeRow,
  now: Date,
): Promise<'paid' | 'reverted' | undefined> {
  const row = await findReservationById(db, change.reservation_id);
  if (!row) return undefined;
  const covered =
    row.status === 'Paid' && row.paid_amount >= row.total_amount - row.points_discount + row.fee_amount;
  if (covered || row.status !== 'Paid') {
    // Paid for (or the booking ended otherwise: a cancellation gave every flight's inventory back).
    return db.transaction().execute(async (trx) => {
      if (!(await closeJourneyChange(trx, change.id, 'paid', now))) return undefined;
      if (row.status === 'Paid') {
        await giveBack(trx, row.id, idsOf(change.old_flight_ids));
        await sellSeatsOnFlights(trx, row.id, idsOf(change.new_flight_ids));
      }
      return 'paid' as const;
    });
  }
  if (change.due_at > now.toISOString()) return undefined;
  return db
    .transaction()
    .execute(async (trx) => {
      if (!(await closeJourneyChange(trx, change.id, 'reverted', now))) return undefined;
      const current = reservationCoreSchema.parse(JSON.parse(row.document));
      const before = reservationCoreSchema.parse(JSON.parse(change.document_before));
      // What the change touched comes back; what else was edited meanwhile (contact, names) stays.
      const document = JSON.stringify({
        ...current,
        journeys: before.journeys,
        charges: before.charges,
        seatSelections: before.seatSelections,
        ancillaryPurchases: before.ancillaryPurchases,
      });
      const taken = await takeBackJourneyChange(trx, {
        id: row.id,
        document,
        amount: change.amount,
        now,
      });
      // Paid between the read and now: roll back, the next sweep closes it as paid.
      if (!taken) throw new PaidMeanwhile();
      await giveBack(trx, row.id, idsOf(change.new_flight_ids));
      return 'reverted' as const;
    })
    .catch((error: unknown) => {
      if (error instanceof PaidMeanwhile) return undefined;
      throw error;
    });
}

class PaidMeanwhile extends Error {}

/** Ends every pending change that is paid or past its deadline. */
export async function sweepJourneyChanges(
  db: Kysely<Database>,
  now: Date,
): Promise<{ paid: number; reverted: number }> {
  const result = { paid: 0, reverted: 0 };
  for (const change of await listPendingJourneyChanges(db, 200)) {
    const ended = await settleJourneyChange(db, change, now);
    if (ended) result[ended]++;
  }
  return result;
}
