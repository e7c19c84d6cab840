import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  lowFareQuerySchema,
  lowFareResponseSchema,
  searchFlightQuerySchema,
  searchFlightResponseSchema,
} from '@skybook/contracts/flight-search';
import { defineModule } from '../module';
import { AncillaryCatalogueService } from './session/ancillary-catalogue.service';
import { ancillaryRoutes } from './session/ancillary.routes';
import { BookingReferenceCache } from './booking-reference';
import { certificateRoutes } from './certificates/certificate.routes';
import { refundRoutes } from './payments/refund.routes';
import { bookingSessionRoutes } from './session/booking-session.routes';
import { BookingSessionService } from './session/booking-session.service';
import { FlightSearchService } from './flight-search/flight-search.service';
import { LowFareService } from './flight-search/low-fare.service';
import { seatMapRoutes } from './session/seat-map.routes';
import { quotationRoutes } from './session/quotation.routes';
import { paymentsPlugin } from './payments/payment.routes';
import { reservationExtrasRoutes } from './reservations/reservation-extras.routes';
import { reservationsPlugin } from './reservations/reservation.routes';
import { QuotationService } from './session/quotation.service';
import { SeatMapService } from './session/seat-map.service';
import { serializeSearchResponse } from './flight-search/search-serializer';

/**
 * Search answers are large (tens of kilobytes) and on the hot path: re-validating them against
 * the zod schema on every response cost more than building them (~1.5 ms of a ~3 ms search).
 * The handlers' return types are the contract's inferred types, so TypeScript checks the shape,
 * and flight-search.test.ts parses real answers with the response schemas; the schemas still
 * document the routes in /openapi.json. Error envelopes keep their usual path. Search answers
 * serialise through search-serializer.ts (the same JSON, from cached journey text).
 */
const trustedJsonSerializer = (): ((data: unknown) => string) => (data) => JSON.stringify(data);

export const bookingModule = defineModule(
  {
    name: 'booking',
    prefix: '/booking',
    description: 'Booking API: flight search, low fares, reservations, payment, check-in (SPEC §7)',
  },
  async (app) => {
    const reference = new BookingReferenceCache(app.db);
    const search = new FlightSearchService(app.db, app.clock, reference);
    const lowFare = new LowFareService(app.db, app.clock, reference);
    app.decorate('bookingSessions', new BookingSessionService(app.db, app.clock, reference, search));
    await app.register(bookingSessionRoutes);
    app.decorate('seatMaps', new SeatMapService(app.db, reference));
    await app.register(seatMapRoutes);
    app.decorate('ancillaryCatalogue', new AncillaryCatalogueService(app.db, reference));
    await app.register(ancillaryRoutes);
    app.decorate(
      'quotations',
      new QuotationService(
        app.db,
        app.clock,
        reference,
        app.bookingSessions,
        app.seatMaps,
        app.ancillaryCatalogue,
      ),
    );
    await app.register(quotationRoutes);
    await app.register(reservationsPlugin, { reference });
    await app.register(paymentsPlugin);
    await app.register(reservationExtrasRoutes);
    await app.register(certificateRoutes);
    await app.register(refundRoutes);

    app.get(
      '/api/v1/search-flight',
      {
        schema: {
          summary: 'Flights and fares for one way, round trip or multi-stop (SPEC §2, §3 Flight, §5)',
          description:
            'Per leg: direct flights and one-stop connections through SGN or HAN (60 min minimum connection, 90 min with an international flight, 8 h maximum), each fare family priced per passenger type with every charge by code, in the requested currency (integer minor units). City pairs whose sale is switched off (CMS airport config, isSaleEnabled=false) are left out, as direct flights and as either flight of a connection. An unknown route, or one with nothing on sale, answers 200 with routeExists=false.',
          querystring: searchFlightQuerySchema,
          response: { 200: searchFlightResponseSchema, 400: errorEnvelopeSchema },
        },
        serializerCompiler: () => serializeSearchResponse,
      },
      (request) => search.search(request.query, request.language),
    );

    app.get(
      '/api/v1/low-fare',
      {
        schema: {
          summary: 'The cheapest total per day for one direction of a city pair (low-fare calendar)',
          description:
            'Direct flights only; the lowest total for all passengers of any family with enough seats, per day; null on days with no flight or no seat. A month (2026-12) or from/to of at most 62 days; days before today are left out. A city pair whose sale is switched off (CMS airport config) answers every day with no flight and no fare.',
          querystring: lowFareQuerySchema,
          response: { 200: lowFareResponseSchema, 400: errorEnvelopeSchema },
        },
        serializerCompiler: trustedJsonSerializer,
      },
      (request) => lowFare.lowFare(request.query, request.language),
    );
  },
);
