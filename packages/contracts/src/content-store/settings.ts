import { z } from 'zod';
import { contentLanguageQuerySchema, languageIdField } from './common';

/* The front-end dictionary, settings and form definitions. */

export const feTranslationsSchema = z.object({
  languageId: z.string(),
  /** Key → text: the asked language's own texts over English over Vietnamese. */
  translations: z.record(z.string(), z.string()),
  /** How many keys the asked language has itself (the rest fell back). */
  ownKeys: z.number().int(),
});

const configValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export const cmsConfigSchema = z.object({
  name: z.string(),
  value: z.record(z.string(), configValueSchema),
});
export const cmsConfigParamSchema = z.object({
  name: z.string().regex(/^[A-Z][A-Z0-9_]{0,60}$/, 'an upper-case setting name such as VNKM'),
});

export const formFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  placeholder: z.string(),
  required: z.boolean(),
  maxLength: z.number().int(),
  /** A regular expression the whole value must match, or null. */
  pattern: z.string().nullable(),
  inputMode: z.enum(['text', 'numeric', 'email', 'tel']),
  autoComplete: z.string(),
  errorRequired: z.string(),
  errorPattern: z.string().nullable(),
});
export const formSchema = z.object({
  name: z.string(),
  title: z.string(),
  submitLabel: z.string(),
  /** Sanitized HTML. */
  helpHtml: z.string(),
  fields: z.array(formFieldSchema),
  languageId: languageIdField,
});
export const formParamSchema = z.object({ name: z.string().regex(/^[A-Z][A-Z0-9_]{0,60}$/) });

export const emenuDownloadQuerySchema = contentLanguageQuerySchema;
