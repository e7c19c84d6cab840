import {
  cityPairDetailParamsSchema,
  cityPairDetailSchema,
  cityPairListSchema,
  type CityPairDetailDto,
  type CityPairDto,
} from '@skybook/contracts/cms';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { Language } from '@skybook/domain/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roundVnd } from '@skybook/domain/fare-ladder';
import { localized } from '../../i18n/localized';
import { appError } from '../../plugins/app-error';
import { readFareBenefits } from '../../db/fare-family-json';
import {
  findCityPair,
  hasWideBodySchedule,
  listCityPairs,
  listFareFamilies,
  listSchedules,
  type CityPairRow,
} from './citypair.repository';

function toCityPairDto(row: CityPairRow, language: Language): CityPairDto {
  return {
    id: row.id,
    code: row.code,
    originCode: row.origin_code,
    destinationCode: row.destination_code,
    originCity: localized(language, { vi: row.origin_city_vi, en: row.origin_city_en }),
    destinationCity: localized(language, { vi: row.destination_city_vi, en: row.destination_city_en }),
    distanceKm: row.distance_km,
    blockMinutes: row.block_minutes,
    isDomestic: row.is_domestic === 1,
    carrierCode: row.carrier_code,
  };
}

/** `GET citypair` and `citypair/{id}/type/{type}` of the CMS API (requirements §7). */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const cityPairRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/citypair',
    {
      schema: {
        summary: 'Every directional city pair (requirements §3 cityPair FROM-TO) with its cities',
        response: { 200: cityPairListSchema },
      },
    },
    async (request) => {
      const rows = await listCityPairs(app.db);
      return { cityPairs: rows.map((row) => toCityPairDto(row, request.language)) };
    },
  );

  app.get(
    '/api/v1/citypair/:id/type/:type',
    {
      schema: {
        summary: "One city pair's fares (type Fare) or weekly timetable (type Schedule)",
        description:
          'Reading of requirements §7 citypair/{id}/type/{type}: id is the numeric id or the FROM-TO code; type Fare lists the fare families sold on the pair (Business only where a wide-body flies it) with their reference fare before demand and the bucket ladder and what each includes; type Schedule lists its timetable lines.',
        params: cityPairDetailParamsSchema,
        response: { 200: cityPairDetailSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request): Promise<CityPairDetailDto> => {
      const { id, type } = request.params;
      const language = request.language;
      const row = await findCityPair(app.db, /^\d+$/.test(id) ? Number(id) : id);
      if (!row) throw appError('CITY_PAIR_NOT_FOUND');
      const cityPair = toCityPairDto(row, language);
      if (type === 'Schedule') {
        const schedules = await listSchedules(app.db, row.id);
        return {
          type,
          cityPair,
          schedules: schedules.map((line) => ({
            flightNumber: `${line.carrier_code}${line.flight_number}`,
            departureTimeLocal: line.departure_time_local,
            operatingDays: line.operating_days,
            aircraftTypeCode: line.aircraft_type_code,
            validFrom: line.valid_from,
            validTo: line.valid_to,
          })),
        };
      }
      const [families, wideBody] = await Promise.all([
        listFareFamilies(app.db),
        hasWideBodySchedule(app.db, row.id),
      ]);
      return {
        type,
        cityPair,
        baseFare: row.base_fare,
        currency: row.currency,
        fares: families
          .filter((family) => family.is_wide_body_only === 0 || wideBody)
          .map((family) => ({
            fareFamilyCode: family.code,
            name: localized(language, { vi: family.name_vi, en: family.name_en }),
            baseFare: roundVnd((row.base_fare * family.price_multiplier_permille) / 1000),
            currency: row.currency,
            cabinBaggageKg: family.cabin_baggage_kg,
            checkedBaggageKg: family.checked_baggage_kg,
            hasPriorityCheckin: family.has_priority_checkin === 1,
            hasMeal: family.has_meal === 1,
            hasLounge: family.has_lounge === 1,
            canChange: family.can_change === 1,
            canRefund: family.can_refund === 1,
            isWideBodyOnly: family.is_wide_body_only === 1,
            benefits: localized(language, readFareBenefits(family.benefits)),
          })),
      };
    },
  );
};
