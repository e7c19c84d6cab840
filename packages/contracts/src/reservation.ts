import { BOOKING_STATUSES, TRIP_TYPES } from '@skybook/domain/booking-enums';
import { AIRLINE_TIME_ZONE } from '@skybook/domain/clock';
import { CURRENCY_CODES } from '@skybook/domain/currency';
import { SUPPORTED_LANGUAGES } from '@skybook/domain/languages';
import { LOYALTY_SCHEMES } from '@skybook/domain/site-enums';
import { z } from 'zod';
import { errorCodeSchema } from './errors';
import { contactSchema, emergencyContactSchema, PASSENGER_KEY_PATTERN, passengerSchema } from './passengers';
import { QUOTATION_LINE_KINDS } from './quotation';

/*
 * Reservations (SPEC §3 Reservation, §4 hold and booking-creation polling, §7):
 *
 * POST /booking/api/v1/reservations            (x-session-id, Idempotency-Key) creates the booking
 *      from the session's last valid quotation: seats and fare buckets taken, status Unpaid, held
 *      for 6 hours. Answers 201 `{ reservation, foundInGPAY: false }`. When creation outlives the
 *      gateway timeout it answers 500 REQUEST_TIMEOUT_AT_API_GATEWAY and goes on; the web then
 *      polls GET session-booking/status.
 * GET  /booking/api/v1/session-booking/status  (x-session-id or ?sessionId) where the session's
 *      booking creation is: `{ status: { newBookingProcessing, … }, reservation? }`.
 * GET  /booking/api/v1/reservations?locator&lastName&firstName   find a booking (rate limited).
 * POST /booking/api/v1/reservations/cancel     cancel an unpaid booking by locator and name.
 *
 * Money is integer minor units of `currency`.
 */

/** Request header of every call that must not run twice (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Response header set to `true` when the answer is a stored one replayed for a repeated key. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotency-replayed';
/** How long a stored answer is replayed for a repeated key. */
export const IDEMPOTENCY_TTL_HOURS = 24;

/** A key the client draws once per intended operation (a UUID in practice): 8–255 visible ASCII characters. */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{8,255}$/);

export const idempotentHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .optional()
    .describe('Required: a new random key per booking attempt; a retry sends the same key.'),
});

/** One money amount; SPEC §3 reads `currencyAmounts[0].totalAmount`. */
export const currencyAmountSchema = z.object({
  currency: z.enum(CURRENCY_CODES),
  /** Before VAT; negative only for a discount. */
  amount: z.number().int(),
  vatAmount: z.number().int(),
  /** amount + vatAmount. */
  totalAmount: z.number().int(),
});

const pointSchema = z.object({
  airport: z.object({
    code: z.string(),
    /**
     * The airport's IANA time zone: the booking's deadlines are shown on the departure airport's
     * clock. Bookings stored before it was recorded read the airline's home zone.
     */
    timeZone: z.string().default(AIRLINE_TIME_ZONE),
  }),
  /** Local time with its offset, e.g. 2026-12-01T06:15+07:00. */
  scheduledTime: z.string(),
  /** ISO-8601 UTC instant. */
  utc: z.string(),
});

/** One flight of a journey (SPEC §3 Reservation journeys[].segments: flight, departure, arrival). */
export const reservationSegmentSchema = z.object({
  /** The flight id, as text. */
  key: z.string(),
  flight: z.object({
    id: z.number().int(),
    airlineCode: z.object({ code: z.string() }),
    flightNumber: z.string(),
    aircraft: z.object({ code: z.string(), name: z.string() }),
  }),
  departure: pointSchema,
  arrival: pointSchema,
  durationMinutes: z.number().int(),
});

export const reservationJourneySchema = z.object({
  /** Flight ids joined by `-` (as search-flight's journey key). */
  key: z.string(),
  index: z.number().int(),
  direction: z.enum(['departure', 'return', 'leg']),
  fareFamily: z.object({ code: z.string(), name: z.string() }),
  segments: z.array(reservationSegmentSchema),
});

/** One priced line of the booking (SPEC §3 charges: journey key, passenger key, currencyAmounts). */
export const reservationChargeSchema = z.object({
  /** Null for a line of the whole trip (insurance, donation). */
  journeyKey: z.string().nullable(),
  /** Null for a line of the booking (discount, taxi, donation). */
  passengerKey: z.string().nullable(),
  kind: z.enum(QUOTATION_LINE_KINDS),
  /** Charge code (FA, VAT, AX, SA, SR, IN, DC …). */
  code: z.string(),
  description: z.string(),
  currencyAmounts: z.array(currencyAmountSchema).length(1),
});

