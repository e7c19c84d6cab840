import type { JourneyDto } from '@skybook/contracts/flight-search';
import { setBounded } from './answer-cache';
import {
  issuedAtSuffix,
  prepareBookingKey,
  signPreparedBookingKey,
  type IssuedAtSuffix,
  type PreparedBookingKey,
} from './booking-key';
import type { BookingReference } from '../booking-reference';
import type { PricingContext } from './journey-pricing';
import { buildJourney, type FlightWithFares } from './journeys';
import type { SearchRequest } from './search-params';

/*
 * Priced journeys, kept between searches (docs/performance.md). Pricing every family of a journey
 * for every passenger type and serialising it is most of what a search costs, and the same
 * journeys are asked for again and again; only their booking keys change per answer (each quotes
 * the instant it was issued).
 *
 * Invalidation rule: an entry's key is everything its answer depends on, read by the request that
 * looks it up, so an entry can never be stale:
 * - every column of each of its flights as this request's own query read them, including every
 *   family's capacity, `sold` and base fare (`FlightWithFares.state`): a sale (flight_fare.sold),
 *   a schedule or aircraft change, or a new base fare changes the key, and the next search prices
 *   afresh from the database;
 * - the passenger counts, the currency, the promotion code with the promotion row as read by this
 *   request, and the sale day (Asia/Ho_Chi_Minh) that decides the promotion's window;
 * - the reference data (charge rates, ladders, exchange rates, aircraft names): the cache belongs
 *   to one BookingReference and starts empty when the reference is reloaded.
 * Entries no longer asked for (older inventory states) age out first-in first-out; the cache
 * holds at most MAX_ENTRIES journeys (a few tens of megabytes).
 */

const MAX_ENTRIES = 4000;

/** Marks where a fare's booking key goes in a journey's cached JSON (JSON escapes U+0000). */
const KEY_MARK = '\u0000bookingKey';
const KEY_MARK_JSON = JSON.stringify(KEY_MARK);

interface PricedJourney {
  /** The journey with every booking key null (the keys are signed per answer). */
  journey: JourneyDto;
  /** Per fare, in order: the prepared key of an available fare, or null. */
  keys: (PreparedBookingKey | null)[];
  /** The journey's JSON split where each available fare's key goes (keys.filter(Boolean).length + 1 parts). */
  parts: string[];
  /** The keys signed for the last instant asked, reused by every answer quoting that instant. */
  lastSigned?: { issuedAt: IssuedAtSuffix; keys: (string | null)[] };
}

/** A signed journey's JSON, built when the answer is serialised (see search-serializer.ts). */
const journeyJson = new WeakMap<JourneyDto, () => string>();

/** The JSON of a journey this cache produced, or JSON.stringify of any other. */
export function serializeJourney(journey: JourneyDto): string {
  const cached = journeyJson.get(journey);
  return cached ? cached() : JSON.stringify(journey);
}

export class JourneyCache {
  #reference: BookingReference | undefined;
  readonly #entries = new Map<string, PricedJourney>();

  /** The journey of `flights`, priced once per state and keyed for this answer's instant. */
  journey(
    flights: readonly FlightWithFares[],
    request: SearchRequest,
    context: PricingContext,
    promoState: string,
    secret: Buffer,
    issuedAt: IssuedAtSuffix,
  ): JourneyDto {
    if (this.#reference !== context.reference) {
      this.#entries.clear();
      this.#reference = context.reference;
    }
    const { adults, children, infants } = request.passengers;
    let key = `${String(adults)},${String(children)},${String(infants)}|${request.currency}|${promoState}`;
    for (const flight of flights) key += `|${flight.state}`;
    let priced = this.#entries.get(key);
    if (!priced) {
      priced = price(flights, request, context);
      setBounded(this.#entries, key, priced, MAX_ENTRIES);
    }
    return signed(priced, secret, issuedAt);
  }
}

let lastIssuedAt: { second: number; suffix: IssuedAtSuffix } | undefined;

/**
 * The instant every booking key of one search quotes, to the second: answers within the same
 * second share it (one object), so a popular journey is signed once per second, not per answer.
 */
export function issuedAtOf(now: Date): IssuedAtSuffix {
  const second = Math.floor(now.getTime() / 1000);
  if (lastIssuedAt?.second !== second) {
    lastIssuedAt = { second, suffix: issuedAtSuffix(new Date(second * 1000).toISOString()) };
  }
  return lastIssuedAt.suffix;
}

function price(
  flights: readonly FlightWithFares[],
  request: SearchRequest,
  context: PricingContext,
): PricedJourney {
  const payloads: PendingKey[] = [];
  const template = buildJourney(flights, request, context, (payload) => {
    payloads.push(payload);
    return KEY_MARK;
  });
  let next = 0;
  const keys = template.fares.map((fare) => {
    if (fare.bookingKey === null) return null;
    const payload = payloads[next];
    next += 1;
    if (!payload) throw new Error('A booking key without its payload');
    return prepareBookingKey(payload);
  });
  const journey: JourneyDto = {
    ...template,
    fares: template.fares.map((fare) => ({ ...fare, bookingKey: null })),
  };
  const parts = JSON.stringify(template).split(KEY_MARK_JSON);
  if (parts.length !== payloads.length + 1) throw new Error('A booking key mark in the journey text');
  return { journey, keys, parts };
}

type PendingKey = Parameters<typeof prepareBookingKey>[0];

function signedKeys(priced: PricedJourney, secret: Buffer, issuedAt: IssuedAtSuffix): (string | null)[] {
  // The secret is the app's own and fixed for its lifetime, so the instant alone decides reuse.
  if (priced.lastSigned?.issuedAt === issuedAt) return priced.lastSigned.keys;
  const keys = priced.keys.map((prepared) =>
    prepared ? signPreparedBookingKey(prepared, issuedAt, secret) : null,
  );
  priced.lastSigned = { issuedAt, keys };
  return keys;
}

function signed(priced: PricedJourney, secret: Buffer, issuedAt: IssuedAtSuffix): JourneyDto {
  const signedKeysByFare = signedKeys(priced, secret, issuedAt);
  const keys: string[] = [];
  const fares = priced.journey.fares.map((fare, index) => {
    const bookingKey = signedKeysByFare[index];
    if (bookingKey === null || bookingKey === undefined) return fare;
    keys.push(bookingKey);
    return { ...fare, bookingKey };
  });
  const journey: JourneyDto = { ...priced.journey, fares };
  journeyJson.set(journey, () => {
    const { parts } = priced;
    let json = parts[0] ?? '';
    for (let index = 0; index < keys.length; index += 1) {
      json += `"${keys[index] ?? ''}"${parts[index + 1] ?? ''}`;
    }
    return json;
  });
  return journey;
}
