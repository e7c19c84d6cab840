import { z } from 'zod';

/** requirements §3 Language, as `GET /cms/api/v1/language` lists it. */
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

/** requirements §3 Currency, as `GET /cms/api/v1/currency` lists it. */
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

/**
 * `q` of the language and currency lists (requirements §5): case- and accent-insensitive; a language
 * matches by name or shortName, a currency by code or description (in the request's language).
 */
export const referenceSearchQuerySchema = z.object({
  q: z.string().max(100).optional(),
});

// ─── City pairs (GET /cms/api/v1/citypair, /citypair/{id}/type/{type}) ──────────────────────

/** A directional route FROM-TO (requirements §3 Flight.cityPair). */
export const cityPairSchema = z.object({
  id: z.number().int(),
  /** `SGN-HAN`. */
  code: z.string(),
  originCode: z.string().length(3),
  destinationCode: z.string().length(3),
  /** City names in the request's language. */
  originCity: z.string(),
  destinationCity: z.string(),
  distanceKm: z.number().int(),
  blockMinutes: z.number().int(),
  isDomestic: z.boolean(),
  carrierCode: z.string(),
});
export const cityPairListSchema = z.object({ cityPairs: z.array(cityPairSchema) });

/** The detail kinds: `Fare` (fare families and prices) and `Schedule` (the weekly timetable). */
export const CITY_PAIR_DETAIL_TYPES = ['Fare', 'Schedule'] as const;

export const cityPairDetailParamsSchema = z.object({
  /** The city pair's numeric id, or its `FROM-TO` code in any letter case. */
  id: z
    .string()
    .trim()
    .regex(/^(?:[1-9]\d{0,8}|[A-Za-z]{3}-[A-Za-z]{3})$/, 'a numeric id or a FROM-TO code')
    .transform((value) => value.toUpperCase()),
  /** `Fare` or `Schedule`, any letter case. */
  type: z.string().transform((value, context) => {
    const type = CITY_PAIR_DETAIL_TYPES.find((known) => known.toLowerCase() === value.toLowerCase());
    if (type) return type;
    context.addIssue({ code: 'custom', message: `one of ${CITY_PAIR_DETAIL_TYPES.join(', ')}` });
    return z.NEVER;
  }),
});

/** A fare family's price on the route before demand and the bucket ladder, with inclusions. */
export const cityPairFareSchema = z.object({
  fareFamilyCode: z.string(),
  name: z.string(),
  /** Per adult and segment, in `currency` minor units, before taxes and charges. */
  baseFare: z.number().int(),
  currency: z.string().length(3),
  cabinBaggageKg: z.number().int(),
  checkedBaggageKg: z.number().int(),
  hasPriorityCheckin: z.boolean(),
  hasMeal: z.boolean(),
  hasLounge: z.boolean(),
  canChange: z.boolean(),
  canRefund: z.boolean(),
  /** Sold only on flights by a wide-body aircraft. */
  isWideBodyOnly: z.boolean(),
  benefits: z.array(z.string()),
});

/** A timetable line of the route. */
export const cityPairScheduleSchema = z.object({
  /** `VJ120`. */
  flightNumber: z.string(),
  /** HH:mm at the origin. */
  departureTimeLocal: z.string(),
  /** ISO weekdays, `1234567` = daily. */
  operatingDays: z.string(),
  aircraftTypeCode: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
});

export const cityPairDetailSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('Fare'),
    cityPair: cityPairSchema,
    /** The Eco reference fare of the route. */
    baseFare: z.number().int(),
    currency: z.string().length(3),
    fares: z.array(cityPairFareSchema),
  }),
  z.object({
    type: z.literal('Schedule'),
    cityPair: cityPairSchema,
    schedules: z.array(cityPairScheduleSchema),
  }),
]);

// ─── Airport config (GET and PATCH /cms/api/v1/airport/config) ──────────────────────────────

/** A `FROM-TO` city pair code in any letter case. */
export const cityPairCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}-[A-Za-z]{3}$/, 'FROM-TO airport codes, e.g. SGN-HAN')
  .transform((value) => value.toUpperCase());

export const airportConfigQuerySchema = z.object({ cityPair: cityPairCodeSchema });

/**
 * The operator's settings for one city pair (this API's reading of requirements §7 `PATCH airport/config`
 * with `cityPair`). A city pair never configured answers the defaults with `updatedAt: null`.
 */
export const airportConfigSchema = z.object({
  cityPair: z.string(),
  /** Flights of the pair are offered for sale (default true). */
  isSaleEnabled: z.boolean(),
  /** The airport shuttle service is sold on the pair (requirements §8 'Chuyến bay không hỗ trợ dịch vụ này' otherwise). */
  isShuttleSupported: z.boolean(),
  /** Shortest connection, minutes, for a one-stop journey whose leg is this pair. */
  minConnectionMinutes: z.number().int(),
  /** ISO-8601 UTC of the last change; null for defaults. */
  updatedAt: z.string().nullable(),
});

export const airportConfigPatchSchema = z
  .strictObject({
    cityPair: cityPairCodeSchema,
    isSaleEnabled: z.boolean().optional(),
    isShuttleSupported: z.boolean().optional(),
    minConnectionMinutes: z.number().int().min(30).max(1440).optional(),
  })
  .refine(
    (body) =>
      body.isSaleEnabled !== undefined ||
      body.isShuttleSupported !== undefined ||
      body.minConnectionMinutes !== undefined,
    { message: 'change at least one setting' },
  );

/** The headers of a CMS admin call; other headers pass through untouched. */
export const bearerAuthHeadersSchema = z.looseObject({
  /** `Bearer <cms-admin token>`; missing or wrong → 401 INVALID_TOKEN. */
  authorization: z.string().optional(),
});

export type CityPairDto = z.infer<typeof cityPairSchema>;
export type CityPairDetailDto = z.infer<typeof cityPairDetailSchema>;
export type AirportConfigDto = z.infer<typeof airportConfigSchema>;
export type AirportConfigPatch = z.infer<typeof airportConfigPatchSchema>;
