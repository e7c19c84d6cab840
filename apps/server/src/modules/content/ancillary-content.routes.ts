import {
  ANCILLARY_SERVICE_TYPES,
  optAncillaryResponseSchema,
  serviceCatalogueResponseSchema,
  type AncillaryServiceType,
} from '@skybook/contracts/ancillaries';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { SERVICE_CATEGORIES, type ServiceCategory } from '@skybook/domain/booking-enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readLanguageId } from '../../i18n/language-id';
import { localized } from '../../i18n/localized';
import { moduleImageRoutes } from '../module-images';
import { listAncillaryServices } from './ancillary-content.repository';

const languageQuerySchema = z.object({
  languageId: z
    .string()
    .optional()
    .describe('vi, en, th, ko, zh-CN, zh-TW, ja, ru; texts other than vi and en read English.'),
});

/** The page's own entries beside the sold extras (opt-ancillary only). */
const PAGE_ENTRIES = ['seat', 'travelInsurance', 'flyGreen'] as const;
type OptServiceType = AncillaryServiceType | (typeof PAGE_ENTRIES)[number];

const isServiceType = (value: string): value is AncillaryServiceType =>
  (ANCILLARY_SERVICE_TYPES as readonly string[]).includes(value);
const isOptServiceType = (value: string): value is OptServiceType =>
  isServiceType(value) || (PAGE_ENTRIES as readonly string[]).includes(value);
const toCategory = (value: string | null): ServiceCategory | null =>
  SERVICE_CATEGORIES.find((category) => category === value) ?? null;

const CACHE = 'public, max-age=300';

/**
 * `GET /api/v1/service` and `/api/v1/opt-ancillary` of the content API (requirements §7): what each extra
 * is, and which the extras page offers in which order; plus the services' icons.
 */
export const ancillaryContentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    moduleImageRoutes({
      dir: new URL('./images/services/', import.meta.url),
      path: '/images/services',
      summary: 'An extra service’s icon (SVG, 48×48)',
    }),
  );

  app.get(
    '/api/v1/service',
    {
      schema: {
        summary:
          'What each extra service is: name, description, category and icon (requirements §3 Service types)',
        description:
          'The services the extras page sells and the airline has enabled, in its order, in languageId (else the Accept-Language); languages other than vi and en read English.',
        querystring: languageQuerySchema,
        response: { 200: serviceCatalogueResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const language = readLanguageId(request.query.languageId, request.language);
      const rows = await listAncillaryServices(app.db);
      reply.header('cache-control', CACHE).header('vary', 'accept-language');
      return {
        services: rows.flatMap((row) => {
          const serviceType = row.service_type;
          if (row.is_enabled !== 1 || !isServiceType(serviceType)) return [];
          return [
            {
              serviceType,
              category: toCategory(row.category),
              name: localized(language, { vi: row.name_vi, en: row.name_en }),
              description: localized(language, { vi: row.description_vi, en: row.description_en }),
              iconUrl: row.icon_path,
            },
          ];
        }),
      };
    },
  );

  app.get(
    '/api/v1/opt-ancillary',
    {
      schema: {
        summary: 'The services /select-service offers, in display order, and the one opened first',
        description:
          'Seat, the sold extras, travel insurance and FlyGreen, each with whether the airline has it enabled and whether the page opens it first (requirements §3 isDefaultAncillarySet).',
        querystring: languageQuerySchema,
        response: { 200: optAncillaryResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      const rows = await listAncillaryServices(app.db);
      reply.header('cache-control', CACHE);
      return {
        services: rows.flatMap((row) => {
          const serviceType = row.service_type;
          if (!isOptServiceType(serviceType)) return [];
          return [{ serviceType, enabled: row.is_enabled === 1, isDefault: row.is_default === 1 }];
        }),
      };
    },
  );
};
