import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  cancelReservationBodySchema,
  cancelReservationResponseSchema,
  findReservationQuerySchema,
  findReservationResponseSchema,
  passengerLoyaltiesBodySchema,
  passengerLoyaltiesParamsSchema,
  reservationResponseSchema,
} from '@skybook/contracts/reservation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updatePassengerLoyalties } from './reservation-edit';
import type { ReservationLookup } from './reservation-lookup';

const errors = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/**
 * A traveller's own booking (requirements §7): GET /api/v1/reservations and POST /api/v1/reservations/cancel
 * by locator and name, PUT /api/v1/reservations/{key}/passengerLoyalties by the booking's key.
 */
export interface LookupRoutesOptions {
  lookup: ReservationLookup;
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const reservationLookupRoutes: FastifyPluginAsyncZod<LookupRoutesOptions> = async (app, options) => {
  const { lookup } = options;
  app.get(
    '/api/v1/reservations',
    {
      schema: {
        summary:
          'Find a booking by its locator and a traveller’s family and given names (requirements §3, §7)',
        description:
          'Names match any passenger or the contact, ignoring case, accents and extra spaces; the given name may be the first name alone or middle and first names together. An unknown locator and a wrong name both answer 404 BOOKING_NOT_FOUND. Rate limited per client and per locator: 429 RATE_LIMITED with Retry-After. An unpaid booking past its 6-hour hold reads as Cancel.',
        querystring: findReservationQuerySchema,
        response: { 200: findReservationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reservation = await lookup.find(request.query, request.ip);
      reply.header('cache-control', 'no-store');
      return { reservation, reservationSummary: reservation.reservationSummary };
    },
  );

  app.post(
    '/api/v1/reservations/cancel',
    {
      schema: {
        summary:
          'Cancel an unpaid booking by locator and name; its seats go back on sale (requirements §4, §7)',
        description:
          'Found as GET reservations finds it (same 404 and rate limits). An Unpaid booking becomes Cancel and its seats and fare buckets are released; cancelling a cancelled one answers it unchanged. A Paid booking answers 409 RESERVATION_NOT_CANCELLABLE: contact the call centre.',
        body: cancelReservationBodySchema,
        response: { 200: cancelReservationResponseSchema, ...errors },
      },
    },
    async (request) => ({ reservation: await lookup.cancel(request.body, request.ip) }),
  );

  app.put(
    '/api/v1/reservations/:key/passengerLoyalties',
    {
      schema: {
        summary: 'Set the passengers’ Skyclub / SkyJoy membership numbers on a booking (requirements §7)',
        description:
          'The path’s key is the reservation’s key. Numbers are 6–16 capital letters or digits (spaces dropped, any case); an empty one removes it. 400 INVALID_FORM with the field issues for a bad number, INVALID_REQUEST for a passenger not in the booking; 404 BOOKING_NOT_FOUND for an unknown key; 409 CONFLICT for a cancelled booking.',
        params: passengerLoyaltiesParamsSchema,
        body: passengerLoyaltiesBodySchema,
        response: { 200: reservationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      reservation: await updatePassengerLoyalties(
        app.db,
        app.clock,
        request.params.key,
        request.body,
        request.language,
      ),
    }),
  );
};
