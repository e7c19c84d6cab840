import type { Flag } from './network';

/**
 * The lost-and-found service (happy-returns API, requirements §7), migration 0010-happy-returns, seeded by
 * db/seed/happy-returns.ts. Texts are per language in `*_text` tables: vi and en complete, other
 * languages where written; readers fall back to en, then vi. Conventions as db/tables/network.ts.
 */
export interface HappyReturnTables {
  /** What kind of thing an item is: `phone`, `wallet`, `bag` … */
  happy_return_category: {
    id: string;
    sort_order: number;
    /** 0 to stop offering a category without deleting its items. */
    is_active: Flag;
  };
  happy_return_category_text: {
    category_id: string;
    language_id: string;
    name: string;
    /** One line: what belongs in the category. */
    description: string;
  };
  /** A property that describes items (`colour`, `phoneBrand`, `material` …). */
  happy_return_property: {
    id: string;
    /** `select` (one of its values) or `text`. */
    input_type: string;
    /** `text` properties: the longest value; null for `select`. */
    max_length: number | null;
  };
  happy_return_property_text: {
    property_id: string;
    language_id: string;
    name: string;
  };
  /** The allowed values of a `select` property. */
  happy_return_property_value: {
    property_id: string;
    code: string;
    sort_order: number;
  };
  happy_return_property_value_text: {
    property_id: string;
    value_code: string;
    language_id: string;
    label: string;
  };
  /** Which properties describe a category, in display order. */
  happy_return_category_property: {
    category_id: string;
    property_id: string;
    /** An inquiry about this category must give the property. */
    is_required: Flag;
    sort_order: number;
  };
  /**
   * An item crew or ground staff found and logged. The columns marked private are for the
   * office only and never leave the server: the finder, the exact seat, and the booking and family
   * name of the seat's passenger (from the flight's manifest) or of a name tag.
   */
  happy_return_item: {
    /** `LF` + 8 letters or digits. */
    id: string;
    category_id: string;
    /** `found` | `claimPending` | `returned`. */
    status: string;
    /** A short public description, written in Vietnamese and English. */
    title_vi: string;
    title_en: string;
    description_vi: string;
    description_en: string;
    /** JSON text: property id → value code (select) or text. */
    properties: string;
    /** The flight it was found on or after: carrier, number (digits), local departure date. */
    carrier_code: string;
    flight_number: string;
    flight_date: string;
    origin_code: string;
    destination_code: string;
    /** ISO-8601 UTC instants of the flight. */
    departure_at: string;
    arrival_at: string;
    /** One of contracts' FOUND_LOCATIONS. */
    found_location: string;
    /** Private: the seat (`14C`) for seat-side places, else null. */
    found_seat: string | null;
    /** Private: who logged it. */
    finder_name: string;
    /** Private: the booking code and family name (normalized capitals) it was matched to, if any. */
    owner_locator: string | null;
    owner_family_name: string | null;
    /** The airport whose lost-and-found office keeps it. */
    storage_airport_code: string;
    /** ISO-8601 UTC instant. */
    found_at: string;
    /** YYYY-MM-DD: kept until then. */
    hold_until: string;
    /** The reference of the claim being verified (status claimPending) or that got it back (returned). */
    active_claim_reference: string | null;
    returned_at: string | null;
    updated_at: string;
  };
  /** A traveller's report of a lost item (POST /v1/request/inquiry). */
  happy_return_inquiry: {
    /** `HR-2026-000123`. */
    reference: string;
    contact_name: string;
    /** Lower case. */
    email: string;
    phone_code: string;
    phone_number: string;
    carrier_code: string | null;
    flight_number: string;
    flight_date: string;
    category_id: string;
    /** JSON text: property id → value code or text. */
    properties: string;
    description: string;
    /** One of contracts' LOST_PLACES. */
    lost_place: string;
    lost_place_detail: string | null;
    /** The language the traveller wrote in (answers go out in it). */
    language_id: string;
    /** `received` until the office works on it. */
    status: string;
    created_at: string;
  };
  /** A traveller's claim of a found item (POST /v1/request/claim/{itemId}). */
  happy_return_claim: {
    reference: string;
    item_id: string;
    /**
     * `pending` (the item's claim being verified), `queued` (a later claim by someone else),
     * `approved`, `rejected`. A partial unique index allows one pending-or-approved claim per item.
     */
    status: string;
    full_name: string;
    /** Lower case. */
    email: string;
    phone_code: string;
    phone_number: string;
    booking_code: string;
    proof: string;
    /** `airportOffice` | `courier`. */
    return_method: string;
    /** Required for `courier`. */
    delivery_address: string | null;
    language_id: string;
    created_at: string;
    decided_at: string | null;
  };
  /**
   * The last reference number given each year (inquiries and claims share it). Bumped by one
   * upsert inside the request's transaction, so concurrent requests never share a number.
   */
  happy_return_reference_counter: {
    year: number;
    last_number: number;
  };
}
