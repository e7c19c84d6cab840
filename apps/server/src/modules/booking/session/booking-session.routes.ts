import {
  bookingSessionSchema,
  createBookingSessionBodySchema,
  sessionHeadersSchema,
} from '@skybook/contracts/booking-session';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BookingSessionService } from './booking-session.service';

/** POST/GET /api/v1/session-booking: open the booking session, read it back. */
export interface SessionRoutesOptions {
  sessions: BookingSessionService;
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const bookingSessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, options) => {
  const { sessions } = options;
  app.post(
    '/api/v1/session-booking',
    {
      schema: {
        summary: 'Open a booking session for the chosen fares (requirements §3 Session, §4)',
        description:
          'Verifies every booking key (signed by search-flight, at most 2 hours old, same passengers, currency and promotion, flights still scheduled and in travel order) and opens a session that lives 30 idle minutes. Answers the session with its journeys; x-session-expiry gives the expiry in Unix seconds. A key that fails answers 400 SESSION_ID_INIT_SESSION_DATA_FAILED with the reason in details.',
        body: createBookingSessionBodySchema,
        response: { 201: bookingSessionSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const session = await sessions.open(request.body, request.language, reply);
      return reply.code(201).send(session);
    },
  );

  app.get(
    '/api/v1/session-booking',
    {
      schema: {
        summary: 'The open booking session of the x-session-id header',
        description:
          'SESSION_EXPIRED (410) without the header, SESSION_ID_INVALID (400) for an unknown id, SESSION_ID_EXPIRED (410) once it has expired.',
        headers: sessionHeadersSchema,
        response: { 200: bookingSessionSchema, 400: errorEnvelopeSchema, 410: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const session = await sessions.require(request, reply);
      return sessions.describe(session, request.language);
    },
  );
};
