import type {
  AncillaryOptionsResponse,
  AncillaryProductDto,
  FlyGreenResponse,
  InsuranceQuoteResponse,
  insurancePlanSchema,
} from '@skybook/contracts/ancillaries';
import { LEGAL_CONTENT_KEYS } from '@skybook/contracts/legal-content';
import { FLYGREEN_DONATIONS_VND } from '@skybook/domain/booking-constants';
import { addDaysToIsoDate, ageAt, daysBetween, isIsoDate, type IsoDate } from '@skybook/domain/clock';
import { minorUnitExponent, type CurrencyCode } from '@skybook/domain/currency';
import type { Language } from '@skybook/domain/languages';
import type { PassengerType } from '@skybook/domain/passenger-enums';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { localized } from '../../../i18n/localized';
import { type AppError, appError } from '../../../plugins/app-error';
import { offerProduct, priceUnit, type CatalogueFlight } from './ancillary-pricing';
import {
  findCatalogueFlights,
  listInsurancePlans,
  listOfferedProducts,
  type CatalogueFlightRow,
} from './ancillary.repository';
import type { BookingReference, BookingReferenceCache } from '../booking-reference';
import type { PricingJourney, PricingSession } from './live-session';

export type InsurancePlanDto = z.infer<typeof insurancePlanSchema>;

/** A passenger to insure: date of birth `YYYY-MM-DD`, or '' while unknown (the type's rate). */
export interface InsuredPassenger {
  key: string;
  type: PassengerType;
  dateOfBirth: string;
}

/** The age premiums assume for a passenger whose date of birth is not known yet. */
const DEFAULT_AGE: Readonly<Record<PassengerType, number>> = { adult: 30, child: 6, infant: 1 };

const sessionDataFailed = (reason: string): AppError =>
  appError('SESSION_ID_GET_SESSION_DATA_FAILED', { details: { reason } });

/**
 * The extras of /select-service priced for a booking session (requirements §2 Services, §3 Service types,
 * Charges, §9): the catalogue of one journey, travel insurance premiums, FlyGreen donations. The
 * quotation prices the traveller's choices with these same methods, so the page and the
 * quotation never disagree.
 */
