import type { AncillaryProductDto, insurancePlanSchema } from '@skybook/contracts/ancillaries';
import { type PassengerDetails } from '@skybook/contracts/passengers';
import type { QuotationLineDto, ServiceSelection } from '@skybook/contracts/quotation';
import { FLYGREEN_DONATIONS_VND } from '@skybook/domain/booking-constants';
import type { Language } from '@skybook/domain/languages';
import { convertMoney, money } from '@skybook/domain/money';
import type { PassengerType } from '@skybook/domain/passenger-enums';
import type { z } from 'zod';
import { localized } from '../../../i18n/localized';
import type { BookingReferenceCache } from '../booking-reference';
import type { LiveSession, PricingJourney, PricingSession } from './live-session';
import { invalid } from './quotation-lines';

type InsurancePlan = z.infer<typeof insurancePlanSchema>;

/** What the quotation needs from the extras catalogue (ancillary catalogue service). */
export interface QuotationCatalogue {
  productsFor(
    session: PricingSession,
    journey: PricingJourney,
    language: Language,
  ): Promise<AncillaryProductDto[]>;
  insurancePlansFor(
    session: PricingSession,
    passengers: readonly { key: string; type: PassengerType; dateOfBirth: string }[],
    language: Language,
  ): Promise<InsurancePlan[]>;
}

/** The quotation's extras, insurance and donation lines, each checked against the catalogue now. */
export class QuotationExtraLines {
  constructor(
    private readonly referenceCache: BookingReferenceCache,
    private readonly catalogue: QuotationCatalogue,
  ) {}

  /** Catalogue extras, each checked against the journey's catalogue now. */
  async serviceLines(
    session: PricingSession,
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
          invalid('INVALID_REQUEST', path, reason, translateItem(reason, language));
        if (!product) throw bad('unknownProduct');
        // A meal the fare includes: the first one per passenger and flight is free (below).
        const includedMeal = product.includedInFare && product.serviceType === 'meal';
        if (!product.available || (product.includedInFare && !includedMeal)) {
          throw invalid(
            'SERVICE_NOT_SUPPORTED',
            path,
            product.unavailableReason ?? 'included',
            translateItem('notSupported', language),
          );
        }
        if (product.termsKey !== null && !accepted.has(product.termsKey)) {
          throw invalid('TERMS_NOT_ACCEPTED', path, product.termsKey, translateItem('terms', language));
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

  async insuranceLines(
    session: PricingSession,
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
        throw invalid('INVALID_REQUEST', path, 'insurance', translateItem('unknownProduct', language));
      }
      if (!accepted.has(plan.termsKey)) {
        throw invalid('TERMS_NOT_ACCEPTED', path, plan.termsKey, translateItem('terms', language));
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

  async donationLines(
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
