import { randomBytes } from 'node:crypto';
import type {
  CheckinBody,
  CheckinSeatsResponse,
  CheckinView,
  TravelDocument,
} from '@skybook/contracts/checkin';
import type { FieldIssue } from '@skybook/contracts/errors';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { checkInWindow, documentValidLongEnough, type CheckInRefusal } from '@skybook/domain/check-in-rules';
import type { Clock } from '@skybook/domain/clock';
import { minorUnitExponent } from '@skybook/domain/currency';
import type { Language } from '@skybook/domain/languages';
import type { SeatRulePassenger, SeatRuleSeat } from '@skybook/domain/seat-rules';
import { seatAssignmentProblems } from '@skybook/domain/seat-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import type { BookingReferenceCache } from '../booking-reference';
import type { ReservationAccess } from '../manage/reservation-access';
import { bookedView } from '../manage/service-change-view';
import { countryExists } from '../places.repository';
import type { FlightSeats, SeatMapService } from '../session/seat-map.service';
import { assignCheckinSeats } from './checkin-seats';
import { checkinMessage } from './checkin-messages';
import {
  cancelCheckins,
  findLiveCheckins,
  insertCheckin,
  lockPaidReservation,
  takeSeatAtCheckin,
  type CheckinRow,
} from './checkin.repository';
import {
  checkinKey,
  checkinView,
  isInternational,
  journeyRefusal,
  lapPartners,
  liveByKey,
  passengerRefusal,
  seatOf,
} from './checkin-view';

type Journey = ReservationDto['journeys'][number];

/** A refusal of requirements §8's check-in codes, as the error envelope carries it. */
function refused(code: CheckInRefusal, path: string, language: Language) {
  return appError('CHECKIN_NOT_AVAILABLE', {
    details: {
      resultCode: code,
      issues: [{ path, code: String(code), message: checkinMessage(`refusal${code}`, language) }],
    },
  });
}

/** One flight's seats as the seat rules read them, and its map's seats by code. */
function ruleSeats(flight: FlightSeats): SeatRuleSeat[] {
  return [...flight.seats.values()];
}

interface SeatPlan {
  /**
   * passenger key → the seat, for passengers checking in now: `fromCheckin` when taken at check-in,
   * `chosen` when the traveller picked it (else it was given).
   */
  readonly seats: Map<string, { seatCode: string; fromCheckin: boolean; chosen: boolean }>;
}

/** A check-in lost a race for a seat it was given: planned again, up to MAX_ATTEMPTS times. */
class Replan extends Error {}

const MAX_ATTEMPTS = 5;

/**
 * Online check-in (requirements §2 check-in pages, §4 check-in status, §7 check-in calls, §8
 * check-in codes; decision 026): who may check in and why not, the seats of a journey, checking
 * passengers in with a seat each (bought, chosen free, or given), and undoing it while the window
 * is open. Every call names the booking by its manage grant.
 */
