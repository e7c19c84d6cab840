import { randomBytes } from 'node:crypto';
import type {
  AncillaryOptionsResponse,
  AncillaryProductDto,
  InsuranceQuoteResponse,
} from '@skybook/contracts/ancillaries';
import type { QuotationLineDto } from '@skybook/contracts/quotation';
import { reservationCoreSchema, type ReservationDto } from '@skybook/contracts/reservation-model';
import type {
  ApplyServiceChangeBody,
  ApplyServiceChangeResponse,
  ServiceChangeBody,
  ServiceChangeQuotation,
} from '@skybook/contracts/service-change';
import type { SeatSelectionOptionsResponse } from '@skybook/contracts/seat-map';
import type { ServiceCutoff } from '@skybook/contracts/service-windows';
import type { Clock } from '@skybook/domain/clock';
import { minorUnitExponent } from '@skybook/domain/currency';
import type { Language } from '@skybook/domain/languages';
import { SERVICE_CHANGE_PAYMENT_MS } from '@skybook/domain/service-cutoffs';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import type { BookingReferenceCache } from '../booking-reference';
import { documentPartsOf } from '../reservations/reservation-document';
import { findReservationById, insertHeldSeats, type SeatTake } from '../reservations/reservation.repository';
import { reservationView } from '../reservations/reservation.service';
import type { AncillaryCatalogueService } from '../session/ancillary-catalogue.service';
import type { SeatMapService } from '../session/seat-map.service';
import type { ReservationAccess } from './reservation-access';
import { ServiceChangePricing } from './service-change-pricing';
import {
  addToReservation,
  findPendingChange,
  hasOpenPayment,
  insertServiceChange,
  sellSeats,
} from './service-change.repository';
import { checkJourneyChanges } from './journey-change-check';
import { findPendingJourneyChange } from './journey-change.repository';
import {
  boughtOn,
  bookedJourney,
  bookedView,
  cutoffsAfterChange,
  cutoffsOf,
  earliestCutoff,
} from './service-change-view';

/** How the options calls name the booked journey (requirements §7 ancillaryOptions parameters). */
export interface BookedJourneyQuery {
  readonly journeyKey?: string | undefined;
  readonly reservationKey?: string | undefined;
  readonly locator?: string | undefined;
}

/** A payment started this recently may still capture the total it was started for. */
const OPEN_PAYMENT_WINDOW_MS = 30 * 60 * 1000;

/**
 * The catalogue as it can still be bought: a product whose every flight is past its cut-off reads
 * unavailable, a per-flight one lists only the flights still open.
 */
function closedPastCutoffs(
  products: readonly AncillaryProductDto[],
  cutoffs: readonly ServiceCutoff[],
): AncillaryProductDto[] {
  const openFlights = (service: string) =>
    cutoffs.filter((cut) => cut.service === service && cut.window === 'open').map((cut) => cut.flightIndex);
  return products.map((product) => {
    const open = openFlights(product.serviceType);
    if (product.unit === 'passengerFlight') {
      const flightIndexes = product.flightIndexes.filter((index) => open.includes(index));
      return { ...product, flightIndexes, available: product.available && flightIndexes.length > 0 };
    }
    return { ...product, available: product.available && open.includes(0) };
  });
}

/**
 * Extras bought after booking (requirements §2 /my/edit-service; decision 024): a booked journey's
 * extras and seats with their cut-offs, the quotation of an addition, and its application — the
 * lines added to the booking and its total, its seats taken, in one transaction that starts with
 * a compare and set on the booking. A Paid booking's addition waits for its payment in a
 * service_change row (service-change-settle.ts ends it).
 */
