import { ANCILLARY_SERVICE_TYPES, SERVICE_CATEGORIES } from '@skybook/domain/booking-enums';
import { CURRENCY_CODES } from '@skybook/domain/currency';
import { z } from 'zod';
import { LEGAL_CONTENT_KEYS } from './legal-content';
import { bookedJourneyEditSchema } from './service-windows';

/*
 * The extras of /select-service (requirements §2 Services, §3 Service types, §9 luggage and FlyGreen).
 *
 * GET  /booking/api/v1/ancillaryOptions?bookingKey=&languageId=   (x-session-id) one journey's catalogue
 *      with x-manage-grant: a booked journey's (service-change.ts), or with isChangeJourney=true
 *      the new journey's of a change of flights (journey-change.ts; decision 025)
 * POST /booking/api/v1/insurances                                 (x-session-id) premiums per passenger
 * GET  /booking/api/v1/banner-service/isFlyGreen?currency=        donation offer
 * GET  /content/api/v1/service?languageId=                        what each service is
 * GET  /content/api/v1/opt-ancillary?languageId=                  which services the page offers, in order
 * GET  /cms/api/v1/addons?languageId=                             partner add-ons (eSIM, e-visa …)
 *
 * Every product is one priced unit. The traveller's choice is a list of (journey, flight?,
 * passenger?, product, quantity) items (quotation.ts); the quotation prices them again.
 */

// The kinds of extras the page sells live in the domain package, which the browser can import
// without evaluating this module's schemas (and zod) at start-up.
export { ANCILLARY_SERVICE_TYPES, type AncillaryServiceType } from '@skybook/domain/booking-enums';

/**
 * How a product is counted: per passenger for the whole journey (luggage), per passenger and
 * flight (meals), per booking for the journey (taxi, flower transport).
 */
export const ANCILLARY_UNITS = ['passengerJourney', 'passengerFlight', 'bookingJourney'] as const;
export type AncillaryUnit = (typeof ANCILLARY_UNITS)[number];

export const ancillaryOptionsQuerySchema = z.object({
  bookingKey: z
    .string()
    .optional()
    .describe(
      'The booking key of one journey of the session (requirements §7). With the x-manage-grant header and isChangeJourney: a fare of search-flight for the new journey of a change of flights (required).',
    ),
  languageId: z.string().optional().describe('vi (default), en, th, ko, zh-CN, zh-TW, ja, ru.'),
  locator: z
    .string()
    .max(20)
    .optional()
    .describe('With the x-manage-grant header: must be the granted booking’s (404 otherwise).'),
  journeyKey: z
    .string()
    .max(100)
    .optional()
    .describe(
      'With the x-manage-grant header: the booked journey’s key (the first journey without one); with isChangeJourney, the booked journey being changed.',
    ),
  reservationKey: z
    .string()
    .max(64)
    .optional()
    .describe('With the x-manage-grant header: must be the granted booking’s key (404 otherwise).'),
  isChangeJourney: z
    .string()
    .max(5)
    .optional()
    .describe(
      'With the x-manage-grant header, true or 1 (any case): the extras of the new journey of a change of flights (bookingKey) instead of the booked one, checked as POST quotation/edit-booking checks the change. Any other value, or none, and without the grant: ignored.',
    ),
});

export const ancillaryProductSchema = z.object({
  code: z.string(),
  serviceType: z.enum(ANCILLARY_SERVICE_TYPES),
  category: z.enum(SERVICE_CATEGORIES).nullable(),
  unit: z.enum(ANCILLARY_UNITS),
  /** In the request's language. */
  name: z.string(),
  description: z.string(),
  /** Same-origin path of a picture (meals, souvenirs), or null. */
  imageUrl: z.string().nullable(),
  /** Luggage packs: the weight; null otherwise. */
  weightKg: z.number().int().nullable(),
  /** Per unit, minor units of the answer's currency: before VAT, VAT, and both. */
  baseAmount: z.number().int(),
  vatAmount: z.number().int(),
  totalAmount: z.number().int(),
  /** Most units one passenger (or the booking) may take. */
  maxQuantity: z.number().int(),
  /** For passengerFlight products: the flights of the journey it is offered on (0-based). */
  flightIndexes: z.array(z.number().int()),
  /** The fare family already includes it (e.g. SkyBoss priority check-in): shown, not sold. */
  includedInFare: z.boolean(),
  /** The legal-content key (CMS htmls) the traveller must accept before buying, if any. */
  termsKey: z.enum(LEGAL_CONTENT_KEYS).nullable(),
  /** False with a reason key when the journey does not support it (requirements §8 shuttle message). */
  available: z.boolean(),
  unavailableReason: z.enum(['serviceNotSupported', 'outOfSeason', 'soldOut']).nullable(),
});