export class CheckinService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly reference: BookingReferenceCache,
    private readonly access: ReservationAccess,
    private readonly seatMaps: SeatMapService,
  ) {}

  /** GET checkin. */
  async view(grant: string, client: string): Promise<CheckinView> {
    const reservation = await this.access.resolve({ grant }, client);
    return this.#view(reservation);
  }

  /** GET checkin/seats: the journey's seat maps and the passenger's seat on each flight. */
  async seats(
    grant: string,
    query: {
      bookingKey?: string | undefined;
      departureKey: string;
      departurePassengerJourneyDetailKey: string;
    },
    client: string,
  ): Promise<CheckinSeatsResponse> {
    const reservation = await this.#reservation(grant, query.bookingKey, client);
    const journey = this.#journey(reservation, query.departureKey);
    const passenger = reservation.passengers.find(
      (candidate) => candidate.key === query.departurePassengerJourneyDetailKey,
    );
    if (!passenger || passenger.type === 'infant') throw appError('INVALID_PASSENGER_NUMBER');
    const flights = await this.seatMapsOf(reservation, journey);
    const live = liveByKey(await findLiveCheckins(this.db, reservation.key));
    return {
      currency: reservation.currency,
      minorUnitExponent: minorUnitExponent(reservation.currency),
      flights: flights.map((flight) => flight.map),
      current: journey.segments.map((segment) => ({
        flightKey: segment.key,
        seatCode: seatOf(reservation, live, passenger.key, segment.key),
      })),
    };
  }

  /** POST checkin: checks the passengers in on every flight of the journey. */
  async checkIn(grant: string, body: CheckinBody, language: Language, client: string): Promise<CheckinView> {
    const reservation = await this.access.resolve({ grant }, client);
    const journey = this.#journey(reservation, body.departureKey);
    const now = this.clock.now();
    const refusal = journeyRefusal(reservation, journey, now);
    if (refusal !== null) throw refused(refusal, 'departureKey', language);
    if (!body.dangerousGoodsAccepted) throw appError('TERMS_NOT_ACCEPTED');
    this.#checkPassengers(reservation, journey, body, language);
    const documents = await this.#documents(journey, body, language);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.#write(reservation, journey, body, documents, now, language);
        break;
      } catch (error) {
        // Another check-in took a seat this one was given, or checked the same passenger in: plan
        // again from what is there now.
        if (!(error instanceof Replan) || attempt === MAX_ATTEMPTS) {
          throw error instanceof Replan ? appError('SEAT_UNAVAILABLE') : error;
        }
      }
    }
    return this.#view(reservation);
  }

  /** One attempt at writing a check-in: the seats planned from the map as read now. */
  async #write(
    reservation: ReservationDto,
    journey: Journey,
    body: CheckinBody,
    documents: ReadonlyMap<string, TravelDocument>,
    now: Date,
    language: Language,
  ): Promise<void> {
    const live = liveByKey(await findLiveCheckins(this.db, reservation.key));
    const flights = await this.seatMapsOf(reservation, journey);
    const plans = this.#planSeats(reservation, journey, flights, live, body);
    await this.db.transaction().execute(async (trx) => {
      if (!(await lockPaidReservation(trx, reservation.key, now)))
        throw refused(90, 'departureKey', language);
      for (const passenger of body.passengers) {
        for (const segment of journey.segments) {
          if (live.has(checkinKey(passenger.key, segment.key))) continue;
          const plan = plans.get(segment.key)?.seats.get(passenger.key);
          if (!plan) throw appError('SEAT_UNAVAILABLE');
          const flightId = segment.flight.id;
          if (plan.fromCheckin) {
            const seat = {
              reservationId: reservation.key,
              flightId,
              seatCode: plan.seatCode,
              passengerKey: passenger.key,
            };
            if (!(await takeSeatAtCheckin(trx, seat, now))) {
              if (plan.chosen) throw appError('SEAT_UNAVAILABLE');
              throw new Replan();
            }
          }
          const document = documents.get(passenger.key);
          const inserted = await insertCheckin(trx, {
            id: randomBytes(16).toString('hex'),
            reservation_id: reservation.key,
            passenger_key: passenger.key,
            journey_key: journey.key,
            flight_id: flightId,
            seat_code: plan.seatCode,
            seat_from_checkin: plan.fromCheckin ? 1 : 0,
            travel_document: document ? JSON.stringify(document) : null,
            checked_in_at: now.toISOString(),
          });
          if (!inserted) throw new Replan();
        }
      }
    });
  }

  /** POST uncheckin: undoes check-in of some (or all) passengers of a journey while the window is open. */
  async uncheckin(
    grant: string,
    body: { departureKey: string; passengerKeys?: string[] | undefined },
    language: Language,
    client: string,
  ): Promise<CheckinView> {
    const reservation = await this.access.resolve({ grant }, client);
    const journey = this.#journey(reservation, body.departureKey);
    const now = this.clock.now();
    const first = journey.segments[0];
    if (!first) throw appError('INVALID_REQUEST');
    const departure = new Date(first.departure.utc);
    if (now.getTime() >= departure.getTime()) throw refused(94, 'departureKey', language);
    if (now.getTime() >= checkInWindow(departure).closesAt.getTime())
      throw refused(93, 'departureKey', language);
    const keys = body.passengerKeys;
    if (keys?.some((key) => !reservation.passengers.some((passenger) => passenger.key === key))) {
      throw appError('INVALID_PASSENGER_NUMBER');
    }
    const flightIds = new Set(journey.segments.map((segment) => segment.flight.id));
    const rows = (await findLiveCheckins(this.db, reservation.key)).filter(
      (row) => flightIds.has(row.flight_id) && (keys === undefined || keys.includes(row.passenger_key)),
    );
    if (rows.length > 0) {
      await this.db.transaction().execute((trx) => cancelCheckins(trx, reservation.key, rows, now));
    }
    return this.#view(reservation);
  }

  /** The booking's live check-ins on a journey (boarding passes are made of them). */
  async checkedIn(
    grant: string,
    departureKey: string,
    client: string,
  ): Promise<{ reservation: ReservationDto; journey: Journey; rows: CheckinRow[] }> {
    const reservation = await this.access.resolve({ grant }, client);
    const journey = this.#journey(reservation, departureKey);
    const flightIds = new Set(journey.segments.map((segment) => segment.flight.id));
    const rows = (await findLiveCheckins(this.db, reservation.key)).filter((row) =>
      flightIds.has(row.flight_id),
    );
    if (rows.length === 0) throw appError('NOT_FOUND', { status: 404 });
    return { reservation, journey, rows };
  }

  /** `passengerKey|flightKey` of everyone checked in on a booking (manage booking's statuses). */
  async checkedInKeys(reservationKey: string): Promise<ReadonlySet<string>> {
    const rows = await findLiveCheckins(this.db, reservationKey);
    return new Set(rows.map((row) => checkinKey(row.passenger_key, String(row.flight_id))));
  }

  async #view(reservation: ReservationDto): Promise<CheckinView> {
    const [rows, reference, grant] = await Promise.all([
      findLiveCheckins(this.db, reservation.key),
      this.reference.get(),
      this.access.grantFor(reservation),
    ]);
    return checkinView(reservation, rows, reference, grant, this.clock.now());
  }

  async #reservation(grant: string, bookingKey: string | undefined, client: string): Promise<ReservationDto> {
    return bookingKey === undefined
      ? this.access.resolve({ grant }, client)
      : this.access.resolveKey(grant, bookingKey);
  }

  #journey(reservation: ReservationDto, departureKey: string): Journey {
    const journey = reservation.journeys.find((candidate) => candidate.key === departureKey);
    if (!journey) {
      throw appError('INVALID_REQUEST', {
        details: {
          issues: [
            { path: 'departureKey', code: 'unknownJourney', message: 'Not a journey of this booking.' },
          ],
        },
      });
    }
    return journey;
  }

  /** The seat maps of a booked journey's flights (502 checkin_fail_get_seats when they cannot be read). */
  async seatMapsOf(reservation: ReservationDto, journey: Journey): Promise<FlightSeats[]> {
    const view = bookedView(reservation, await this.reference.get());
    const pricing = view.session.journeys.find((candidate) => candidate.index === journey.index);
    if (!pricing) throw appError('INVALID_REQUEST');
    try {
      return await this.seatMaps.journeySeats(pricing, reservation.currency);
    } catch (error) {
      throw appError('checkin_fail_get_seats', { cause: error });
    }
  }

  /** The passengers named exist once each, have a seat of their own, and may check in online. */
  #checkPassengers(
    reservation: ReservationDto,
    journey: Journey,
    body: CheckinBody,
    language: Language,
  ): void {
    const partners = lapPartners(reservation);
    const seen = new Set<string>();
    for (const [index, request] of body.passengers.entries()) {
      const passenger = reservation.passengers.find((candidate) => candidate.key === request.key);
      if (!passenger || passenger.type === 'infant' || seen.has(request.key)) {
        throw appError('INVALID_PASSENGER_NUMBER', {
          details: {
            issues: [
              {
                path: `passengers.${String(index)}.key`,
                code: 'unknownPassenger',
                message: checkinMessage('unknownPassenger', language),
              },
            ],
          },
        });
      }
      seen.add(request.key);
      const refusal = passengerRefusal(reservation, journey, passenger, partners);
      if (refusal !== null) throw refused(refusal, `passengers.${String(index)}.key`, language);
      for (const seat of request.seats) {
        if (!journey.segments.some((segment) => segment.key === seat.flightKey)) {
          throw appError('INVALID_REQUEST', {
            details: {
              issues: [
                {
                  path: `passengers.${String(index)}.seats`,
                  code: 'unknownFlight',
                  message: checkinMessage('unknownFlight', language),
                },
              ],
            },
          });
        }
      }
    }
  }

  /** International journeys: every passenger's passport, valid six months after the last flight. */
  async #documents(
    journey: Journey,
    body: CheckinBody,
    language: Language,
  ): Promise<Map<string, TravelDocument>> {
    const documents = new Map<string, TravelDocument>();
    if (!isInternational(journey, await this.reference.get())) return documents;
    const last = journey.segments.at(-1);
    const flightDate = last?.departure.scheduledTime.slice(0, 10) ?? '';
    const issues: FieldIssue[] = [];
    for (const [index, request] of body.passengers.entries()) {
      const path = `passengers.${String(index)}.document`;
      const document = request.document;
      if (!document) {
        issues.push({
          path: `${path}.number`,
          code: 'documentRequired',
          message: checkinMessage('documentRequired', language),
        });
        continue;
      }
      if (!(await countryExists(this.db, document.nationality))) {
        issues.push({
          path: `${path}.nationality`,
          code: 'invalidCountry',
          message: checkinMessage('invalidCountry', language),
        });
      }
      if (!documentValidLongEnough(document.expiresOn, flightDate)) {
        issues.push({
          path: `${path}.expiresOn`,
          code: 'documentExpiresTooSoon',
          message: checkinMessage('documentExpiresTooSoon', language),
        });
      }
      documents.set(request.key, document);
    }
    if (issues.length > 0) throw appError('INVALID_PASSPORT', { details: { issues } });
    return documents;
  }

  /**
   * The seat of each passenger checking in, per flight: a live check-in's or a bought one is kept;
   * a free seat the fare includes may be chosen; anyone else is given one (checkin-seats.ts).
   */
  #planSeats(
    reservation: ReservationDto,
    journey: Journey,
    flights: readonly FlightSeats[],
    live: ReadonlyMap<string, CheckinRow>,
    body: CheckinBody,
  ): Map<string, SeatPlan> {
    const partners = lapPartners(reservation);
    const rulePassengers: SeatRulePassenger[] = reservation.passengers
      .filter((passenger) => passenger.type !== 'infant')
      .map((passenger) => ({
        key: passenger.key,
        type: passenger.type === 'child' ? 'child' : 'adult',
        hasInfant: partners.has(passenger.key),
      }));
    const plans = new Map<string, SeatPlan>();
    for (const [flightIndex, segment] of journey.segments.entries()) {
      const flight = flights[flightIndex];
      if (!flight) throw appError('checkin_fail_get_seats');
      const plan: SeatPlan = { seats: new Map() };
      const seated = new Map<string, SeatRuleSeat>();
      for (const passenger of rulePassengers) {
        const code = seatOf(reservation, live, passenger.key, segment.key);
        const seat = code === null ? undefined : flight.seats.get(code);
        if (seat) seated.set(passenger.key, seat);
      }
      const needing: string[] = [];
      const chosen = new Map<string, SeatRuleSeat>(seated);
      for (const request of body.passengers) {
        if (live.has(checkinKey(request.key, segment.key))) continue;
        const own = seated.get(request.key);
        const choice = request.seats.find((seat) => seat.flightKey === segment.key);
        if (own) {
          if (choice && choice.seatCode !== own.code) throw appError('CANNOT_EDIT_SERVICE');
          plan.seats.set(request.key, { seatCode: own.code, fromCheckin: false, chosen: false });
          continue;
        }
        if (!choice) {
          needing.push(request.key);
          continue;
        }
        const seat = flight.seats.get(choice.seatCode);
        if (!seat?.available || [...chosen.values()].some((taken) => taken.code === seat.code)) {
          throw appError('SEAT_UNAVAILABLE');
        }
        // A seat with a price is an extra: bought first (edit-service), then it is the passenger's own.
        if (seat.totalAmount !== 0)
          throw appError('SEAT_NOT_ALLOWED', { details: { reason: 'seatHasPrice' } });
        chosen.set(request.key, seat);
        plan.seats.set(request.key, { seatCode: seat.code, fromCheckin: true, chosen: true });
      }
      const byPlace = new Map(
        ruleSeats(flight).map((seat) => [`${String(seat.row)}|${String(seat.column)}`, seat]),
      );
      const problems = seatAssignmentProblems(
        new Map([...chosen].map(([key, seat]) => [key, { ...seat, available: true }])),
        rulePassengers,
        (row, column) => byPlace.get(`${String(row)}|${String(column)}`),
      ).filter((problem) => plan.seats.get(problem.passengerKey)?.fromCheckin === true);
      if (problems.length > 0)
        throw appError('SEAT_NOT_ALLOWED', { details: { reason: problems[0]?.violation } });
      if (needing.length > 0) {
        const given = assignCheckinSeats({ seats: ruleSeats(flight) }, rulePassengers, chosen, needing);
        if (!given) throw appError('SEAT_UNAVAILABLE', { details: { reason: 'noSeatLeft' } });
        for (const [key, seatCode] of given)
          plan.seats.set(key, { seatCode, fromCheckin: true, chosen: false });
      }
      plans.set(segment.key, plan);
    }
    return plans;
  }
}
