import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { AIRLINE_TIME_ZONE, toIsoDate } from '@skybook/domain/clock';
import { toCurrencyCode, type CurrencyCode } from '@skybook/domain/currency';
import type { PassengerCounts } from '@skybook/domain/passenger-counts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import type { BookingReference, BookingReferenceCache, FareFamilyRow } from '../booking-reference';
import { loadBookingKeySecret, verifyBookingKey, type BookingKeyPayload } from '../flight-search/booking-key';
import { findFlightsByIds } from '../session/booking-session.repository';
import { BOOKING_KEY_MAX_AGE_MS } from '../session/booking-session.service';
import type { LiveSession, LiveSessionJourney } from '../session/live-session';

/** A flight is changed online until this long before the booked journey leaves, and to one leaving at least this late. */
export const JOURNEY_CHANGE_CUTOFF_MS = 3 * 60 * 60 * 1000;

/** One booked journey to replace (its key) and the search-flight fare that replaces it. */
export interface JourneyChangeRequest {
  readonly journeyKey: string;
  readonly bookingKey: string;
}

/** Where the request carries a change's field, for an INVALID_REQUEST's `details.path`. */
export type JourneyChangeFieldPath = (position: number, field: 'journeyKey' | 'bookingKey') => string;

/** A change that meets the rules: the journey it replaces and the one it becomes. */
export interface CheckedJourneyChange {
  readonly booked: ReservationDto['journeys'][number];
  /** The booked journey's fare family (changeable). */
  readonly family: FareFamilyRow;
  readonly payload: BookingKeyPayload;
  /** The new journey in the booked one's place, as a session sees it. */
  readonly journey: LiveSessionJourney;
  /** When each flight of the new journey leaves (ISO instants), in order. */
  readonly departures: readonly string[];
}

export interface CheckedJourneyChanges {
  readonly reference: BookingReference;
  readonly currency: CurrencyCode;
  /** The booking's passengers by type. */
  readonly counts: PassengerCounts;
  readonly changes: readonly CheckedJourneyChange[];
  /** A session of the booking's passengers and currency holding only the new journeys. */
  readonly session: LiveSession;
}

export const journeyChangeNotAllowed = (reason: string, details: Record<string, unknown> = {}) =>
  appError('JOURNEY_CHANGE_NOT_ALLOWED', { details: { reason, ...details } });

/**
 * The rules every change of flights meets (requirements §2 /my/edit-booking; decision 025), checked
 * without writing anything, and the new journeys built as a booking session sees them so they are
 * priced as a new booking is: the booking not cancelled and without loyalty points taken off; each booked journey named once, its family
 * changeable and its departure more than the cut-off away; each booking key verified, unexpired, for
 * the booking's passenger counts and currency and other flights than the booked ones, on the same
 * route, every flight Scheduled and leaving more than the cut-off from now. The quote, the change
 * and the extras of a new journey (ancillaryOptions with isChangeJourney) all start here.
 *
 * @throws AppError JOURNEY_CHANGE_NOT_ALLOWED (422, details.reason) for a broken rule;
 *   INVALID_REQUEST (400, details.path from `pathOf`) for a journey key not of the booking, named
 *   twice, or a booking key that does not verify.
 */
