import {
  faqCategoryListSchema,
  faqListSchema,
  faqsQuerySchema,
  languageIdParamSchema,
  type FaqCategoryDto,
} from '@skybook/contracts/content-store';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { matchesSearch } from '@skybook/domain/text-search';
import type { Language } from '@skybook/domain/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { htmlToText } from '../../documents/html/html-sanitizer';
import { readLanguageId } from '../../i18n/language-id';
import { notFound } from '../../plugins/app-error';
import { ContentReader, type ContentEntry } from './content-reader';
import { cacheContent } from './site-content.routes';

function toCategory(category: ContentEntry<'faqCategory'>, questionCount: number): FaqCategoryDto {
  return {
    id: category.key,
    slug: category.text.slug,
    name: category.text.name,
    description: category.text.description,
    icon: category.attributes.icon,
    questionCount,
    alternates: category.alternates,
    languageId: category.languageId,
  };
}

/** `GET /api/v1/faq/categories/{languageId}` and `/api/v1/faqs/` of the content API (requirements §7). */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = new ContentReader(app.db);
  const load = async (language: Language) => {
    const [categories, faqs] = await Promise.all([
      reader.list('faqCategory', language),
      reader.list('faq', language),
    ]);
    const count = (key: string) => faqs.filter((faq) => faq.parentKey === key).length;
    return { categories: categories.map((category) => toCategory(category, count(category.key))), faqs };
  };

  app.get(
    '/api/v1/faq/categories/:languageId',
    {
      schema: {
        summary: 'The FAQ categories, with how many questions each has',
        description:
          'Names in languageId, or English, then Vietnamese; alternates give each slug in every language (for /FAQ/{slug}).',
        params: languageIdParamSchema,
        response: { 200: faqCategoryListSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { categories } = await load(readLanguageId(request.params.languageId, request.language));
      cacheContent(reply);
      return { categories };
    },
  );

  // The requirements write the path with its trailing slash; the bare one answers the same (not in /docs).
  for (const url of ['/api/v1/faqs/', '/api/v1/faqs']) {
    app.get(
      url,
      {
        schema: {
          hide: url === '/api/v1/faqs',
          summary: 'FAQ questions and answers: one category, a search, or both',
          description:
            'faqCategoryLanguageSlug: a category slug in any language (unknown → 404 NOT_FOUND); q: case- and accent-insensitive search of questions and answers in the answer language; neither: every question, categories in order.',
          querystring: faqsQuerySchema,
          response: { 200: faqListSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const { faqCategoryLanguageSlug: slug, q = '', languageId } = request.query;
        const language = readLanguageId(languageId, request.language);
        const { categories, faqs } = await load(language);
        const category =
          slug === undefined
            ? undefined
            : categories.find((candidate) => Object.values(candidate.alternates).includes(slug));
        if (slug !== undefined && !category) throw notFound();
        const order = new Map(categories.map((candidate, index) => [candidate.id, index]));
        const matching = faqs
          .filter((faq) => category === undefined || faq.parentKey === category.id)
          .filter((faq) => matchesSearch(q, [faq.text.question, htmlToText(faq.text.answer)]))
          .sort(
            (a, b) =>
              (order.get(a.parentKey ?? '') ?? 0) - (order.get(b.parentKey ?? '') ?? 0) ||
              a.sortOrder - b.sortOrder,
          );
        cacheContent(reply);
        return {
          category: category ?? null,
          faqs: matching.map((faq) => ({
            id: faq.key,
            categoryId: faq.parentKey ?? '',
            question: faq.text.question,
            answer: faq.text.answer,
            isTop: faq.attributes.isTop,
            languageId: faq.languageId,
          })),
          total: matching.length,
        };
      },
    );
  }
};
