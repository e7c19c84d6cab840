import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  lowFareQuerySchema,
  lowFareResponseSchema,
  searchFlightQuerySchema,
  searchFlightResponseSchema,
} from '@skybook/contracts/flight-search';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FlightSearchService } from './flight-search.service';
import type { LowFareService } from './low-fare.service';

/**
 * Search answers are large (tens of kilobytes) and on the hot path: re-validating them against
 * the zod schema on every response cost more than building them (~1.5 ms of a ~3 ms search).
 * The handlers' return types are the contract's inferred types, so TypeScript checks the shape,
 * and flight-search.test.ts parses real answers with the response schemas; the schemas still
 * document the routes in /openapi.json. Error envelopes keep their usual path. Search answers
 * serialise through the service (search-serializer.ts: the same JSON, from cached journey text).
 */
const trustedJsonSerializer = (): ((data: unknown) => string) => (data) => JSON.stringify(data);

export interface FlightSearchRoutesOptions {
  search: FlightSearchService;
  lowFare: LowFareService;
}

/** Sends a search answer's JSON as it is. */
const sendJson = (reply: FastifyReply, json: string): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(json);

/** GET search-flight and GET low-fare (requirements §2, §5, §7). */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const flightSearchRoutes: FastifyPluginAsyncZod<FlightSearchRoutesOptions> = async (app, options) => {
  const { search, lowFare } = options;
  app.get(
    '/api/v1/search-flight',
    {
      schema: {
        summary: 'Flights and fares for one way, round trip or multi-stop (requirements §2, §3 Flight, §5)',
        description:
          'Per leg: direct flights and one-stop connections through SGN or HAN (60 min minimum connection, 90 min with an international flight, 8 h maximum), each fare family priced per passenger type with every charge by code, in the requested currency (integer minor units). City pairs whose sale is switched off (CMS airport config, isSaleEnabled=false) are left out, as direct flights and as either flight of a connection. An unknown route, or one with nothing on sale, answers 200 with routeExists=false.',
        querystring: searchFlightQuerySchema,
        response: { 200: searchFlightResponseSchema, 400: errorEnvelopeSchema },
      },
      serializerCompiler: () => search.serialize,
      // A kept answer (decision 046) goes out before the query is validated again: it was kept
      // for this very URL, valid when it was answered.
      preValidation: async (request, reply) => {
        const kept = await search.keptAnswer(request.language, request.url);
        // Returning the reply ends the request here (Fastify: responding from an async hook).
        if (kept !== undefined) return sendJson(reply, kept);
        return undefined;
      },
    },
    // The JSON is made (or taken from the answer cache: decision 046) by the service and sent as
    // it is; the typed reply only takes the schema's object, so the plain reply sends the text.
    async (request, reply) =>
      sendJson(reply as FastifyReply, await search.answerJson(request.query, request.language, request.url)),
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
};
