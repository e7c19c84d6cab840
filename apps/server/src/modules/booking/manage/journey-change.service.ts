import type {
  ApplyJourneyChangeBody,
  JourneyChangeQuote,
  JourneyChangesBody,
} from '@skybook/contracts/journey-change';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { Clock } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import { appError } from '../../../plugins/app-error';
import {
  findReservationById,
  insertHeldSeats,
  insertInventory,
  releaseFare,
  takeFare,
} from '../reservations/reservation.repository';
import { reservationView } from '../reservations/reservation.service';
import { planJourneyChange, type JourneyChangeDeps } from './journey-change-plan';
import {
  deleteSeatsOnFlights,
  removeInventoryOnFlights,
  sellSeatsOnFlights,
  writeChangedReservation,
} from './journey-change.repository';
import type { BookingAccess, ReservationAccess } from './reservation-access';

/**
 * Changing a booked flight (requirements §2 /my/edit-booking; decision 025): the quote, then the change
 * in one transaction — the old flights' fare seats and seats given back, the new ones taken by
 * conditional updates, the document written by compare and set — so a change happens whole or
 * not at all, and two changes of one booking never both land.
 */
export class JourneyChangeService {
  constructor(private readonly deps: JourneyChangeDeps & { clock: Clock; access: ReservationAccess }) {}

  async quote(
    access: BookingAccess,
    body: JourneyChangesBody,
    client: string,
    language: Language,
  ): Promise<JourneyChangeQuote> {
    const reservation = await this.deps.access.resolve(access, client);
    return (await planJourneyChange(this.deps, reservation, body, this.deps.clock.now(), language)).quote;
  }

  async apply(
    access: BookingAccess,
    body: ApplyJourneyChangeBody,
    client: string,
    language: Language,
  ): Promise<{ reservation: ReservationDto; quotation: JourneyChangeQuote; credit: null }> {
    const reservation = await this.deps.access.resolve(access, client);
    const row = await findReservationById(this.deps.db, reservation.key);
    if (!row) throw appError('BOOKING_NOT_FOUND');
    const now = this.deps.clock.now();
    const plan = await planJourneyChange(this.deps, reservation, body, now, language);
    const net = plan.quote.amountDue - plan.quote.credit;
    if (body.amount !== net)
      throw appError('PRICE_CHANGED', { details: { quotation: plan.quote, amount: net } });
    // A paid booking's difference (a balance to pay, or a credit shell) is not settled online yet.
    if (reservation.status === 'Paid' && net !== 0) {
      throw appError('JOURNEY_CHANGE_NOT_ALLOWED', { details: { reason: 'paidDifference' } });
    }
    const updatedAt = now.toISOString();
    const document = JSON.stringify(plan.core);
    await this.deps.db.transaction().execute(async (trx) => {
      for (const take of await removeInventoryOnFlights(trx, row.id, plan.releasedFlightIds)) {
        if (!(await releaseFare(trx, take))) {
          throw new Error(
            `flight_fare ${String(take.flightId)}/${take.familyCode} has fewer than ${String(take.passengers)} sold`,
          );
        }
      }
      for (const take of plan.takes) {
        if (!(await takeFare(trx, take)))
          throw appError('SOLD_OUT', { details: { flightId: take.flightId } });
      }
      await insertInventory(trx, row.id, plan.takes);
      await deleteSeatsOnFlights(trx, row.id, plan.releasedFlightIds);
      if ((await insertHeldSeats(trx, row.id, plan.seats, now)) !== plan.seats.length) {
        throw appError('SEAT_UNAVAILABLE');
      }
      if (row.status === 'Paid') {
        await sellSeatsOnFlights(trx, row.id, [...new Set(plan.takes.map((take) => take.flightId))]);
      }
      const written = await writeChangedReservation(trx, row, {
        document,
        totalAmount: plan.totalAmount,
        paidAmount: row.paid_amount,
        updatedAt,
      });
      if (!written) throw appError('CONFLICT', { details: { reason: 'concurrentUpdate' } });
    });
    const after = await findReservationById(this.deps.db, row.id);
    if (!after) throw appError('BOOKING_NOT_FOUND');
    return {
      reservation: reservationView(after, this.deps.clock.now()),
      quotation: plan.quote,
      credit: null,
    };
  }
}
