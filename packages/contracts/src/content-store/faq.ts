import { z } from 'zod';
import { alternatesSchema, contentLanguageQuerySchema, languageIdField } from './common';

/* FAQ categories, questions and help topics. */

export const faqCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  questionCount: z.number().int(),
  alternates: alternatesSchema,
  languageId: languageIdField,
});
export const faqCategoryListSchema = z.object({ categories: z.array(faqCategorySchema) });

export const faqsQuerySchema = contentLanguageQuerySchema.extend({
  faqCategoryLanguageSlug: z.string().max(200).optional().describe('A category slug in any language.'),
  q: z.string().max(100).optional().describe('Case- and accent-insensitive search of questions and answers.'),
});

export const faqSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  question: z.string(),
  /** Sanitized HTML. */
  answer: z.string(),
  /** Shown among the top questions of the FAQ home. */
  isTop: z.boolean(),
  languageId: languageIdField,
});
export const faqListSchema = z.object({
  category: faqCategorySchema.nullable(),
  faqs: z.array(faqSchema),
  total: z.number().int(),
});

export const faqGeneralSettingSchema = z.object({
  name: z.literal('FAQ_GENERAL_SETTING'),
  title: z.string(),
  description: z.string(),
  searchPlaceholder: z.string(),
  noResult: z.string(),
  bannerImage: z.string(),
  contactTitle: z.string(),
  /** Sanitized HTML. */
  contactHtml: z.string(),
  hotline: z.string(),
  email: z.string(),
  /** How many top questions the FAQ home lists. */
  topQuestionCount: z.number().int(),
  languageId: languageIdField,
});

export const helpTopicSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  link: z.string(),
  languageId: languageIdField,
});
export const helpListSchema = z.object({ topics: z.array(helpTopicSchema) });

export type FaqCategoryDto = z.infer<typeof faqCategorySchema>;
export type FaqDto = z.infer<typeof faqSchema>;
