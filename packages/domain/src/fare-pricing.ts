import { convertMoney, money, type ExchangeRate } from './money';
import type { CurrencyCode } from './currency';
import type { PassengerType } from './passenger-enums';
import { TAX_TOTAL_EXCLUDED_CHARGE_CODES } from './payment-codes';

/**
 * requirements §3: these charge codes are the fare or something bought (fare, infant charge, seat,
 * special services, insurance, itinerary change), so the tax total leaves them out.
 */
export const TAX_TOTAL_EXCLUDED_CODES: ReadonlySet<string> = new Set(TAX_TOTAL_EXCLUDED_CHARGE_CODES);

/**
 * A child pays this share of the adult fare, in thousandths. The requirements are silent; 1000 (the full adult
 * fare) is what Vietjet charges children on its own flights. Infants pay no fare (only IF and the
 * taxes that apply to them) and take no seat.
 */
export const CHILD_FARE_PERMILLE = 1000;

/** One row of the charge table, as tax_charge_rate stores it (amounts in VND). */
export interface ChargeRate {
  readonly code: string;
  readonly scope: 'domestic' | 'international';
  readonly countryCode: string | null;
  readonly airportCode: string | null;
  readonly passengerType: PassengerType;
  readonly minDistanceKm: number;
  readonly amount: number | null;
  readonly percentBp: number | null;
  readonly validFrom: string;
  readonly validTo: string | null;
}

/** What the charges of one flight segment depend on. */
export interface SegmentChargeContext {
  readonly originAirport: string;
  readonly originCountry: string;
  readonly isDomestic: boolean;
  readonly distanceKm: number;
  /** Local departure date, YYYY-MM-DD: rates apply by the day of travel. */
  readonly date: string;
}

/** One priced line: a charge code and its amount in minor units of the line's currency. */
export interface ChargeLine {
  readonly code: string;
  readonly amount: number;
}

function specificity(rate: ChargeRate): number {
  if (rate.airportCode !== null) return 2;
  return rate.countryCode !== null ? 1 : 0;
}

/**
 * The rates that apply to one passenger on one segment (db/seed/charges.ts): rows of the
 * segment's scope valid on its date whose airport is the departure airport, or whose country is
 * the departure country with no airport, or with neither; per code the most specific match wins,
 * and among rows differing only in distance the largest minimum not above the sector distance.
 */
export function selectChargeRates(
  rates: readonly ChargeRate[],
  segment: SegmentChargeContext,
  passengerType: PassengerType,
): ChargeRate[] {
  const scope = segment.isDomestic ? 'domestic' : 'international';
  const best = new Map<string, ChargeRate>();
  for (const rate of rates) {
    if (rate.scope !== scope || rate.passengerType !== passengerType) continue;
    if (rate.validFrom > segment.date || (rate.validTo !== null && rate.validTo < segment.date)) continue;
    if (rate.airportCode !== null && rate.airportCode !== segment.originAirport) continue;
    if (rate.airportCode === null && rate.countryCode !== null && rate.countryCode !== segment.originCountry)
      continue;
    if (rate.minDistanceKm > segment.distanceKm) continue;
    const current = best.get(rate.code);
    if (
      !current ||
      specificity(rate) > specificity(current) ||
      (specificity(rate) === specificity(current) && rate.minDistanceKm > current.minDistanceKm)
    ) {
      best.set(rate.code, rate);
    }
  }
  return [...best.values()];
}

/**
 * The lines one passenger pays on one segment, in VND: the fare (FA, when positive), each fixed
 * charge, then each percentage charge (VAT) on the fare plus the fixed charges, rounded half up
 * to the dong. Line order: FA, fixed charges, percentage charges, each group in `rates` order.
 */
export function priceSegmentPassenger(fareVnd: number, rates: readonly ChargeRate[]): ChargeLine[] {
  const lines: ChargeLine[] = fareVnd > 0 ? [{ code: 'FA', amount: fareVnd }] : [];
  let base = fareVnd;
  for (const rate of rates) {
    if (rate.amount === null) continue;
    lines.push({ code: rate.code, amount: rate.amount });
    base += rate.amount;
  }
  for (const rate of rates) {
    if (rate.percentBp === null) continue;
    lines.push({ code: rate.code, amount: Math.floor((base * rate.percentBp + 5000) / 10_000) });
  }
  return lines;
}

/** The fare a passenger type pays for an adult fare of `adultFareVnd` (see {@link CHILD_FARE_PERMILLE}). */
export function fareForPassenger(adultFareVnd: number, passengerType: PassengerType): number {
  if (passengerType === 'adult') return adultFareVnd;
  if (passengerType === 'infant') return 0;
  return Math.round((adultFareVnd * CHILD_FARE_PERMILLE) / 1000);
}

/** Adds lines of the same code together, keeping the order in which codes first appear. */
export function mergeChargeLines(groups: readonly (readonly ChargeLine[])[]): ChargeLine[] {
  const totals = new Map<string, number>();
  for (const lines of groups) {
    for (const line of lines) totals.set(line.code, (totals.get(line.code) ?? 0) + line.amount);
  }
  return [...totals].map(([code, amount]) => ({ code, amount }));
}

/**
 * Converts VND lines into `currency` one line at a time (each rounded half up to the target's
 * minor unit, see `convertMoney`), so the lines shown always add up to the totals shown.
 */
export function convertChargeLines(
  lines: readonly ChargeLine[],
  currency: CurrencyCode,
  rate: ExchangeRate,
): ChargeLine[] {
  if (currency === 'VND') return [...lines];
  return lines.map((line) => ({
    code: line.code,
    amount: convertMoney(money(line.amount, 'VND'), currency, rate).amountMinor,
  }));
}

/** The per-passenger totals of a set of lines: everything, and the tax total (requirements §3). */
export function totalsOf(lines: readonly ChargeLine[]): {
  total: number;
  taxTotal: number;
  baseFare: number;
} {
  let total = 0;
  let taxTotal = 0;
  let baseFare = 0;
  for (const line of lines) {
    total += line.amount;
    if (!TAX_TOTAL_EXCLUDED_CODES.has(line.code)) taxTotal += line.amount;
    if (line.code === 'FA') baseFare += line.amount;
  }
  return { total, taxTotal, baseFare };
}
