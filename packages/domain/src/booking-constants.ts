/**
 * Numeric limits of a booking: passengers and ages (requirements §4, §5, §9), holds and deadlines,
 * contact fields, baggage and donations.
 */

/** Adults per booking: at least 1, at most 9, 1 by default. */
export const ADULTS = { min: 1, max: 9, default: 1 } as const;

/** Children (2–11) per booking: at most 8, none by default. */
export const CHILDREN = { min: 0, max: 8, default: 0 } as const;

/** Infants per booking: none by default, never more than the adults (each flies on an adult's lap). */
export const INFANTS = { min: 0, default: 0 } as const;

/** Adults plus children (the passengers who take a seat) per booking, at most. */
export const MAX_SEATED_PASSENGERS = 9;

/**
 * Age bands at the reference date (by default the day of travel search, "today"):
 * adult from 12 years; child from 2 years and under 12; infant ("baby") under 2 years and at
 * least 14 days old. Ages in whole years as `ageAt` counts them.
 */
export const ADULT_MIN_AGE_YEARS = 12;
/** See {@link ADULT_MIN_AGE_YEARS}. */
export const CHILD_MIN_AGE_YEARS = 2;
/** Highest whole-year age of a child: 11. See {@link ADULT_MIN_AGE_YEARS}. */
export const CHILD_MAX_AGE_YEARS = 11;
/** Youngest an infant may be, in days since birth. See {@link ADULT_MIN_AGE_YEARS}. */
export const INFANT_MIN_AGE_DAYS = 14;

/** A return date missing or in the past becomes this many days after today (requirements §4). */
export const DEFAULT_RETURN_DAYS_AHEAD = 7;

/** An unpaid booking code is held for 6 hours, then cancelled. */
export const BOOKING_HOLD_MS = 6 * 60 * 60 * 1000;

/** The departure gate closes 15 minutes before boarding. */
export const GATE_CLOSES_BEFORE_BOARDING_MS = 15 * 60 * 1000;

/**
 * Online check-in opens this long before a flight's departure (the airline's rule, as its
 * confirmation tells travellers; the check-in pages apply it).
 */
export const ONLINE_CHECK_IN_OPENS_BEFORE_DEPARTURE_MS = 24 * 60 * 60 * 1000;

/** Longest address a form accepts, characters. */
export const ADDRESS_MAX_LENGTH = 50;

/** Digits a phone number has, without country code or special characters. */
export const PHONE_DIGITS = { min: 8, max: 11 } as const;

/** Checked-luggage packs on sale, kg. */
export const LUGGAGE_PACKS_KG = [15, 20, 25, 30] as const;

/** Oversize-luggage packs on sale, kg. */
export const OVERSIZE_PACKS_KG = [20, 25, 30, 40] as const;

/** Heaviest a single piece of excess baggage may be on carrier flights that sell it, kg. */
export const EXCESS_BAGGAGE_MAX_KG_PER_PIECE = 32;

/** Hand baggage every fare includes, kg. */
export const FREE_HAND_BAGGAGE_KG = 7;

/** Largest oversize item accepted, cm. */
export const OVERSIZE_MAX_DIMENSIONS_CM = { length: 200, width: 119, height: 81 } as const;

/** True when an item of these dimensions (cm, any order) fits within {@link OVERSIZE_MAX_DIMENSIONS_CM}. */
export function fitsOversizeLimit(dimensionsCm: readonly [number, number, number]): boolean {
  const sorted = [...dimensionsCm].sort((a, b) => b - a);
  const limits = [
    OVERSIZE_MAX_DIMENSIONS_CM.length,
    OVERSIZE_MAX_DIMENSIONS_CM.width,
    OVERSIZE_MAX_DIMENSIONS_CM.height,
  ];
  return sorted.every((size, i) => size > 0 && size <= (limits[i] ?? 0));
}

/** The fare classes that carry a baggage allowance (requirements §9): top class, deluxe, eco. */
export const FARE_CLASSES = ['top', 'deluxe', 'eco'] as const;

export type FareClass = (typeof FARE_CLASSES)[number];

/** What a fare class includes: cabin and checked baggage, kg; `null` where the requirements state none. */
export interface BaggageAllowance {
  readonly cabinKg: number;
  readonly checkedKg: number | null;
  /** The checked allowance may be taken as a golf bag instead. */
  readonly golfBagInsteadOfChecked: boolean;
}

/**
 * Baggage included per fare class (requirements §9): top class 10 kg cabin plus 30 kg checked or a golf
 * bag; eco 10 kg cabin plus 15 kg checked; deluxe 7 kg cabin (the requirements name no checked allowance).
 */
export const BAGGAGE_ALLOWANCES: Readonly<Record<FareClass, BaggageAllowance>> = {
  top: { cabinKg: 10, checkedKg: 30, golfBagInsteadOfChecked: true },
  deluxe: { cabinKg: 7, checkedKg: null, golfBagInsteadOfChecked: false },
  eco: { cabinKg: 10, checkedKg: 15, golfBagInsteadOfChecked: false },
};

/** FlyGreen donation amounts offered, VND. */
export const FLYGREEN_DONATIONS_VND = [10_000, 20_000, 50_000] as const;

/**
 * The hubs one-stop connections are sold through (issue 3): a journey between two airports with no
 * city pair connects at SGN or HAN.
 */
export const CONNECTION_HUBS = ['SGN', 'HAN'] as const;
