import { SESSION_ID_HEADER, sessionHeadersSchema, sessionIdSchema } from '@skybook/contracts/booking-session';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  createReservationResponseSchema,
  idempotentHeadersSchema,
  sessionBookingStatusQuerySchema,
  sessionBookingStatusResponseSchema,
} from '@skybook/contracts/reservation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { appError } from '../../../plugins/app-error';
import { captchaGuard } from '../../../plugins/captcha';
import { idempotent, ownerFromHeader } from '../../../plugins/idempotency';
import { optionalMember, type MemberAuth } from '../../member/public';
import type { BookingSessionService } from '../session/booking-session.service';
import type { ReservationService } from './reservation.service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  428: errorEnvelopeSchema,
};

export interface ReservationRoutesOptions {
  sessions: BookingSessionService;
  reservations: ReservationService;
  /** The bearer check of a signed-in member's token (member/public.ts). */
  members: MemberAuth;
}

/** POST /api/v1/reservations and GET /api/v1/session-booking/status (requirements §4, §7). */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const reservationRoutes: FastifyPluginAsyncZod<ReservationRoutesOptions> = async (app, options) => {
  const { sessions, reservations, members } = options;
  // Who books, found before the Idempotency-Key is claimed: a refused token writes nothing, and
  // the site's retry with a refreshed token and the same key runs afresh.
  const bookers = new WeakMap<FastifyRequest, string | null>();
  app.post(
    '/api/v1/reservations',
    {
      schema: {
        summary:
          'Book the session’s draft: seats and fares held for 6 hours (requirements §3 Reservation, §4, §7)',
        description:
          'Needs the x-session-id header and an Idempotency-Key (400 IDEMPOTENCY_KEY_MISSING without one; a repeat with the same key and body replays the first answer with Idempotency-Replayed: true for 24 h, another body 422 IDEMPOTENCY_KEY_REUSED, a repeat while the first runs 409 IDEMPOTENCY_REQUEST_IN_PROGRESS). The booking is built from the session’s last valid quotation, validated and priced again: 409 PRICE_CHANGED when the total moved since, SOLD_OUT when a fare bucket has no seats left, SEAT_UNAVAILABLE when a chosen seat was taken, RESERVATION_EXISTS (with details.locator) when the session already booked, BOOKING_IN_PROGRESS while another creation of the session runs, SESSION_ID_MISSING_SESSION_DATA before any quotation. Past the client’s booking threshold (CAPTCHA_BOOKINGS_PER_WINDOW in 10 minutes) the call needs a solved challenge in x-captcha (GET captcha/challenge): 428 CAPTCHA_REQUIRED without one, 403 CAPTCHA_INVALID or CAPTCHA_EXPIRED for a bad one. A signed-in member sends their access token (Authorization: Bearer) and the booking is theirs (their booking histories); without the header it is a guest’s booking; a header with a token that is malformed, expired or not the loyalty provider’s answers 401 LOGIN_REQUIRED, TOKEN_EXPIRED or INVALID_TOKEN before anything is written. The answer is the Unpaid reservation with its hold deadline. When creation outlives the gateway timeout the answer is 500 REQUEST_TIMEOUT_AT_API_GATEWAY and creation goes on: poll GET session-booking/status.',
        headers: sessionHeadersSchema.extend(idempotentHeadersSchema.shape),
        response: {
          201: createReservationResponseSchema,
          ...errors,
          500: errorEnvelopeSchema,
          // The loyalty provider's keys could not be fetched to check a member's token.
          503: errorEnvelopeSchema,
        },
      },
      preValidation: [
        // Past the client's booking threshold, a solved challenge first (decision 045); before the
        // Idempotency-Key is claimed, so a 428 is not the key's stored answer.
        captchaGuard('booking'),
        async (request) => {
          bookers.set(request, (await optionalMember(members, request))?.memberId ?? null);
        },
      ],
      ...idempotent({ owner: ownerFromHeader(SESSION_ID_HEADER) }),
    },
    async (request, reply) => {
      const session = await sessions.require(request, reply);
      const reservation = await reservations.create(session, request.language, bookers.get(request) ?? null);
      return reply.code(201).send({ reservation, foundInGPAY: false });
    },
  );

  app.get(
    '/api/v1/session-booking/status',
    {
      // Naming the session in the query is a signed call as the header is (decision 044).
      config: { sessionIdQuery: 'sessionId' },
      schema: {
        summary:
          'Whether the session’s booking is still being created, and the booking once it is (requirements §4)',
        description:
          'The session id comes from the x-session-id header or the sessionId parameter (SESSION_EXPIRED without either, SESSION_ID_INVALID for an unknown one). status.newBookingProcessing is true while creation runs; state is none, processing, done (with the reservation) or failed (with errorCode: SOLD_OUT, SEAT_UNAVAILABLE, PRICE_CHANGED, BOOKING_CREATION_TIMEOUT when it ran past its bound …). Never processing forever: a creation past its bound is reported failed and can no longer commit.',
        headers: sessionHeadersSchema,
        querystring: sessionBookingStatusQuerySchema,
        response: {
          200: sessionBookingStatusResponseSchema,
          400: errorEnvelopeSchema,
          410: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const header: unknown = request.headers[SESSION_ID_HEADER];
      const id = typeof header === 'string' && header !== '' ? header : request.query.sessionId;
      if (id === undefined || id === '') throw appError('SESSION_EXPIRED');
      if (!sessionIdSchema.safeParse(id).success) throw appError('SESSION_ID_INVALID');
      reply.header('cache-control', 'no-store');
      return reservations.creationStatus(id);
    },
  );
};
