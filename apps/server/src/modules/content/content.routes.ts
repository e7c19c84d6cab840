import { countryCodeParamSchema, countryListSchema, provinceListSchema } from '@skybook/contracts/content';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { localized } from '../../i18n/localized';
import { appError } from '../../plugins/app-error';
import { defineModule } from '../module';
import { airportRoutes } from './airports/airport.routes';
import { ancillaryContentRoutes } from './ancillary-content.routes';
import { bannerRoutes } from './banner.routes';
import { blockRoutes } from './blocks.routes';
import { emenuRoutes } from './emenu/emenu.routes';
import { findCountry, listCountries, listProvinces } from './content.repository';
import { faqRoutes } from './faq.routes';
import { journeyRoutes } from './journey.routes';
import { mediaRoutes } from './media.routes';
import { postRoutes } from './post.routes';
import { siteContentRoutes } from './site-content.routes';

export const contentModule = defineModule(
  {
    name: 'content',
    prefix: '/content',
    description:
      'Content API: menus, banners, FAQ, news, airports, countries and provinces (requirements §7)',
  },
  async (app) => {
    await app.register(airportRoutes);
    await app.register(journeyRoutes);
    await app.register(ancillaryContentRoutes);
    await app.register(siteContentRoutes);
    await app.register(postRoutes);
    await app.register(faqRoutes);
    await app.register(bannerRoutes);
    await app.register(blockRoutes);
    await app.register(mediaRoutes);
    await app.register(emenuRoutes);

    app.get(
      '/api/v1/country',
      {
        schema: {
          summary: 'Countries served, for forms and the default currency',
          response: { 200: countryListSchema },
        },
      },
      async (request) => {
        const rows = await listCountries(app.db);
        return {
          countries: rows.map((row) => ({
            countryCode: row.code,
            name: localized(request.language, { vi: row.name_vi, en: row.name_en }),
            phoneCode: row.phone_code,
            defaultCurrency: row.default_currency,
            languages: [row.language_id],
          })),
        };
      },
    );

    app.get(
      '/api/v1/country/:countryCode/province',
      {
        schema: {
          summary: "A country's provinces, states or territories",
          params: countryCodeParamSchema,
          response: { 200: provinceListSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => {
        const { countryCode } = request.params;
        if (!(await findCountry(app.db, countryCode))) throw appError('INVALID_COUNTRY', { status: 404 });
        const rows = await listProvinces(app.db, countryCode);
        return {
          countryCode,
          provinces: rows.map((row) => ({
            code: row.code,
            name: localized(request.language, { vi: row.name_vi, en: row.name_en }),
            kind: row.kind,
          })),
        };
      },
    );
  },
);