export class AncillaryCatalogueService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly referenceCache: BookingReferenceCache,
  ) {}

  /**
   * Every product offered on `journey`, in display order, priced per unit in the session's
   * currency (see `offerProduct` for availability, included products and VAT).
   */
  async productsFor(
    session: PricingSession,
    journey: PricingJourney,
    language: Language,
  ): Promise<AncillaryProductDto[]> {
    const [reference, rows] = await Promise.all([this.referenceCache.get(), listOfferedProducts(this.db)]);
    const family = this.#family(reference, journey);
    const flights = await this.#journeyFlights(reference, journey);
    const context = {
      flights,
      isDomestic: journey.isDomestic,
      family,
      currency: session.currency,
      rate: reference.rateTo(session.currency),
      language,
    };
    return rows.flatMap((row) => offerProduct(row, context) ?? []);
  }

  /** GET ancillaryOptions: the journey's products and what its fare family already includes. */
  async optionsFor(
    session: PricingSession,
    journey: PricingJourney,
    language: Language,
  ): Promise<AncillaryOptionsResponse> {
    const reference = await this.referenceCache.get();
    const family = this.#family(reference, journey);
    return {
      journeyIndex: journey.index,
      currency: session.currency,
      minorUnitExponent: minorUnitExponent(session.currency),
      isDomestic: journey.isDomestic,
      allowance: {
        fareFamily: family.code,
        cabinBaggageKg: family.cabin_baggage_kg,
        checkedBaggageKg: family.checked_baggage_kg,
        golfBag: family.has_golf_bag_allowance === 1,
        priorityCheckIn: family.has_priority_checkin === 1,
        meal: family.has_meal === 1,
      },
      products: await this.productsFor(session, journey, language),
    };
  }

  /**
   * Travel insurance for the whole trip: SkyCare when every journey is domestic, else the
   * international plans. Each plan lists a premium (VAT-exempt, in the session currency) for
   * every passenger it covers — by age at the first departure (from the date of birth, else the
   * passenger type's usual age) and the days from the first departure to the last arrival,
   * inclusive. A passenger outside every age band is left out of a plan's premiums; a plan whose
   * longest trip is shorter than the trip is not offered.
   *
   * @throws AppError INVALID_BIRTHDATE (400) for a date of birth that is not `YYYY-MM-DD` or is
   *   after the first departure.
   */
  async insurancePlansFor(
    session: PricingSession,
    passengers: readonly InsuredPassenger[],
    language: Language,
  ): Promise<InsurancePlanDto[]> {
    return (await this.insuranceQuote(session, passengers, language)).plans;
  }

  /** POST insurances: {@link insurancePlansFor} with the days covered. */
  async insuranceQuote(
    session: PricingSession,
    passengers: readonly InsuredPassenger[],
    language: Language,
  ): Promise<InsuranceQuoteResponse> {
    const reference = await this.referenceCache.get();
    const trip = await this.tripDays(session);
    const ages = passengers.map((passenger) => ({
      key: passenger.key,
      age: ageOf(passenger, trip.firstDeparture),
    }));
    const rate = reference.rateTo(session.currency);
    const scope = session.journeys.every((journey) => journey.isDomestic) ? 'domestic' : 'international';
    const plans = await listInsurancePlans(this.db, scope);
    const premiumFor = (premiums: (typeof plans)[number]['premiums'], age: number) =>
      premiums.find(
        (row) =>
          row.min_age <= age && age <= row.max_age && row.min_days <= trip.days && trip.days <= row.max_days,
      );
    return {
      currency: session.currency,
      minorUnitExponent: minorUnitExponent(session.currency),
      days: trip.days,
      plans: plans.flatMap(({ plan, premiums }) => {
        const termsKey = LEGAL_CONTENT_KEYS.find((key) => key === plan.terms_key);
        if (!termsKey || !premiums.some((premium) => premium.max_days >= trip.days)) return [];
        return [
          {
            code: plan.code,
            name: localized(language, { vi: plan.name_vi, en: plan.name_en }),
            coverage: readLines(localized(language, { vi: plan.coverage_vi, en: plan.coverage_en })),
            termsKey,
            premiums: ages.flatMap(({ key, age }) => {
              const premium = premiumFor(premiums, age);
              if (!premium) return [];
              const { totalAmount } = priceUnit(premium.amount, 0, session.currency, rate);
              return [{ passengerKey: key, totalAmount }];
            }),
          },
        ];
      }),
    };
  }

  /** The insured period: the first departure's local date and the days to the last arrival, inclusive. */
  async tripDays(session: PricingSession): Promise<{ firstDeparture: IsoDate; days: number }> {
    const ids = session.journeys.flatMap((journey) => journey.flightIds);
    const flights = await findCatalogueFlights(this.db, ids);
    const first = flights.get(ids[0] ?? -1);
    const last = flights.get(ids.at(-1) ?? -1);
    if (!first || !last || !isIsoDate(first.departure_date_local) || !isIsoDate(last.arrival_date_local)) {
      throw sessionDataFailed('flightMissing');
    }
    return {
      firstDeparture: first.departure_date_local,
      days: daysBetween(first.departure_date_local, last.arrival_date_local) + 1,
    };
  }

  /** GET banner-service/isFlyGreen: the donations offered (requirements §9), in VND and `currency`. */
  async flyGreen(currency: CurrencyCode, language: Language): Promise<FlyGreenResponse> {
    const reference = await this.referenceCache.get();
    const rate = reference.rateTo(currency);
    return {
      isFlyGreen: true,
      options: FLYGREEN_DONATIONS_VND.map((amountVnd) => ({
        amountVnd,
        amount: priceUnit(amountVnd, 0, currency, rate).totalAmount,
      })),
      currency,
      minorUnitExponent: minorUnitExponent(currency),
      title: localized(language, { vi: 'Bay xanh cùng Skybook', en: 'Fly green with Skybook' }),
      description: localized(language, {
        vi: 'Góp 10.000, 20.000 hoặc 50.000 VND để trồng rừng ngập mặn ở Cà Mau và Cần Giờ, bù đắp một phần khí thải của chuyến bay. Toàn bộ số tiền được chuyển cho dự án, không chịu thuế.',
        en: 'Give 10,000, 20,000 or 50,000 VND to plant mangroves in Ca Mau and Can Gio and offset part of your flight’s emissions. Every dong goes to the project, with no tax.',
      }),
    };
  }

  #family(reference: BookingReference, journey: PricingJourney) {
    const family = reference.families.find((candidate) => candidate.code === journey.familyCode);
    if (!family) throw sessionDataFailed('fareFamily');
    return family;
  }

  async #journeyFlights(reference: BookingReference, journey: PricingJourney): Promise<CatalogueFlight[]> {
    const rows = await findCatalogueFlights(this.db, journey.flightIds);
    return journey.flightIds.map((id, index) => {
      const row: CatalogueFlightRow | undefined = rows.get(id);
      if (!row || !isIsoDate(row.departure_date_local)) throw sessionDataFailed('flightMissing');
      return {
        index,
        originCode: row.origin_code,
        destinationCode: row.destination_code,
        departureDateLocal: row.departure_date_local,
        blockMinutes: row.block_minutes,
        isDomestic: reference.cityPairsById.get(row.city_pair_id)?.isDomestic ?? false,
      };
    });
  }
}

function readLines(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((line): line is string => typeof line === 'string') : [];
}

/** Age in years on the first departure; the type's usual age without a date of birth. */
function ageOf(passenger: InsuredPassenger, firstDeparture: IsoDate): number {
  if (passenger.dateOfBirth === '') return DEFAULT_AGE[passenger.type];
  const birth = passenger.dateOfBirth;
  if (!isIsoDate(birth) || birth > firstDeparture || birth < addDaysToIsoDate(firstDeparture, -366 * 130)) {
    throw appError('INVALID_BIRTHDATE', {
      details: { field: `passengers.${passenger.key}.dateOfBirth`, reason: 'INVALID' },
    });
  }
  return ageAt(birth, firstDeparture);
}
