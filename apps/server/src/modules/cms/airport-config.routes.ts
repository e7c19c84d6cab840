import {
  airportConfigPatchSchema,
  airportConfigQuerySchema,
  airportConfigSchema,
  bearerAuthHeadersSchema,
  type AirportConfigDto,
} from '@skybook/contracts/cms';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Flag } from '../../db/tables/network';
import { assertCmsAdmin } from '../../plugins/admin-guard';
import { appError } from '../../plugins/app-error';
import {
  findAirportConfig,
  findCityPairByCode,
  upsertAirportConfig,
  type AirportConfigRow,
} from './airport-config.repository';

/** Settings of a city pair nobody has configured. */
export const AIRPORT_CONFIG_DEFAULTS = {
  isSaleEnabled: true,
  isShuttleSupported: false,
  minConnectionMinutes: 90,
} as const;

function toDto(cityPair: string, row: AirportConfigRow | undefined): AirportConfigDto {
  if (!row) return { cityPair, ...AIRPORT_CONFIG_DEFAULTS, updatedAt: null };
  return {
    cityPair,
    isSaleEnabled: row.is_sale_enabled === 1,
    isShuttleSupported: row.is_shuttle_supported === 1,
    minConnectionMinutes: row.min_connection_minutes,
    updatedAt: row.updated_at,
  };
}

/** Reads a city pair's settings; a failed read is requirements §8 fetch_config_failed, not a bare 500. */
async function readConfig(app: FastifyInstance, cityPair: string): Promise<AirportConfigDto> {
  try {
    return toDto(cityPair, await findAirportConfig(app.db, cityPair));
  } catch (error) {
    throw appError('fetch_config_failed', { cause: error, headers: { 'retry-after': '5' } });
  }
}

async function assertCityPair(app: FastifyInstance, cityPair: string): Promise<void> {
  if (!(await findCityPairByCode(app.db, cityPair))) throw appError('CITY_PAIR_NOT_FOUND');
}

/** `GET` and `PATCH /api/v1/airport/config` of the CMS API (requirements §7, §8 fetch_config_failed). */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const airportConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/airport/config',
    {
      schema: {
        summary: "A city pair's operator settings (sale, shuttle, minimum connection)",
        description:
          'Public. A city pair never configured answers the defaults with updatedAt null. A read failure answers fetch_config_failed (requirements §8).',
        querystring: airportConfigQuerySchema,
        response: {
          200: airportConfigSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { cityPair } = request.query;
      await assertCityPair(app, cityPair);
      return readConfig(app, cityPair);
    },
  );

  app.patch(
    '/api/v1/airport/config',
    {
      schema: {
        summary: "Changes a city pair's operator settings (CMS admin)",
        description:
          "Reading of requirements §7 PATCH airport/config (cityPair): sets any of isSaleEnabled, isShuttleSupported, minConnectionMinutes (30–1440) for the city pair; settings left out keep their value. Needs `Authorization: Bearer <token>`, the server's 'cms-admin-token' secret; missing or wrong → 401 INVALID_TOKEN.",
        headers: bearerAuthHeadersSchema,
        body: airportConfigPatchSchema,
        response: {
          200: airportConfigSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
      // Before validation, so a caller without the token learns nothing about the body's shape.
      preValidation: (request) => assertCmsAdmin(app, request.headers.authorization),
    },
    async (request) => {
      const { cityPair, isSaleEnabled, isShuttleSupported, minConnectionMinutes } = request.body;
      await assertCityPair(app, cityPair);
      const flag = (value: boolean): Flag => (value ? 1 : 0);
      const changes = {
        ...(isSaleEnabled === undefined ? {} : { is_sale_enabled: flag(isSaleEnabled) }),
        ...(isShuttleSupported === undefined ? {} : { is_shuttle_supported: flag(isShuttleSupported) }),
        ...(minConnectionMinutes === undefined ? {} : { min_connection_minutes: minConnectionMinutes }),
      };
      const row = await upsertAirportConfig(
        app.db,
        {
          city_pair_code: cityPair,
          is_sale_enabled: flag(AIRPORT_CONFIG_DEFAULTS.isSaleEnabled),
          is_shuttle_supported: flag(AIRPORT_CONFIG_DEFAULTS.isShuttleSupported),
          min_connection_minutes: AIRPORT_CONFIG_DEFAULTS.minConnectionMinutes,
          ...changes,
          updated_at: app.clock.now().toISOString(),
        },
        changes,
      );
      return toDto(cityPair, row);
    },
  );
};
