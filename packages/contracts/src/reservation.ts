import { LOYALTY_SCHEMES } from '@skybook/domain/site-enums';
import { z } from 'zod';
import { errorCodeSchema } from './errors';
import { contactSchema, PASSENGER_KEY_PATTERN } from './passengers';
import {
  bookingNamesSchema,
  CANCELLATION_RESOLUTIONS,
  cancellationRefundSchema,
  creditShellSchema,
  findReservationQuerySchema,
} from './manage-booking';
import { reservationSchema } from './reservation-model';

/*
 * Reservations (requirements §3 Reservation, §4 hold and booking-creation polling, §7):
 *
 * POST /booking/api/v1/reservations            (x-session-id, Idempotency-Key) creates the booking
 *      from the session's last valid quotation: seats and fare buckets taken, status Unpaid, held
 *      for 6 hours. Answers 201 `{ reservation, foundInGPAY: false }`. When creation outlives the
 *      gateway timeout it answers 500 REQUEST_TIMEOUT_AT_API_GATEWAY and goes on; the web then
 *      polls GET session-booking/status.
 * GET  /booking/api/v1/session-booking/status  (x-session-id or ?sessionId) where the session's
 *      booking creation is: `{ status: { newBookingProcessing, … }, reservation? }`.
 * GET  /booking/api/v1/reservations?locator&lastName&firstName   find a booking (rate limited).
 * POST /booking/api/v1/reservations/cancel     cancel a booking (manage-booking.ts: quote, credit, refund).
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
    /** requirements §4: the web polls every 5 s while this is true. */
    newBookingProcessing: z.boolean(),
    state: z.enum(BOOKING_CREATION_STATES),
    /** Why creation failed (SOLD_OUT, SEAT_UNAVAILABLE, BOOKING_CREATION_TIMEOUT …); null otherwise. */
    errorCode: errorCodeSchema.nullable(),
  }),
  /** The booking once created. */
  reservation: reservationSchema.optional(),
});

export type SessionBookingStatusResponse = z.infer<typeof sessionBookingStatusResponseSchema>;

export const cancelReservationBodySchema = bookingNamesSchema.extend({
  /** For a Paid booking: one of the quote's options (400 INVALID_REQUEST without one). */
  resolution: z.enum(CANCELLATION_RESOLUTIONS).optional(),
  /**
   * For a Paid booking: the option's amount as quoted; 409 PRICE_CHANGED with the new quote when
   * it no longer is.
   */
  amount: z.number().int().nonnegative().optional(),
});

export type CancelReservationBody = z.infer<typeof cancelReservationBodySchema>;

export const cancelReservationResponseSchema = z.object({
  reservation: reservationSchema,
  /** The credit shell a cancellation into credit made; null otherwise. */
  credit: creditShellSchema.nullable(),
  /** The refund a cancellation into a refund owes; null otherwise. */
  refund: cancellationRefundSchema.nullable(),
  /**
   * A credit a signed-in member with an active wallet chose: put into their wallet (no credit
   * shell, `credit` null), in minor units of the booking's currency (VND); null otherwise.
   */
  walletCredit: z.object({ amount: z.number().int().nonnegative(), currency: z.string() }).nullable(),
});

export type CancelReservationResponse = z.infer<typeof cancelReservationResponseSchema>;

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
 * The other manage-booking calls of requirements §7 (issue 5). Each finds the booking as GET reservations
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
  reservationLocator: findReservationQuerySchema.shape.locator.optional(),
  lastName: findReservationQuerySchema.shape.lastName.optional(),
  firstName: findReservationQuerySchema.shape.firstName.optional(),
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

export const frequentFlyersBodySchema = bookingNamesSchema.extend({
  passengers: z
    .array(
      z.object({
        passengerKey: z.string().regex(PASSENGER_KEY_PATTERN),
        /** requirements §3 loyalty schemes. */
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

/**
 * A passenger's corrected name (requirements §2 edit booking): at most a few letters different from the
 * booked one (domain name-correction.ts), before the first flight's online cut-off.
 */
export const nameCorrectionSchema = z.object({
  passengerKey: z.string().regex(PASSENGER_KEY_PATTERN),
  lastName: z.string().max(100),
  middleName: z.string().max(100),
  firstName: z.string().max(100),
});

export type NameCorrection = z.infer<typeof nameCorrectionSchema>;

/** PUT reservations: the contact's details, passengers' name corrections, or both. */
export const updateContactBodySchema = bookingNamesSchema
  .extend({
    contact: updatableContactSchema.optional(),
    passengers: z.array(nameCorrectionSchema).min(1).max(18).optional(),
  })
  .refine((body) => body.contact !== undefined || body.passengers !== undefined, {
    message: 'Send the contact, name corrections, or both.',
  });

export type UpdateContactBody = z.infer<typeof updateContactBodySchema>;

export const vikkiLinkBodySchema = bookingNamesSchema;

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
