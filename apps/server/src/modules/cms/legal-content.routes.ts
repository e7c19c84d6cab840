import { addonsResponseSchema } from '@skybook/contracts/ancillaries';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { LEGAL_CONTENT_KEYS, htmlContentSchema, htmlsQuerySchema } from '@skybook/contracts/legal-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageFallbacks, readLanguageId } from '../../i18n/language-id';
import { localized } from '../../i18n/localized';
import { appError, notFound } from '../../plugins/app-error';
import { moduleImageRoutes } from '../module-images';
import { findHtmlContents, listAddons } from './legal-content.repository';

const addonsQuerySchema = z.object({
  languageId: z
    .string()
    .optional()
    .describe('vi, en, th, ko, zh-CN, zh-TW, ja, ru; texts other than vi and en read English.'),
});

const CACHE = 'public, max-age=300';

/**
 * `GET htmls` and `GET addons` of the CMS API (requirements §7): the legal texts the booking pages link to
 * (requirements §3 legal-content keys) and the partner add-ons; plus the add-ons' pictures.
 */
export const legalContentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    moduleImageRoutes({
      dir: new URL('./images/addons/', import.meta.url),
      path: '/images/addons',
      summary: 'A partner add-on’s picture (SVG, 240×160)',
    }),
  );

  app.get(
    '/api/v1/htmls',
    {
      schema: {
        summary: 'A legal text by name (requirements §3 legal-content keys), sanitized HTML',
        description: `name is one of ${LEGAL_CONTENT_KEYS.join(', ')}. The text in languageId (else the Accept-Language), or in English, then Vietnamese when that language has none; languageId in the answer says which. A missing name answers 400 INVALID_REQUEST, an unknown one 404 NOT_FOUND.`,
        querystring: htmlsQuerySchema,
        response: { 200: htmlContentSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { name, languageId } = request.query;
      if (name === undefined || name === '') {
        throw appError('INVALID_REQUEST', { details: { field: 'name', reason: 'MISSING' } });
      }
      const key = LEGAL_CONTENT_KEYS.find((candidate) => candidate === name);
      if (!key) throw notFound();
      const order = languageFallbacks(readLanguageId(languageId, request.language));
      const rows = await findHtmlContents(app.db, key, order);
      const row = order
        .map((language) => rows.find((candidate) => candidate.language_id === language))
        .find((candidate) => candidate !== undefined);
      if (!row) throw notFound();
      reply.header('cache-control', CACHE).header('vary', 'accept-language');
      return {
        name: key,
        languageId: row.language_id,
        title: row.title,
        detail: row.detail,
        updatedAt: row.updated_at,
      };
    },
  );

  app.get(
    '/api/v1/addons',
    {
      schema: {
        summary: 'Partner add-ons linked from the extras page (eSIM, e-visa, in-flight menu)',
        description:
          'The active add-ons in the airline’s order, in languageId (else the Accept-Language). url is a site path without the language prefix, or an allow-listed partner address.',
        querystring: addonsQuerySchema,
        response: { 200: addonsResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const language = readLanguageId(request.query.languageId, request.language);
      const rows = await listAddons(app.db);
      reply.header('cache-control', CACHE).header('vary', 'accept-language');
      return {
        addons: rows.map((row) => ({
          code: row.code,
          name: localized(language, { vi: row.name_vi, en: row.name_en }),
          description: localized(language, { vi: row.description_vi, en: row.description_en }),
          imageUrl: row.image_path,
          url: row.url,
        })),
      };
    },
  );
};
