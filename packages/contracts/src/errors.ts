import { z } from 'zod';

/**
 * Every error code the API answers with. Codes requirements §8 names are used verbatim; the few generic
 * ones below them (marked) cover cases requirements §8 does not name.
 */
export const ERROR_CODES = [
  // requirements §8 — session
  'SESSION_EXPIRED',
  'SESSION_ID_INVALID',
  'SESSION_ID_EXPIRED',
  'SESSION_ID_INIT_SESSION_DATA_FAILED',
  'SESSION_ID_GET_SESSION_DATA_FAILED',
  'SESSION_ID_MISSING_SESSION_DATA',
  // requirements §8 — others
  'RESERVATION_PAYLOAD_INVALID',
  'QUOTATION_PAYLOAD_INVALID',
  'ACCOUNT_NOT_FOUND',
  'LOGIN_REQUIRED',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'REQUEST_TIMEOUT_AT_API_GATEWAY',
  // requirements §8 — form
  'INVALID_FORM',
  'INVALID_TITLE',
  'INVALID_BIRTHDATE',
  'INVALID_PASSPORT',
  'INVALID_LASTNAME',
  'INVALID_FIRSTNAME',
  'INVALID_COUNTRY',
  'INVALID_PROVINCE',
  'INVALID_DISTRICT',
  'INVALID_ADDRESS',
  'INVALID_POSTAL_CODE',
  'INVALID_TELEPHONE',
  'INVALID_RELATIONSHIP',
  // requirements §8 — national digital ID
  'GET_VNEID_ACCESS_TOKEN',
  'GET_VNEID_USER_INFO',
  // National digital ID (not named by requirements §8): linked to another member of the scheme
  'NATIONAL_ID_ALREADY_LINKED',
  // requirements §8 — check-in
  'INVALID_PASSENGER_NUMBER',
  'checkin_search_error',
  'checkin_fail_get_seats',
  'checkin_fail_message',
  'checkin_fail_showBP',
  'error.sendMailFail',
  // Check-in (requirements §8 names the result codes, carried in details.resultCode): a refusal, and a
  // cancel or change of flights while someone is checked in
  'CHECKIN_NOT_AVAILABLE',
  'ALREADY_CHECKED_IN',
  // requirements §8 — airport config
  'fetch_config_failed',
  // Flight search (not named by requirements §8; requirements §5 query search validity)
  'INVALID_AIRPORT',
  'INVALID_DATE',
  'INVALID_TRIP_TYPE',
  'INVALID_CURRENCY',
  'INVALID_PROMO_CODE',
  // Extras and quotation (requirements §8 names only the messages: service unsupported, …)
  'SERVICE_NOT_SUPPORTED',
  'SEAT_UNAVAILABLE',
  'SEAT_NOT_ALLOWED',
  'TERMS_NOT_ACCEPTED',
  'FARE_UNAVAILABLE',
  // Lost and found (not named by requirements §8): a claim on an item already back with its owner
  'ITEM_ALREADY_RETURNED',
  // Reservations and idempotency (not named by requirements §8; design §5 Reliability)
  'IDEMPOTENCY_KEY_MISSING',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_REQUEST_IN_PROGRESS',
  // Signed booking calls (requirements §7 signature; decision 044)
  'REQUEST_SIGNATURE_MISSING',
  'REQUEST_SIGNATURE_EXPIRED',
  'REQUEST_SIGNATURE_INVALID',
  'SOLD_OUT',
  'PRICE_CHANGED',
  'RESERVATION_EXISTS',
  'BOOKING_IN_PROGRESS',
  'BOOKING_CREATION_TIMEOUT',
  'BOOKING_NOT_FOUND',
  'RESERVATION_NOT_CANCELLABLE',
  // Manage booking (not named by requirements §8): the e-mailed link token, re-sending a confirmation
  'BOOKING_LINK_INVALID',
  'BOOKING_LINK_EXPIRED',
  'MANAGE_GRANT_INVALID',
  'MANAGE_GRANT_EXPIRED',
  'NAME_CORRECTION_NOT_ALLOWED',
  'JOURNEY_CHANGE_NOT_ALLOWED',
  'RESERVATION_NOT_PAID',
  'CANCELLATION_OPTION_UNAVAILABLE',
  // Extras bought after booking (requirements §8 "cannot edit this service"; decision 024)
  'CANNOT_EDIT_SERVICE',
  'SERVICE_CUTOFF_PASSED',
  'FLIGHT_DEPARTED',
  'BOOKING_CANCELLED',
  'SERVICE_CHANGE_PENDING',
  // Flight-operation certificate (not named by requirements §8): an unpaid or cancelled booking, flights
  // not flown or not recorded yet, an operations record that breaks its rules
  'CERTIFICATE_NOT_AVAILABLE',
  'FLIGHT_NOT_OPERATED',
  'INVALID_FLIGHT_OPERATION',
  // Payment gateways (not named by requirements §8): a server-to-server message whose signature fails
  'INVALID_SIGNATURE',
  // Payment (not named by requirements §8; requirements §8 names the messages: voucher wrong or expired, …)
  'PAYMENT_METHOD_UNAVAILABLE',
  'PAYMENT_NOT_FOUND',
  'RESERVATION_ALREADY_PAID',
  'RESERVATION_NOT_PAYABLE',
  'VOUCHER_INVALID',
  'VOUCHER_INSUFFICIENT',
  'CARD_DATA_INVALID',
  'PAYMENT_GATEWAY_UNAVAILABLE',
  // Member wallet (requirements §8 names "balance not enough"; decision 029)
  'WALLET_NOT_ACTIVE',
  'WALLET_ALREADY_ACTIVE',
  'WALLET_BALANCE_NOT_ENOUGH',
  'WALLET_PIN_INVALID',
  'WALLET_LOCKED',
  'WALLET_AMOUNT_INVALID',
  'WALLET_PAYMENT_NOT_FOUND',
  // Loyalty points (not named by requirements §8; decision 030): a retro-claim's booking not found
  // (unknown code or name), a segment credited already, flights not flown or flown too long ago; a
  // redemption out of its bounds or above the balance
  'POINTS_CLAIM_NOT_FOUND',
  'POINTS_ALREADY_CLAIMED',
  'POINTS_FLIGHT_NOT_FLOWN',
  'POINTS_CLAIM_TOO_OLD',
  'POINTS_REDEEM_INVALID',
  'POINTS_NOT_ENOUGH',
  // Points spent on a booking (decision 037): another redemption is on it already; the booking is
  // not the signed-in member's
  'POINTS_ALREADY_APPLIED',
  'POINTS_NOT_MEMBER_BOOKING',
  // The live profile channel (requirements §4; decision 034): a ticket unknown, used or expired, a
  // plain GET of the websocket's address, a member's sockets at their limit
  'CHANNEL_TICKET_INVALID',
  'CHANNEL_UPGRADE_REQUIRED',
  'CHANNEL_SOCKETS_EXCEEDED',
  // A member's bookings (not named by requirements §8; decision 032): a booking proven by its code
  // and name that another member already holds
  'BOOKING_OWNED_BY_ANOTHER_MEMBER',
  // Member family and cards (requirements §3 "family member", "payment card"; decision 031): the
  // limit of family members, a family member or card the member does not have (unknown or another
  // member's: the same answer)
  'FAMILY_MEMBER_LIMIT_REACHED',
  'FAMILY_MEMBER_NOT_FOUND',
  'CARD_NOT_FOUND',
  // SkyJoy change-password (requirements §7; decision 031): a wrong current PIN, counted toward the
  // sign-in lock, and the lock itself
  'CURRENT_PIN_INCORRECT',
  'ACCOUNT_LOCKED',
  // Generic (not named by requirements §8)
  'INVALID_REQUEST',
  'INVALID_LANGUAGE',
  'AIRPORT_NOT_FOUND',
  'EMENU_CATEGORY_NOT_FOUND',
  'EMENU_CONDITION_NOT_FOUND',
  'CITY_PAIR_NOT_FOUND',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  // Hostile input refused at the edge (not named by requirements §8): a body nested too deep, a control
  // character in a parameter, header or body field
  'PAYLOAD_TOO_DEEP',
  'INVALID_CHARACTERS',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  // The proof-of-work challenge past a client's threshold (decision 045): one is needed, or the one
  // sent is wrong or already used, or too old
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'CAPTCHA_EXPIRED',
  'CONFLICT',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorCodeSchema = z.enum(ERROR_CODES);

/** One field-level problem inside an error's details. */
export const fieldIssueSchema = z.object({
  /** Dotted path of the offending field, e.g. `query.adultCount`. */
  path: z.string(),
  /** Machine-readable reason, e.g. `too_small`. */
  code: z.string(),
  /** Translated explanation for a person. */
  message: z.string(),
});

/** The one error envelope every failed request answers with (design §3). */
export const errorEnvelopeSchema = z.object({
  errorCode: errorCodeSchema,
  /** Translated for the request's language; Vietnamese by default. */
  message: z.string(),
  /** The server-generated id of the request, to quote to support. */
  requestId: z.string(),
  details: z
    .object({ issues: z.array(fieldIssueSchema).optional() })
    .loose()
    .optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type FieldIssue = z.infer<typeof fieldIssueSchema>;