export const seatSelectionSchema = z.object({
  journeyKey: z.string(),
  flightKey: z.string(),
  passengerKey: z.string(),
  seatCode: z.string(),
  /** Standard, ExitRow, FrontRow, Premium, Business. */
  seatClass: z.string().nullable(),
  currencyAmounts: z.array(currencyAmountSchema).length(1),
});

export const insurancePurchaseSchema = z.object({
  passengerKey: z.string(),
  planCode: z.string(),
  name: z.string(),
  currencyAmounts: z.array(currencyAmountSchema).length(1),
});

export const ancillaryPurchaseSchema = z.object({
  journeyKey: z.string().nullable(),
  /** Set for per-flight products (meals). */
  flightKey: z.string().nullable(),
  passengerKey: z.string().nullable(),
  serviceType: z.string(),
  productCode: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  currencyAmounts: z.array(currencyAmountSchema).length(1),
});

export const reservationSummarySchema = z.object({
  currency: z.enum(CURRENCY_CODES),
  /** Every line of the booking (fares, taxes, extras, discounts): what the booking itself costs. */
  totalAmount: z.number().int(),
  /**
   * The payment method's fee charged on top of the booking with the payment that paid it (a card's
   * fee); 0 before payment and for a fee-free method. Bookings stored before fees were recorded
   * read 0.
   */
  feeAmount: z.number().int().default(0),
  /** What was captured from the traveller, the fee included. */
  paidAmount: z.number().int(),
  /** Still to pay: totalAmount + feeAmount − paidAmount. */
  remaining: z.number().int(),
});

/** What a booking is, as stored (the derived totals below are computed from it). */
export const reservationCoreSchema = z.object({
  /** Opaque id of the booking. */
  key: z.string(),
  /** Six characters (domain locator.ts). */
  locator: z.string(),
  /** Unpaid while held; Cancel once cancelled or when the hold ran out (SPEC §4). */
  status: z.enum(BOOKING_STATUSES),
  /** Unpaid bookings are cancelled at this ISO instant (6 hours after creation). */
  holdExpiresAt: z.string(),
  createdAt: z.string(),
  /** Why a cancelled booking was cancelled: `holdExpired`, `cancelledByTraveller`. */
  cancelledReason: z.string().nullable(),
  language: z.enum(SUPPORTED_LANGUAGES),
  currency: z.enum(CURRENCY_CODES),
  minorUnitExponent: z.number().int(),
  tripType: z.enum(TRIP_TYPES),
  promoCode: z.string().nullable(),
  journeys: z.array(reservationJourneySchema),
  passengers: z.array(passengerSchema),
  contact: contactSchema,
  emergencyContact: emergencyContactSchema,
  charges: z.array(reservationChargeSchema),
  seatSelections: z.array(seatSelectionSchema),
  insurance: z.array(insurancePurchaseSchema),
  ancillaryPurchases: z.array(ancillaryPurchaseSchema),
  reservationSummary: reservationSummarySchema,
});

export type ReservationCore = z.infer<typeof reservationCoreSchema>;
export type ReservationCharge = z.infer<typeof reservationChargeSchema>;

export const chargesGroupSchema = z.object({
  /** Null: lines of the whole booking (promotion discount, per-booking extras). */
  passengerKey: z.string().nullable(),
  journeys: z.array(
    z.object({
      /** Null: lines of the whole trip (insurance, donation). */
      journeyKey: z.string().nullable(),
      charges: z.array(reservationChargeSchema),
      totalAmount: z.number().int(),
    }),
  ),
  totalAmount: z.number().int(),
});

/** SPEC §3 derived totals of a reservation. */
export const reservationTotalsSchema = z.object({
  chargesGroup: z.array(chargesGroupSchema),
  /** Every line of the departure journey (the first one). */
  departureTotalAmount: z.number().int(),
  /** Every line of the return journey of a round trip; 0 otherwise. */
  returnTotalAmount: z.number().int(),
  /** Every line of the booking. */
  totalAmount: z.number().int(),
  /** reservationSummary.remaining. */
  remaining: z.number().int(),
});

