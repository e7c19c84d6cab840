import { CURRENCY_CODES } from '@skybook/domain/currency';
import { TRIP_TYPES } from '@skybook/domain/booking-enums';
import { SUPPORTED_LANGUAGES, toLanguage } from '@skybook/domain/languages';
import { z } from 'zod';

/** An IATA airport code, in any letter case on input (`sgn` → `SGN`). */
export const airportCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'three letters (IATA airport code)')
  .transform((value) => value.toUpperCase());

/**
 * A site language (requirements §2) in any letter case (`EN`, `zh-cn`); it picks the names in the answer.
 * Without it the request's Accept-Language decides (Vietnamese by default).
 */
export const languageIdSchema = z
  .string()
  .transform((value, context) => {
    const language = toLanguage(value);
    if (language) return language;
    context.addIssue({ code: 'custom', message: `one of ${SUPPORTED_LANGUAGES.join(', ')}` });
    return z.NEVER;
  })
  .meta({ description: `One of ${SUPPORTED_LANGUAGES.join(', ')}, any letter case.` });

/** A query-string flag: `true`/`false` or `1`/`0`. */
const queryFlagSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

// ─── GET /content/api/v1/airport ────────────────────────────────────────────────────────────

export const airportListQuerySchema = z.object({
  /** Only the airports reachable from this one (direct, or one stop through a hub). */
  departureCode: airportCodeSchema.optional(),
  languageId: languageIdSchema.optional(),
});

/** requirements §3 Country as an airport carries it. */
export const airportCountrySchema = z.object({
  countryCode: z.string().length(2),
  /** Name in the requested language. */
  name: z.string(),
  /** Site languages for visitors from here, the first preferred. */
  languages: z.array(z.string()),
});

/** requirements §3 Airport.province: code and country. */
export const airportProvinceSchema = z.object({
  /** ISO 3166-2 code where one exists. */
  code: z.string(),
  name: z.string(),
  country: airportCountrySchema,
});

/** How a destination is reached from the requested departure (absent when none was given). */
export const airportReachSchema = z
  .object({
    /** A city pair from the departure to this airport exists. */
    isDirect: z.boolean(),
    /**
     * The hubs (SGN, HAN) through which a one-stop connection exists, both legs being city
     * pairs; empty when none. A destination with `isDirect: false` is reachable only this way.
     */
    connectionVia: z.array(z.string()),
  })
  .meta({ description: 'How the destination is reached from departureCode.' });

/** requirements §3 Airport, with what the pickers show. */
export const airportSchema = z.object({
  code: z.string().length(3),
  /** Airport name in the requested language. */
  name: z.string(),
  /** City name in the requested language. */
  city: z.string(),
  province: airportProvinceSchema,
  /** IANA time zone of the airport: flight times there are local to it. */
  timeZone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Present only when the list was asked for a departureCode. */
  reach: airportReachSchema.optional(),
});

/** requirements §3 Airport group: the airports of one country. */
export const airportGroupSchema = z.object({
  /** The country's name in the requested language. */
  name: z.string(),
  countryCode: z.string().length(2),
  airports: z.array(airportSchema),
});

export const airportListSchema = z.object({
  /** The departure the list was filtered by; null for every airport served. */
  departureCode: z.string().nullable(),
  languageId: z.enum(SUPPORTED_LANGUAGES),
  /** Vietnam first, then the other countries in the site's order. */
  airportGroups: z.array(airportGroupSchema),
});

// ─── GET /content/api/v1/airport/detail ─────────────────────────────────────────────────────

export const airportDetailQuerySchema = z.object({
  airportCode: airportCodeSchema,
  languageId: languageIdSchema.optional(),
});

/** One route from the airport: a directional city pair. */
export const airportRouteSchema = z.object({
  /** `FROM-TO`, requirements §3 cityPair. */
  cityPair: z.string(),
  destinationCode: z.string().length(3),
  destinationName: z.string(),
  destinationCity: z.string(),
  destinationCountryCode: z.string().length(2),
  distanceKm: z.number().int(),
  /** Scheduled gate-to-gate time. */
  blockMinutes: z.number().int(),
  isDomestic: z.boolean(),
  carrierCode: z.string(),
});

export const airportDetailSchema = z.object({
  airport: airportSchema.omit({ reach: true }).extend({
    icao: z.string(),
    elevationFt: z.number().int(),
  }),
  /** Every destination served non-stop, by city name. */
  routes: z.array(airportRouteSchema),
});

// ─── GET /content/api/v1/journey-config ─────────────────────────────────────────────────────

/** The configuration kinds the endpoint knows: only `Fare` (requirements §7's default) is defined. */
export const JOURNEY_CONFIG_TYPES = ['Fare'] as const;

export const journeyConfigQuerySchema = z.object({
  /** The departure airport (the search form's "city"), IATA code. */
  cityCode: airportCodeSchema,
  languageId: languageIdSchema.optional(),
  type: z.enum(JOURNEY_CONFIG_TYPES).default('Fare'),
  /** The trip the form is set to; decides `defaultTripType` when given. */
  roundTrip: queryFlagSchema.optional(),
});

