import type { AncillaryProductDto, insurancePlanSchema } from '@skybook/contracts/ancillaries';
import type { FieldIssue } from '@skybook/contracts/errors';
import {
  contactSchema,
  emergencyContactSchema,
  formErrorCodeForPath,
  passengerSchema,
  passengerDetailsRules,
  type PassengerDetails,
  type PassengerForm,
} from '@skybook/contracts/passengers';
import type {
  QuotationBody,
  QuotationDto,
  QuotationLineDto,
  ServiceSelection,
} from '@skybook/contracts/quotation';
import { FLYGREEN_DONATIONS_VND } from '@skybook/domain/booking-constants';
import { AIRLINE_TIME_ZONE, type Clock } from '@skybook/domain/clock';
import { minorUnitExponent } from '@skybook/domain/currency';
import type { Language } from '@skybook/domain/languages';
import { convertMoney, money } from '@skybook/domain/money';
import type { PassengerFormError } from '@skybook/domain/passenger-rules';
import type { PassengerType } from '@skybook/domain/passenger-enums';
import { TAX_TOTAL_EXCLUDED_CHARGE_CODES } from '@skybook/domain/payment-codes';
import {
  seatAssignmentProblems,
  type SeatRulePassenger,
  type SeatRuleSeat,
} from '@skybook/domain/seat-rules';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { formMessage } from '../../../i18n/form-messages';
import { localized } from '../../../i18n/localized';
import { AppError } from '../../../plugins/app-error';
import type { BookingReferenceCache } from '../booking-reference';
import { loadPlaceAndChargeNames } from '../places.repository';
import type {
  BookingSessionService,
  LiveSession,
  LiveSessionJourney,
  PricedSessionJourney,
} from './booking-session.service';
import { todayIn } from '../flight-search/search-params';
import type { SeatMapService } from './seat-map.service';

type InsurancePlan = z.infer<typeof insurancePlanSchema>;

/** What the quotation needs from the extras catalogue (ancillary catalogue service). */
export interface QuotationCatalogue {
  productsFor(
    session: LiveSession,
    journey: LiveSessionJourney,
    language: Language,
  ): Promise<AncillaryProductDto[]>;
  insurancePlansFor(
    session: LiveSession,
    passengers: readonly { key: string; type: PassengerType; dateOfBirth: string }[],
    language: Language,
  ): Promise<InsurancePlan[]>;
}

const EXCLUDED = new Set<string>(TAX_TOTAL_EXCLUDED_CHARGE_CODES);
const FARE_CODES = new Set(['FA', 'IF']);

/** Country and province codes the forms may name, and the charge names, read once. */
interface QuotationReference {
  countries: ReadonlySet<string>;
  provinces: ReadonlyMap<string, ReadonlySet<string>>;
  chargeNames: ReadonlyMap<string, { vi: string; en: string }>;
}

const invalid = (
  code: ConstructorParameters<typeof AppError>[0],
  status: number,
  path: string,
  reason: string,
  message: string,
): AppError => new AppError(code, status, { details: { issues: [{ path, code: reason, message }] } });

/**
 * Prices the whole draft (POST reservations/quotation): the passengers validated with the same
 * rules as the form, every fare re-priced from the inventory now, every extra re-priced from the
 * catalogue and the seat maps, each line by charge code with its VAT, the promotion as a DC line.
 * Nothing the browser sends is taken as a price.
 */
export interface QuoteOptions {
  /** The session's journeys priced now, when the caller already has them. */
  readonly priced?: readonly PricedSessionJourney[];
  /** False: answer the quotation without storing the draft in the session (default true). */
  readonly store?: boolean;
}

