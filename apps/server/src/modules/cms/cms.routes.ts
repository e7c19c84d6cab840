import { currencyListSchema, languageListSchema } from '@skybook/contracts/cms';
import { localized } from '../../i18n/localized';
import { defineModule } from '../module';
import { listCurrencies, listLanguages } from './cms.repository';

export const cmsModule = defineModule(
  {
    name: 'cms',
    prefix: '/cms',
    description:
      'CMS API: city pairs, currencies, languages, add-ons, hot deals, HTML content, URL mappings (SPEC §7)',
  },
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  async (app) => {
    app.get(
      '/api/v1/language',
      { schema: { summary: 'The site languages (SPEC §3 Language)', response: { 200: languageListSchema } } },
      async () => {
        const rows = await listLanguages(app.db);
        return {
          languages: rows.map((row) => ({
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
          summary: 'The currencies prices can be shown in (SPEC §3 Currency)',
          response: { 200: currencyListSchema },
        },
      },
      async (request) => {
        const rows = await listCurrencies(app.db);
        return {
          currencies: rows.map((row) => ({
            id: row.code,
            code: row.code,
            description: localized(request.language, { vi: row.description_vi, en: row.description_en }),
            symbol: row.symbol,
            minorUnitExponent: row.minor_unit_exponent,
          })),
        };
      },
    );
  },
);