export type ReservationTotals = z.infer<typeof reservationTotalsSchema>;

export const reservationSchema = reservationCoreSchema.extend(reservationTotalsSchema.shape);

export type ReservationDto = z.infer<typeof reservationSchema>;

const totalOf = (charges: readonly ReservationCharge[]): number =>
  charges.reduce((sum, charge) => sum + (charge.currencyAmounts[0]?.totalAmount ?? 0), 0);

/**
 * SPEC §3's derived totals: the charges grouped by passenger then journey (in the order they first
 * appear), the departure and return journeys' totals, the booking total and what remains to pay.
 * Pure: the server answers with it and the web may recompute it from a stored reservation.
 */
export function deriveReservationTotals(
  reservation: Pick<ReservationCore, 'journeys' | 'charges' | 'reservationSummary'>,
): ReservationTotals {
  const groups = new Map<string | null, Map<string | null, ReservationCharge[]>>();
  for (const charge of reservation.charges) {
    const byJourney = groups.get(charge.passengerKey) ?? new Map<string | null, ReservationCharge[]>();
    const list = byJourney.get(charge.journeyKey) ?? [];
    list.push(charge);
    byJourney.set(charge.journeyKey, list);
    groups.set(charge.passengerKey, byJourney);
  }
  const chargesGroup = [...groups.entries()].map(([passengerKey, byJourney]) => {
    const journeys = [...byJourney.entries()].map(([journeyKey, charges]) => ({
      journeyKey,
      charges,
      totalAmount: totalOf(charges),
    }));
    return {
      passengerKey,
      journeys,
      totalAmount: journeys.reduce((sum, journey) => sum + journey.totalAmount, 0),
    };
  });
  const journeyTotal = (key: string | undefined) =>
    key === undefined ? 0 : totalOf(reservation.charges.filter((charge) => charge.journeyKey === key));
  const departure = reservation.journeys.find((journey) => journey.index === 0);
  const returning = reservation.journeys.find((journey) => journey.direction === 'return');
  return {
    chargesGroup,
    departureTotalAmount: journeyTotal(departure?.key),
    returnTotalAmount: journeyTotal(returning?.key),
    totalAmount: totalOf(reservation.charges),
    remaining: reservation.reservationSummary.remaining,
  };
}

/** The reservation with its derived totals. */
export function withReservationTotals(core: ReservationCore): ReservationDto {
  return { ...core, ...deriveReservationTotals(core) };
}

export const createReservationResponseSchema = z.object({
  reservation: reservationSchema,
  /** Whether the booking was found at the GPAY wallet partner: always false for a new booking. */
  foundInGPAY: z.boolean(),
});

export type CreateReservationResponse = z.infer<typeof createReservationResponseSchema>;

/** Where the session's booking creation is. */
export const BOOKING_CREATION_STATES = ['none', 'processing', 'done', 'failed'] as const;

export const sessionBookingStatusQuerySchema = z.object({
  sessionId: z
    .string()
    .optional()
    .describe('The booking session id, when the x-session-id header is not sent.'),
});

export const sessionBookingStatusResponseSchema = z.object({
  status: z.object({
    /** SPEC §4: the web polls every 5 s while this is true. */
    newBookingProcessing: z.boolean(),
    state: z.enum(BOOKING_CREATION_STATES),
    /** Why creation failed (SOLD_OUT, SEAT_UNAVAILABLE, BOOKING_CREATION_TIMEOUT …); null otherwise. */
    errorCode: errorCodeSchema.nullable(),
  }),
  /** The booking once created. */
  reservation: reservationSchema.optional(),
});

export type SessionBookingStatusResponse = z.infer<typeof sessionBookingStatusResponseSchema>;

/** A booking is found by its locator and a passenger's (or the contact's) family and given names. */
export const findReservationQuerySchema = z.object({
  /** Case and surrounding spaces do not matter. */
  locator: z.string().min(1).max(20),
  /** Family name of a passenger or the contact; case and accents do not matter. */
  lastName: z.string().min(1).max(100),
  /** Their given name: the first name alone, or middle and first names. */
  firstName: z.string().min(1).max(100),
});

export type FindReservationQuery = z.infer<typeof findReservationQuerySchema>;

