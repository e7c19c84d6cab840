import type { JourneyDto, SearchFlightQuery, SearchFlightResponse } from '@skybook/contracts/flight-search';
import { AIRLINE_TIME_ZONE, addDaysToIsoDate, type Clock } from '@skybook/domain/clock';
import { minorUnitExponent } from '@skybook/domain/currency';
import type { Language } from '@skybook/domain/languages';
import { promoSaleStatus, type PromoRule } from '@skybook/domain/promo-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { localized } from '../../../i18n/localized';
import { loadBookingKeySecret, type IssuedAtSuffix } from './booking-key';
import type { BookingReference, BookingReferenceCache } from '../booking-reference';
import {
  findFlights,
  findPromotion,
  findSaleClosedCityPairs,
  type FlightRow,
  type FlightSearchWhere,
} from './flight-search.repository';
import { describeFareFamily, type PricingContext } from './journey-pricing';
import { SearchAnswerCache, SearchReadCache } from './answer-cache';
import { issuedAtOf, JourneyCache } from './journey-cache';
import { buildItineraries, connectionHubs, withPairs, type FlightWithFares } from './journeys';
import { serializeSearchResponse } from './search-serializer';
import { readSearchRequest, todayIn, type LegRequest, type SearchRequest } from './search-params';

/** What every journey of one answer is keyed with. */
export interface AnswerKeys {
  /** What the promotion contributes to a price: the code, the row as read now and the sale day. */
  promoState: string;
  secret: Buffer;
  /** The instant the answer's booking keys quote, to the second. */
  issuedAt: IssuedAtSuffix;
  now: Date;
}

/** Prices one journey of an answer and signs its booking keys. */
export type JourneySource = (
  flights: readonly FlightWithFares[],
  request: SearchRequest,
  context: PricingContext,
  keys: AnswerKeys,
) => JourneyDto;

export interface FlightSearchOptions {
  /** Replaces the journey cache, in tests only (uncached-search.fixture.ts). */
  journeys?: JourneySource;
  /**
   * The search data's generation (plugins/data-changes.ts): with it, whole answers are kept for
   * the second they quote (answer-cache.ts); it answers undefined while nothing may be cached.
   */
  generation?: () => number | undefined;
}

/** Where an answer is kept: by language and the query as asked, for the second it quotes. */
function answerSlot(language: Language, cacheKey: string, now: Date): { key: string; second: number } {
  return { key: `${language} ${cacheKey}`, second: Math.floor(now.getTime() / 1000) };
}

/** Flight search (requirements §2, §3 Flight, §5): validates, reads the flights, prices every family. */
export class FlightSearchService {
  #secret: Promise<Buffer> | undefined;
  readonly #journey: JourneySource;
  readonly #answers: SearchAnswerCache | undefined;
  readonly #reads: SearchReadCache | undefined;
  readonly #inFlight = new Map<string, Promise<string>>();
  readonly #families = new WeakMap<BookingReference, Map<string, SearchFlightResponse['fareFamilies']>>();

  /**
   * The answer's JSON for the route: each journey's text from the journey cache, spliced with its
   * keys (search-serializer.ts), the same bytes JSON.stringify would give.
   */
  readonly serialize: (answer: unknown) => string = serializeSearchResponse;