export class QuotationService {
  #reference: Promise<QuotationReference> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly referenceCache: BookingReferenceCache,
    private readonly sessions: BookingSessionService,
    private readonly seatMaps: SeatMapService,
    private readonly catalogue: QuotationCatalogue,
  ) {}

  #loadReference(): Promise<QuotationReference> {
    this.#reference ??= loadPlaceAndChargeNames(this.db).then(
      ([countries, provinces, charges]) => {
        const byCountry = new Map<string, Set<string>>();
        for (const province of provinces) {
          const set = byCountry.get(province.country_code) ?? new Set<string>();
          set.add(province.code);
          byCountry.set(province.country_code, set);
        }
        return {
          countries: new Set(countries.map((row) => row.code)),
          provinces: byCountry,
          chargeNames: new Map(charges.map((row) => [row.code, { vi: row.name_vi, en: row.name_en }])),
        };
      },
      (error: unknown) => {
        this.#reference = undefined;
        throw error;
      },
    );
    return this.#reference;
  }

  /**
   * Validates and prices `body`, stores it in the session and answers the quotation. Booking
   * creation re-quotes with the journeys it has just priced and does not store the draft again.
   */
  async quote(
    session: LiveSession,
    body: QuotationBody,
    language: Language,
    options: QuoteOptions = {},
  ): Promise<QuotationDto> {
    const reference = await this.#loadReference();
    const details = this.#validDetails(session, body.details, reference, language);
    const priced = options.priced ?? (await this.sessions.priceJourneys(session, language));
    const lines: QuotationLineDto[] = [
      ...this.#fareLines(session, priced, details, reference, language),
      ...(await this.#seatLines(session, details, body.services, language)),
      ...(await this.#serviceLines(session, details, body.services, language)),
      ...(await this.#insuranceLines(session, details, body.services, language)),
      ...(await this.#donationLines(session, body.services, language)),
    ];
    const quotation = this.#summarise(session, details, lines, language);
    if (options.store !== false) await this.sessions.saveDraft(session, details, body.services, quotation);
    return quotation;
  }

  #validDetails(
    session: LiveSession,
    details: PassengerDetails,
    reference: QuotationReference,
    language: Language,
  ): PassengerDetails {
    const schema = passengerDetailsRules({
      referenceDate: session.ageReferenceDate,
      today: todayIn(AIRLINE_TIME_ZONE, this.clock.now()),
      requiresDocuments: session.requiresDocuments,
      counts: {
        adult: session.passengers.adults,
        child: session.passengers.children,
        infant: session.passengers.infants,
      },
      isKnownCountry: (code) => reference.countries.has(code),
      isKnownProvince: (country, province) => reference.provinces.get(country)?.has(province) === true,
    });
    const parsed = schema.safeParse(details);
    if (parsed.success) return parsed.data;
    const issues: FieldIssue[] = parsed.error.issues.map((issue) => {
      const key = issue.message as PassengerFormError;
      const path = ['details', ...issue.path.map(String)].join('.');
      return { path, code: key, message: formMessage(key, language) };
    });
    // The code is the first field at fault in the form's own order.
    const first = [...parsed.error.issues].sort((a, b) => formOrder(a.path) - formOrder(b.path))[0];
    throw new AppError(formErrorCodeForPath(first?.path.map((part) => String(part)) ?? []), 400, {
      details: { issues },
    });
  }

  /** Per journey and passenger: the fare and every charge by code, from the inventory now. */
  #fareLines(
    session: LiveSession,
    priced: readonly PricedSessionJourney[],
    details: PassengerDetails,
    reference: QuotationReference,
    language: Language,
  ): QuotationLineDto[] {
    const lines: QuotationLineDto[] = [];
    for (const { journey, fare } of priced) {
      if (!fare?.available) {
        throw new AppError('FARE_UNAVAILABLE', 409, { details: { journeyIndex: journey.index } });
      }
      for (const passenger of details.passengers) {
        const price = fare.prices[passenger.type];
        if (!price) continue;
        for (const charge of price.charges) {
          const names = reference.chargeNames.get(charge.code);
          lines.push({
            kind: FARE_CODES.has(charge.code) ? 'fare' : 'tax',
            code: charge.code,
            label: names ? localized(language, names) : charge.code,
            journeyIndex: journey.index,
            flightIndex: null,
            passengerKey: passenger.key,
            serviceType: null,
            productCode: null,
            quantity: 1,
            amount: charge.amount,
            vatAmount: 0,
            totalAmount: charge.amount,
          });
        }
      }
      const discount = fare.promo?.applicable ? fare.promo.discountAmount : 0;
      if (discount > 0) {
        lines.push({
          kind: 'discount',
          code: 'DC',
          label:
            `${localized(language, { vi: 'Mã khuyến mãi', en: 'Promo code' })} ${session.promoCode ?? ''}`.trim(),
          journeyIndex: journey.index,
          flightIndex: null,
          passengerKey: null,
          serviceType: null,
          productCode: null,
          quantity: 1,
          amount: -discount,
          vatAmount: 0,
          totalAmount: -discount,
        });
      }
    }
    return lines;
  }

  /** Seats: each checked against the map now (free, known) and the seat rules of the booking. */
  async #seatLines(
    session: LiveSession,
    details: PassengerDetails,
    services: ServiceSelection,
    language: Language,
  ): Promise<QuotationLineDto[]> {
    if (services.seats.length === 0) return [];
    const seated = new Map<string, PassengerForm>();
    for (const passenger of details.passengers)
      if (passenger.type !== 'infant') seated.set(passenger.key, passenger);
    const withInfant = new Set(
      details.passengers.filter((p) => p.type === 'infant').flatMap((p) => (p.flyWith ? [p.flyWith] : [])),
    );
    const rulePassengers: SeatRulePassenger[] = [...seated.values()].map((passenger) => ({
      key: passenger.key,
      type: passenger.type === 'child' ? 'child' : 'adult',
      hasInfant: withInfant.has(passenger.key),
    }));
    const lines: QuotationLineDto[] = [];
    for (const journey of session.journeys) {
      const choices = services.seats.filter((choice) => choice.journeyIndex === journey.index);
      if (choices.length === 0) continue;
      const flights = await this.seatMaps.journeySeats(journey, session.currency);
      for (const [flightIndex, flight] of flights.entries()) {
        const here = choices.filter((choice) => choice.flightIndex === flightIndex);
        const assignments = new Map<string, SeatRuleSeat>();
        const byPlace = new Map<string, SeatRuleSeat>();
        for (const seat of flight.seats.values())
          byPlace.set(`${String(seat.row)}|${String(seat.column)}`, seat);
        for (const choice of here) {
          const path = `services.seats.${String(services.seats.indexOf(choice))}`;
          if (!seated.has(choice.passengerKey) || assignments.has(choice.passengerKey)) {
            throw invalid(
              'INVALID_REQUEST',
              400,
              `${path}.passengerKey`,
              'seatPassenger',
              translateSeat('passenger', language),
            );
          }
          const seat = flight.seats.get(choice.seatCode);
          if (!seat?.available) {
            throw invalid(
              'SEAT_UNAVAILABLE',
              409,
              `${path}.seatCode`,
              'seatUnavailable',
              translateSeat('unavailable', language),
            );
          }
          assignments.set(choice.passengerKey, seat);
        }
        const problems = seatAssignmentProblems(assignments, rulePassengers, (row, column) =>
          byPlace.get(`${String(row)}|${String(column)}`),
        );
        const problem = problems[0];
        if (problem) {
          const index = services.seats.findIndex(
            (choice) =>
              choice.journeyIndex === journey.index &&
              choice.flightIndex === flightIndex &&
              choice.passengerKey === problem.passengerKey,
          );
          throw new AppError(
            problem.violation === 'seatTakenByOther' ? 'SEAT_UNAVAILABLE' : 'SEAT_NOT_ALLOWED',
            409,
            {
              details: {
                issues: [
                  {
                    path: `services.seats.${String(index)}.seatCode`,
                    code: problem.violation,
                    message: translateSeat(problem.violation, language),
                  },
                ],
              },
            },
          );
        }
        for (const choice of here) {
          const seat = flight.seats.get(choice.seatCode);
          if (!seat) continue;
          lines.push({
            kind: 'seat',
            code: 'SA',
            label: `${localized(language, { vi: 'Ghế', en: 'Seat' })} ${seat.code}`,
            journeyIndex: journey.index,
            flightIndex,
            passengerKey: choice.passengerKey,
            serviceType: 'seat',
            productCode: seat.seatClass,
            quantity: 1,
            amount: seat.baseAmount,
            vatAmount: seat.vatAmount,
            totalAmount: seat.totalAmount,
          });
        }
      }
    }
    return lines;
  }

  /** Catalogue extras, each checked against the journey's catalogue now. */
  async #serviceLines(
    session: LiveSession,
    details: PassengerDetails,
    services: ServiceSelection,
    language: Language,
  ): Promise<QuotationLineDto[]> {
    if (services.items.length === 0) return [];
    const passengers = new Set(details.passengers.map((passenger) => passenger.key));
    const accepted = new Set(services.acceptedTerms);
    const lines: QuotationLineDto[] = [];
    const taken = new Map<string, number>();
    const freeMeals = new Map<string, number>();
    for (const journey of session.journeys) {
      const items = services.items.filter((item) => item.journeyIndex === journey.index);
      if (items.length === 0) continue;
      const products = new Map(
        (await this.catalogue.productsFor(session, journey, language)).map((product) => [
          product.code,
          product,
        ]),
      );
      for (const item of items) {
        const path = `services.items.${String(services.items.indexOf(item))}`;
        const product = products.get(item.productCode);
        const bad = (reason: string) =>
          invalid('INVALID_REQUEST', 400, path, reason, translateItem(reason, language));
        if (!product) throw bad('unknownProduct');
        // A meal the fare includes: the first one per passenger and flight is free (below).
        const includedMeal = product.includedInFare && product.serviceType === 'meal';
        if (!product.available || (product.includedInFare && !includedMeal)) {
          throw invalid(
            'SERVICE_NOT_SUPPORTED',
            400,
            path,
            product.unavailableReason ?? 'included',
            translateItem('notSupported', language),
          );
        }
        if (product.termsKey !== null && !accepted.has(product.termsKey)) {
          throw invalid('TERMS_NOT_ACCEPTED', 400, path, product.termsKey, translateItem('terms', language));
        }
        const perPassenger = product.unit !== 'bookingJourney';
        if (perPassenger !== (item.passengerKey !== null)) throw bad('passengerKey');
        if (item.passengerKey !== null && !passengers.has(item.passengerKey)) throw bad('passengerKey');
        const perFlight = product.unit === 'passengerFlight';
        if (perFlight !== (item.flightIndex !== null)) throw bad('flightIndex');
        if (item.flightIndex !== null && !product.flightIndexes.includes(item.flightIndex))
          throw bad('flightIndex');
        // One luggage pack (and one oversize pack) per passenger and journey; quantities within the product's limit.
        const slot =
          product.serviceType === 'luggage' || product.serviceType === 'oversizeLuggage'
            ? `${String(journey.index)}|${item.passengerKey ?? '-'}|${product.serviceType}`
            : `${String(journey.index)}|${String(item.flightIndex)}|${item.passengerKey ?? '-'}|${product.code}`;
        const count = (taken.get(slot) ?? 0) + item.quantity;
        const limit =
          product.serviceType === 'luggage' || product.serviceType === 'oversizeLuggage'
            ? 1
            : product.maxQuantity;
        if (count > limit) throw bad('quantity');
        taken.set(slot, count);
        let paid = item.quantity;
        if (includedMeal) {
          const mealSlot = `${String(journey.index)}|${String(item.flightIndex)}|${item.passengerKey ?? '-'}|meal`;
          const free = Math.min(paid, 1 - (freeMeals.get(mealSlot) ?? 0));
          freeMeals.set(mealSlot, (freeMeals.get(mealSlot) ?? 0) + free);
          paid -= free;
        }
        lines.push({
          kind: 'service',
          code: 'SR',
          label: product.name,
          journeyIndex: journey.index,
          flightIndex: item.flightIndex,
          passengerKey: item.passengerKey,
          serviceType: product.serviceType,
          productCode: product.code,
          quantity: item.quantity,
          amount: product.baseAmount * paid,
          vatAmount: product.vatAmount * paid,
          totalAmount: product.totalAmount * paid,
        });
      }
    }
    return lines;
  }

  async #insuranceLines(
    session: LiveSession,
    details: PassengerDetails,
    services: ServiceSelection,
    language: Language,
  ): Promise<QuotationLineDto[]> {
    if (services.insurance.length === 0) return [];
    const plans = await this.catalogue.insurancePlansFor(
      session,
      details.passengers.map((passenger) => ({
        key: passenger.key,
        type: passenger.type,
        dateOfBirth: passenger.dateOfBirth,
      })),
      language,
    );
    const accepted = new Set(services.acceptedTerms);
    const insured = new Set<string>();
    return services.insurance.map((choice, index) => {
      const path = `services.insurance.${String(index)}`;
      const plan = plans.find((candidate) => candidate.code === choice.planCode);
      const premium = plan?.premiums.find((candidate) => candidate.passengerKey === choice.passengerKey);
      if (!plan || !premium || insured.has(choice.passengerKey)) {
        throw invalid('INVALID_REQUEST', 400, path, 'insurance', translateItem('unknownProduct', language));
      }
      if (!accepted.has(plan.termsKey)) {
        throw invalid('TERMS_NOT_ACCEPTED', 400, path, plan.termsKey, translateItem('terms', language));
      }
      insured.add(choice.passengerKey);
      return {
        kind: 'insurance',
        code: 'IN',
        label: plan.name,
        journeyIndex: null,
        flightIndex: null,
        passengerKey: choice.passengerKey,
        serviceType: 'travelInsurance',
        productCode: plan.code,
        quantity: 1,
        amount: premium.totalAmount,
        vatAmount: 0,
        totalAmount: premium.totalAmount,
      };
    });
  }

  async #donationLines(
    session: LiveSession,
    services: ServiceSelection,
    language: Language,
  ): Promise<QuotationLineDto[]> {
    const vnd = services.flyGreenVnd;
    if (vnd === null) return [];
    const reference = await this.referenceCache.get();
    if (!FLYGREEN_DONATIONS_VND.some((amount) => amount === vnd)) {
      throw invalid(
        'INVALID_REQUEST',
        400,
        'services.flyGreenVnd',
        'flyGreen',
        translateItem('unknownProduct', language),
      );
    }
    const rate = reference.rateTo(session.currency);
    const amount = convertMoney(money(vnd, 'VND'), session.currency, rate).amountMinor;
    return [
      {
        kind: 'donation',
        code: 'SR',
        label: localized(language, { vi: 'Quyên góp FlyGreen', en: 'FlyGreen donation' }),
        journeyIndex: null,
        flightIndex: null,
        passengerKey: null,
        serviceType: 'flyGreen',
        productCode: `FLYGREEN${String(vnd)}`,
        quantity: 1,
        amount,
        vatAmount: 0,
        totalAmount: amount,
      },
    ];
  }

  #summarise(
    session: LiveSession,
    details: PassengerDetails,
    lines: QuotationLineDto[],
    language: Language,
  ): QuotationDto {
    const sum = (filter: (line: QuotationLineDto) => boolean) =>
      lines.filter(filter).reduce((total, line) => total + line.totalAmount, 0);
    const isFare = (line: QuotationLineDto) => line.kind === 'fare';
    const isTax = (line: QuotationLineDto) => line.kind === 'tax' && !EXCLUDED.has(line.code);
    const isAncillary = (line: QuotationLineDto) =>
      line.kind === 'seat' ||
      line.kind === 'service' ||
      line.kind === 'insurance' ||
      line.kind === 'donation';
    const journeyTotals = (journeyIndex: number, passengerKey?: string) => {
      const mine = (line: QuotationLineDto) =>
        line.journeyIndex === journeyIndex &&
        (passengerKey === undefined || line.passengerKey === passengerKey);
      return {
        journeyIndex,
        fareAmount: sum((line) => mine(line) && isFare(line)),
        taxAmount: sum((line) => mine(line) && isTax(line)),
        ancillaryAmount: sum((line) => mine(line) && isAncillary(line)),
        totalAmount: sum(mine),
      };
    };
    const chargeCodes = [...new Set(lines.map((line) => line.code))];
    const charges = chargeCodes.map((code) => {
      const own = lines.filter((line) => line.code === code);
      return {
        code,
        label: chargeLabel(code, own[0]?.label ?? code, language),
        amount: own.reduce((total, line) => total + line.amount, 0),
        vatAmount: own.reduce((total, line) => total + line.vatAmount, 0),
        totalAmount: own.reduce((total, line) => total + line.totalAmount, 0),
        excludedFromTaxTotal: EXCLUDED.has(code),
      };
    });
    return {
      currency: session.currency,
      minorUnitExponent: minorUnitExponent(session.currency),
      lines,
      passengers: details.passengers.map((passenger) => ({
        passengerKey: passenger.key,
        type: passenger.type,
        name: [passenger.lastName, passenger.middleName, passenger.firstName]
          .filter((part) => part !== '')
          .join(' '),
        journeys: session.journeys.map((journey) => journeyTotals(journey.index, passenger.key)),
        totalAmount: sum((line) => line.passengerKey === passenger.key),
      })),
      journeys: session.journeys.map((journey) => journeyTotals(journey.index)),
      charges,
      fareTotal: sum(isFare),
      taxTotal: sum(isTax),
      ancillaryTotal: sum(isAncillary),
      discountTotal: -sum((line) => line.kind === 'discount'),
      promoCode: lines.some((line) => line.kind === 'discount') ? session.promoCode : null,
      totalAmount: sum(() => true),
      fareChanged: session.journeys.some((journey) => {
        const quoted = sum(
          (line) =>
            line.journeyIndex === journey.index &&
            (line.kind === 'fare' || line.kind === 'tax' || line.kind === 'discount'),
        );
        return quoted !== journey.quotedTotal;
      }),
    };
  }
}