export const findReservationResponseSchema = z.object({
  reservation: reservationSchema,
  reservationSummary: reservationSummarySchema,
});

export const cancelReservationBodySchema = findReservationQuerySchema;

export const cancelReservationResponseSchema = z.object({ reservation: reservationSchema });

/**
 * PUT /booking/api/v1/reservations/{key}/passengerLoyalties: the passengers' Skyclub / SkyJoy
 * membership numbers (6–16 capital letters or digits; empty removes one) on a live booking. The
 * path's key is the reservation's `key`.
 */
export const passengerLoyaltiesParamsSchema = z.object({ key: z.string().max(64) });

export const passengerLoyaltiesBodySchema = z.object({
  passengers: z
    .array(
      z.object({
        passengerKey: z.string().regex(PASSENGER_KEY_PATTERN),
        loyaltyNumber: z.string().max(40),
      }),
    )
    .min(1)
    .max(18),
});

export type PassengerLoyaltiesBody = z.infer<typeof passengerLoyaltiesBodySchema>;

export const reservationResponseSchema = z.object({ reservation: reservationSchema });

/*
 * The other manage-booking calls of SPEC §7 (issue 5). Each finds the booking as GET reservations
 * does (locator and a traveller's names; same 404 and rate limits):
 *
 * GET   /booking/api/v1/reservations/sendEmail?reservationLocator&lastName&firstName  e-mails a
 *       Paid booking's confirmation (itinerary PDF and calendar file) to its contact again.
 * PATCH /booking/api/v1/decrypt { encrypted }  reads a manage-booking link token.
 * PATCH /booking/api/v1/frequentFlyers         sets the passengers' Skyclub / SkyJoy numbers.
 * PUT   /booking/api/v1/reservations           changes the booking's contact details.
 * PATCH /booking/api/v1/reservations/vikki     a signed link to pay an Unpaid booking at Vikki bank.
 */

export const sendReservationEmailQuerySchema = z.object({
  reservationLocator: findReservationQuerySchema.shape.locator,
  lastName: findReservationQuerySchema.shape.lastName,
  firstName: findReservationQuerySchema.shape.firstName,
});

export type SendReservationEmailQuery = z.infer<typeof sendReservationEmailQuerySchema>;

export const sendReservationEmailResponseSchema = z.object({
  /** The confirmation was handed to the mail server. */
  sent: z.literal(true),
  /** The contact's address with most of the mailbox hidden, `a***@example.com`. */
  to: z.string(),
});

export const decryptBookingLinkBodySchema = z.object({
  /** The manage-booking link token (base64url). */
  encrypted: z.string().min(1).max(1024),
});

export const decryptBookingLinkResponseSchema = z.object({
  locator: z.string(),
  lastName: z.string(),
  firstName: z.string(),
});

export type BookingLink = z.infer<typeof decryptBookingLinkResponseSchema>;

export const frequentFlyersBodySchema = findReservationQuerySchema.extend({
  passengers: z
    .array(
      z.object({
        passengerKey: z.string().regex(PASSENGER_KEY_PATTERN),
        /** SPEC §3 loyalty schemes. */
        programme: z.enum(LOYALTY_SCHEMES),
        /** 6–16 capital letters or digits (spaces dropped, any case); empty removes the number. */
        loyaltyNumber: z.string().max(40),
      }),
    )
    .min(1)
    .max(18),
});

export type FrequentFlyersBody = z.infer<typeof frequentFlyersBodySchema>;

/**
 * The contact details a traveller may change after booking. The contact's title and names stay:
 * they are how the booking is found.
 */
export const updatableContactSchema = contactSchema.omit({
  title: true,
  lastName: true,
  middleName: true,
  firstName: true,
  isRepresentative: true,
});

export type UpdatableContact = z.infer<typeof updatableContactSchema>;

export const updateContactBodySchema = findReservationQuerySchema.extend({
  contact: updatableContactSchema,
});

export type UpdateContactBody = z.infer<typeof updateContactBodySchema>;

export const vikkiLinkBodySchema = findReservationQuerySchema;

export const vikkiLinkResponseSchema = z.object({
  data: z.object({
    /**
     * The Vikki bank page with the booking's locator, amount (minor units), currency, expiry,
     * return URL and payment id (the attempt recorded for it), and an HMAC-SHA256 signature over
     * them.
     */
    redirectLink: z.string(),
  }),
});
