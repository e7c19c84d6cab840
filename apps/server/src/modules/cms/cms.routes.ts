import { currencyListSchema, languageListSchema, referenceSearchQuerySchema } from '@skybook/contracts/cms';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { matchesSearch } from '@skybook/domain/text-search';
import { localized } from '../../i18n/localized';
import { defineModule } from '../module';
import { airportConfigRoutes } from './airport-config.routes';
import { cityPairRoutes } from './citypair.routes';
import { cmsAdminRoutes } from './cms-admin.routes';
import { listCurrencies, listLanguages } from './cms.repository';
import { hotDealRoutes } from './hotdeal.routes';
import { legalContentRoutes } from './legal-content.routes';

export const cmsModule = defineModule(
  {
    name: 'cms',
    prefix: '/cms',
    description:
      'CMS API: city pairs, currencies, languages, add-ons, hot deals, HTML content, URL mappings (requirements §7)',
  },
  async (app) => {
    await app.register(cityPairRoutes);
    await app.register(airportConfigRoutes);
    await app.register(hotDealRoutes);
    await app.register(legalContentRoutes);
    await app.register(cmsAdminRoutes);

    app.get(
      '/api/v1/language',
      {
        schema: {
          summary:
            'The site languages (requirements §3 Language); q searches name and shortName (requirements §5)',
          querystring: referenceSearchQuerySchema,
          response: { 200: languageListSchema, 400: errorEnvelopeSchema },
        },
      },
      async (request) => {
        const { q = '' } = request.query;
        const rows = await listLanguages(app.db);
        return {
          languages: rows
            .filter((row) => matchesSearch(q, [row.name, row.short_name]))
            .map((row) => ({
              id: row.id,
              name: row.name,
              shortName: row.short_name,
              image: null,
              isDefault: row.is_default === 1,
            })),
        };
      },
    );

    app.get(
      '/api/v1/currency',
      {
        schema: {
          summary:
            'The currencies prices can be shown in (requirements §3 Currency); q searches code and description',
          description:
            'q (requirements §5) is case- and accent-insensitive and matches the code or the description in the request language.',
          querystring: referenceSearchQuerySchema,
          response: { 200: currencyListSchema, 400: errorEnvelopeSchema },
        },
      },
      async (request) => {
        const { q = '' } = request.query;
        const rows = await listCurrencies(app.db);
        const currencies = rows.map((row) => ({
          id: row.code,
          code: row.code,
          description: localized(request.language, { vi: row.description_vi, en: row.description_en }),
          symbol: row.symbol,
          minorUnitExponent: row.minor_unit_exponent,
        }));
        return {
          currencies: currencies.filter((currency) =>
            matchesSearch(q, [currency.code, currency.description]),
          ),
        };
      },
    );
  },
);