/** A fare family on sale from the city, with what it includes (requirements §5 ticket class). */
export const fareFamilySchema = z.object({
  /** Eco, Deluxe, SkyBoss, Business. */
  code: z.string(),
  name: z.string(),
  cabinBaggageKg: z.number().int(),
  /** 0: checked bags are bought as packs. */
  checkedBaggageKg: z.number().int(),
  hasGolfBagAllowance: z.boolean(),
  hasPriorityCheckin: z.boolean(),
  hasMeal: z.boolean(),
  hasDrinks: z.boolean(),
  hasLounge: z.boolean(),
  /** Seat classes chosen at no charge. */
  freeSeatClasses: z.array(z.string()),
  canChange: z.boolean(),
  /** Per change and passenger, VND, plus any fare difference. */
  changeFee: z.number().int(),
  canRefund: z.boolean(),
  /** Lines shown on the fare card, in the requested language. */
  benefits: z.array(z.string()),
});

/** A destination of the city, with whether its journey needs documents (requirements §5). */
export const journeyDestinationSchema = z.object({
  code: z.string().length(3),
  countryCode: z.string().length(2),
  isDirect: z.boolean(),
  /** Hubs a one-stop connection goes through; empty when none. */
  connectionVia: z.array(z.string()),
  /**
   * The journey as it is sold (non-stop when isDirect, else one stop through a hub) needs
   * passport/ID documents at booking.
   */
  requiresDocuments: z.boolean(),
  /** A one-stop journey through a hub needs them (null when there is no such connection). */
  requiresDocumentsWithConnection: z.boolean().nullable(),
});

export const journeyConfigSchema = z
  .object({
    cityCode: z.string().length(3),
    countryCode: z.string().length(2),
    type: z.enum(JOURNEY_CONFIG_TYPES),
    /** `roundTrip` unless the query said roundTrip=false (requirements §3 draft default). */
    defaultTripType: z.enum(TRIP_TYPES),
    /** Today at the departure airport, YYYY-MM-DD: the first day a search may ask for. */
    earliestDepartureDate: z.string(),
    /** The last day with a scheduled flight from the city; null when none is scheduled. */
    latestDepartureDate: z.string().nullable(),
    /** Passengers taking a seat (adults plus children), at most. */
    maxPassengers: z.number().int(),
    /** The fare families sold on the city's routes; Business only where a wide-body flies. */
    fareFamilies: z.array(fareFamilySchema),
    destinations: z.array(journeyDestinationSchema),
  })
  .meta({
    description:
      "What the search form needs once a departure city is chosen (requirements §7 journey-config; this API's reading): the fare families sold from it (type=Fare, the only type), the default trip type, the bookable date range, the passenger limit, and per destination whether documents are required (requirements §5).",
  });

// ─── GET /content/api/v1/flight-settings ────────────────────────────────────────────────────

const countRangeSchema = z.object({
  min: z.number().int(),
  max: z.number().int(),
  default: z.number().int(),
});

export const flightSettingsSchema = z
  .object({
    passengers: z.object({
      adults: countRangeSchema,
      children: countRangeSchema,
      /** No fixed maximum: at most `maxPerAdult` per adult (each flies on an adult's lap). */
      infants: countRangeSchema.omit({ max: true }).extend({ maxPerAdult: z.number().int() }),
      /** Adults plus children, at most. */
      maxSeated: z.number().int(),
    }),
    ageBands: z.object({
      adultMinYears: z.number().int(),
      childMinYears: z.number().int(),
      childMaxYears: z.number().int(),
      /** Infants are under childMinYears and at least this many days old. */
      infantMinDays: z.number().int(),
    }),
    bookingHoldHours: z.number(),
    defaultReturnDaysAhead: z.number().int(),
    idleTimeoutMs: z.number().int(),
    tripTypes: z.array(z.enum(TRIP_TYPES)),
    defaultTripType: z.enum(TRIP_TYPES),
    currencies: z.array(z.enum(CURRENCY_CODES)),
    languages: z.array(z.enum(SUPPORTED_LANGUAGES)),
    defaultLanguage: z.enum(SUPPORTED_LANGUAGES),
    /** Hubs through which one-stop connections are sold. */
    connectionHubs: z.array(z.string()),
  })
  .meta({
    description:
      'Site-wide booking settings from requirements §9 (and §5 limits), served so the web app and the server agree.',
  });

export type AirportListQuery = z.infer<typeof airportListQuerySchema>;
export type AirportDto = z.infer<typeof airportSchema>;
export type AirportGroupDto = z.infer<typeof airportGroupSchema>;
export type AirportListDto = z.infer<typeof airportListSchema>;
export type AirportDetailDto = z.infer<typeof airportDetailSchema>;
export type FareFamilyDto = z.infer<typeof fareFamilySchema>;
export type JourneyConfigDto = z.infer<typeof journeyConfigSchema>;
export type FlightSettingsDto = z.infer<typeof flightSettingsSchema>;