  /**
   * Journeys come from the journey cache (journey-cache.ts): priced once per inventory state,
   * keyed per answer. Whole answers come from the answer cache when `options.generation` is given.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly referenceCache: BookingReferenceCache,
    options: FlightSearchOptions = {},
  ) {
    this.#answers = options.generation ? new SearchAnswerCache(options.generation) : undefined;
    this.#reads = options.generation ? new SearchReadCache(options.generation) : undefined;
    const { journeys } = options;
    if (journeys) {
      this.#journey = journeys;
    } else {
      const cache = new JourneyCache();
      this.#journey = (flights, request, context, keys) =>
        cache.journey(flights, request, context, keys.promoState, keys.secret, keys.issuedAt);
    }
  }

  reference(): Promise<BookingReference> {
    return this.referenceCache.get();
  }

  async promotion(
    code: string,
  ): Promise<{ rule: PromoRule; description: { vi: string; en: string } } | undefined> {
    const row = await findPromotion(this.db, code);
    if (!row) return undefined;
    const rule: PromoRule = {
      code: row.code,
      discountKind: row.discount_kind === 'amount' ? 'amount' : 'percent',
      percentBp: row.percent_bp,
      amountVnd: row.amount,
      maxDiscountVnd: row.max_discount,
      routeScope: row.route_scope as PromoRule['routeScope'],
      cityPairs: JSON.parse(row.city_pairs) as string[],
      fareFamilies: JSON.parse(row.fare_families) as string[],
      travelFrom: row.travel_from,
      travelTo: row.travel_to,
      saleFrom: row.sale_from,
      saleTo: row.sale_to,
      minPassengers: row.min_passengers,
    };
    return { rule, description: { vi: row.description_vi, en: row.description_en } };
  }

  /**
   * The answer kept for this query as asked, when there is one still good: what answerJson would
   * send without searching. Only valid queries' answers are kept, so the route may send it before
   * it validates the query again.
   */
  async keptAnswer(language: Language, cacheKey: string): Promise<string | undefined> {
    const answers = this.#answers;
    if (!answers) return undefined;
    const { key, second } = answerSlot(language, cacheKey, this.clock.now());
    return answers.get(key, second, await this.reference());
  }

  /**
   * The answer's JSON as sent. `cacheKey` names the query as asked (the request's URL): an answer
   * made for it in this second from the data as it still is comes from the answer cache.
   */
  async answerJson(query: SearchFlightQuery, language: Language, cacheKey: string): Promise<string> {
    const now = this.clock.now();
    const { key, second } = answerSlot(language, cacheKey, now);
    const answers = this.#answers;
    if (!answers) return this.serialize(await this.search(query, language, now));
    const reference = await this.reference();
    const cached = answers.get(key, second, reference);
    if (cached !== undefined) return cached;
    // Read before the queries: a write committed meanwhile moves it on and voids this entry.
    const generation = answers.begin();
    // Searches asking the same at once (a new second for a popular route) share one answer.
    const flight = `${String(second)} ${String(generation)} ${key}`;
    let pending = this.#inFlight.get(flight);
    if (!pending) {
      pending = this.search(query, language, now)
        .then((answer) => {
          const json = this.serialize(answer);
          answers.set(key, { json, second, generation, reference });
          return json;
        })
        .finally(() => this.#inFlight.delete(flight));
      this.#inFlight.set(flight, pending);
    }
    return pending;
  }

  async search(
    query: SearchFlightQuery,
    language: Language,
    now: Date = this.clock.now(),
  ): Promise<SearchFlightResponse> {
    const reference = await this.reference();
    const request = readSearchRequest(query, reference, now);
    const [promotion, secret, saleClosed] = await Promise.all([
      request.promoCode === null ? undefined : this.#promotionRead(request.promoCode),
      this.bookingKeySecret(now),
      this.#read('sale-closed', () => findSaleClosedCityPairs(this.db)),
    ]);
    // Promotion sale windows run on the airline's home calendar.
    const saleDay = todayIn(AIRLINE_TIME_ZONE, now);
    const context: PricingContext = {
      reference,
      passengers: request.passengers,
      currency: request.currency,
      language,
      promoCode: request.promoCode,
      promoRule: promotion?.rule,
      saleDay,
    };
    // What the promotion contributes to a price: the code, the row as read now and the sale day.
    const promoState =
      request.promoCode === null
        ? '-'
        : `${request.promoCode} ${saleDay} ${JSON.stringify(promotion?.rule ?? null)}`;
    const priceKeys: AnswerKeys = { promoState, secret, issuedAt: issuedAtOf(now), now };
    const legs: SearchFlightResponse['legs'] = [];
    for (const [index, leg] of request.legs.entries()) {
      legs.push(await this.#searchLeg(index, leg, request, context, priceKeys, saleClosed));
    }
    return {
      tripType: request.tripType,
      currency: request.currency,
      minorUnitExponent: minorUnitExponent(request.currency),
      passengers: {
        adult: request.passengers.adults,
        child: request.passengers.children,
        infant: request.passengers.infants,
      },
      fareFamilies: this.#fareFamilies(reference, request.currency, language),
      promo:
        request.promoCode === null
          ? null
          : promoSummary(request.promoCode, promotion, saleDay, language, legs),
      legs,
    };
  }

  /** A read of the search's data: from the read cache while the data is unchanged (decision 046). */
  #read<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.#reads ? this.#reads.read(key, load) : load();
  }

  #promotionRead(code: string): ReturnType<FlightSearchService['promotion']> {
    return this.#read(`promotion ${code}`, () => this.promotion(code));
  }

