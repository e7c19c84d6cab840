import type { TripType } from '@skybook/domain/booking-enums';
import { CURRENCY_CODES } from '@skybook/domain/currency';
import { SUPPORTED_LANGUAGES, toLanguage } from '@skybook/domain/languages';
import { z } from 'zod';

/*
 * GET /hotdeal/api-home-hotdeal/ (requirements §7 Hot-deal API, §3 Hot deal) and GET /cms/api/v1/hotdeal
 * (requirements §7 CMS API). Which routes are hot deals is airline-managed content (the hot_deal table);
 * their prices are the real cheapest fares of the coming weeks, as the low-fare calendar prices
 * them. Every amount is an integer in the minor unit of `currency`.
 */

/** The trip types a hot deal can be: a one-way fare or a round trip of a fixed stay. */
export const HOT_DEAL_TRIP_TYPES = ['oneway', 'roundTrip'] as const satisfies readonly TripType[];

export const hotDealQuerySchema = z.object({
  lang_code: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value.trim() === '') return undefined;
      const language = toLanguage(value.trim());
      if (language) return language;
      context.addIssue({ code: 'custom', message: `one of ${SUPPORTED_LANGUAGES.join(', ')}` });
      return z.NEVER;
    })
    .describe(
      `The language of names, texts and deep links: ${SUPPORTED_LANGUAGES.join(', ')} (any letter case). Default: the Accept-Language of the request, else vi. Anything else → 400 INVALID_REQUEST.`,
    ),
  currency: z
    .string()
    .optional()
    .describe(
      `Prices in: ${CURRENCY_CODES.join(', ')} (any letter case). Default VND. Anything else → 400 INVALID_CURRENCY.`,
    ),
});

/** What a client sends (`lang_code` as typed); the server reads it into {@link HotDealQuery}. */
export type HotDealQueryInput = z.input<typeof hotDealQuerySchema>;
export type HotDealQuery = z.output<typeof hotDealQuerySchema>;

/** requirements §3 Hot deal: one route at its cheapest fare in the coming weeks. */
export const hotDealSchema = z.object({
  id: z.number().int(),
  /** Site path of the picture (shaped as HOT_DEAL_IMAGE_SIZE, hotdeal-image.ts), e.g. `/hotdeal/images/han.webp`. */
  image: z.string(),
  originCode: z.string().length(3),
  /** The origin's city in the answer's language. */
  originName: z.string(),
  originAirportName: z.string(),
  destinationCode: z.string().length(3),
  destinationName: z.string(),
  destinationAirportName: z.string(),
  isDomestic: z.boolean(),
  tripType: z.enum(HOT_DEAL_TRIP_TYPES),
  /**
   * The cheapest total for one adult, taxes and charges included (both ways for a round trip):
   * the low-fare calendar's lowest total of `departureDate` (plus that of `returnDate`).
   */
  price: z.number().int(),
  currency: z.enum(CURRENCY_CODES),
  /** Digits after the decimal point of `currency`. */
  minorUnitExponent: z.number().int(),
  /** YYYY-MM-DD, the local date at the origin that gives `price`. */
  departureDate: z.string(),
  /** YYYY-MM-DD for a round trip (departureDate plus the deal's stay); null for one way. */
  returnDate: z.string().nullable(),
  /** Nights between departure and return for a round trip; null for one way. */
  stayDays: z.number().int().nullable(),
  /** "Từ" / "From", before the origin. */
  fromText: z.string(),
  /** "Đến" / "To", before the destination. */
  toText: z.string(),
  /** "Chỉ từ" / "Only from", before the price. */
  priceText: z.string(),
  /**
   * Site path that starts exactly this search (requirements §2 search from query string), e.g.
   * `/vi/select-flight?departAirport=SGN&arrivalAirport=HAN&departDate=2026-12-01&tripType=oneway&adultCount=1&childCount=0&infantCount=0&currency=VND`.
   */
  deepLink: z.string(),
});

export const hotDealListSchema = z.object({
  language: z.enum(SUPPORTED_LANGUAGES),
  currency: z.enum(CURRENCY_CODES),
  minorUnitExponent: z.number().int(),
  /** The departure dates searched, YYYY-MM-DD, inclusive (from tomorrow in Vietnam). */
  from: z.string(),
  to: z.string(),
  /** ISO-8601 UTC instant the prices were read (answers are cached for up to a minute). */
  pricedAt: z.string(),
  /** In the airline's order; deals with no fare in the window are left out. */
  deals: z.array(hotDealSchema),
});

export type HotDealDto = z.infer<typeof hotDealSchema>;
export type HotDealListDto = z.infer<typeof hotDealListSchema>;

// ─── CMS: the managed list (GET /cms/api/v1/hotdeal) ────────────────────────────────────────

/** One managed hot deal as stored: which route, how it is shown, and when. */
export const cmsHotDealSchema = z.object({
  id: z.number().int(),
  originCode: z.string().length(3),
  /** The origin's city in the request's language. */
  originName: z.string(),
  originAirportName: z.string(),
  destinationCode: z.string().length(3),
  destinationName: z.string(),
  destinationAirportName: z.string(),
  tripType: z.enum(HOT_DEAL_TRIP_TYPES),
  /** Nights for a round trip; null for one way. */
  stayDays: z.number().int().nullable(),
  image: z.string(),
  sortOrder: z.number().int(),
  /** False for a deal withdrawn without deleting it. */
  isActive: z.boolean(),
  /** ISO-8601 UTC instants bounding when the deal is shown; null for open-ended. */
  saleFrom: z.string().nullable(),
  saleTo: z.string().nullable(),
  updatedAt: z.string(),
});

export const cmsHotDealListSchema = z.object({ hotDeals: z.array(cmsHotDealSchema) });

export type CmsHotDealDto = z.infer<typeof cmsHotDealSchema>;
