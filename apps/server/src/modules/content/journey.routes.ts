import {
  flightSettingsSchema,
  journeyConfigQuerySchema,
  journeyConfigSchema,
  type FlightSettingsDto,
} from '@skybook/contracts/airports';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  ADULT_MIN_AGE_YEARS,
  ADULTS,
  BOOKING_HOLD_MS,
  CHILD_MAX_AGE_YEARS,
  CHILD_MIN_AGE_YEARS,
  CHILDREN,
  DEFAULT_RETURN_DAYS_AHEAD,
  INFANT_MIN_AGE_DAYS,
  INFANTS,
  MAX_SEATED_PASSENGERS,
} from '@skybook/domain/booking-constants';
import { DEFAULT_TRIP_TYPE, TRIP_TYPES } from '@skybook/domain/booking-enums';
import { toIsoDate } from '@skybook/domain/clock';
import { IDLE_TIMEOUT_MS } from '@skybook/domain/constants';
import { CURRENCY_CODES } from '@skybook/domain/currency';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@skybook/domain/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError } from '../../plugins/app-error';
import { reachableFrom } from './airports/airport-network';
import {
  findLastScheduledDate,
  hasWideBodyDeparture,
  listAirports,
  listCityPairEdges,
  listFareFamilies,
} from './airports/airport.repository';
import { documentsFor, toFareFamilyDto } from './journey.service';
import { CONNECTION_HUBS } from '@skybook/domain/booking-constants';

const HOUR_MS = 60 * 60 * 1000;

/** requirements §9 booking settings; constants, so built once. */
const FLIGHT_SETTINGS: FlightSettingsDto = {
  passengers: {
    adults: { ...ADULTS },
    children: { ...CHILDREN },
    infants: { ...INFANTS, maxPerAdult: 1 },
    maxSeated: MAX_SEATED_PASSENGERS,
  },
  ageBands: {
    adultMinYears: ADULT_MIN_AGE_YEARS,
    childMinYears: CHILD_MIN_AGE_YEARS,
    childMaxYears: CHILD_MAX_AGE_YEARS,
    infantMinDays: INFANT_MIN_AGE_DAYS,
  },
  bookingHoldHours: BOOKING_HOLD_MS / HOUR_MS,
  defaultReturnDaysAhead: DEFAULT_RETURN_DAYS_AHEAD,
  idleTimeoutMs: IDLE_TIMEOUT_MS,
  tripTypes: [...TRIP_TYPES],
  defaultTripType: DEFAULT_TRIP_TYPE,
  currencies: [...CURRENCY_CODES],
  languages: [...SUPPORTED_LANGUAGES],
  defaultLanguage: DEFAULT_LANGUAGE,
  connectionHubs: [...CONNECTION_HUBS],
};

/** `GET /api/v1/journey-config` and `/api/v1/flight-settings` of the content API (requirements §7). */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const journeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/journey-config',
    {
      schema: {
        summary: 'What the search form needs for a departure city',
        description:
          'Reading of requirements §7 journey-config (cityCode, languageId, type default Fare, roundTrip): for the departure airport cityCode, the fare families sold on its routes, the default trip type (roundTrip unless roundTrip=false), the bookable date range, the passenger limit, and for each destination (non-stop or one stop through SGN/HAN) whether its journey needs documents (requirements §5).',
        querystring: journeyConfigQuerySchema,
        response: { 200: journeyConfigSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { cityCode, type, roundTrip } = request.query;
      const language = request.query.languageId ?? request.language;
      const [rows, edges, families] = await Promise.all([
        listAirports(app.db),
        listCityPairEdges(app.db),
        listFareFamilies(app.db),
      ]);
      const city = rows.find((row) => row.code === cityCode);
      if (!city) throw appError('AIRPORT_NOT_FOUND');
      const today = toIsoDate(app.clock.now(), city.time_zone);
      const [wideBody, lastDate] = await Promise.all([
        hasWideBodyDeparture(app.db, cityCode, today),
        findLastScheduledDate(app.db, cityCode),
      ]);
      const countryOf = new Map(rows.map((row) => [row.code, row.country_code]));
      const reach = reachableFrom(edges, cityCode);
      const destinations = rows.flatMap((row) => {
        const how = reach.get(row.code);
        if (!how) return [];
        return [
          {
            code: row.code,
            countryCode: row.country_code,
            ...how,
            ...documentsFor(city.country_code, row.country_code, how, (hub) => countryOf.get(hub) ?? ''),
          },
        ];
      });
      return {
        cityCode,
        countryCode: city.country_code,
        type,
        defaultTripType: roundTrip === false ? ('oneway' as const) : DEFAULT_TRIP_TYPE,
        earliestDepartureDate: today,
        latestDepartureDate: lastDate !== null && lastDate >= today ? lastDate : null,
        maxPassengers: MAX_SEATED_PASSENGERS,
        fareFamilies: families
          .filter((family) => family.is_wide_body_only === 0 || wideBody)
          .map((family) => toFareFamilyDto(family, language)),
        destinations,
      };
    },
  );

  app.get(
    '/api/v1/flight-settings',
    {
      schema: {
        summary:
          'Site-wide booking settings (requirements §9): passenger limits, age bands, holds, languages',
        response: { 200: flightSettingsSchema },
      },
    },
    () => FLIGHT_SETTINGS,
  );
};