const PASSENGER_FIELDS = Object.keys(passengerSchema.shape);
const CONTACT_FIELDS = Object.keys(contactSchema.shape);
const EMERGENCY_FIELDS = Object.keys(emergencyContactSchema.shape);

/** Where a field comes in the form: passengers in order, then the contact, then the emergency contact. */
function formOrder(path: readonly PropertyKey[]): number {
  const [section, second, third] = path;
  const field = (fields: string[], name: unknown) => {
    const index = fields.indexOf(String(name));
    return index === -1 ? fields.length : index;
  };
  if (section === 'passengers') {
    return typeof second === 'number' ? second * 100 + field(PASSENGER_FIELDS, third) : 0;
  }
  if (section === 'contact') return 100_000 + field(CONTACT_FIELDS, second);
  return 200_000 + field(EMERGENCY_FIELDS, second);
}

/** The label of a charge code summed over the booking: the code's name, or the line's own label. */
function chargeLabel(code: string, lineLabel: string, language: Language): string {
  switch (code) {
    case 'SA':
      return localized(language, { vi: 'Phí chọn chỗ ngồi', en: 'Seat selection' });
    case 'SR':
      return localized(language, { vi: 'Dịch vụ bổ trợ', en: 'Extra services' });
    case 'IN':
      return localized(language, { vi: 'Bảo hiểm du lịch', en: 'Travel insurance' });
    default:
      return lineLabel;
  }
}

