import { cmsHotDealListSchema, type CmsHotDealDto } from '@skybook/contracts/hotdeal';
import type { Language } from '@skybook/domain/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localized } from '../../i18n/localized';
import { listHotDeals, type HotDealRow } from './hotdeal.repository';

/** A name in `language`, or the code itself for an airport the network no longer has. */
function nameOf(language: Language, code: string, vi: string | null, en: string | null): string {
  return vi === null || en === null ? code : localized(language, { vi, en });
}

function toCmsHotDealDto(row: HotDealRow, language: Language): CmsHotDealDto {
  return {
    id: row.id,
    originCode: row.origin_code,
    originName: nameOf(language, row.origin_code, row.origin_city_vi, row.origin_city_en),
    originAirportName: nameOf(language, row.origin_code, row.origin_name_vi, row.origin_name_en),
    destinationCode: row.destination_code,
    destinationName: nameOf(language, row.destination_code, row.destination_city_vi, row.destination_city_en),
    destinationAirportName: nameOf(
      language,
      row.destination_code,
      row.destination_name_vi,
      row.destination_name_en,
    ),
    tripType: row.trip_type === 'roundTrip' ? 'roundTrip' : 'oneway',
    stayDays: row.trip_type === 'roundTrip' ? row.stay_days : null,
    image: row.image_path,
    sortOrder: row.sort_order,
    isActive: row.is_active === 1,
    saleFrom: row.sale_from,
    saleTo: row.sale_to,
    updatedAt: row.updated_at,
  };
}

/** `GET hotdeal` of the CMS API (requirements §7): the managed list behind the hot-deal API. */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const hotDealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/hotdeal',
    {
      schema: {
        summary: 'The managed hot deals: which routes the home page advertises, how and when',
        description:
          'Public, like the other CMS lists. Every row in display order, withdrawn ones (isActive false) and those outside their sale window included, with airport and city names in the request language. Prices are not stored: GET /hotdeal/api-home-hotdeal/ computes them from real fares.',
        response: { 200: cmsHotDealListSchema },
      },
    },
    async (request) => {
      const rows = await listHotDeals(app.db);
      return { hotDeals: rows.map((row) => toCmsHotDealDto(row, request.language)) };
    },
  );
};
