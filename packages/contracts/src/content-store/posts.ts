import { z } from 'zod';
import {
  alternatesSchema,
  contentLanguageQuerySchema,
  imageFields,
  languageIdField,
  seoSchema,
} from './common';

/* News posts and template posts (requirements §3 Post). */

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const POST_PAGE_LIMIT_DEFAULT = 10;
export const POST_PAGE_LIMIT_MAX = 50;

export const postListQuerySchema = contentLanguageQuerySchema.extend({
  slug: z.string().max(200).optional().describe('The news category (a List menu) in any language.'),
  isFeature: booleanQuery.optional().describe('true: featured posts only; false: the others.'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(POST_PAGE_LIMIT_MAX).default(POST_PAGE_LIMIT_DEFAULT),
});

const postCategorySchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });

export const postSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  ...imageFields,
  isFeature: z.boolean(),
  /** ISO-8601 UTC. */
  publishedAt: z.string(),
  category: postCategorySchema,
  /** `/news/{category}/{slug}` without the language prefix. */
  path: z.string(),
  alternates: alternatesSchema,
  languageId: languageIdField,
});

export const postListSchema = z.object({
  /** The category asked for, with its slug in every language; null when none was asked. */
  category: postCategorySchema.extend({ alternates: alternatesSchema }).nullable(),
  posts: z.array(postSummarySchema),
  page: z.number().int(),
  limit: z.number().int(),
  /** Posts matching the filter in all pages. */
  total: z.number().int(),
  /** True when a later page has posts (load more). */
  hasMore: z.boolean(),
});

export const postDetailSchema = postSummarySchema.extend({
  /** Sanitized HTML. */
  body: z.string(),
  seo: seoSchema,
  /** Up to three other posts of the category, newest first. */
  related: z.array(postSummarySchema),
});
export const postResponseSchema = z.object({ post: postDetailSchema });
export const postSlugParamSchema = z.object({ slug: z.string().min(1).max(200) });

export const templateParamSchema = z.object({
  template: z.string().regex(/^[a-z0-9-]{1,60}$/, 'a template name such as e-visa'),
});
export const templatePostQuerySchema = z.object({
  lang: z.string().max(10).optional().describe('The language (as languageId elsewhere).'),
});
export const templatePostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  languageId: languageIdField,
});
export const templatePostListSchema = z.object({
  template: z.string(),
  posts: z.array(templatePostSchema),
});

export type PostSummaryDto = z.infer<typeof postSummarySchema>;
export type PostDetailDto = z.infer<typeof postDetailSchema>;
