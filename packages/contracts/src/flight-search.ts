import { CURRENCY_CODES } from '@skybook/domain/currency';
import { TRIP_TYPES } from '@skybook/domain/booking-enums';
import { z } from 'zod';

/*
 * GET /booking/api/v1/search-flight and GET /booking/api/v1/low-fare (requirements §2 search from query
 * string, §3 Flight, §5 query search validity). Query values stay strings here on purpose: the
 * server checks them with the requirements §5 rules of @skybook/domain and answers a precise error code
 * (INVALID_PASSENGER_NUMBER, INVALID_DATE …) rather than a generic schema error. Every amount is
 * an integer in the minor unit of the response's `currency` (VND, KRW, JPY have none).
 */

const count = (what: string, fallback: number) =>
  z
    .string()
    .optional()
    .describe(
      `${what}: whole number in digits, default ${fallback}. requirements §5: adults 1–9, children at most 8, adults plus children at most 9, infants no more than adults.`,
    );

export const searchFlightQuerySchema = z.object({
  departAirport: z
    .string()
    .optional()
    .describe('IATA code of the departure airport, e.g. SGN (one way and round trip).'),
  arrivalAirport: z
    .string()
    .optional()
    .describe('IATA code of the arrival airport, e.g. HAN; differs from departAirport.'),
  departDate: z
    .string()
    .optional()
    .describe(
      "YYYY-MM-DD, the local date at the departure airport; not before today in that airport's time zone.",
    ),
  returnDate: z.string().optional().describe('YYYY-MM-DD; required for roundTrip, not before departDate.'),
  tripType: z
    .string()
    .optional()
    .describe(
      `${TRIP_TYPES.join(' | ')} (any letter case). Default: stopover when legs are given, roundTrip when returnDate is, else oneway.`,
    ),
  legs: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe(
      'Multi-stop (tripType=stopover): 2 to 5 legs, each FROM-TO-YYYY-MM-DD, repeated in travel order, e.g. legs=SGN-HAN-2026-12-01&legs=HAN-DAD-2026-12-04. A comma-separated list in one value is read the same way.',
    ),
  adultCount: count('Adults (12 years and over)', 1),
  childCount: count('Children (2 to 11 years)', 0),
  infantCount: count('Infants (under 2 years, on an adult’s lap)', 0),
  currency: z
    .string()
    .optional()
    .describe(`Prices in: ${CURRENCY_CODES.join(', ')}. Default VND.`),
  promoCode: z.string().optional().describe('Promotion code: 4 to 16 letters or digits, any letter case.'),
});

export type SearchFlightQuery = z.infer<typeof searchFlightQuerySchema>;

/** One priced line: a requirements §3 charge code (FA fare, AX, PSC, VAT, YQ, AF, AP, IF …) and its amount. */
export const chargeLineSchema = z.object({ code: z.string(), amount: z.number().int() });

/** What one passenger of a type pays for the journey, and how many of them travel. */
export const passengerPriceSchema = z.object({
  count: z.number().int(),
  /** The fare (FA) per passenger; 0 for infants, who pay IF and their taxes instead. */
  baseFare: z.number().int(),
  /** Every line by code, summed over the journey's flights. */
  charges: z.array(chargeLineSchema),
  /** Taxes and fees per passenger: every line except SA, SR, FA, IF, IT and IN (requirements §3). */
  taxTotal: z.number().int(),
  /** Everything per passenger. */
  total: z.number().int(),
});

export const PROMO_REJECTIONS = [
  'UNKNOWN_CODE',
  'EXPIRED',
  'NOT_STARTED',
  'ROUTE',
  'FARE_FAMILY',
  'TRAVEL_DATE',
  'MIN_PASSENGERS',
] as const;

export const farePromoSchema = z.object({
  applicable: z.boolean(),
  /** Why not, when not applicable. */
  reason: z.enum(PROMO_REJECTIONS).nullable(),
  /** Taken off the fares (never the taxes) for all passengers. */
  discountAmount: z.number().int(),
  totalAfterDiscount: z.number().int(),
});

export const fareIncludesSchema = z.object({
  cabinBaggageKg: z.number().int(),
  checkedBaggageKg: z.number().int(),
  golfBag: z.boolean(),
  priorityCheckIn: z.boolean(),
  meal: z.boolean(),
  drinks: z.boolean(),
  lounge: z.boolean(),
  /** Seat classes chosen at no charge. */
  freeSeatClasses: z.array(z.string()),
  canChange: z.boolean(),
  /** Per change and passenger, in the response currency, plus any fare difference. */
  changeFee: z.number().int(),
  canRefund: z.boolean(),
});

/**
 * What a fare family is (requirements §5 ticket class), once per answer rather than on every fare of
 * every journey: the same for all of them.
 */
export const fareFamilySchema = z.object({
  code: z.string(),
  /** In the request's language. */
  name: z.string(),
  includes: fareIncludesSchema,
  /** Lines for the fare card, in the request's language. */
  benefits: z.array(z.string()),
});

/** One fare family on one journey (requirements §5 ticket class). */
export const fareOptionSchema = z.object({
  /** Eco, Deluxe, SkyBoss, Business: its name and inclusions are in the answer's `fareFamilies`. */
  family: z.string(),
  /** Enough seats for every seated passenger (adults and children). */
  available: z.boolean(),
  /** No seat left at all on at least one flight. */
  soldOut: z.boolean(),
  /** The fewest seats left in this family over the journey's flights. */
  seatsLeft: z.number().int(),
  /** The price bucket of the next seat, per flight (e.g. E1, E2). */
  buckets: z.array(z.string()),
  prices: z.object({
    adult: passengerPriceSchema,
    child: passengerPriceSchema.nullable(),
    infant: passengerPriceSchema.nullable(),
  }),
  /** Every passenger, before any promotion. */
  totalAmount: z.number().int(),
  taxTotalAmount: z.number().int(),
  /** Null when no promo code was given. */
  promo: farePromoSchema.nullable(),
  /**
   * Opaque and signed: the flights, family, passengers, currency and quoted total; quotation and
   * booking verify it. Null when the family is not available.
   */
  bookingKey: z.string().nullable(),
});

