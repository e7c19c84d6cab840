import type { HotDealDto, HotDealListDto } from '@skybook/contracts/hotdeal';
import { getSiteRoute } from '@skybook/contracts/site-routes';
import {
  AIRLINE_TIME_ZONE,
  addDaysToIsoDate,
  isIsoDate,
  toIsoDate,
  type Clock,
  type IsoDate,
} from '@skybook/domain/clock';
import { minorUnitExponent, type CurrencyCode } from '@skybook/domain/currency';
import { DEFAULT_LANGUAGE, type Language } from '@skybook/domain/languages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { localized } from '../../i18n/localized';
import type { BookingReference, BookingReferenceCache, LowFareService } from '../booking/public';
import { listShowableHotDeals, type ShowableHotDealRow } from './hotdeal.repository';

/** Departure dates searched: from tomorrow, this many days (the low-fare calendar allows 62). */
export const HOT_DEAL_SEARCH_DAYS = 45;

/** How long a computed list is reused before the fares are read again. */
export const HOT_DEAL_CACHE_MS = 60_000;

/** requirements §3 Hot deal to/from/price texts, in Vietnamese and English (others read English). */
const TEXTS = {
  fromText: { vi: 'Từ', en: 'From' },
  toText: { vi: 'Đến', en: 'To' },
  priceText: { vi: 'Chỉ từ', en: 'Only from' },
} as const;

/** A deal with its cheapest fare found, before it is put into a language. */
interface PricedDeal {
  row: ShowableHotDealRow;
  isDomestic: boolean;
  tripType: 'oneway' | 'roundTrip';
  stayDays: number | null;
  price: number;
  departureDate: IsoDate;
  returnDate: IsoDate | null;
}

interface PricedDeals {
  currency: CurrencyCode;
  from: IsoDate;
  to: IsoDate;
  pricedAt: string;
  deals: PricedDeal[];
}

/** The requirements §2 search a deal starts, as the web's `toSearchParams` writes it. */
export function hotDealDeepLink(
  language: Language,
  deal: Pick<HotDealDto, 'originCode' | 'destinationCode' | 'departureDate' | 'returnDate' | 'tripType'>,
  currency: CurrencyCode,
): string {
  const params = new URLSearchParams({
    departAirport: deal.originCode,
    arrivalAirport: deal.destinationCode,
    departDate: deal.departureDate,
  });
  if (deal.tripType === 'roundTrip' && deal.returnDate) params.set('returnDate', deal.returnDate);
  params.set('tripType', deal.tripType);
  params.set('adultCount', '1');
  params.set('childCount', '0');
  params.set('infantCount', '0');
  params.set('currency', currency);
  return `/${language}/${getSiteRoute('selectFlight').path}?${params.toString()}`;
}

/** The cheapest day of `byDay` (date → amount), the earliest of equal ones; undefined when empty. */
function cheapestDay(byDay: ReadonlyMap<IsoDate, number>): { date: IsoDate; amount: number } | undefined {
  let best: { date: IsoDate; amount: number } | undefined;
  for (const [date, amount] of [...byDay].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!best || amount < best.amount) best = { date, amount };
  }
  return best;
}

/**
 * The home page's hot deals (requirements §3, §7 Hot-deal API): the airline's chosen routes, each at the
 * cheapest adult total of the coming {@link HOT_DEAL_SEARCH_DAYS} days as the low-fare calendar
 * prices it (the same service, so a deal and the calendar always agree), with the departure date
 * that gives it, and for a round trip the return after the deal's stay. A deal with no fare in
 * the window (no flight, sold out, route not flown) is left out. Prices are computed per currency
 * and kept for {@link HOT_DEAL_CACHE_MS}; names and links are put into the language per request.
 */
