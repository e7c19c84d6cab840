import type { IDEMPOTENCY_KEY_HEADER as CONTRACT_IDEMPOTENCY_HEADER } from '@skybook/contracts/reservation';
import { bookingRequest } from '../../../lib/booking-api';
import { withCaptcha } from '../../../lib/captcha-retry';
import { asMember } from '../../../lib/member-request';

// The contract's header name, checked by type (its module loads with the requests below).
const IDEMPOTENCY_KEY_HEADER: typeof CONTRACT_IDEMPOTENCY_HEADER = 'idempotency-key';

const loadCreateSchema = () =>
  import('@skybook/contracts/reservation').then((module) => module.createReservationResponseSchema);
const loadStatusSchema = () =>
  import('@skybook/contracts/reservation').then((module) => module.sessionBookingStatusResponseSchema);

/**
 * POST /booking/api/v1/reservations: books the session's draft (seats and fares held 6 hours).
 * `idempotencyKey` is the one drawn for this booking: a retry or a reload sends it again, and the
 * server replays its first answer instead of booking twice (design §5). A signed-in member's
 * token goes with it, so the booking is theirs (renewed and sent again once when it has expired:
 * the key makes the second sending the same booking). Past the client's booking threshold, a
 * proof-of-work challenge is solved and the booking sent again with it (decision 045).
 */
export function createReservation(idempotencyKey: string, signal?: AbortSignal) {
  return asMember(
    (member) =>
      // Past the client's booking threshold the server asks for a solved challenge (decision 045):
      // solved and sent again with the same key (a 428 is never the key's stored answer).
      withCaptcha(
        (captcha) =>
          bookingRequest('POST', '/booking/api/v1/reservations', loadCreateSchema, {
            body: {},
            headers: { ...member, ...captcha, [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
            ...(signal ? { signal } : {}),
          }),
        signal,
      ),
    { guestsToo: true },
  );
}

/** GET /booking/api/v1/session-booking/status: whether the session's booking is still being made (requirements §4). */
export function getBookingCreationStatus(signal?: AbortSignal) {
  return bookingRequest('GET', '/booking/api/v1/session-booking/status', loadStatusSchema, {
    ...(signal ? { signal } : {}),
  });
}
