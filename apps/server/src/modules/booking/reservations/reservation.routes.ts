import { SESSION_ID_HEADER, sessionHeadersSchema, sessionIdSchema } from '@skybook/contracts/booking-session';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  createReservationResponseSchema,
  idempotentHeadersSchema,
  sessionBookingStatusQuerySchema,
  sessionBookingStatusResponseSchema,
} from '@skybook/contracts/reservation';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../plugins/app-error';
import { idempotent, ownerFromHeader } from '../../../plugins/idempotency';
import type { BookingReferenceCache } from '../booking-reference';
import { HoldSweeper } from './hold-sweeper';
import { ReservationLookup } from './reservation-lookup';
import { reservationLookupRoutes } from './reservation-lookup.routes';
import { ReservationService } from './reservation.service';

const errors = {
  400: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};

/** POST /api/v1/reservations and GET /api/v1/session-booking/status (SPEC §4, §7). */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/reservations',
    {
      schema: {
        summary: 'Book the session’s draft: seats and fares held for 6 hours (SPEC §3 Reservation, §4, §7)',
        description:
          'Needs the x-session-id header and an Idempotency-Key (400 IDEMPOTENCY_KEY_MISSING without one; a repeat with the same key and body replays the first answer with Idempotency-Replayed: true for 24 h, another body 422 IDEMPOTENCY_KEY_REUSED, a repeat while the first runs 409 IDEMPOTENCY_REQUEST_IN_PROGRESS). The booking is built from the session’s last valid quotation, validated and priced again: 409 PRICE_CHANGED when the total moved since, SOLD_OUT when a fare bucket has no seats left, SEAT_UNAVAILABLE when a chosen seat was taken, RESERVATION_EXISTS (with details.locator) when the session already booked, BOOKING_IN_PROGRESS while another creation of the session runs, SESSION_ID_MISSING_SESSION_DATA before any quotation. The answer is the Unpaid reservation with its hold deadline. When creation outlives the gateway timeout the answer is 500 REQUEST_TIMEOUT_AT_API_GATEWAY and creation goes on: poll GET session-booking/status.',
        headers: sessionHeadersSchema.extend(idempotentHeadersSchema.shape),
        response: { 201: createReservationResponseSchema, ...errors, 500: errorEnvelopeSchema },
      },
      ...idempotent({ owner: ownerFromHeader(SESSION_ID_HEADER) }),
    },
    async (request, reply) => {
      const session = await app.bookingSessions.require(request, reply);
      const reservation = await app.reservations.create(session, request.language);
      return reply.code(201).send({ reservation, foundInGPAY: false });
    },
  );

  app.get(
    '/api/v1/session-booking/status',
    {
      schema: {
        summary: 'Whether the session’s booking is still being created, and the booking once it is (SPEC §4)',
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
      if (id === undefined || id === '') throw new AppError('SESSION_EXPIRED', 410);
      if (!sessionIdSchema.safeParse(id).success) throw new AppError('SESSION_ID_INVALID', 400);
      reply.header('cache-control', 'no-store');
      return app.reservations.creationStatus(id);
    },
  );
};

export interface ReservationsPluginOptions {
  reference: BookingReferenceCache;
}

/**
 * The reservations of the booking module: the service (decorated for the module's other routes,
 * such as payment), the hold sweeper running while the server does, and the routes.
 */
export const reservationsPlugin = fp<ReservationsPluginOptions>(
  async (app: FastifyInstance, options) => {
    const service = new ReservationService(
      app.db,
      app.clock,
      options.reference,
      app.bookingSessions,
      app.quotations,
      {
        gatewayTimeoutMs: app.config.BOOKING_GATEWAY_TIMEOUT_MS,
        creationMaxMs: app.config.BOOKING_CREATION_MAX_MS,
      },
      app.log,
    );
    app.decorate('reservations', service);
    app.decorate('reservationLookup', new ReservationLookup(app.db, app.clock, (id) => service.read(id)));
    const sweeper = new HoldSweeper(app.db, app.clock, app.log, app.config.HOLD_SWEEP_INTERVAL_MS);
    app.addHook('onReady', (done) => {
      sweeper.start();
      done();
    });
    app.addHook('onClose', async () => {
      await sweeper.stop();
      await service.settle();
    });
    await app.register(reservationRoutes);
    await app.register(reservationLookupRoutes);
  },
  { name: 'booking-reservations' },
);
