import { z } from 'zod';
import { reservationSchema, reservationSummarySchema } from './reservation-model';

/*
 * Manage booking (requirements §2 /my/ routes, §3 search booking inputs, §7): a traveller finds a
 * booking once, by its locator and a name, or by the link in the confirmation e-mail, and gets a
 * manage grant: a short-lived token signed by the server and bound to that one booking. Every
 * later manage call names the booking by the grant in the `x-manage-grant` header, so the
 * locator and the names never travel in a URL, a log line or an analytics event again.
 *
 * POST /booking/api/v1/reservations/grants  { locator, lastName, firstName } | { link }
 *      → { grant, expiresAt, reservationKey }   (rate limited as the lookup is)
 * GET  /booking/api/v1/reservations          with x-manage-grant → the booking, and a fresh grant.
 * The other manage calls (sendEmail, PUT reservations, passengerLoyalties, frequentFlyers, cancel,
 * the itinerary files, payment) accept the header in place of the locator and names.
 */

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

/**
 * Where a call may name the booking by the grant header instead: the three fields are then left
 * out. Without a grant all three are needed (400 INVALID_REQUEST otherwise).
 */
export const bookingNamesSchema = findReservationQuerySchema.partial();

export type BookingNames = z.infer<typeof bookingNamesSchema>;

/** Request header carrying the manage grant. */
export const MANAGE_GRANT_HEADER = 'x-manage-grant';

/** How long a grant opens its booking; every read of the booking hands out a fresh one. */
export const MANAGE_GRANT_TTL_MS = 30 * 60 * 1000;

/** The grant as text: base64url payload, a dot, base64url HMAC-SHA256. */
export const manageGrantSchema = z
  .string()
  .min(16)
  .max(512)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

export const manageGrantHeadersSchema = z.object({ [MANAGE_GRANT_HEADER]: manageGrantSchema.optional() });

/** The lookup form's fields, or the e-mail link's token. */
export const createGrantBodySchema = z.union([
  findReservationQuerySchema.strict(),
  z.object({ link: z.string().min(1).max(1024) }).strict(),
]);

export type CreateGrantBody = z.infer<typeof createGrantBodySchema>;

export const grantSchema = z.object({
  grant: manageGrantSchema,
  /** ISO instant after which the grant no longer opens the booking. */
  expiresAt: z.string(),
  /** The booking's opaque key (the /my/booking-detail/{id} of requirements §2). */
  reservationKey: z.string(),
});

export type ManageGrant = z.infer<typeof grantSchema>;

/** Check-in status of one passenger on one flight (requirements §4: checked in, not yet). */
export const checkinStatusSchema = z.object({
  passengerKey: z.string(),
  flightKey: z.string(),
  status: z.enum(['checkedIn', 'notYet']),
});

/** GET reservations, found by names or by grant. */
export const managedReservationResponseSchema = z.object({
  reservation: reservationSchema,
  reservationSummary: reservationSummarySchema,
  /** A fresh grant for the same booking. */
  grant: grantSchema,
  /** Per passenger and flight; every one "notYet" until online check-in lands. */
  checkin: z.array(checkinStatusSchema),
});

export type ManagedReservationResponse = z.infer<typeof managedReservationResponseSchema>;

/*
 * Cancelling a booking (requirements §4 Booking status, §7 reservations/cancel):
 *
 * GET  /booking/api/v1/reservations/cancel/quote   (grant or names) what cancelling gives back.
 * POST /booking/api/v1/reservations/cancel         (grant or names) { resolution?, amount? }
 *
 * An Unpaid booking is cancelled for nothing (its hold is released). A Paid one is cancelled into
 * a credit shell (a voucher code with the balance, valid 365 days, spent with the Voucher payment
 * method) or, where the fare family allows it, refunded to the original payment less a fee.
 */

export const CANCELLATION_RESOLUTIONS = ['credit', 'refund'] as const;
export type CancellationResolution = (typeof CANCELLATION_RESOLUTIONS)[number];

/** Why a booking cannot be cancelled online: already cancelled, or a flight already gone. */
export const CANCELLATION_BLOCKS = ['cancelled', 'departed'] as const;

export const cancellationOptionSchema = z.object({
  resolution: z.enum(CANCELLATION_RESOLUTIONS),
  /** What the airline keeps (minor units of the booking's currency). */
  fee: z.number().int().nonnegative(),
  /** What the traveller gets back: the credit's balance, or the refund to the original payment. */
  amount: z.number().int().nonnegative(),
});

export type CancellationOption = z.infer<typeof cancellationOptionSchema>;

export const cancellationQuoteSchema = z.object({
  reservationKey: z.string(),
  currency: z.string(),
  /** What was captured for the booking (its payment method's fee included). */
  paidAmount: z.number().int().nonnegative(),
  /** Empty for an Unpaid booking (nothing to give back) and for one that cannot be cancelled. */
  options: z.array(cancellationOptionSchema),
  /** Null when the booking can be cancelled online. */
  blockedBy: z.enum(CANCELLATION_BLOCKS).nullable(),
  /** How long a credit shell stays valid. */
  creditValidityDays: z.number().int().positive(),
});

export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** The credit shell a cancellation made: a voucher for the Voucher payment method. */
export const creditShellSchema = z.object({
  /** The voucher's serial, password and PIN, as the Voucher method asks for them. */
  serial: z.string(),
  /**
   * Shown once, in the answer that made the credit (and in the cancellation e-mail): stored only
   * as a hash, so a cancel asked again answers null here.
   */
  password: z.string().nullable(),
  pin: z.string().nullable(),
  /** What is left to spend: the credited amount until the first payment with it. */
  balance: z.number().int().nonnegative(),
  currency: z.string(),
  expiresAt: z.string(),
});

export type CreditShell = z.infer<typeof creditShellSchema>;

export const cancellationRefundSchema = z.object({
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  /** The refund worker sends it to the gateway: pending until the gateway confirms. */
  status: z.enum(['pending', 'sent', 'failed']),
});

export type CancellationRefund = z.infer<typeof cancellationRefundSchema>;
