import type { FieldIssue } from '@skybook/contracts/errors';
import {
  contactSchema,
  emergencyContactSchema,
  formErrorCodeForPath,
  passengerSchema,
  passengerDetailsRules,
  type PassengerDetails,
} from '@skybook/contracts/passengers';
import type { QuotationBody, QuotationDto, QuotationLineDto } from '@skybook/contracts/quotation';
import { AIRLINE_TIME_ZONE, type Clock } from '@skybook/domain/clock';
import { minorUnitExponent } from '@skybook/domain/currency';
import type { Language } from '@skybook/domain/languages';
import type { PassengerFormError } from '@skybook/domain/passenger-rules';
import { TAX_TOTAL_EXCLUDED_CHARGE_CODES } from '@skybook/domain/payment-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { formMessage } from '../../../i18n/form-messages';
import { localized } from '../../../i18n/localized';
import { appError } from '../../../plugins/app-error';
import type { BookingReferenceCache } from '../booking-reference';
import { loadPlaceAndChargeNames } from '../places.repository';
import { QuotationExtraLines, type QuotationCatalogue } from './quotation-extra-lines';
import { QuotationLines, type QuotationReference } from './quotation-lines';
import type { BookingSessionService } from './booking-session.service';
import type { LiveSession, PricedSessionJourney } from './live-session';
import { todayIn } from '../flight-search/search-params';
import type { SeatMapService } from './seat-map.service';

const EXCLUDED = new Set<string>(TAX_TOTAL_EXCLUDED_CHARGE_CODES);

/** How a quote is asked for. */
export interface QuoteOptions {
  /** The session's journeys priced now, when the caller already has them. */
  readonly priced?: readonly PricedSessionJourney[];
  /** False: answer the quotation without storing the draft in the session (default true). */
  readonly store?: boolean;
}

/**
 * Prices the whole draft (POST reservations/quotation): the passengers validated with the same
 * rules as the form, every fare re-priced from the inventory now, every extra re-priced from the
 * catalogue and the seat maps, each line by charge code with its VAT, the promotion as a DC line.
 * Nothing the browser sends is taken as a price.
 */
export class QuotationService {
  #reference: Promise<QuotationReference> | undefined;
  readonly #lines: QuotationLines;
  readonly #extraLines: QuotationExtraLines;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    referenceCache: BookingReferenceCache,
    private readonly sessions: BookingSessionService,
    seatMaps: SeatMapService,
    catalogue: QuotationCatalogue,
  ) {
    this.#lines = new QuotationLines(seatMaps);
    this.#extraLines = new QuotationExtraLines(referenceCache, catalogue);
  }

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
      ...this.#lines.fareLines(session, priced, details, reference, language),
      ...(await this.#lines.seatLines(session, details, body.services, language)),
      ...(await this.#extraLines.serviceLines(session, details, body.services, language)),
      ...(await this.#extraLines.insuranceLines(session, details, body.services, language)),
      ...(await this.#extraLines.donationLines(session, body.services, language)),
    ];
    const quotation = this.#summarise(session, details, lines, language);
    if (options.store !== false) await this.sessions.saveDraft(session, details, body.services, quotation);
    return quotation;
  }

  /**
   * The fare and tax lines of `priced` for the booking's passengers, from the inventory now
   * (manage booking prices a changed flight with them, as a new booking is priced).
   */
  async fareLinesFor(
    session: LiveSession,
    priced: readonly PricedSessionJourney[],
    details: PassengerDetails,
    language: Language,
  ): Promise<QuotationLineDto[]> {
    const reference = await this.#loadReference();
    return this.#lines.fareLines(session, priced, details, reference, language);
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
    throw appError(formErrorCodeForPath(first?.path.map((part) => String(part)) ?? []), {
      details: { issues },
    });
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