export async function checkJourneyChanges(
  deps: { readonly db: Kysely<Database>; readonly reference: BookingReferenceCache },
  reservation: ReservationDto,
  requests: readonly JourneyChangeRequest[],
  now: Date,
  pathOf: JourneyChangeFieldPath,
): Promise<CheckedJourneyChanges> {
  if (reservation.status === 'Cancel') throw journeyChangeNotAllowed('cancelled');
  // A change reprices the booking, and a cheaper flight's credit would count the points' share as
  // money (decision 037): points are taken off first (Unpaid), a booking paid with some keeps its flights.
  if (reservation.reservationSummary.pointsDiscount > 0) throw journeyChangeNotAllowed('pointsApplied');
  const reference = await deps.reference.get();
  const currency = toCurrencyCode(reservation.currency);
  if (!currency) throw journeyChangeNotAllowed('currency');
  const secret = await loadBookingKeySecret(deps.db, now);
  const counts = {
    adults: reservation.passengers.filter((passenger) => passenger.type === 'adult').length,
    children: reservation.passengers.filter((passenger) => passenger.type === 'child').length,
    infants: reservation.passengers.filter((passenger) => passenger.type === 'infant').length,
  };

  const verified = requests.map((change, position) => {
    const booked = reservation.journeys.find((journey) => journey.key === change.journeyKey);
    if (!booked || requests.findIndex((other) => other.journeyKey === change.journeyKey) !== position) {
      throw appError('INVALID_REQUEST', { details: { path: pathOf(position, 'journeyKey') } });
    }
    const family = reference.families.find((candidate) => candidate.code === booked.fareFamily.code);
    if (family?.can_change !== 1) throw journeyChangeNotAllowed('notChangeable', { journeyKey: booked.key });
    const leaves = Date.parse(booked.segments[0]?.departure.utc ?? '');
    if (!(leaves - JOURNEY_CHANGE_CUTOFF_MS > now.getTime()))
      throw journeyChangeNotAllowed('tooLate', { journeyKey: booked.key });
    const key = verifyBookingKey(change.bookingKey, secret);
    if (!key.ok) {
      throw appError('INVALID_REQUEST', { details: { path: pathOf(position, 'bookingKey') } });
    }
    const payload: BookingKeyPayload = key.value;
    const issued = Date.parse(payload.issuedAt);
    if (!Number.isFinite(issued) || now.getTime() - issued > BOOKING_KEY_MAX_AGE_MS) {
      throw journeyChangeNotAllowed('bookingKeyExpired');
    }
    const [adults, children, infants] = payload.passengers;
    if (adults !== counts.adults || children !== counts.children || infants !== counts.infants) {
      throw journeyChangeNotAllowed('passengers');
    }
    if (payload.currency !== reservation.currency) throw journeyChangeNotAllowed('currency');
    if (payload.flights.join('-') === booked.key) throw journeyChangeNotAllowed('sameFlights');
    return { booked, family, payload };
  });

  const flights = await findFlightsByIds(
    deps.db,
    verified.flatMap((change) => change.payload.flights),
  );
  for (const { booked, payload } of verified) {
    const rows = payload.flights.map((id) => flights.get(id));
    const first = rows[0];
    const last = rows.at(-1);
    const from = reference.cityPairsById.get(first?.city_pair_id ?? -1)?.origin;
    const to = reference.cityPairsById.get(last?.city_pair_id ?? -1)?.destination;
    if (
      from !== booked.segments[0]?.departure.airport.code ||
      to !== booked.segments.at(-1)?.arrival.airport.code
    ) {
      throw journeyChangeNotAllowed('otherRoute', { journeyKey: booked.key });
    }
    for (const row of rows) {
      if (
        row?.status !== 'Scheduled' ||
        Date.parse(row.departure_at) - JOURNEY_CHANGE_CUTOFF_MS <= now.getTime()
      ) {
        throw journeyChangeNotAllowed('flightUnavailable', { journeyKey: booked.key });
      }
    }
  }

  // The journeys as a session sees them: the new flights in the booked journeys' places.
  const changes = verified.map(({ booked, family, payload }): CheckedJourneyChange => ({
    booked,
    family,
    payload,
    journey: {
      index: booked.index,
      direction: booked.direction,
      bookingKey: '',
      key: payload.flights.join('-'),
      flightIds: payload.flights,
      familyCode: payload.family,
      isDomestic: payload.flights.every(
        (id) => reference.cityPairsById.get(flights.get(id)?.city_pair_id ?? -1)?.isDomestic === true,
      ),
      quotedTotal: payload.total,
      payload,
    },
    departures: payload.flights.map((id) => flights.get(id)?.departure_at ?? ''),
  }));
  const session: LiveSession = {
    id: '',
    expiresAt: now,
    tripType: reservation.tripType,
    currency,
    passengers: counts,
    promoCode: null,
    journeys: changes.map((change) => change.journey),
    requiresDocuments: false,
    // Only the passengers' details read it, and they are the booking's, validated when booked.
    ageReferenceDate: toIsoDate(now, AIRLINE_TIME_ZONE),
    details: null,
    services: null,
    quotation: null,
  };
  return { reference, currency, counts, changes, session };
}
