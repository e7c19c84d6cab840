import { sessionHeadersSchema } from '@skybook/contracts/booking-session';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { MANAGE_GRANT_HEADER, manageGrantHeadersSchema } from '@skybook/contracts/manage-booking';
import {
  seatSelectionOptionsQuerySchema,
  seatSelectionOptionsResponseSchema,
} from '@skybook/contracts/seat-map';
import { minorUnitExponent } from '@skybook/domain/currency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BookingSessionService } from './booking-session.service';
import type { SeatMapService } from './seat-map.service';
import type { ServiceChangeService } from '../manage/service-change.service';

/** GET /api/v1/seatSelectionOptions: the seat maps of one journey of the booking session. */
export interface SeatMapRoutesOptions {
  sessions: BookingSessionService;
  seatMaps: SeatMapService;
  /** A booked journey's seat maps, asked with a manage grant (decision 024). */
  serviceChanges: ServiceChangeService;
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const seatMapRoutes: FastifyPluginAsyncZod<SeatMapRoutesOptions> = async (app, options) => {
  const { sessions, seatMaps, serviceChanges } = options;
  app.get(
    '/api/v1/seatSelectionOptions',
    {
      schema: {
        summary:
          'Seat maps of a journey of the booking session, priced in its currency (requirements §3 Seat classes)',
        description:
          'With the x-manage-grant header instead of x-session-id: the booked journey of journeyKey (reservationKey, when sent, must be the granted booking’s: 404 otherwise) in the booking’s currency, plus edit: each flight’s seat cut-off and the seats the booking has (taken on the map). Per flight of the journey of bookingKey (the first journey without one): the cabins row by row with aisles, exit rows and wing rows, each seat with its class, availability (sellable, not held or sold, in the fare’s cabin) and price per passenger in the session currency — VAT on domestic journeys only, 0 for the classes the fare family includes. SESSION_EXPIRED (410) without the x-session-id header, SESSION_ID_INVALID (400) for an unknown session, INVALID_REQUEST (400) for a bookingKey not of this session.',
        querystring: seatSelectionOptionsQuerySchema,
        headers: sessionHeadersSchema.extend(manageGrantHeadersSchema.shape),
        response: {
          200: seatSelectionOptionsResponseSchema,
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          410: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const grant = request.headers[MANAGE_GRANT_HEADER];
      if (grant !== undefined) {
        // A booked journey (manage booking, /my/edit-service): its seats, the booking's own marked.
        reply.header('cache-control', 'no-store');
        return serviceChanges.seatMap(grant, request.query, request.ip);
      }
      const session = await sessions.require(request, reply);
      const journey = sessions.journeyFor(session, request.query.bookingKey);
      const flights = await seatMaps.journeySeats(journey, session.currency);
      return {
        journeyIndex: journey.index,
        currency: session.currency,
        minorUnitExponent: minorUnitExponent(session.currency),
        flights: flights.map((flight) => flight.map),
      };
    },
  );
};
