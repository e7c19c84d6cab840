import { DISRUPTION_REASONS, FLIGHT_OPERATION_STATUSES } from '@skybook/domain/flight-operation';
import { PASSENGER_TYPES } from '@skybook/domain/passenger-enums';
import { z } from 'zod';

/*
 * The flight-operation certificate (requirements §2 /flights-operation-certificate and /foc-mobile, §7
 * PATCH /api/v1/certificate): what actually happened to a booking's flights, for an insurer or an
 * employer.
 *
 * PUT   /booking/admin/flight-operations/{flightId}   (Authorization: Bearer <CMS admin token>)
 *       operations staff record what happened to a dated flight; a second PUT replaces the record.
 * PATCH /booking/api/v1/certificate   `{ locator, lastName, firstName, languageId? }` → the
 *       certificate of a Paid booking whose flights have a record (found and rate limited as
 *       GET /reservations); its number is issued once per booking and kept.
 * GET   /booking/api/v1/reservations/{locator}/certificate.pdf?lastName&firstName&languageId
 *       the same certificate as an A4 PDF (a plain link works).
 */

/** An ISO-8601 instant with its offset (`2026-11-26T02:10:00Z`, `2026-11-26T09:10:00+07:00`). */
const instantSchema = z.iso.datetime({ offset: true });

export const flightOperationParamsSchema = z.object({ flightId: z.coerce.number().int().positive() });

/**
 * A flight's record as staff enter it. The shape is checked here; the rules between fields
 * (domain flight-operation.ts: delay ≥ 0, arrival after departure, a cancelled flight has no
 * actual times …) answer 400 INVALID_FLIGHT_OPERATION with one issue per broken rule.
 */
export const flightOperationBodySchema = z.object({
  status: z.enum(FLIGHT_OPERATION_STATUSES),
  /** When the aircraft left the gate; null for a cancelled flight. */
  actualDepartureAt: instantSchema.nullable().default(null),
  /** When it reached the gate (at the diversion airport for a diverted flight); null if cancelled. */
  actualArrivalAt: instantSchema.nullable().default(null),
  /** Minutes late against the schedule (whole, ≥ 0; > 0 when delayed). */
  delayMinutes: z.number().int().default(0),
  /** Required unless the flight operated normally. */
  reason: z.enum(DISRUPTION_REASONS).nullable().default(null),
});

export type FlightOperationBody = z.infer<typeof flightOperationBodySchema>;

export const flightOperationSchema = z.object({
  flightId: z.number().int(),
  status: z.enum(FLIGHT_OPERATION_STATUSES),
  /** ISO-8601 UTC. */
  actualDepartureAt: z.string().nullable(),
  actualArrivalAt: z.string().nullable(),
  delayMinutes: z.number().int(),
  reason: z.enum(DISRUPTION_REASONS).nullable(),
  recordedAt: z.string(),
  updatedAt: z.string(),
});

export type FlightOperationDto = z.infer<typeof flightOperationSchema>;

/**
 * The certificate page's form and PATCH certificate's body: the booking as GET /reservations finds
 * it (own schema rather than reservation.ts's, so the page's chunk does not carry the booking's).
 */
export const certificateRequestSchema = z.object({
  /** The booking code; case and surrounding spaces do not matter. */
  locator: z.string().trim().min(1).max(20),
  /** Family name of a passenger or the contact; case and accents do not matter. */
  lastName: z.string().trim().min(1).max(100),
  /** Their given name: the first name alone, or middle and first names. */
  firstName: z.string().trim().min(1).max(100),
  /** The language of the airports' names (else the request's Accept-Language). */
  languageId: z.string().max(5).optional(),
});

export type CertificateRequest = z.infer<typeof certificateRequestSchema>;

/** A moment at an airport: the instant and the airport's wall clock then. */
export const localInstantSchema = z.object({
  /** ISO-8601 UTC. */
  utc: z.string(),
  /** Local wall-clock time with the zone's offset then: `2026-11-26T09:10+07:00`. */
  local: z.string(),
});

export type LocalInstant = z.infer<typeof localInstantSchema>;

const certificateAirportSchema = z.object({ code: z.string(), city: z.string(), name: z.string() });

/** What happened to one flight; null on a segment nobody recorded yet (or not flown yet). */
export const certificateOperationSchema = z.object({
  status: z.enum(FLIGHT_OPERATION_STATUSES),
  actualDeparture: localInstantSchema.nullable(),
  actualArrival: localInstantSchema.nullable(),
  delayMinutes: z.number().int(),
  reason: z.enum(DISRUPTION_REASONS).nullable(),
});

export const certificateSegmentSchema = z.object({
  /** `VJ 123`. */
  flightNumber: z.string(),
  origin: certificateAirportSchema,
  destination: certificateAirportSchema,
  scheduledDeparture: localInstantSchema,
  scheduledArrival: localInstantSchema,
  operation: certificateOperationSchema.nullable(),
});

export type CertificateSegment = z.infer<typeof certificateSegmentSchema>;

export const certificateSchema = z.object({
  /** `FOC-` and 8 characters; the same every time this booking asks. */
  certificateNumber: z.string(),
  /** ISO-8601 UTC: when the number was first issued. */
  issuedAt: z.string(),
  locator: z.string(),
  passengers: z.array(z.object({ name: z.string(), type: z.enum(PASSENGER_TYPES) })),
  /** Every flight of the booking, in travel order. */
  segments: z.array(certificateSegmentSchema),
});

export type CertificateDto = z.infer<typeof certificateSchema>;

export const certificateResponseSchema = z.object({ certificate: certificateSchema });

export type CertificateResponse = z.infer<typeof certificateResponseSchema>;

export const certificatePdfParamsSchema = z.object({ locator: z.string().trim().min(1).max(20) });
export const certificatePdfQuerySchema = z.object({
  lastName: z.string().min(1).max(100),
  firstName: z.string().min(1).max(100),
  languageId: z.string().max(5).optional(),
});
