import { randomBytes } from 'node:crypto';
import {
  BOOKING_SESSION_TTL_MINUTES,
  SESSION_EXPIRY_HEADER,
  SESSION_ID_HEADER,
  sessionIdSchema,
  type BookingSessionDto,
  type CreateBookingSessionBody,
  type SessionJourneyDto,
} from '@skybook/contracts/booking-session';
import { type PassengerDetails } from '@skybook/contracts/passengers';
import { type QuotationDto, type ServiceSelection } from '@skybook/contracts/quotation';
import type { TripType } from '@skybook/domain/booking-enums';
import { AIRLINE_TIME_ZONE, type Clock } from '@skybook/domain/clock';
import { minorUnitExponent, toCurrencyCode } from '@skybook/domain/currency';
import { journeyRequiresDocuments } from '@skybook/domain/documents-rule';
import type { Language } from '@skybook/domain/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { type AppError, appError } from '../../../plugins/app-error';
import { verifyBookingKey, type BookingKeyPayload } from '../flight-search/booking-key';
import type { BookingReferenceCache } from '../booking-reference';
import {
  findFlightsByIds,
  findSession,
  insertSession,
  saveSessionDraft,
  touchSession,
  type BookingSessionRow,
} from './booking-session.repository';
import type { FlightSearchService } from '../flight-search/flight-search.service';
import type { RequestSignatures } from './request-signature';
import { describeFareFamily, type PricingContext } from '../flight-search/journey-pricing';
import { buildJourney, withPairs } from '../flight-search/journeys';
import { todayIn } from '../flight-search/search-params';
import {
  readLiveSession,
  type LiveSession,
  type LiveSessionJourney,
  type PricedSessionJourney,
  type SessionFacts,
} from './live-session';

/** A booking key older than this no longer opens a session: search again. */
export const BOOKING_KEY_MAX_AGE_MS = 2 * 60 * 60 * 1000;

const TTL_MS = BOOKING_SESSION_TTL_MINUTES * 60 * 1000;

const JOURNEY_COUNTS: Readonly<Record<TripType, { min: number; max: number }>> = {
  oneway: { min: 1, max: 1 },
  roundTrip: { min: 2, max: 2 },
  stopover: { min: 2, max: 5 },
};

const initFailed = (reason: string): AppError =>
  appError('SESSION_ID_INIT_SESSION_DATA_FAILED', { details: { reason } });

/**
 * Booking sessions (requirements §3 Session, §4, §5): opened from the signed booking keys of the chosen
 * fares, kept in `booking_session`, forgotten after {@link BOOKING_SESSION_TTL_MINUTES} idle
 * minutes. Every call that uses one slides its expiry and reports the new one in the
 * `x-session-expiry` header.
 */
