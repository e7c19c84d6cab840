import {
  airportDetailQuerySchema,
  airportDetailSchema,
  airportListQuerySchema,
  airportListSchema,
} from '@skybook/contracts/airports';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localized } from '../../../i18n/localized';
import { appError } from '../../../plugins/app-error';
import { reachableFrom } from './airport-network';
import { listAirports, listCityPairEdges } from './airport.repository';
import { groupAirports, toAirportDto } from './airport.service';

/** `GET /api/v1/airport` and `/api/v1/airport/detail` of the content API (requirements §7). */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const airportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/airport',
    {
      schema: {
        summary: 'Airports served, grouped by country; with departureCode, those reachable from it',
        description:
          'Without departureCode: every airport with a route, grouped by country (requirements §3 Airport group), Vietnam first. With departureCode: the airports reachable from it non-stop or with one stop at a hub (SGN, HAN), each with `reach`. Names in languageId, else in the Accept-Language.',
        querystring: airportListQuerySchema,
        response: { 200: airportListSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { departureCode } = request.query;
      const language = request.query.languageId ?? request.language;
      const [rows, edges] = await Promise.all([listAirports(app.db), listCityPairEdges(app.db)]);
      if (departureCode === undefined) {
        const served = new Set(edges.map((edge) => edge.origin_code));
        return {
          departureCode: null,
          languageId: language,
          airportGroups: groupAirports(rows, language, (code) => served.has(code)),
        };
      }
      if (!rows.some((row) => row.code === departureCode)) throw appError('AIRPORT_NOT_FOUND');
      const reach = reachableFrom(edges, departureCode);
      return {
        departureCode,
        languageId: language,
        airportGroups: groupAirports(rows, language, (code) => reach.has(code), reach),
      };
    },
  );

  app.get(
    '/api/v1/airport/detail',
    {
      schema: {
        summary: 'One airport with its names, place, time zone, position and non-stop routes',
        querystring: airportDetailQuerySchema,
        response: { 200: airportDetailSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { airportCode } = request.query;
      const language = request.query.languageId ?? request.language;
      const [rows, edges] = await Promise.all([listAirports(app.db), listCityPairEdges(app.db)]);
      const airport = rows.find((row) => row.code === airportCode);
      if (!airport) throw appError('AIRPORT_NOT_FOUND');
      const byCode = new Map(rows.map((row) => [row.code, row]));
      const routes = edges.flatMap((edge) => {
        const destination = edge.origin_code === airportCode ? byCode.get(edge.destination_code) : undefined;
        if (!destination) return [];
        return [
          {
            cityPair: edge.code,
            destinationCode: destination.code,
            destinationName: localized(language, { vi: destination.name_vi, en: destination.name_en }),
            destinationCity: localized(language, { vi: destination.city_vi, en: destination.city_en }),
            destinationCountryCode: destination.country_code,
            distanceKm: edge.distance_km,
            blockMinutes: edge.block_minutes,
            isDomestic: edge.is_domestic === 1,
            carrierCode: edge.carrier_code,
          },
        ];
      });
      routes.sort((a, b) => a.destinationCity.localeCompare(b.destinationCity, language));
      return {
        airport: {
          ...toAirportDto(airport, language),
          icao: airport.icao,
          elevationFt: airport.elevation_ft,
        },
        routes,
      };
    },
  );
};
