import { SUPPORTED_LANGUAGES } from '@skybook/domain/languages';
import { z } from 'zod';

/* Fields and parameters every kind of content shares (see ../content-store.ts). */

export const languageIdField = z
  .string()
  .describe('The language this text is in, after fallback (vi, en, …).');

/** `languageId` in a path: a language code such as `vi` or `zh-TW`, any letter case. */
export const languageIdParamSchema = z.object({
  languageId: z
    .string()
    .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z]{2,4})?$/, 'a language code such as vi, en or zh-TW')
    .describe('vi, en, th, ko, zh-CN, zh-TW, ja, ru (any letter case); another code reads English.'),
});

/** `languageId` in a query: optional, the Accept-Language language when absent. */
export const contentLanguageQuerySchema = z.object({
  languageId: z
    .string()
    .max(10)
    .optional()
    .describe('vi, en, th, ko, zh-CN, zh-TW, ja, ru; absent: the Accept-Language language.'),
});

/** The slug of the same page, post or menu in each of the eight languages (after fallback). */
export const alternatesSchema = z
  .record(z.enum(SUPPORTED_LANGUAGES), z.string())
  .describe('For the language switch: the slug of the same thing in every site language.');

/** An image with its text alternative. */
export const imageFields = {
  /** Site path of the picture. */
  image: z.string(),
  /** Describes the picture for people who cannot see it. */
  altText: z.string(),
};

/** A page's or post's own title and description for search engines. */
export const seoSchema = z.object({ title: z.string(), description: z.string() });

export type AlternatesDto = z.infer<typeof alternatesSchema>;