export class HotDealService {
  readonly #cache = new Map<CurrencyCode, { expiresAt: number; value: Promise<PricedDeals> }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly referenceCache: BookingReferenceCache,
    private readonly lowFare: LowFareService,
  ) {}

  async list(language: Language, currency: CurrencyCode): Promise<HotDealListDto> {
    const priced = await this.#priced(currency);
    return {
      language,
      currency,
      minorUnitExponent: minorUnitExponent(currency),
      from: priced.from,
      to: priced.to,
      pricedAt: priced.pricedAt,
      deals: priced.deals.map((deal) => toHotDealDto(deal, language, currency)),
    };
  }

  /** Forgets computed prices (after the airline edits its deals). */
  clear(): void {
    this.#cache.clear();
  }

  /** One computation per currency at a time: concurrent first requests share it. */
  #priced(currency: CurrencyCode): Promise<PricedDeals> {
    const now = this.clock.now().getTime();
    const cached = this.#cache.get(currency);
    if (cached && cached.expiresAt > now) return cached.value;
    const value = this.#price(currency);
    this.#cache.set(currency, { expiresAt: now + HOT_DEAL_CACHE_MS, value });
    // A failure is not kept: the next request tries again.
    value.catch(() => {
      if (this.#cache.get(currency)?.value === value) this.#cache.delete(currency);
    });
    return value;
  }

  async #price(currency: CurrencyCode): Promise<PricedDeals> {
    const now = this.clock.now();
    // "Tomorrow" is the airline's, as for promotions' sale windows.
    const from = addDaysToIsoDate(toIsoDate(now, AIRLINE_TIME_ZONE), 1);
    const to = addDaysToIsoDate(from, HOT_DEAL_SEARCH_DAYS - 1);
    const [rows, reference] = await Promise.all([
      listShowableHotDeals(this.db, now.toISOString()),
      this.referenceCache.get(),
    ]);
    const deals = await Promise.all(rows.map((row) => this.#priceDeal(row, reference, currency, from, to)));
    return {
      currency,
      from,
      to,
      pricedAt: now.toISOString(),
      deals: deals.filter((deal): deal is PricedDeal => deal !== undefined),
    };
  }

  async #priceDeal(
    row: ShowableHotDealRow,
    reference: BookingReference,
    currency: CurrencyCode,
    from: IsoDate,
    to: IsoDate,
  ): Promise<PricedDeal | undefined> {
    const origin = row.origin_code;
    const destination = row.destination_code;
    const pair = reference.cityPairsByCode.get(`${origin}-${destination}`);
    if (!pair) return undefined;
    const outbound = await this.#lowestByDay(origin, destination, from, to, currency);
    const stayDays = row.trip_type === 'roundTrip' ? row.stay_days : null;
    if (stayDays === null) {
      const best = cheapestDay(outbound);
      if (!best) return undefined;
      return {
        row,
        isDomestic: pair.isDomestic,
        tripType: 'oneway',
        stayDays: null,
        price: best.amount,
        departureDate: best.date,
        returnDate: null,
      };
    }
    if (!reference.cityPairsByCode.has(`${destination}-${origin}`) || outbound.size === 0) return undefined;
    const inbound = await this.#lowestByDay(
      destination,
      origin,
      addDaysToIsoDate(from, stayDays),
      addDaysToIsoDate(to, stayDays),
      currency,
    );
    // Each departure day with its return `stayDays` later: both must have a fare.
    const totals = new Map<IsoDate, number>();
    for (const [date, amount] of outbound) {
      const back = inbound.get(addDaysToIsoDate(date, stayDays));
      if (back !== undefined) totals.set(date, amount + back);
    }
    const best = cheapestDay(totals);
    if (!best) return undefined;
    return {
      row,
      isDomestic: pair.isDomestic,
      tripType: 'roundTrip',
      stayDays,
      price: best.amount,
      departureDate: best.date,
      returnDate: addDaysToIsoDate(best.date, stayDays),
    };
  }

  /** The low-fare calendar of one direction for one adult: date → lowest total, days with a fare only. */
  async #lowestByDay(
    departAirport: string,
    arrivalAirport: string,
    from: IsoDate,
    to: IsoDate,
    currency: CurrencyCode,
  ): Promise<Map<IsoDate, number>> {
    const calendar = await this.lowFare.lowFare(
      {
        departAirport,
        arrivalAirport,
        from,
        to,
        adultCount: '1',
        childCount: '0',
        infantCount: '0',
        currency,
      },
      DEFAULT_LANGUAGE,
    );
    const byDay = new Map<IsoDate, number>();
    for (const day of calendar.days) {
      if (day.lowestTotalAmount !== null && isIsoDate(day.date)) byDay.set(day.date, day.lowestTotalAmount);
    }
    return byDay;
  }
}

function toHotDealDto(deal: PricedDeal, language: Language, currency: CurrencyCode): HotDealDto {
  const { row } = deal;
  const text = (texts: { vi: string; en: string }): string => localized(language, texts);
  const dto: Omit<HotDealDto, 'deepLink'> = {
    id: row.id,
    image: row.image_path,
    originCode: row.origin_code,
    originName: text({ vi: row.origin_city_vi, en: row.origin_city_en }),
    originAirportName: text({ vi: row.origin_name_vi, en: row.origin_name_en }),
    destinationCode: row.destination_code,
    destinationName: text({ vi: row.destination_city_vi, en: row.destination_city_en }),
    destinationAirportName: text({ vi: row.destination_name_vi, en: row.destination_name_en }),
    isDomestic: deal.isDomestic,
    tripType: deal.tripType,
    price: deal.price,
    currency,
    minorUnitExponent: minorUnitExponent(currency),
    departureDate: deal.departureDate,
    returnDate: deal.returnDate,
    stayDays: deal.stayDays,
    fromText: text(TEXTS.fromText),
    toText: text(TEXTS.toText),
    priceText: text(TEXTS.priceText),
  };
  return { ...dto, deepLink: hotDealDeepLink(language, dto, currency) };
}
