import { z } from 'zod';

/** ISO 3166-1 alpha-2, in any letter case on input. */
export const countryCodeParamSchema = z.object({
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'two letters (ISO 3166-1 alpha-2)')
    .transform((value) => value.toUpperCase()),
});

/** requirements §3 Country: countryCode, languages (plus what the forms need). */
export const countrySchema = z.object({
  countryCode: z.string().length(2),
  /** Name in the request's language. */
  name: z.string(),
  /** International dialling prefix, `+84`. */
  phoneCode: z.string(),
  /** The currency a visitor from here starts with (requirements §4). */
  defaultCurrency: z.string().length(3),
  /** Site languages for visitors from here, the first preferred (requirements §2). */
  languages: z.array(z.string()),
});
export const countryListSchema = z.object({ countries: z.array(countrySchema) });

/** A first-level subdivision: province, centrally-run city, state, territory. */
export const provinceSchema = z.object({
  code: z.string(),
  /** Name in the request's language. */
  name: z.string(),
  kind: z.string(),
});
export const provinceListSchema = z.object({
  countryCode: z.string().length(2),
  provinces: z.array(provinceSchema),
});

export type CountryDto = z.infer<typeof countrySchema>;
export type ProvinceDto = z.infer<typeof provinceSchema>;
