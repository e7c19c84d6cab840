import { z } from 'zod';

/** SPEC §3 Language, as `GET /cms/api/v1/language` lists it. */
export const languageSchema = z.object({
  /** The language code used in paths: `vi`, `en`, `zh-CN` … */
  id: z.string(),
  /** The language's name in itself (`Tiếng Việt`). */
  name: z.string(),
  shortName: z.string(),
  /** Path of a flag or symbol shown beside the name; null where the site shows none. */
  image: z.string().nullable(),
  isDefault: z.boolean(),
});
export const languageListSchema = z.object({ languages: z.array(languageSchema) });

/** SPEC §3 Currency, as `GET /cms/api/v1/currency` lists it. */
export const currencySchema = z.object({
  id: z.string(),
  /** ISO 4217 code. */
  code: z.string().length(3),
  /** Name in the request's language. */
  description: z.string(),
  symbol: z.string(),
  /** Digits after the decimal point (VND, KRW, JPY: 0). */
  minorUnitExponent: z.number().int().min(0).max(3),
});
export const currencyListSchema = z.object({ currencies: z.array(currencySchema) });

export type LanguageDto = z.infer<typeof languageSchema>;
export type CurrencyDto = z.infer<typeof currencySchema>;
