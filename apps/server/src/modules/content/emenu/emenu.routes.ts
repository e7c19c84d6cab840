import {
  emenuCatalogueSchema,
  emenuCategoryResponseSchema,
  emenuConditionResponseSchema,
  emenuIdParamsSchema,
  emenuItemsParamsSchema,
  emenuItemsQuerySchema,
  emenuQuerySchema,
} from '@skybook/contracts/content-store';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { toLanguage } from '@skybook/domain/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readLanguageId } from '../../../i18n/language-id';
import { appError } from '../../../plugins/app-error';
import { EmenuService } from './emenu.service';
import { LANGUAGE_NOTE, cacheContent } from '../site-content.routes';

const PRICE_NOTE =
  'Prices are filed in VND and converted into currency with the site’s exchange rates (half up); an unsupported currency answers 400 INVALID_CURRENCY.';

/**
 * The e-menu's catalogue of the content API (requirements §7): `items/{languageId}` (every category, or
 * a search by name), `categories/{id}` and `items/condition/{id}`, beside its PDF and banner.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const emenuRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new EmenuService(app.db);
  const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

  app.get(
    '/api/v1/items/:languageId',
    {
      schema: {
        summary: 'The e-menu by category: each item’s picture, price and dietary conditions',
        description: `languageId: a site language in any letter case (another answers 400 INVALID_LANGUAGE); name keeps the items whose name holds it, case and accents ignored. Categories without a matching item are left out. ${PRICE_NOTE}`,
        params: emenuItemsParamsSchema,
        querystring: emenuItemsQuerySchema,
        response: { 200: emenuCatalogueSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const language = toLanguage(request.params.languageId);
      if (!language)
        throw appError('INVALID_LANGUAGE', { details: { languageId: request.params.languageId } });
      const catalogue = await service.catalogue(language, request.query.currency, request.query.name?.trim());
      cacheContent(reply);
      return catalogue;
    },
  );

  app.get(
    '/api/v1/items/condition/:id',
    {
      schema: {
        summary:
          'A dietary condition of the e-menu (vegetarian, halal, contains-nuts …) and the items meeting it',
        description: `An unknown id answers 404 EMENU_CONDITION_NOT_FOUND. ${LANGUAGE_NOTE} ${PRICE_NOTE}`,
        params: emenuIdParamsSchema,
        querystring: emenuQuerySchema,
        response: { 200: emenuConditionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const language = readLanguageId(request.query.languageId, request.language);
      const answer = await service.condition(request.params.id, language, request.query.currency);
      cacheContent(reply);
      return answer;
    },
  );

  app.get(
    '/api/v1/categories/:id',
    {
      schema: {
        summary: 'One category of the e-menu (hot-meals, snacks, drinks, gifts) with its items',
        description: `An unknown id answers 404 EMENU_CATEGORY_NOT_FOUND. ${LANGUAGE_NOTE} ${PRICE_NOTE}`,
        params: emenuIdParamsSchema,
        querystring: emenuQuerySchema,
        response: { 200: emenuCategoryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const language = readLanguageId(request.query.languageId, request.language);
      const answer = await service.category(request.params.id, language, request.query.currency);
      cacheContent(reply);
      return answer;
    },
  );
};
