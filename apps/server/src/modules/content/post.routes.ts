import {
  contentLanguageQuerySchema,
  postListQuerySchema,
  postListSchema,
  postResponseSchema,
  postSlugParamSchema,
  templateParamSchema,
  templatePostListSchema,
  templatePostQuerySchema,
  type PostSummaryDto,
} from '@skybook/contracts/content-store';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { Language } from '@skybook/domain/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readLanguageId } from '../../i18n/language-id';
import { notFound } from '../../plugins/app-error';
import { ContentReader, type ContentEntry } from './content-reader';
import { countPosts, listPostsPage, type PostFilter } from './content-store.repository';
import { cacheContent } from './site-content.routes';

type CategoryEntry = ContentEntry<'menu'>;

function toSummary(post: ContentEntry<'post'>, category: CategoryEntry | undefined): PostSummaryDto {
  const categorySlug = category?.text.slug ?? post.attributes.category;
  return {
    id: post.key,
    slug: post.text.slug,
    title: post.text.title,
    summary: post.text.summary,
    image: post.attributes.image,
    altText: post.text.imageAlt,
    isFeature: post.attributes.isFeature,
    publishedAt: post.attributes.publishedAt,
    category: {
      id: post.attributes.category,
      name: category?.text.menuName ?? post.attributes.category,
      slug: categorySlug,
    },
    path: `/news/${categorySlug}/${post.text.slug}`,
    alternates: post.alternates,
    languageId: post.languageId,
  };
}

/** The news categories (List menus) in one language, by key. */
async function categories(reader: ContentReader, language: Language): Promise<Map<string, CategoryEntry>> {
  const menus = await reader.list('menu', language);
  return new Map(menus.filter((menu) => menu.attributes.type === 'List').map((menu) => [menu.key, menu]));
}

/**
 * `GET /api/v1/post`, `/api/v1/post/{slug}` and `/api/v1/templates/{template}/post` of the content
 * API (requirements §7): news lists with load more, a news article, and the posts a template page shows.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = new ContentReader(app.db);

  app.get(
    '/api/v1/post',
    {
      schema: {
        summary: 'News posts, newest first, a page at a time (load more)',
        description:
          'slug: a news category (List menu) in any language, unknown → 404 NOT_FOUND; isFeature: featured posts only (true) or the others (false); page from 1, limit 1–50 (default 10). total counts every matching post and hasMore says a later page has some.',
        querystring: postListQuerySchema,
        response: { 200: postListSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { slug, isFeature, page, limit, languageId } = request.query;
      const language = readLanguageId(languageId, request.language);
      const byKey = await categories(reader, language);
      const category =
        slug === undefined
          ? undefined
          : [...byKey.values()].find((menu) => Object.values(menu.alternates).includes(slug));
      if (slug !== undefined && !category) throw notFound();
      const filter: PostFilter = {
        ...(category ? { category: category.key } : {}),
        ...(isFeature === undefined ? {} : { isFeature }),
      };
      const offset = (page - 1) * limit;
      const [rows, total] = await Promise.all([
        listPostsPage(app.db, filter, offset, limit),
        countPosts(app.db, filter),
      ]);
      const posts = await reader.entries('post', rows, language);
      cacheContent(reply);
      return {
        category: category
          ? {
              id: category.key,
              name: category.text.menuName,
              slug: category.text.slug,
              alternates: category.alternates,
            }
          : null,
        posts: posts.map((post) => toSummary(post, byKey.get(post.attributes.category))),
        page,
        limit,
        total,
        hasMore: offset + rows.length < total,
      };
    },
  );

  app.get(
    '/api/v1/post/:slug',
    {
      schema: {
        summary: 'A news post by slug in any language, with up to three related posts',
        description:
          'The text in languageId (else Accept-Language), or English, then Vietnamese; alternates give the slug in each language for the language switch. Unknown slug: 404 NOT_FOUND.',
        params: postSlugParamSchema,
        querystring: contentLanguageQuerySchema,
        response: { 200: postResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const language = readLanguageId(request.query.languageId, request.language);
      const [post] = await reader.findBySlug('post', request.params.slug, language);
      if (!post) throw notFound();
      const byKey = await categories(reader, language);
      const category = byKey.get(post.attributes.category);
      const siblings = await listPostsPage(app.db, { category: post.attributes.category }, 0, 4);
      const related = await reader.entries(
        'post',
        siblings.filter((row) => row.key !== post.key).slice(0, 3),
        language,
      );
      cacheContent(reply);
      return {
        post: {
          ...toSummary(post, category),
          body: post.text.body,
          seo: { title: post.text.title, description: post.text.seoDescription ?? post.text.summary },
          related: related.map((entry) => toSummary(entry, category)),
        },
      };
    },
  );

  app.get(
    '/api/v1/templates/:template/post',
    {
      schema: {
        summary:
          'The posts a template page shows, in order (e-visa, e-sim, mobile app, flight certificate …)',
        description:
          'lang as languageId elsewhere (else Accept-Language), with the same fallback. A template without posts: 404 NOT_FOUND.',
        params: templateParamSchema,
        querystring: templatePostQuerySchema,
        response: { 200: templatePostListSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const language = readLanguageId(request.query.lang, request.language);
      const posts = await reader.list('templatePost', language, request.params.template);
      if (posts.length === 0) throw notFound();
      cacheContent(reply);
      return {
        template: request.params.template,
        posts: posts.map((post) => ({
          id: post.key,
          slug: post.text.slug,
          title: post.text.title,
          summary: post.text.summary,
          body: post.text.body,
          image: post.attributes.image,
          languageId: post.languageId,
        })),
      };
    },
  );
};
