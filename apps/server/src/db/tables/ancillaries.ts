import type { Flag } from './network';

/**
 * The extras catalogue of /select-service, travel insurance, the CMS's HTML texts (legal content)
 * and partner add-ons: migration 0008-ancillaries, seeded by db/seed/ancillaries.ts, then the
 * airline's to edit. Texts are kept in Vietnamese and English (design §5: vi and en complete);
 * the other site languages read English, then Vietnamese. Money is VND (`currency`), an integer,
 * before VAT: the booking API converts it to the session's currency and adds VAT on domestic
 * flights (@skybook/domain/vat).
 */
export interface AncillaryTables {
  /** One row per kind of extra the page knows (content `service` and `opt-ancillary`). */
  ancillary_service: {
    /** An `AncillaryServiceType` of the contracts, or `seat`, `travelInsurance`, `flyGreen`. */
    service_type: string;
    /** requirements §3 keyCategory (`Meal`, `Baggage`, `Bus`, `Priority`, `Flower`) or null. */
    category: string | null;
    name_vi: string;
    name_en: string;
    description_vi: string;
    description_en: string;
    /** Site path of the service's icon, e.g. `/booking/images/services/meal.svg`. */
    icon_path: string;
    /** Display order on /select-service, ascending. */
    sort_order: number;
    /** 0 hides the whole service from the page. */
    is_enabled: Flag;
    /** 1 for the service the page opens first (requirements §3 isDefaultAncillarySet). */
    is_default: Flag;
  };
  /** One priced unit the traveller can buy. */
  ancillary_product: {
    /** Stable code the traveller's choice names (`BAG-DOM-20`, `MEAL-PHO-INT`). */
    code: string;
    /** The `ancillary_service` it belongs to. */
    service_type: string;
    category: string | null;
    /** `passengerJourney`, `passengerFlight` (meals, kits, duty-free) or `bookingJourney` (taxi, flowers). */
    unit: string;
    name_vi: string;
    name_en: string;
    description_vi: string;
    description_en: string;
    /** Site path of a picture (meals, souvenirs, duty-free), null when none. */
    image_path: string | null;
    /** Per unit, before VAT, minor units of `currency` (VND). 0 for free services (wheelchair). */
    amount: number;
    currency: string;
    /** `domestic`, `international` or `all`: the journey (or, per flight, the flight) it is sold on. */
    applies_to: string;
    /** Sold only on flights at least this long, gate to gate (hot meals 90, comfort kits 150); 0 = any. */
    min_block_minutes: number;
    /**
     * With `airport_codes`: which airport of the journey must be in the list — the first
     * departure airport (`departure`: taxi or shuttle to the airport) or the last arrival airport
     * (`arrival`: from the airport). Both null: every airport.
     */
    airport_end: string | null;
    /** JSON text: the IATA codes where the service runs, e.g. `["HAN","CXR"]`. */
    airport_codes: string | null;
    /** YYYY-MM-DD, inclusive: sold only for journeys departing in this window (Tet flowers); null = open. */
    valid_from: string | null;
    valid_to: string | null;
    /** Most units one passenger (or the booking, for bookingJourney) may take: 1–20. */
    max_quantity: number;
    /** A legal-content key (`html_content.name`) the traveller accepts before buying, or null. */
    terms_key: string | null;
    /** Luggage packs, pets: the weight in kg; null otherwise. */
    weight_kg: number | null;
    /** Display order within the service, ascending. */
    sort_order: number;
    /** 0 to withdraw a product without deleting it (choices naming it are then refused). */
    is_active: Flag;
  };
  /** Travel insurance plans, sold per passenger for the whole trip (VAT-exempt). */
  insurance_plan: {
    code: string;
    /** `domestic` (every flight of the trip in Vietnam) or `international`. */
    scope: string;
    name_vi: string;
    name_en: string;
    /** JSON text: the cover lines, `string[]`. */
    coverage_vi: string;
    coverage_en: string;
    /** The legal-content key of the policy wording. */
    terms_key: string;
    sort_order: number;
    is_active: Flag;
  };
  /**
   * The premium of a plan for one passenger: the row whose age band (years at the first
   * departure, inclusive) and trip-length band (days, inclusive) hold the passenger and the trip.
   * A trip longer than every band of a plan is not offered that plan.
   */
  insurance_premium: {
    plan_code: string;
    min_age: number;
    max_age: number;
    min_days: number;
    max_days: number;
    /** Minor units of `currency` (VND). */
    amount: number;
    currency: string;
  };
  /**
   * The CMS's HTML texts (requirements §3 legal-content keys, `GET htmls?name=`), one row per key and
   * language, sanitized (documents/html/html-sanitizer.ts) before they are written.
   */
  html_content: {
    /** A `LegalContentKey` (`airportShuttleTerms`). */
    name: string;
    /** A site language (`vi`, `en`, …). */
    language_id: string;
    /** Plain text. */
    title: string;
    /** Sanitized HTML. */
    detail: string;
    /** ISO-8601 UTC instant of the last change. */
    updated_at: string;
  };
  /** Partner add-ons linked from the extras page (CMS `addons`): eSIM, e-visa, the e-menu. */
  addon: {
    code: string;
    name_vi: string;
    name_en: string;
    description_vi: string;
    description_en: string;
    /** Site path of the picture. */
    image_path: string;
    /** A site path without the language prefix (`/e-sim`) or an allow-listed partner URL. */
    url: string;
    sort_order: number;
    is_active: Flag;
  };
}