export class ServiceChangeService {
  readonly #pricing: ServiceChangePricing;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly reference: BookingReferenceCache,
    private readonly access: ReservationAccess,
    private readonly catalogue: AncillaryCatalogueService,
    private readonly seatMaps: SeatMapService,
  ) {
    this.#pricing = new ServiceChangePricing(reference, catalogue, seatMaps);
  }

  /** GET ancillaryOptions with a grant: the journey's catalogue, closed past each cut-off. */
  async options(
    grant: string,
    query: BookedJourneyQuery,
    language: Language,
    client: string,
  ): Promise<AncillaryOptionsResponse> {
    const { reservation, journey, pricing, view } = await this.#journey(grant, query, client);
    const base = await this.catalogue.optionsFor(view.session, pricing, language);
    const cutoffs = cutoffsOf(reservation, journey, this.clock.now());
    return {
      ...base,
      products: closedPastCutoffs(base.products, cutoffs),
      edit: {
        reservationKey: reservation.key,
        journeyKey: journey.key,
        cutoffs,
        bought: boughtOn(reservation, journey),
      },
    };
  }

  /**
   * GET ancillaryOptions with a grant and isChangeJourney: the catalogue of the journey a change of
   * flights to `bookingKey` would give the booked journey `journeyKey`, checked by the change's own
   * rules (422 JOURNEY_CHANGE_NOT_ALLOWED, 400 INVALID_REQUEST as the change quote answers) and
   * priced as a new booking of it is, in the booking's currency; closed past the new flights'
   * cut-offs, with what the booking has on the booked journey.
   */
  async changeOptions(
    grant: string,
    query: BookedJourneyQuery & { readonly bookingKey?: string | undefined },
    language: Language,
    client: string,
  ): Promise<AncillaryOptionsResponse> {
    const reservation = await this.#reservation(grant, query, client);
    if (query.bookingKey === undefined) {
      throw appError('INVALID_REQUEST', { details: { path: 'querystring.bookingKey', reason: 'required' } });
    }
    const now = this.clock.now();
    const request = {
      journeyKey: query.journeyKey ?? reservation.journeys[0]?.key ?? '',
      bookingKey: query.bookingKey,
    };
    const checked = await checkJourneyChanges(
      { db: this.db, reference: this.reference },
      reservation,
      [request],
      now,
      (_position, field) => `querystring.${field}`,
    );
    const [change] = checked.changes;
    if (!change) throw new Error('a change checked, none answered');
    const base = await this.catalogue.optionsFor(checked.session, change.journey, language);
    const departures = change.departures.map((departure) => new Date(departure));
    const cutoffs = cutoffsAfterChange(reservation, change.booked, departures, now);
    return {
      ...base,
      products: closedPastCutoffs(base.products, cutoffs),
      edit: {
        reservationKey: reservation.key,
        journeyKey: change.booked.key,
        newJourneyKey: change.journey.key,
        cutoffs,
        bought: boughtOn(reservation, change.booked),
      },
    };
  }

  /** GET seatSelectionOptions with a grant: the journey's seat maps, the seats the booking has. */
  async seatMap(
    grant: string,
    query: BookedJourneyQuery,
    client: string,
  ): Promise<SeatSelectionOptionsResponse> {
    const { reservation, journey, pricing } = await this.#journey(grant, query, client);
    const flights = await this.seatMaps.journeySeats(pricing, reservation.currency);
    return {
      journeyIndex: journey.index,
      currency: reservation.currency,
      minorUnitExponent: minorUnitExponent(reservation.currency),
      flights: flights.map((flight) => flight.map),
      edit: {
        reservationKey: reservation.key,
        journeyKey: journey.key,
        cutoffs: cutoffsOf(reservation, journey, this.clock.now()).filter((cut) => cut.service === 'seat'),
        bought: boughtOn(reservation, journey).filter((bought) => bought.kind === 'seat'),
      },
    };
  }

  /** POST insurances with a grant: the plans and premiums of the booking's own passengers. */
  async insurances(grant: string, language: Language, client: string): Promise<InsuranceQuoteResponse> {
    const { reservation, view } = await this.#journey(grant, {}, client);
    return this.catalogue.insuranceQuote(
      view.session,
      reservation.passengers.map((passenger) => ({
        key: passenger.key,
        type: passenger.type,
        dateOfBirth: passenger.dateOfBirth,
      })),
      language,
    );
  }

  /** POST reservations/services/quotation: what the addition costs and when it must be paid. */
  async quote(grant: string, body: ServiceChangeBody, language: Language): Promise<ServiceChangeQuotation> {
    const reservation = await this.access.resolveKey(grant, body.reservationKey);
    const now = this.clock.now();
    await this.#checkEditable(reservation, now);
    const lines = await this.#price(reservation, body, language, now);
    return this.#quotation(reservation, lines, now);
  }

  /**
   * POST reservations/services: adds the quoted extras, if `amount` is still their price (409
   * PRICE_CHANGED otherwise), in one transaction: the booking's document and total by compare and
   * set (409 CONFLICT when another change got there first), its new seats held (409
   * SEAT_UNAVAILABLE when one was taken meanwhile; nothing is written), and for a Paid booking
   * the pending addition its payment will close.
   */
  async apply(
    grant: string,
    body: ApplyServiceChangeBody,
    language: Language,
  ): Promise<ApplyServiceChangeResponse> {
    const found = await this.access.resolveKey(grant, body.reservationKey);
    const row = await findReservationById(this.db, found.key);
    if (!row) throw appError('BOOKING_NOT_FOUND');
    const now = this.clock.now();
    const reservation = reservationView(row, now);
    await this.#checkEditable(reservation, now);
    const lines = await this.#price(reservation, body, language, now);
    const quotation = this.#quotation(reservation, lines, now);
    if (body.amount !== quotation.totalAmount) {
      throw appError('PRICE_CHANGED', { details: { amount: quotation.totalAmount } });
    }

    const journeyKey = (index: number | null) =>
      index === null ? null : (reservation.journeys.find((j) => j.index === index)?.key ?? null);
    const flightKey = (journeyIndex: number | null, flightIndex: number | null) =>
      journeyIndex === null || flightIndex === null
        ? null
        : (reservation.journeys.find((j) => j.index === journeyIndex)?.segments[flightIndex]?.key ?? null);
    const added = documentPartsOf(lines, body.services, reservation.currency, journeyKey, flightKey);
    const core = reservationCoreSchema.parse(JSON.parse(row.document));
    const document = JSON.stringify({
      ...core,
      charges: [...core.charges, ...added.charges],
      seatSelections: [...core.seatSelections, ...added.seatSelections],
      insurance: [...core.insurance, ...added.insurance],
      ancillaryPurchases: [...core.ancillaryPurchases, ...added.ancillaryPurchases],
    });
    const seats: SeatTake[] = added.seatSelections
      .map((seat) => ({
        flightId: Number(seat.flightKey),
        seatCode: seat.seatCode,
        passengerKey: seat.passengerKey,
      }))
      .sort((a, b) => a.flightId - b.flightId || a.seatCode.localeCompare(b.seatCode));
    const amount = quotation.totalAmount;
    const isPaid = reservation.status === 'Paid';
    const pending = isPaid && amount > 0;

    await this.db.transaction().execute(async (trx) => {
      const written = await addToReservation(trx, {
        id: row.id,
        previous: row.document,
        document,
        amount,
        status: reservation.status,
        now,
      });
      if (!written) throw appError('CONFLICT', { details: { reason: 'concurrentUpdate' } });
      if (!isPaid && (await hasOpenPayment(trx, row.id, new Date(now.getTime() - OPEN_PAYMENT_WINDOW_MS)))) {
        throw appError('CONFLICT', { details: { reason: 'paymentInProgress' } });
      }
      if ((await insertHeldSeats(trx, row.id, seats, now)) !== seats.length) {
        throw appError('SEAT_UNAVAILABLE', { details: { reason: 'takenMeanwhile' } });
      }
      // A free addition to a Paid booking is paid for: its seats are sold at once.
      if (isPaid && !pending && (await sellSeats(trx, row.id, seats)) !== seats.length) {
        throw new Error(`reservation ${row.id}: new seats not held before selling them`);
      }
      if (pending) {
        if ((await findPendingChange(trx, row.id)) || (await findPendingJourneyChange(trx, row.id))) {
          throw appError('SERVICE_CHANGE_PENDING');
        }
        await insertServiceChange(trx, {
          id: randomBytes(16).toString('hex'),
          reservation_id: row.id,
          status: 'pending',
          amount,
          added: JSON.stringify(added),
          seats: JSON.stringify(seats),
          due_at: quotation.payBy ?? now.toISOString(),
          created_at: now.toISOString(),
          closed_at: null,
        });
      }
    });

    const after = await findReservationById(this.db, row.id);
    if (!after) throw appError('BOOKING_NOT_FOUND');
    const updated = reservationView(after, now);
    return {
      reservation: updated,
      reservationSummary: updated.reservationSummary,
      change: { status: pending ? 'pendingPayment' : 'added', amount, payBy: quotation.payBy },
    };
  }

  async #journey(grant: string, query: BookedJourneyQuery, client: string) {
    const reservation = await this.#reservation(grant, query, client);
    if (reservation.status === 'Cancel') throw appError('BOOKING_CANCELLED');
    const journey = bookedJourney(reservation, query.journeyKey);
    const view = bookedView(reservation, await this.reference.get());
    const pricing = view.session.journeys.find((candidate) => candidate.index === journey.index);
    if (!pricing) throw appError('INVALID_REQUEST', { details: { field: 'journeyKey' } });
    return { reservation, journey, pricing, view };
  }

  /** The granted booking; 404 when the call's reservationKey or locator names another one. */
  async #reservation(grant: string, query: BookedJourneyQuery, client: string): Promise<ReservationDto> {
    const reservation =
      query.reservationKey === undefined
        ? await this.access.resolve({ grant, names: { locator: query.locator } }, client)
        : await this.access.resolveKey(grant, query.reservationKey);
    if (query.locator !== undefined && query.locator.trim().toUpperCase() !== reservation.locator) {
      throw appError('BOOKING_NOT_FOUND');
    }
    return reservation;
  }

  async #checkEditable(reservation: ReservationDto, now: Date): Promise<void> {
    if (reservation.status === 'Cancel') throw appError('BOOKING_CANCELLED');
    if (
      reservation.status === 'Paid' &&
      ((await findPendingChange(this.db, reservation.key)) ||
        (await findPendingJourneyChange(this.db, reservation.key)))
    ) {
      throw appError('SERVICE_CHANGE_PENDING');
    }
    if (
      reservation.status === 'Unpaid' &&
      (await hasOpenPayment(this.db, reservation.key, new Date(now.getTime() - OPEN_PAYMENT_WINDOW_MS)))
    ) {
      throw appError('CONFLICT', { details: { reason: 'paymentInProgress' } });
    }
  }

  async #price(
    reservation: ReservationDto,
    body: ServiceChangeBody,
    language: Language,
    now: Date,
  ): Promise<QuotationLineDto[]> {
    const view = bookedView(reservation, await this.reference.get());
    return this.#pricing.price(view, body.services, language, now);
  }

  #quotation(reservation: ReservationDto, lines: QuotationLineDto[], now: Date): ServiceChangeQuotation {
    const totalAmount = lines.reduce((sum, line) => sum + line.totalAmount, 0);
    const summary = reservation.reservationSummary;
    let payBy: string | null = null;
    if (totalAmount > 0 && reservation.status === 'Unpaid') payBy = reservation.holdExpiresAt;
    if (totalAmount > 0 && reservation.status === 'Paid') {
      const deadline = now.getTime() + SERVICE_CHANGE_PAYMENT_MS;
      const cutoff = earliestCutoff(reservation, lines)?.getTime() ?? deadline;
      payBy = new Date(Math.min(deadline, cutoff)).toISOString();
    }
    return {
      reservationKey: reservation.key,
      currency: reservation.currency,
      minorUnitExponent: reservation.minorUnitExponent,
      lines,
      totalAmount,
      bookingTotalAmount: summary.totalAmount + totalAmount,
      remainingAfter: summary.remaining + totalAmount,
      payBy,
    };
  }
}
