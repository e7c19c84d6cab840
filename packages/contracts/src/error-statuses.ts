import type { ErrorCode } from './errors';

/**
 * The HTTP status each error code answers with, in one place: `appError(code)` on the server takes
 * its status from here, and a call site that needs another status says so (`{ status: 404 }`).
 * The message a person reads is keyed by the code itself (the server's `errors` catalogue).
 * Codes the server does not throw yet (the requirements §8 form and check-in codes) carry the
 * status they would answer with.
 */
export const ERROR_STATUS = {
  // requirements §8 — session
  SESSION_EXPIRED: 410,
  SESSION_ID_INVALID: 400,
  SESSION_ID_EXPIRED: 410,
  SESSION_ID_INIT_SESSION_DATA_FAILED: 400,
  SESSION_ID_GET_SESSION_DATA_FAILED: 422,
  SESSION_ID_MISSING_SESSION_DATA: 409,
  // requirements §8 — others
  RESERVATION_PAYLOAD_INVALID: 400,
  QUOTATION_PAYLOAD_INVALID: 400,
  ACCOUNT_NOT_FOUND: 404,
  LOGIN_REQUIRED: 401,
  INVALID_TOKEN: 401,
  TOKEN_EXPIRED: 401,
  REQUEST_TIMEOUT_AT_API_GATEWAY: 500,
  // requirements §8 — form
  INVALID_FORM: 400,
  INVALID_TITLE: 400,
  INVALID_BIRTHDATE: 400,
  INVALID_PASSPORT: 400,
  INVALID_LASTNAME: 400,
  INVALID_FIRSTNAME: 400,
  INVALID_COUNTRY: 400,
  INVALID_PROVINCE: 400,
  INVALID_DISTRICT: 400,
  INVALID_ADDRESS: 400,
  INVALID_POSTAL_CODE: 400,
  INVALID_TELEPHONE: 400,
  INVALID_RELATIONSHIP: 400,
  // requirements §8 — national digital ID
  // The code or the encrypt_key the browser brought back is not one VNeID accepts or answers for.
  GET_VNEID_ACCESS_TOKEN: 400,
  GET_VNEID_USER_INFO: 400,
  NATIONAL_ID_ALREADY_LINKED: 409,
  // requirements §8 — check-in
  INVALID_PASSENGER_NUMBER: 400,
  checkin_search_error: 400,
  checkin_fail_get_seats: 502,
  checkin_fail_message: 502,
  checkin_fail_showBP: 502,
  'error.sendMailFail': 503,
  CHECKIN_NOT_AVAILABLE: 409,
  ALREADY_CHECKED_IN: 409,
  // requirements §8 — airport config
  fetch_config_failed: 503,
  // Flight search (not named by requirements §8; requirements §5 query search validity)
  INVALID_AIRPORT: 400,
  INVALID_DATE: 400,
  INVALID_TRIP_TYPE: 400,
  INVALID_CURRENCY: 400,
  INVALID_PROMO_CODE: 400,
  // Extras and quotation (requirements §8 names only the messages: service unsupported, …)
  SERVICE_NOT_SUPPORTED: 400,
  SEAT_UNAVAILABLE: 409,
  SEAT_NOT_ALLOWED: 409,
  TERMS_NOT_ACCEPTED: 400,
  FARE_UNAVAILABLE: 409,
  // Lost and found (not named by requirements §8): a claim on an item already back with its owner
  ITEM_ALREADY_RETURNED: 409,
  // Reservations and idempotency (not named by requirements §8; design §5 Reliability)
  IDEMPOTENCY_KEY_MISSING: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_REQUEST_IN_PROGRESS: 409,
  // Signed booking calls (requirements §7 signature; decision 044): no signature, a signed instant
  // outside the replay window, a signature that does not match the request
  REQUEST_SIGNATURE_MISSING: 400,
  REQUEST_SIGNATURE_EXPIRED: 401,
  REQUEST_SIGNATURE_INVALID: 403,
  SOLD_OUT: 409,
  PRICE_CHANGED: 409,
  RESERVATION_EXISTS: 409,
  BOOKING_IN_PROGRESS: 409,
  BOOKING_CREATION_TIMEOUT: 409,
  BOOKING_NOT_FOUND: 404,
  RESERVATION_NOT_CANCELLABLE: 409,
  // Manage booking (not named by requirements §8): the e-mailed link token, re-sending a confirmation
  BOOKING_LINK_INVALID: 400,
  BOOKING_LINK_EXPIRED: 400,
  MANAGE_GRANT_INVALID: 403,
  MANAGE_GRANT_EXPIRED: 410,
  NAME_CORRECTION_NOT_ALLOWED: 422,
  JOURNEY_CHANGE_NOT_ALLOWED: 422,
  RESERVATION_NOT_PAID: 409,
  CANCELLATION_OPTION_UNAVAILABLE: 400,
  // Extras bought after booking (requirements §8 "cannot edit this service"; decision 024): each is
  // refused by the booking's state as it is now, so 409 like SEAT_UNAVAILABLE
  CANNOT_EDIT_SERVICE: 409,
  SERVICE_CUTOFF_PASSED: 409,
  FLIGHT_DEPARTED: 409,
  BOOKING_CANCELLED: 409,
  SERVICE_CHANGE_PENDING: 409,
  // Flight-operation certificate (not named by requirements §8): an unpaid or cancelled booking, flights
  // not flown or not recorded yet, an operations record that breaks its rules
  CERTIFICATE_NOT_AVAILABLE: 409,
  FLIGHT_NOT_OPERATED: 409,
  INVALID_FLIGHT_OPERATION: 400,
  // Payment gateways (not named by requirements §8): a server-to-server message whose signature fails
  INVALID_SIGNATURE: 401,
  // Payment (not named by requirements §8; requirements §8 names the messages: voucher wrong or expired, …)
  PAYMENT_METHOD_UNAVAILABLE: 409,
  PAYMENT_NOT_FOUND: 404,
  RESERVATION_ALREADY_PAID: 409,
  RESERVATION_NOT_PAYABLE: 409,
  VOUCHER_INVALID: 400,
  VOUCHER_INSUFFICIENT: 409,
  CARD_DATA_INVALID: 400,
  PAYMENT_GATEWAY_UNAVAILABLE: 503,
  // Member wallet (requirements §8 names "balance not enough"; decision 029). A wrong PIN is 403, not
  // 401: a 401 signs the member out (requirements §8).
  WALLET_NOT_ACTIVE: 409,
  WALLET_ALREADY_ACTIVE: 409,
  WALLET_BALANCE_NOT_ENOUGH: 409,
  WALLET_PIN_INVALID: 403,
  WALLET_LOCKED: 423,
  WALLET_AMOUNT_INVALID: 400,
  WALLET_PAYMENT_NOT_FOUND: 404,
  // Loyalty points (not named by requirements §8; decision 030)
  POINTS_CLAIM_NOT_FOUND: 404,
  POINTS_ALREADY_CLAIMED: 409,
  POINTS_FLIGHT_NOT_FLOWN: 409,
  POINTS_CLAIM_TOO_OLD: 409,
  POINTS_REDEEM_INVALID: 400,
  POINTS_NOT_ENOUGH: 409,
  POINTS_ALREADY_APPLIED: 409,
  POINTS_NOT_MEMBER_BOOKING: 403,
  // The live profile channel (decision 034): a websocket upgrade refused
  CHANNEL_TICKET_INVALID: 401,
  CHANNEL_UPGRADE_REQUIRED: 426,
  CHANNEL_SOCKETS_EXCEEDED: 429,
  // A member's bookings (not named by requirements §8; decision 032)
  BOOKING_OWNED_BY_ANOTHER_MEMBER: 409,
  // Member family and cards, SkyJoy change-password (decision 031). A wrong current PIN is 403, not
  // 401: a 401 signs the member out (requirements §8).
  FAMILY_MEMBER_LIMIT_REACHED: 409,
  FAMILY_MEMBER_NOT_FOUND: 404,
  CARD_NOT_FOUND: 404,
  CURRENT_PIN_INCORRECT: 403,
  ACCOUNT_LOCKED: 423,
  // Generic (not named by requirements §8)
  INVALID_REQUEST: 400,
  INVALID_LANGUAGE: 400,
  AIRPORT_NOT_FOUND: 404,
  EMENU_CATEGORY_NOT_FOUND: 404,
  EMENU_CONDITION_NOT_FOUND: 404,
  CITY_PAIR_NOT_FOUND: 404,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  // Hostile input refused at the edge (not named by requirements §8): a body nested too deep, a control
  // character in a parameter, header or body field
  PAYLOAD_TOO_DEEP: 400,
  INVALID_CHARACTERS: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  // The proof-of-work challenge past a client's threshold (decision 045)
  CAPTCHA_REQUIRED: 428,
  CAPTCHA_INVALID: 403,
  CAPTCHA_EXPIRED: 403,
  CONFLICT: 409,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const satisfies Record<ErrorCode, number>;
