/**
 * Tables of the seeded network (airports, routes, schedule, aircraft, fares), created by migration
 * 0002-network and filled by db/seed. Conventions on both engines:
 * - instants are ISO-8601 UTC text (`Date.toISOString()`), calendar dates `YYYY-MM-DD`, local
 *   times `HH:mm` (in the time zone of the airport the column belongs to);
 * - booleans are integer 0/1 columns named is_* / has_* / can_*;
 * - money is an integer in the minor unit of the row's currency column (VND has none);
 * - JSON is text; primary keys are natural codes or integers the seed assigns.
 */

/** 0 or 1: booleans are integers on both engines. */
export type Flag = 0 | 1;

export interface NetworkTables {
  /** The site's languages (requirements §2). */
  language: {
    /** `vi`, `en`, `th`, `ko`, `zh-CN`, `zh-TW`, `ja`, `ru`. */
    id: string;
    /** The language's name in itself (`Tiếng Việt`, `日本語`). */
    name: string;
    short_name: string;
    is_default: Flag;
    sort_order: number;
  };
  /** requirements §3 currencies. */
  currency: {
    code: string;
    /** ISO 4217 minor-unit exponent: an amount of 1 major unit is 10^exponent minor units. */
    minor_unit_exponent: number;
    symbol: string;
    description_vi: string;
    description_en: string;
    sort_order: number;
  };
  /**
   * Exact conversion rates from the base currency (VND): 1 major unit of `base_currency` is
   * `numerator / denominator` major units of `quote_currency` — the `ExchangeRate` fraction of
   * `@skybook/domain/money`, so `convertMoney(vnd, quote, row)` converts a VND amount. Swap the
   * two for the reverse direction. Both are positive integers; VND→VND is 1/1.
   */
  exchange_rate: {
    base_currency: string;
    quote_currency: string;
    numerator: number;
    denominator: number;
    /** The day the rate was set, YYYY-MM-DD. */
    as_of: string;
  };
  /** Airlines whose flights the site sells (requirements §3 carrier codes). */
  carrier: {
    /** IATA designator: VJ, VZ. */
    code: string;
    name: string;
    country_code: string;
  };
  /** Countries served (ISO 3166-1 alpha-2). */
  country: {
    code: string;
    name_vi: string;
    name_en: string;
    /** International dialling prefix with +, e.g. `+84`. */
    phone_code: string;
    /** The currency a visitor from here starts with (requirements §4): VND, SGD, THB, AUD, KRW, else USD. */
    default_currency: string;
    /** The site language for visitors from here (requirements §2). */
    language_id: string;
    sort_order: number;
  };
  /**
   * First-level subdivisions. `code` is ISO 3166-2 where one exists; Vietnam's 34 units (from
   * 1 July 2025) keep the ISO code of the pre-2025 unit whose name they kept (Huế: VN-26).
   */
  province: {
    code: string;
    country_code: string;
    name_vi: string;
    name_en: string;
    /** `city` (centrally-run city), `province`, `state`, `territory`, `region`, `special`. */
    kind: string;
    sort_order: number;
  };
  /** requirements §3 airport group: the airports of one country, as the search form lists them. */
  airport_group: {
    id: number;
    country_code: string;
    name_vi: string;
    name_en: string;
    sort_order: number;
  };
  airport: {
    /** IATA code. */
    code: string;
    icao: string;
    name_vi: string;
    name_en: string;
    city_vi: string;
    city_en: string;
    country_code: string;
    province_code: string;
    airport_group_id: number;
    /** IANA time zone; local times of flights at this airport are in it. */
    time_zone: string;
    latitude: number;
    longitude: number;
    elevation_ft: number;
    sort_order: number;
  };
  /** A directional route FROM-TO (requirements §3 cityPair). */
  city_pair: {
    id: number;
    /** `SGN-HAN`. */
    code: string;
    origin_code: string;
    destination_code: string;
    carrier_code: string;
    /** Great-circle distance. */
    distance_km: number;
    /** Gate to gate: taxi out and in, climb and descent allowance, cruise at airway distance. */
    block_minutes: number;
    /** Both airports in the same country. */
    is_domestic: Flag;
    /** The Eco reference fare before demand factors and the bucket ladder. */
    base_fare: number;
    currency: string;
  };
  aircraft_type: {
    /** A320, A321, A330. */
    code: string;
    name: string;
    seat_count: number;
    sellable_seat_count: number;
    row_count: number;
    /** Seat letters by block, aisles as `-`: `ABC-DEF`, `ABC-DEF-GHK`. */
    layout: string;
    is_wide_body: Flag;
  };
  /** Every physical seat of an aircraft type; the seat-map endpoint reads these. */
  seat_map_seat: {
    aircraft_type_code: string;
    /** `12A`. */
    seat_code: string;
    row_number: number;
    letter: string;
    /** Position across the cabin counting aisles as columns (0 = left window column). */
    column_index: number;
    /** requirements §3 seat class: Business, Premium, FrontRow, ExitRow, Standard. */
    seat_class: string;
    /** requirements §3 cabin type: Luxury, front, Extra leg, Standard. */
    cabin_type: string;
    is_window: Flag;
    is_aisle: Flag;
    is_exit_row: Flag;
    is_front_row: Flag;
    /** 0 for seats the airline never sells (crew rest, operational holds). */
    is_sellable: Flag;
  };
  /** What a seat of a class costs as an extra, per passenger and flight. */
  seat_fee: {
    seat_class: string;
    is_domestic: Flag;
    amount: number;
    currency: string;
  };
  aircraft: {
    registration: string;
    aircraft_type_code: string;
    is_active: Flag;
  };
  /** A timetable line: one flight number at one local time on some days of the week. */
  schedule: {
    id: number;
    city_pair_id: number;
    carrier_code: string;
    flight_number: string;
    /** HH:mm at the origin. */
    departure_time_local: string;
    /** ISO weekdays it operates on, `1234567` = daily, `135` = Mon/Wed/Fri. */
    operating_days: string;
    aircraft_type_code: string;
    valid_from: string;
    valid_to: string;
  };
  /** One dated flight. */
  flight: {
    id: number;
    schedule_id: number;
    city_pair_id: number;
    carrier_code: string;
    /** Digits only; the designator is carrier_code (`VJ` + `120`). */
    flight_number: string;
    origin_code: string;
    destination_code: string;
    /** YYYY-MM-DD at the origin: what searches ask for. */
    departure_date_local: string;
    departure_time_local: string;
    /** YYYY-MM-DD / HH:mm at the destination. */
    arrival_date_local: string;
    arrival_time_local: string;
    /** UTC instants. */
    departure_at: string;
    arrival_at: string;
    block_minutes: number;
    aircraft_type_code: string;
    /** `Scheduled` | `Cancelled`. */
    status: string;
  };
  /** Fare families (requirements §5 ticket class, §9 luggage). */
  fare_family: {
    /** Eco, Deluxe, SkyBoss, Business. */
    code: string;
    name_vi: string;
    name_en: string;
    sort_order: number;
    /** Price relative to the city pair's Eco base fare, in thousandths. */
    price_multiplier_permille: number;
    cabin_baggage_kg: number;
    /** Free checked baggage; 0 = checked bags are bought as packs. */
    checked_baggage_kg: number;
    has_golf_bag_allowance: Flag;
    has_priority_checkin: Flag;
    has_meal: Flag;
    has_drinks: Flag;
    has_lounge: Flag;
    /** JSON text: the seat classes this family may choose at no charge, e.g. ["Standard"]. */
    free_seat_classes: string;
    can_change: Flag;
    /** Per change and passenger, VND, plus any fare difference; 0 = free when can_change. */
    change_fee: number;
    can_refund: Flag;
    /** Sold only on aircraft with a business cabin. */
    is_wide_body_only: Flag;
    /** JSON text: `{ vi: string[], en: string[] }` lines shown on the fare card. */
    benefits: string;
  };
  /**
   * The price ladder of a family: while sold/capacity (‰) of a flight_fare is below
   * `up_to_permille`, this bucket applies; price = base_fare × price_multiplier_permille / 1000,
   * rounded to 1,000 VND.
   */
  fare_bucket: {
    fare_family_code: string;
    code: string;
    sequence: number;
    up_to_permille: number;
    price_multiplier_permille: number;
  };
  /**
   * Inventory of one family on one flight. `sold` moves only by conditional updates and a CHECK
   * keeps it within 0..capacity; the seed writes 0 (no bookings exist yet). The capacities of a
   * flight's families add up to the aircraft's sellable seats.
   */
  flight_fare: {
    flight_id: number;
    fare_family_code: string;
    capacity: number;
    sold: number;
    /** The family's fare on this flight before the bucket ladder (demand-adjusted). */
    base_fare: number;
    currency: string;
  };
  /** requirements §3 charges by code; see db/seed/charges.ts for what each code means. */
  tax_charge: {
    code: string;
    name_vi: string;
    name_en: string;
    /** `fare`, `tax`, `fee`, `surcharge`, `ancillary`. */
    kind: string;
    /** requirements §3: SA, SR, FA, IF, IT, IN are left out of the tax total. */
    is_excluded_from_tax_total: Flag;
    sort_order: number;
  };
  /**
   * When and how much a charge applies, per passenger and flight segment: on routes of `scope`
   * (`domestic` | `international`) departing an airport in `country_code` (null: any) or
   * `airport_code` (null: any in the country), for `passenger_type` (`adult` | `child` |
   * `infant`), at least `min_distance_km` long. Either a fixed `amount` (minor units of
   * `currency`) or `percent_bp` (basis points of the fare plus fixed charges) is set.
   */
  tax_charge_rate: {
    id: number;
    tax_charge_code: string;
    scope: string;
    country_code: string | null;
    airport_code: string | null;
    passenger_type: string;
    min_distance_km: number;
    amount: number | null;
    percent_bp: number | null;
    currency: string;
    valid_from: string;
    valid_to: string | null;
  };
}
