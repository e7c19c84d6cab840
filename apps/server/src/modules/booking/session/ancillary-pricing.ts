import {
  ANCILLARY_SERVICE_TYPES,
  ANCILLARY_UNITS,
  type AncillaryProductDto,
  type AncillaryServiceType,
  type AncillaryUnit,
} from '@skybook/contracts/ancillaries';
import { LEGAL_CONTENT_KEYS, type LegalContentKey } from '@skybook/contracts/legal-content';
import { SERVICE_CATEGORIES, type ServiceCategory } from '@skybook/domain/booking-enums';
import type { IsoDate } from '@skybook/domain/clock';
import type { CurrencyCode } from '@skybook/domain/currency';
import type { Language } from '@skybook/domain/languages';
import { convertMoney, money, type ExchangeRate } from '@skybook/domain/money';
import { vatOf, vatRateBpFor } from '@skybook/domain/vat';
import type { AncillaryTables } from '../../../db/tables/ancillaries';
import { localized } from '../../../i18n/localized';
import type { FareFamilyRow } from '../booking-reference';

type ProductRow = AncillaryTables['ancillary_product'];

/** One flight of the journey as the catalogue sees it. */
export interface CatalogueFlight {
  /** 0-based position in the journey. */
  index: number;
  originCode: string;
  destinationCode: string;
  departureDateLocal: IsoDate;
  blockMinutes: number;
  isDomestic: boolean;
}

export interface CatalogueContext {
  flights: readonly CatalogueFlight[];
  /** Every flight of the journey domestic: the domestic ladder and VAT apply. */
  isDomestic: boolean;
  family: FareFamilyRow;
  currency: CurrencyCode;
  /** VND → currency. */
  rate: ExchangeRate;
  language: Language;
}

export interface UnitPrice {
  baseAmount: number;
  vatAmount: number;
  totalAmount: number;
}

/**
 * One unit's price in `currency`: the VND amount and its VAT (`vatOf`, half up to the dong, as
 * the fare's VAT) each converted half up to the currency's minor unit, so base + VAT is the total
 * exactly, as the fare's charge lines are converted.
 */
export function priceUnit(
  amountVnd: number,
  vatBp: number,
  currency: CurrencyCode,
  rate: ExchangeRate,
): UnitPrice {
  const convert = (vnd: number): number =>
    currency === 'VND' ? vnd : convertMoney(money(vnd, 'VND'), currency, rate).amountMinor;
  const baseAmount = convert(amountVnd);
  const vatAmount = convert(vatOf(amountVnd, vatBp));
  return { baseAmount, vatAmount, totalAmount: baseAmount + vatAmount };
}

const pick = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

function readAirports(json: string | null): string[] | null {
  if (json === null) return null;
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : [];
}

const inScope = (appliesTo: string, isDomestic: boolean): boolean =>
  appliesTo === 'all' || appliesTo === (isDomestic ? 'domestic' : 'international');

/**
 * A product as offered on one journey, or null when it is not for this journey at all (the other
 * scope's price ladder; per-flight products with no flight long enough or of their scope).
 *
 * - Journey and booking products follow the journey's scope; per-flight products (meals, kits,
 *   duty-free) each flight's scope and length, and list the flights they are sold on.
 * - Offered at some airports only (shuttle, taxi): available=false, `serviceNotSupported`, when
 *   the journey's first departure (or last arrival) airport is not one of them.
 * - Seasonal (Tet flowers): available=false, `outOfSeason`, when the journey's first departure
 *   date is outside the window.
 * - Priority check-in the fare family includes: includedInFare, priced 0 (not sold). Meals with a
 *   family that includes a meal: includedInFare with their list price — the fare covers one meal
 *   per passenger and flight, further ones are paid.
 * - VAT on domestic journeys at the rate of the first departure date; prices in the session
 *   currency.
 */
export function offerProduct(row: ProductRow, context: CatalogueContext): AncillaryProductDto | null {
  const serviceType = pick<AncillaryServiceType>(ANCILLARY_SERVICE_TYPES, row.service_type);
  const unit = pick<AncillaryUnit>(ANCILLARY_UNITS, row.unit);
  const first = context.flights[0];
  const last = context.flights.at(-1);
  if (!serviceType || !unit || !first || !last) return null;

  let flightIndexes: number[] = [];
  if (unit === 'passengerFlight') {
    flightIndexes = context.flights
      .filter(
        (flight) =>
          inScope(row.applies_to, flight.isDomestic) && flight.blockMinutes >= row.min_block_minutes,
      )
      .map((flight) => flight.index);
    if (flightIndexes.length === 0) return null;
  } else {
    if (!inScope(row.applies_to, context.isDomestic)) return null;
    if (!context.flights.some((flight) => flight.blockMinutes >= row.min_block_minutes)) return null;
  }

  let unavailableReason: AncillaryProductDto['unavailableReason'] = null;
  const airports = readAirports(row.airport_codes);
  if (airports !== null) {
    const airport = row.airport_end === 'arrival' ? last.destinationCode : first.originCode;
    if (!airports.includes(airport)) unavailableReason = 'serviceNotSupported';
  }
  const departure = first.departureDateLocal;
  if (
    unavailableReason === null &&
    ((row.valid_from !== null && departure < row.valid_from) ||
      (row.valid_to !== null && departure > row.valid_to))
  ) {
    unavailableReason = 'outOfSeason';
  }

  const includesPriority = serviceType === 'priorityCheckIn' && context.family.has_priority_checkin === 1;
  const includesMeal = serviceType === 'meal' && context.family.has_meal === 1;
  const price = includesPriority
    ? { baseAmount: 0, vatAmount: 0, totalAmount: 0 }
    : priceUnit(row.amount, vatRateBpFor(context.isDomestic, departure), context.currency, context.rate);

  return {
    code: row.code,
    serviceType,
    category: pick<ServiceCategory>(SERVICE_CATEGORIES, row.category),
    unit,
    name: localized(context.language, { vi: row.name_vi, en: row.name_en }),
    description: localized(context.language, { vi: row.description_vi, en: row.description_en }),
    imageUrl: row.image_path,
    weightKg: row.weight_kg,
    ...price,
    maxQuantity: row.max_quantity,
    flightIndexes,
    includedInFare: includesPriority || includesMeal,
    termsKey: pick<LegalContentKey>(LEGAL_CONTENT_KEYS, row.terms_key),
    available: unavailableReason === null,
    unavailableReason,
  };
}