export class BookingSessionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly referenceCache: BookingReferenceCache,
    private readonly search: FlightSearchService,
    private readonly signatures: Pick<RequestSignatures, 'keyOf'>,
  ) {}

  /**
   * Opens a session for the chosen fares. Every key must be this server's, at most two hours old,
   * for the same passengers, currency and promotion, for flights still scheduled and not yet
   * departed, in travel order; anything else is SESSION_ID_INIT_SESSION_DATA_FAILED with the
   * reason in details.
   */
  async open(
    body: CreateBookingSessionBody,
    language: Language,
    reply: FastifyReply,
  ): Promise<BookingSessionDto> {
    const now = this.clock.now();
    const secret = await this.search.bookingKeySecret(now);
    const counts = JOURNEY_COUNTS[body.tripType];
    if (body.bookingKeys.length < counts.min || body.bookingKeys.length > counts.max) {
      throw initFailed('journeyCount');
    }
    const payloads = body.bookingKeys.map((key) => {
      const verified = verifyBookingKey(key, secret);
      if (!verified.ok) throw initFailed('bookingKey');
      return verified.value;
    });
    const [first] = payloads;
    if (!first) throw initFailed('journeyCount');
    for (const payload of payloads) {
      const issued = Date.parse(payload.issuedAt);
      if (!Number.isFinite(issued) || now.getTime() - issued > BOOKING_KEY_MAX_AGE_MS)
        throw initFailed('bookingKeyExpired');
      const samePassengers = payload.passengers.every((count, i) => count === first.passengers[i]);
      if (!samePassengers || payload.currency !== first.currency || payload.promoCode !== first.promoCode) {
        throw initFailed('mixedBookingKeys');
      }
    }
    const currency = toCurrencyCode(first.currency);
    if (!currency) throw initFailed('bookingKey');
    const flights = await findFlightsByIds(
      this.db,
      payloads.flatMap((payload) => payload.flights),
    );
    let previousArrival = '';
    for (const payload of payloads) {
      for (const id of payload.flights) {
        const flight = flights.get(id);
        if (flight?.status !== 'Scheduled' || flight.departure_at <= now.toISOString()) {
          throw initFailed('flightUnavailable');
        }
        if (flight.departure_at < previousArrival) throw initFailed('journeyOrder');
        previousArrival = flight.arrival_at;
      }
    }
    const reference = await this.referenceCache.get();
    const legsOf = (payload: BookingKeyPayload) =>
      payload.flights.map((flightId) => {
        const pair = reference.cityPairsById.get(flights.get(flightId)?.city_pair_id ?? -1);
        if (!pair) throw initFailed('flightUnavailable');
        return {
          pair,
          originCountry: reference.airports.get(pair.origin)?.countryCode ?? '',
          destinationCountry: reference.airports.get(pair.destination)?.countryCode ?? '',
        };
      });
    const journeyLegs = payloads.map(legsOf);
    const lastFlightId = payloads.at(-1)?.flights.at(-1) ?? -1;
    const facts: SessionFacts = {
      domestic: journeyLegs.map((legs) => legs.every((leg) => leg.pair.isDomestic)),
      requiresDocuments: journeyLegs.some((legs) => journeyRequiresDocuments(legs)),
      ageReferenceDate: flights.get(lastFlightId)?.departure_date_local ?? '',
    };
    const id = randomBytes(16).toString('hex');
    const expiresAt = new Date(now.getTime() + TTL_MS);
    const row: BookingSessionRow = {
      id,
      trip_type: body.tripType,
      currency,
      booking_keys: JSON.stringify(body.bookingKeys),
      facts: JSON.stringify(facts),
      details: null,
      services: null,
      quotation: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    };
    await insertSession(this.db, row, now);
    const session = readLiveSession(row, secret);
    reply.header(SESSION_EXPIRY_HEADER, String(Math.floor(expiresAt.getTime() / 1000)));
    return this.describe(session, language);
  }

  /**
   * The live session of the request's `x-session-id` header, its expiry pushed on. SESSION_EXPIRED
   * without a header (requirements §5), SESSION_ID_INVALID for a malformed or unknown id,
   * SESSION_ID_EXPIRED when it has expired, SESSION_ID_GET_SESSION_DATA_FAILED when what it
   * stored cannot be read back.
   */
  async require(request: FastifyRequest, reply: FastifyReply): Promise<LiveSession> {
    const header = request.headers[SESSION_ID_HEADER];
    const id = Array.isArray(header) ? header[0] : header;
    if (id === undefined || id === '') throw appError('SESSION_EXPIRED');
    if (!sessionIdSchema.safeParse(id).success) throw appError('SESSION_ID_INVALID');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + TTL_MS);
    const row = await touchSession(this.db, id, now, expiresAt);
    if (!row) {
      const stale = await findSession(this.db, id);
      throw stale ? appError('SESSION_ID_EXPIRED') : appError('SESSION_ID_INVALID');
    }
    const session = readLiveSession(row, await this.search.bookingKeySecret(now));
    reply.header(SESSION_EXPIRY_HEADER, String(Math.floor(expiresAt.getTime() / 1000)));
    return session;
  }

  /** The session's journey for a `bookingKey` parameter (journey 0 without one). */
  journeyFor(session: LiveSession, bookingKey: string | undefined): LiveSessionJourney {
    const journey =
      bookingKey === undefined || bookingKey === ''
        ? session.journeys[0]
        : session.journeys.find((candidate) => candidate.bookingKey === bookingKey);
    if (!journey) {
      throw appError('INVALID_REQUEST', {
        details: { field: 'bookingKey', reason: 'notInSession' },
      });
    }
    return journey;
  }

  /** Stores what a valid quotation accepted and answered. */
  async saveDraft(
    session: LiveSession,
    details: PassengerDetails,
    services: ServiceSelection,
    quotation: QuotationDto,
  ): Promise<void> {
    await saveSessionDraft(
      this.db,
      session.id,
      {
        details: JSON.stringify(details),
        services: JSON.stringify(services),
        quotation: JSON.stringify(quotation),
      },
      this.clock.now(),
    );
  }

  /** The journeys' flights read now and the session's family priced on them. */
  async priceJourneys(session: LiveSession, language: Language): Promise<PricedSessionJourney[]> {
    const reference = await this.referenceCache.get();
    const flights = await findFlightsByIds(
      this.db,
      session.journeys.flatMap((journey) => journey.flightIds),
    );
    const promotion = session.promoCode === null ? undefined : await this.search.promotion(session.promoCode);
    const context: PricingContext = {
      reference,
      passengers: session.passengers,
      currency: session.currency,
      language,
      promoCode: session.promoCode,
      promoRule: promotion?.rule,
      saleDay: todayIn(AIRLINE_TIME_ZONE, this.clock.now()),
    };
    const request = {
      tripType: session.tripType,
      legs: [],
      passengers: session.passengers,
      currency: session.currency,
      promoCode: session.promoCode,
    };
    return session.journeys.map((journey) => {
      const rows = journey.flightIds.map((id) => flights.get(id)).filter((row) => row !== undefined);
      if (rows.length !== journey.flightIds.length) {
        throw appError('SESSION_ID_GET_SESSION_DATA_FAILED', {
          details: { reason: 'flightMissing' },
        });
      }
      const dto = buildJourney(withPairs(rows, reference), request, context, () => '');
      return { journey, dto, fare: dto.fares.find((fare) => fare.family === journey.familyCode) };
    });
  }

  /** The session as the contract shows it. */
  async describe(session: LiveSession, language: Language): Promise<BookingSessionDto> {
    const reference = await this.referenceCache.get();
    const priced = await this.priceJourneys(session, language);
    const journeys: SessionJourneyDto[] = priced.map(({ journey, dto }) => {
      const family = reference.families.find((candidate) => candidate.code === journey.familyCode);
      if (!family)
        throw appError('SESSION_ID_GET_SESSION_DATA_FAILED', { details: { reason: 'fareFamily' } });
      return {
        index: journey.index,
        direction: journey.direction,
        bookingKey: journey.bookingKey,
        key: journey.key,
        fareFamily: describeFareFamily(reference, family, session.currency, language),
        segments: dto.segments,
        isDomestic: journey.isDomestic,
        quotedTotal: journey.quotedTotal,
      };
    });
    return {
      sessionId: session.id,
      signingKey: await this.signatures.keyOf(session.id),
      expiry: Math.floor(session.expiresAt.getTime() / 1000),
      tripType: session.tripType,
      currency: session.currency,
      minorUnitExponent: minorUnitExponent(session.currency),
      passengers: {
        adult: session.passengers.adults,
        child: session.passengers.children,
        infant: session.passengers.infants,
      },
      promoCode: session.promoCode,
      journeys,
      requiresDocuments: session.requiresDocuments,
      ageReferenceDate: session.ageReferenceDate,
      hasPassengers: session.details !== null,
    };
  }
}