function translateSeat(reason: string, language: Language): string {
  const texts: Record<string, { vi: string; en: string }> = {
    passenger: { vi: 'Hành khách này không chọn được ghế.', en: 'This passenger cannot choose a seat.' },
    unavailable: { vi: 'Ghế không còn trống.', en: 'The seat is no longer free.' },
    seatUnavailable: { vi: 'Ghế không còn trống.', en: 'The seat is no longer free.' },
    seatTakenByOther: {
      vi: 'Ghế đã được chọn cho hành khách khác.',
      en: 'The seat is taken by another passenger.',
    },
    exitRowNoChildOrInfant: {
      vi: 'Trẻ em và người đi cùng em bé không được ngồi hàng ghế thoát hiểm.',
      en: 'Children and passengers with infants may not sit in an exit row.',
    },
    oneInfantPerBlock: {
      vi: 'Mỗi dãy ghế chỉ có một em bé.',
      en: 'Only one infant may sit in each block of seats.',
    },
    childNextToAdult: {
      vi: 'Trẻ em phải ngồi cạnh một người lớn trong đặt chỗ.',
      en: 'A child must sit next to an adult of the booking.',
    },
    unknownSeatClass: { vi: 'Không thể chọn ghế này.', en: 'This seat cannot be chosen.' },
  };
  return localized(
    language,
    texts[reason] ?? { vi: 'Không thể chọn ghế này.', en: 'This seat cannot be chosen.' },
  );
}

function translateItem(reason: string, language: Language): string {
  const texts: Record<string, { vi: string; en: string }> = {
    notSupported: {
      vi: 'Chuyến bay không hỗ trợ dịch vụ này',
      en: 'This flight does not support this service.',
    },
    terms: {
      vi: 'Vui lòng đồng ý với điều khoản của dịch vụ trước khi mua.',
      en: 'Please accept the terms of the service before buying it.',
    },
    quantity: {
      vi: 'Số lượng vượt quá giới hạn của dịch vụ.',
      en: 'The quantity is over the service’s limit.',
    },
  };
  return localized(
    language,
    texts[reason] ?? { vi: 'Lựa chọn dịch vụ không hợp lệ.', en: 'The service selection is not valid.' },
  );
}