/** A place and time: local with its UTC offset, and the instant. */
export const flightPointSchema = z.object({
  airport: z.string(),
  /** e.g. 2026-12-01T06:15+07:00 */
  localDateTime: z.string(),
  /** ISO-8601 UTC instant. */
  utc: z.string(),
});

export const segmentSchema = z.object({
  flightId: z.number().int(),
  /** requirements §3 airlineCode.code: VJ, VZ. */
  carrierCode: z.string(),
  /** Digits, e.g. 120; shown as carrierCode + flightNumber. */
  flightNumber: z.string(),
  cityPair: z.string(),
  aircraft: z.object({ code: z.string(), name: z.string() }),
  departure: flightPointSchema,
  arrival: flightPointSchema,
  durationMinutes: z.number().int(),
});

/** A direct flight or a one-stop connection through a hub. */
export const journeySchema = z.object({
  /** Flight ids joined by `-`: stable within a search. */
  key: z.string(),
  stops: z.number().int(),
  segments: z.array(segmentSchema),
  /** Departure of the first flight to arrival of the last. */
  durationMinutes: z.number().int(),
  /** Minutes on the ground at each connection (empty for a direct flight). */
  connectingMinutes: z.array(z.number().int()),
  connectionAirports: z.array(z.string()),
  /** Local arrival date minus local departure date: 1 shows as "+1 day". */
  arrivalDayOffset: z.number().int(),
  fares: z.array(fareOptionSchema),
  /** The cheapest available family's total for all passengers, after any promotion; null when none is available. */
  lowestTotalAmount: z.number().int().nullable(),
});

export const searchLegSchema = z.object({
  index: z.number().int(),
  /** departure and return for round trips; leg for one way and multi-stop. */
  direction: z.enum(['departure', 'return', 'leg']),
  departAirport: z.string(),
  arrivalAirport: z.string(),
  cityPair: z.string(),
  /** The local date searched. */
  date: z.string(),
  /** False when the airline sells no direct route and no connection between the two airports (none flown, or closed to sale in the CMS). */
  routeExists: z.boolean(),
  /** Sorted by departure time. */
  journeys: z.array(journeySchema),
});

export const PROMO_STATUSES = ['valid', 'unknown', 'expired', 'notApplicable'] as const;

export const searchFlightResponseSchema = z.object({
  tripType: z.enum(TRIP_TYPES),
  currency: z.enum(CURRENCY_CODES),
  /** Digits after the decimal point of `currency`. */
  minorUnitExponent: z.number().int(),
  passengers: z.object({ adult: z.number().int(), child: z.number().int(), infant: z.number().int() }),
  /** Null when no promo code was given. */
  promo: z
    .object({
      code: z.string(),
      /** valid: applies to at least one fare; notApplicable: open but fits none (or not open yet). */
      status: z.enum(PROMO_STATUSES),
      description: z.string().nullable(),
    })
    .nullable(),
  /** The fare families the journeys' fares refer to, in display order. */
  fareFamilies: z.array(fareFamilySchema),
  legs: z.array(searchLegSchema),
});

export type SearchFlightResponse = z.infer<typeof searchFlightResponseSchema>;
export type JourneyDto = z.infer<typeof journeySchema>;
export type FareOptionDto = z.infer<typeof fareOptionSchema>;
export type FareFamilyDto = z.infer<typeof fareFamilySchema>;
export type PassengerPriceDto = z.infer<typeof passengerPriceSchema>;

/** Most days one low-fare request covers. */
export const LOW_FARE_MAX_DAYS = 62;

export const lowFareQuerySchema = z.object({
  departAirport: z.string().optional().describe('IATA code of the departure airport.'),
  arrivalAirport: z
    .string()
    .optional()
    .describe('IATA code of the arrival airport (the direction is departAirport → arrivalAirport).'),
  month: z
    .string()
    .optional()
    .describe('YYYY-MM: every day of that month (days before today are skipped). Or give from and to.'),
  from: z.string().optional().describe('YYYY-MM-DD, first day (with to; at most 62 days).'),
  to: z.string().optional().describe('YYYY-MM-DD, last day, inclusive.'),
  adultCount: count('Adults', 1),
  childCount: count('Children', 0),
  infantCount: count('Infants', 0),
  currency: z
    .string()
    .optional()
    .describe(`${CURRENCY_CODES.join(', ')}. Default VND.`),
});

export type LowFareQuery = z.infer<typeof lowFareQuerySchema>;

export const lowFareDaySchema = z.object({
  date: z.string(),
  /** Direct flights that day. */
  flights: z.number().int(),
  /** The cheapest total for all passengers of any available family; null when none (no flight or sold out). */
  lowestTotalAmount: z.number().int().nullable(),
  fareFamily: z.string().nullable(),
});

export const lowFareResponseSchema = z.object({
  cityPair: z.string(),
  currency: z.enum(CURRENCY_CODES),
  minorUnitExponent: z.number().int(),
  passengers: z.object({ adult: z.number().int(), child: z.number().int(), infant: z.number().int() }),
  from: z.string(),
  to: z.string(),
  days: z.array(lowFareDaySchema),
});

export type LowFareResponse = z.infer<typeof lowFareResponseSchema>;