export const ancillaryOptionsResponseSchema = z.object({
  journeyIndex: z.number().int(),
  currency: z.enum(CURRENCY_CODES),
  minorUnitExponent: z.number().int(),
  isDomestic: z.boolean(),
  /** What the journey's fare family includes (requirements §9): kg, 0 when none. */
  allowance: z.object({
    fareFamily: z.string(),
    cabinBaggageKg: z.number().int(),
    checkedBaggageKg: z.number().int(),
    golfBag: z.boolean(),
    priorityCheckIn: z.boolean(),
    meal: z.boolean(),
  }),
  products: z.array(ancillaryProductSchema),
  /**
   * Only when asked with a manage grant: each extra's cut-off on each flight and what the booking
   * already has. Products whose every flight is past its cut-off read `available: false`, and a
   * per-flight product lists only the flights still open in `flightIndexes`. With isChangeJourney
   * the products, allowance and cut-offs are the new journey's (its flights are the ones
   * `flightIndexes` and `cutoffs` count), `journeyKey` and `bought` the booked journey's.
   */
  edit: bookedJourneyEditSchema
    .extend({
      newJourneyKey: z
        .string()
        .optional()
        .describe(
          'Only with isChangeJourney: the new journey’s key (its flight ids joined by -); cutoffs are per flight of it, bought’s flightIndex per flight of the booked journey.',
        ),
    })
    .optional(),
});

/** POST /insurances: the session's passengers' premiums for the whole trip. */
export const insuranceQuoteBodySchema = z.object({
  passengers: z
    .array(
      z.object({
        key: z.string(),
        /** YYYY-MM-DD; premiums depend on age. Empty while unknown: the adult/child/infant rate applies. */
        dateOfBirth: z.string(),
      }),
    )
    .min(1)
    .max(18),
});

export const insurancePlanSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Cover lines in the request's language. */
  coverage: z.array(z.string()),
  termsKey: z.enum(LEGAL_CONTENT_KEYS),
  /** The premium per passenger key, VAT included (insurance is VAT-exempt in Vietnam: vat 0). */
  premiums: z.array(z.object({ passengerKey: z.string(), totalAmount: z.number().int() })),
});

export const insuranceQuoteResponseSchema = z.object({
  currency: z.enum(CURRENCY_CODES),
  minorUnitExponent: z.number().int(),
  /** Days covered: first departure to last arrival, inclusive. */
  days: z.number().int(),
  plans: z.array(insurancePlanSchema),
});

export const flyGreenQuerySchema = z.object({
  currency: z.string().optional().describe('Amounts also shown converted into this currency.'),
  languageId: z.string().optional(),
});

export const flyGreenResponseSchema = z.object({
  isFlyGreen: z.boolean(),
  /** The donations offered (requirements §9), VND, and the same in the requested currency. */
  options: z.array(z.object({ amountVnd: z.number().int(), amount: z.number().int() })),
  currency: z.enum(CURRENCY_CODES),
  minorUnitExponent: z.number().int(),
  title: z.string(),
  description: z.string(),
});

export const serviceCatalogueResponseSchema = z.object({
  services: z.array(
    z.object({
      serviceType: z.enum(ANCILLARY_SERVICE_TYPES),
      category: z.enum(SERVICE_CATEGORIES).nullable(),
      name: z.string(),
      description: z.string(),
      /** Same-origin path of the service's icon (SVG). */
      iconUrl: z.string(),
    }),
  ),
});

export const optAncillaryResponseSchema = z.object({
  /** The services /select-service offers, in display order. */
  services: z.array(
    z.object({
      serviceType: z.enum([...ANCILLARY_SERVICE_TYPES, 'seat', 'travelInsurance', 'flyGreen']),
      enabled: z.boolean(),
      /** Opened first on the page (requirements §3 isDefaultAncillarySet). */
      isDefault: z.boolean(),
    }),
  ),
});

export const addonsResponseSchema = z.object({
  addons: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      description: z.string(),
      imageUrl: z.string(),
      /** Same-origin path or an allow-listed partner URL. */
      url: z.string(),
    }),
  ),
});

export type AncillaryProductDto = z.infer<typeof ancillaryProductSchema>;
export type AncillaryOptionsResponse = z.infer<typeof ancillaryOptionsResponseSchema>;
export type InsuranceQuoteResponse = z.infer<typeof insuranceQuoteResponseSchema>;
export type FlyGreenResponse = z.infer<typeof flyGreenResponseSchema>;
