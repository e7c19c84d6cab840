import type { FareFamilyDto, FareOptionDto, PassengerPriceDto } from '@skybook/contracts/flight-search';
import type { CurrencyCode } from '@skybook/domain/currency';
import {
  convertChargeLines,
  fareForPassenger,
  mergeChargeLines,
  priceSegmentPassenger,
  totalsOf,
} from '@skybook/domain/fare-pricing';
import type { Language } from '@skybook/domain/languages';
import { convertMoney, money } from '@skybook/domain/money';
import type { PassengerCounts } from '@skybook/domain/passenger-counts';
import type { PassengerType } from '@skybook/domain/passenger-enums';
import { evaluatePromo, type PromoRule } from '@skybook/domain/promo-rules';
import { currentBucket, currentFare } from '@skybook/domain/fare-ladder';
import { localized } from '../../../i18n/localized';
import type { BookingReference, CityPairInfo, FareFamilyRow } from '../booking-reference';

/** One flight of a journey with the inventory of one family on it. */
export interface PricedSegment {
  pair: CityPairInfo;
  date: string;
  capacity: number;
  sold: number;
  baseFare: number;
}

export interface PricingContext {
  reference: BookingReference;
  passengers: PassengerCounts;
  currency: CurrencyCode;
  language: Language;
  /** The requested code's rule (undefined when unknown) — only read when `promoCode` is set. */
  promoCode: string | null;
  promoRule: PromoRule | undefined;
  /** The booking day in Vietnam, for the promotion's sale window. */
  saleDay: string;
}

export interface PricedFare {
  option: Omit<FareOptionDto, 'bookingKey'>;
  /** The total a booking key quotes: after the promotion when it applies. */
  quotedTotal: number;
  appliedPromoCode: string | null;
}

/**
 * Prices one fare family on one journey for every passenger (requirements §3 charges): per flight the
 * fare of the bucket the next seat sells in (every passenger of the search is quoted that
 * bucket), the charges of that flight, summed by code over the flights; converted line by line
 * from VND, so the lines add up to the totals exactly.
 */
export function priceJourneyFare(
  context: PricingContext,
  family: FareFamilyRow,
  segments: readonly PricedSegment[],
): PricedFare {
  const { reference, passengers, currency } = context;
  const rate = reference.rateTo(currency);
  const ladder = reference.bucketsByFamily.get(family.code) ?? [];
  const fares = segments.map((segment) => {
    const bucket = currentBucket(ladder, segment.sold, segment.capacity);
    return { bucket: bucket.code, fare: currentFare(segment.baseFare, bucket) };
  });
  const seatsLeft = Math.min(...segments.map((segment) => segment.capacity - segment.sold));
  const seated = passengers.adults + passengers.children;

  const priceFor = (type: PassengerType, count: number): PassengerPriceDto => {
    const vndLines = mergeChargeLines(
      segments.map((segment, index) =>
        priceSegmentPassenger(
          fareForPassenger(fares[index]?.fare ?? 0, type),
          reference.chargesFor(segment.pair, segment.date, type),
        ),
      ),
    );
    const charges = convertChargeLines(vndLines, currency, rate);
    const totals = totalsOf(charges);
    return { count, baseFare: totals.baseFare, charges, taxTotal: totals.taxTotal, total: totals.total };
  };
  const adult = priceFor('adult', passengers.adults);
  const child = passengers.children > 0 ? priceFor('child', passengers.children) : null;
  const infant = passengers.infants > 0 ? priceFor('infant', passengers.infants) : null;
  const all = [adult, child, infant].filter((price) => price !== null);
  const totalAmount = all.reduce((sum, price) => sum + price.count * price.total, 0);
  const taxTotalAmount = all.reduce((sum, price) => sum + price.count * price.taxTotal, 0);

  let promo: FareOptionDto['promo'] = null;
  let quotedTotal = totalAmount;
  let appliedPromoCode: string | null = null;
  if (context.promoCode !== null) {
    const first = segments[0];
    const last = segments.at(-1);
    const fareTotalVnd = fares.reduce(
      (sum, fare) =>
        sum +
        fareForPassenger(fare.fare, 'adult') * passengers.adults +
        fareForPassenger(fare.fare, 'child') * passengers.children,
      0,
    );
    const outcome = evaluatePromo(context.promoRule, {
      today: context.saleDay,
      travelDate: first?.date ?? '',
      cityPair: `${first?.pair.origin ?? ''}-${last?.pair.destination ?? ''}`,
      isDomestic: segments.every((segment) => segment.pair.isDomestic),
      fareFamily: family.code,
      seatedPassengers: seated,
      fareTotalVnd,
    });
    if (outcome.applicable) {
      const discount = Math.min(
        totalAmount,
        currency === 'VND'
          ? outcome.discountVnd
          : convertMoney(money(outcome.discountVnd, 'VND'), currency, rate).amountMinor,
      );
      quotedTotal = totalAmount - discount;
      appliedPromoCode = context.promoCode;
      promo = { applicable: true, reason: null, discountAmount: discount, totalAfterDiscount: quotedTotal };
    } else {
      promo = {
        applicable: false,
        reason: outcome.reason,
        discountAmount: 0,
        totalAfterDiscount: totalAmount,
      };
    }
  }

  return {
    quotedTotal,
    appliedPromoCode,
    option: {
      family: family.code,
      available: seatsLeft >= seated,
      soldOut: seatsLeft <= 0,
      seatsLeft: Math.max(0, seatsLeft),
      buckets: fares.map((fare) => fare.bucket),
      prices: { adult, child, infant },
      totalAmount,
      taxTotalAmount,
      promo,
    },
  };
}

/** What a family is and includes, in the request's language and currency. */
export function describeFareFamily(
  reference: BookingReference,
  family: FareFamilyRow,
  currency: CurrencyCode,
  language: Language,
): FareFamilyDto {
  const benefits = reference.benefitsByFamily.get(family.code) ?? { vi: [], en: [] };
  return {
    code: family.code,
    name: localized(language, { vi: family.name_vi, en: family.name_en }),
    includes: {
      cabinBaggageKg: family.cabin_baggage_kg,
      checkedBaggageKg: family.checked_baggage_kg,
      golfBag: family.has_golf_bag_allowance === 1,
      priorityCheckIn: family.has_priority_checkin === 1,
      meal: family.has_meal === 1,
      drinks: family.has_drinks === 1,
      lounge: family.has_lounge === 1,
      freeSeatClasses: reference.freeSeatsByFamily.get(family.code) ?? [],
      canChange: family.can_change === 1,
      changeFee:
        currency === 'VND'
          ? family.change_fee
          : convertMoney(money(family.change_fee, 'VND'), currency, reference.rateTo(currency)).amountMinor,
      canRefund: family.can_refund === 1,
    },
    benefits: localized(language, benefits),
  };
}
