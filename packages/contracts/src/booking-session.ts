import { TRIP_TYPES } from '@skybook/domain/booking-enums';
import { CURRENCY_CODES } from '@skybook/domain/currency';
import { SIGNATURE_HEADER, SIGNATURE_TIMESTAMP_HEADER } from '@skybook/domain/request-signature';
import { z } from 'zod';
import { fareFamilySchema, segmentSchema } from './flight-search';

/*
 * The booking session (requirements §3 Session, §4 Session, §5 "certain booking calls need a valid
 * unexpired session"): opened when the traveller has chosen every flight, it holds the verified
 * booking keys, and later the passengers and extras the quotation validated. The calls that need
 * it read its id from the `x-session-id` request header and answer SESSION_EXPIRED (no id sent)
 * or a SESSION_ID_* code (requirements §8). Every call that uses a live session pushes its expiry on
 * (sliding) and tells the new one in the `x-session-expiry` response header.
 *
 * POST /booking/api/v1/session-booking   opens one (201), body below
 * GET  /booking/api/v1/session-booking   the open session of the x-session-id header
 *
 * Every call that sends `x-session-id` is signed with the session's `signingKey`
 * (`@skybook/domain/request-signature`): REQUEST_SIGNATURE_MISSING, _EXPIRED or _INVALID otherwise.
 */

/** Request header carrying the session id. */
export const SESSION_ID_HEADER = 'x-session-id';
/** Response header with the session's new expiry, Unix seconds. */
export const SESSION_EXPIRY_HEADER = 'x-session-expiry';

/** The request headers of every call that needs a booking session (documented in /openapi.json). */
export const sessionHeadersSchema = z.object({
  [SESSION_ID_HEADER]: z.string().optional().describe('The booking session id (requirements §3 Session).'),
  [SIGNATURE_HEADER]: z
    .string()
    .optional()
    .describe('base64url HMAC-SHA256 of the canonical request with the session’s signingKey (decision 044).'),
  [SIGNATURE_TIMESTAMP_HEADER]: z
    .string()
    .optional()
    .describe('The instant signed, epoch seconds (±5 minutes).'),
});

/** Idle minutes after which the server forgets a session (each call that uses it restarts them). */
export const BOOKING_SESSION_TTL_MINUTES = 30;

/** A session id: 32 lowercase hex digits (128 random bits). */
export const sessionIdSchema = z.string().regex(/^[0-9a-f]{32}$/);

export const createBookingSessionBodySchema = z.object({
  tripType: z.enum(TRIP_TYPES),
  /**
   * The signed booking keys of the chosen fares from search-flight, in travel order: one for one
   * way, departure then return for a round trip, one per leg (2–5) for multi-stop.
   */
  bookingKeys: z.array(z.string().min(1).max(4096)).min(1).max(5),
});

export type CreateBookingSessionBody = z.infer<typeof createBookingSessionBodySchema>;

/** One journey of the session: the flights of one booking key. */
export const sessionJourneySchema = z.object({
  /** 0-based, travel order; services and seats refer to journeys by it. */
  index: z.number().int(),
  /** departure / return of a round trip, leg for one way and multi-stop. */
  direction: z.enum(['departure', 'return', 'leg']),
  bookingKey: z.string(),
  /** Flight ids joined by `-`, as in search-flight. */
  key: z.string(),
  fareFamily: fareFamilySchema,
  segments: z.array(segmentSchema),
  /** Every flight between two airports of one country. */
  isDomestic: z.boolean(),
  /** The fare total of the booking key for all passengers, after any promotion. */
  quotedTotal: z.number().int(),
});

export const bookingSessionSchema = z.object({
  sessionId: sessionIdSchema,
  /**
   * The key every call of this session is signed with (requirements §7 signature, decision 044):
   * base64url of 32 bytes, bound to the session id. Kept with the id; never logged.
   */
  signingKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  /** When the session expires unless used again, Unix seconds (the web stores it in ms). */
  expiry: z.number().int(),
  tripType: z.enum(TRIP_TYPES),
  currency: z.enum(CURRENCY_CODES),
  minorUnitExponent: z.number().int(),
  passengers: z.object({ adult: z.number().int(), child: z.number().int(), infant: z.number().int() }),
  promoCode: z.string().nullable(),
  journeys: z.array(sessionJourneySchema),
  /** requirements §5 documents rule over all journeys: passport or ID numbers are required. */
  requiresDocuments: z.boolean(),
  /**
   * Ages are checked at this date (requirements §5): the local departure date of the last flight, so a
   * child who turns 12 before the return flies as an adult.
   */
  ageReferenceDate: z.string(),
  /** The passengers the last valid quotation stored (null before /passengers was submitted). */
  hasPassengers: z.boolean(),
});

export type BookingSessionDto = z.infer<typeof bookingSessionSchema>;
export type SessionJourneyDto = z.infer<typeof sessionJourneySchema>;
