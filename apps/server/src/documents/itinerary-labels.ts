import type { Language } from '@skybook/domain/languages';
import type { PassengerType } from '@skybook/domain/passenger-enums';
import type { FormTitle } from '@skybook/domain/passenger-titles';
import type { PaymentOutcome } from '@skybook/domain/payment-codes';
import { template } from '../i18n/catalogue';
import vi from '../locales/vi/itinerary.json' with { type: 'json' };
import en from '../locales/en/itinerary.json' with { type: 'json' };
import th from '../locales/th/itinerary.json' with { type: 'json' };
import ko from '../locales/ko/itinerary.json' with { type: 'json' };
import zhCN from '../locales/zh-CN/itinerary.json' with { type: 'json' };
import zhTW from '../locales/zh-TW/itinerary.json' with { type: 'json' };
import ja from '../locales/ja/itinerary.json' with { type: 'json' };
import ru from '../locales/ru/itinerary.json' with { type: 'json' };

/** What a payment shows as: an outcome of its status, or `none` when no payment was started. */
export type PaymentDisplay = PaymentOutcome | 'none';

/**
 * Every word of the itinerary PDF and calendar file, in the eight site languages (the texts are in
 * locales/<lang>/itinerary.json). Placeholders are function parameters here, `{name}` in the files.
 */
export interface ItineraryLabels {
  documentTitle: string;
  bookingCode: string;
  bookingStatus: string;
  statusPaid: string;
  statusUnpaid: string;
  payBefore: string;
  bookingDate: string;
  issuedOn: string;
  contact: string;
  name: string;
  email: string;
  phone: string;
  passengers: string;
  passengerTypes: Record<PassengerType, string>;
  /** Children and infants are addressed as Mstr or Miss (`formTitleOf`). */
  titles: Record<FormTitle, string>;
  flights: string;
  journeyDeparture: string;
  journeyReturn: string;
  journeyLeg: (number: number) => string;
  fare: string;
  flight: string;
  from: string;
  to: string;
  departs: string;
  arrives: string;
  aircraft: string;
  localTimes: string;
  seat: string;
  seatNotChosen: string;
  extras: string;
  noExtras: string;
  wholeTrip: string;
  charges: string;
  bookingCharges: string;
  subtotal: string;
  total: string;
  paid: string;
  toPay: string;
  /** The payment method's fee, charged on top of the booking (followed by the method's name). */
  paymentFee: string;
  /** What the member's loyalty points took off the booking (decision 037), naming the points. */
  pointsDiscount: (points: number) => string;
  paymentMethod: string;
  paymentStatus: string;
  notChosen: string;
  payment: Record<PaymentDisplay, string>;
  importantInformation: string;
  bringDocuments: string;
  gateCloses: (minutes: number) => string;
  holdNotice: (deadline: string) => string;
  pageOf: (page: number, pages: number) => string;
  /** Calendar event title. */
  eventSummary: (flight: string, fromCity: string, toCity: string) => string;
}

/** The itinerary catalogue as translators edit it (locales/<lang>/itinerary.json), typed by the Vietnamese file. */
type ItineraryCatalogue = typeof vi;

function itineraryLabels(catalogue: ItineraryCatalogue): ItineraryLabels {
  return {
    ...catalogue,
    journeyLeg: template(catalogue.journeyLeg, 'number'),
    gateCloses: template(catalogue.gateCloses, 'minutes'),
    pointsDiscount: template(catalogue.pointsDiscount, 'points'),
    holdNotice: template(catalogue.holdNotice, 'deadline'),
    pageOf: template(catalogue.pageOf, 'page', 'pages'),
    eventSummary: template(catalogue.eventSummary, 'flight', 'fromCity', 'toCity'),
  };
}

export const ITINERARY_LABELS: Readonly<Record<Language, ItineraryLabels>> = {
  vi: itineraryLabels(vi),
  en: itineraryLabels(en),
  th: itineraryLabels(th),
  ko: itineraryLabels(ko),
  'zh-CN': itineraryLabels(zhCN),
  'zh-TW': itineraryLabels(zhTW),
  ja: itineraryLabels(ja),
  ru: itineraryLabels(ru),
};

/**
 * The languages whose letters the PDF's embedded font (DejaVu Sans) draws: Latin with Vietnamese
 * diacritics and Cyrillic. It has no Thai, Hangul, Han or Kana glyphs, and no font for those
 * scripts ships with the project, so a PDF asked for in those languages is labelled in English
 * (reference data reads English there anyway) rather than printed as empty boxes. The calendar
 * file and the e-mail are text the reader's own software draws, so they use every language.
 */
const PDF_SCRIPT_LANGUAGES: ReadonlySet<Language> = new Set<Language>(['vi', 'en', 'ru']);

/** The language the PDF is labelled in for a booking in `language`. */
export function pdfLabelLanguage(language: Language): Language {
  return PDF_SCRIPT_LANGUAGES.has(language) ? language : 'en';
}
