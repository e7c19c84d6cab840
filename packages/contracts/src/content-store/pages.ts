import { z } from 'zod';
import { alternatesSchema, languageIdField, seoSchema } from './common';

/* Pages and information pages (requirements §3 HTML content page). */

export const PAGE_SECTIONS = ['pages', 'information'] as const;

export const pageSchema = z.object({
  id: z.string(),
  section: z.enum(PAGE_SECTIONS),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Sanitized HTML. */
  body: z.string(),
  image: z.string().nullable(),
  seo: seoSchema,
  /** The MenuList the page sits under (`/pages/{parent.slug}/{slug}`), if any. */
  parent: z.object({ id: z.string(), menuName: z.string(), slug: z.string() }).nullable(),
  /** Where the page is, without the language prefix. */
  path: z.string(),
  alternates: alternatesSchema,
  languageId: languageIdField,
  updatedAt: z.string(),
});
export const pageResponseSchema = z.object({ page: pageSchema });
export const pageSlugParamSchema = z.object({ slug: z.string().min(1).max(200) });

export type PageDto = z.infer<typeof pageSchema>;