  #flights(where: FlightSearchWhere): Promise<FlightRow[]> {
    const key = `flights ${where.origins.join(',')} ${where.destinations.join(',')} ${where.dates.join(',')}`;
    return this.#read(key, () => findFlights(this.db, where));
  }

  /** The families described in one currency and language: fixed per reference data, memoised. */
  #fareFamilies(
    reference: BookingReference,
    currency: SearchRequest['currency'],
    language: Language,
  ): SearchFlightResponse['fareFamilies'] {
    let byKey = this.#families.get(reference);
    if (!byKey) {
      byKey = new Map();
      this.#families.set(reference, byKey);
    }
    const key = `${currency} ${language}`;
    let families = byKey.get(key);
    if (!families) {
      families = reference.families.map((family) =>
        describeFareFamily(reference, family, currency, language),
      );
      byKey.set(key, families);
    }
    return families;
  }

  /** The booking-key secret, loaded once per server (the booking session verifies with it too). */
  bookingKeySecret(now: Date): Promise<Buffer> {
    this.#secret ??= loadBookingKeySecret(this.db, now).catch((error: unknown) => {
      this.#secret = undefined;
      throw error;
    });
    return this.#secret;
  }

  /**
   * One leg: one indexed query for the direct flights and the first flights of connections, one
   * for the onward flights from the hubs (that day and the next), none for an unknown route.
   * A city pair whose sale is switched off (`saleClosed`) is left out as a direct flight and as
   * either flight of a connection; a leg with nothing left on sale answers routeExists=false.
   * Leaving flights out before pricing keeps journey-cache.ts correct: it is only ever asked for
   * journeys on sale.
   */
  async #searchLeg(
    index: number,
    leg: LegRequest,
    request: SearchRequest,
    context: PricingContext,
    keys: AnswerKeys,
    saleClosed: ReadonlySet<string>,
  ): Promise<SearchFlightResponse['legs'][number]> {
    const { reference } = context;
    const onSale = (from: string, to: string) =>
      reference.cityPairsByCode.has(`${from}-${to}`) && !saleClosed.has(`${from}-${to}`);
    const direct = onSale(leg.from, leg.to);
    const hubs = connectionHubs(reference, leg.from, leg.to).filter(
      (hub) => onSale(leg.from, hub) && onSale(hub, leg.to),
    );
    const base = {
      index,
      direction: leg.direction,
      departAirport: leg.from,
      arrivalAirport: leg.to,
      cityPair: `${leg.from}-${leg.to}`,
      date: leg.date,
    };
    if (!direct && hubs.length === 0) return { ...base, routeExists: false, journeys: [] };
    const first = await this.#flights({
      origins: [leg.from],
      destinations: direct ? [leg.to, ...hubs] : hubs,
      dates: [leg.date],
    });
    const onward =
      hubs.length === 0
        ? []
        : await this.#flights({
            origins: hubs,
            destinations: [leg.to],
            dates: [leg.date, addDaysToIsoDate(leg.date, 1)],
          });
    const itineraries = buildItineraries(withPairs(first, reference), withPairs(onward, reference), leg.to);
    const journeys = itineraries.map((flights) => this.#journey(flights, request, context, keys));
    return { ...base, routeExists: true, journeys };
  }
}

function promoSummary(
  code: string,
  promotion: { rule: PromoRule; description: { vi: string; en: string } } | undefined,
  saleDay: string,
  language: Language,
  legs: SearchFlightResponse['legs'],
): NonNullable<SearchFlightResponse['promo']> {
  const status = promoSaleStatus(promotion?.rule, saleDay);
  const anyApplies = legs.some((leg) =>
    leg.journeys.some((journey) => journey.fares.some((fare) => fare.promo?.applicable === true)),
  );
  return {
    code,
    status:
      status === 'unknown'
        ? 'unknown'
        : status === 'expired'
          ? 'expired'
          : status === 'open' && anyApplies
            ? 'valid'
            : 'notApplicable',
    description: promotion ? localized(language, promotion.description) : null,
  };
}
