import { CURRENCY_CODES } from '@skybook/domain/currency';
import { z } from 'zod';
import { languageIdField } from './common';

/*
 * The e-menu's catalogue (requirements §7 content API): what is served on board, by category, each item
 * with its picture, its price in the visitor's currency and the dietary conditions it meets.
 *
 * GET /content/api/v1/items/{languageId}?name&currency   every category with its items; `name`
 *     keeps the items whose name holds it (case and accents ignored). An unsupported language
 *     answers 400 INVALID_LANGUAGE.
 * GET /content/api/v1/categories/{id}?languageId&currency   one category with its items; an
 *     unknown id answers 404 EMENU_CATEGORY_NOT_FOUND.
 * GET /content/api/v1/items/condition/{id}?languageId&currency   a dietary condition and the items
 *     that meet it; an unknown id answers 404 EMENU_CONDITION_NOT_FOUND.
 *
 * Prices are filed in VND and converted with the site's exchange rates (half up, to the
 * currency's minor unit); an unsupported currency answers 400 INVALID_CURRENCY.
 */

const currencyQuery = z
  .string()
  .max(10)
  .optional()
  .describe(
    'The currency prices are given in (SGD, THB, VND, USD, AUD, KRW, JPY, IDR; any letter case); absent: VND.',
  );

/** A category's or condition's id: lower-case words joined by dashes (`hot-meals`, `contains-nuts`). */
export const emenuIdParamsSchema = z.object({
  id: z
    .string()
    .max(60)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'an id such as hot-meals or vegetarian'),
});

export const emenuQuerySchema = z.object({
  languageId: z
    .string()
    .max(10)
    .optional()
    .describe('vi, en, th, ko, zh-CN, zh-TW, ja, ru; absent: the Accept-Language language.'),
  currency: currencyQuery,
});

export const emenuItemsParamsSchema = z.object({
  languageId: z
    .string()
    .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z]{2,4})?$/, 'a language code such as vi, en or zh-TW')
    .describe('vi, en, th, ko, zh-CN, zh-TW, ja, ru (any letter case).'),
});

export const emenuItemsQuerySchema = z.object({
  name: z
    .string()
    .max(60)
    .optional()
    .describe('Keeps the items whose name holds this text, case and accents ignored; blank: every item.'),
  currency: currencyQuery,
});

/** A dietary condition: vegetarian, halal, contains nuts … */
export const emenuConditionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
});

export const emenuItemSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.string(),
  /** Site path of the item's picture (decorative: the name says what it is). */
  image: z.string(),
  /** The price in the asked currency, in its minor units. */
  price: z.object({ currency: z.enum(CURRENCY_CODES), amount: z.number().int() }),
  /** The dietary conditions the item meets, in the menu's order. */
  conditions: z.array(emenuConditionSchema.pick({ id: true, name: true })),
});

export const emenuCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  items: z.array(emenuItemSchema),
});

export const emenuCatalogueSchema = z.object({
  languageId: languageIdField,
  currency: z.enum(CURRENCY_CODES),
  /** The name searched for, as asked ('' for none). */
  name: z.string(),
  /** Categories in the menu's order; those without a matching item are left out. */
  categories: z.array(emenuCategorySchema),
  /** Every condition the menu knows, in its order (for a legend). */
  conditions: z.array(emenuConditionSchema),
  /** How many items match. */
  total: z.number().int(),
  /** What the menu says under its list (routes vary, how to pay). */
  footnote: z.string(),
});

export const emenuCategoryResponseSchema = z.object({
  languageId: languageIdField,
  currency: z.enum(CURRENCY_CODES),
  category: emenuCategorySchema,
});

export const emenuConditionResponseSchema = z.object({
  languageId: languageIdField,
  currency: z.enum(CURRENCY_CODES),
  condition: emenuConditionSchema,
  items: z.array(emenuItemSchema),
});

export type EmenuItemDto = z.infer<typeof emenuItemSchema>;
export type EmenuCategoryDto = z.infer<typeof emenuCategorySchema>;
export type EmenuConditionDto = z.infer<typeof emenuConditionSchema>;
export type EmenuCatalogueDto = z.infer<typeof emenuCatalogueSchema>;
