import type { Language } from '@skybook/domain/languages';
import { template } from '../../i18n/catalogue';
import vi from '../../locales/vi/boardingPass.json' with { type: 'json' };
import en from '../../locales/en/boardingPass.json' with { type: 'json' };
import th from '../../locales/th/boardingPass.json' with { type: 'json' };
import ko from '../../locales/ko/boardingPass.json' with { type: 'json' };
import zhCN from '../../locales/zh-CN/boardingPass.json' with { type: 'json' };
import zhTW from '../../locales/zh-TW/boardingPass.json' with { type: 'json' };
import ja from '../../locales/ja/boardingPass.json' with { type: 'json' };
import ru from '../../locales/ru/boardingPass.json' with { type: 'json' };

/**
 * Every word of the boarding pass (the PDF, the calendar file and the passes in the e-mail), in
 * the eight site languages (the texts are in locales/<lang>/boardingPass.json). Placeholders are
 * function parameters here, `{name}` in the files.
 */
export interface BoardingPassLabels {
  documentTitle: string;
  bookingCode: string;
  passenger: string;
  infant: string;
  flight: string;
  from: string;
  to: string;
  date: string;
  departs: string;
  arrives: string;
  boarding: string;
  gateCloses: string;
  seat: string;
  /** The check-in sequence number's label. */
  sequence: string;
  fare: string;
  localTimes: string;
  gateClosesNote: (minutes: number) => string;
  bringDocuments: string;
  showBarcode: string;
  /** The barcode image's text alternative. */
  barcodeAlt: (name: string, flight: string) => string;
  passOf: (number: number, count: number) => string;
  /** Calendar event title. */
  eventSummary: (flight: string, fromCity: string, toCity: string) => string;
  passengers: string;
  /** The calendar's reminders, shown when the gate closes and when boarding starts. */
  alarmGateCloses: (flight: string, time: string) => string;
  alarmBoarding: (flight: string, time: string) => string;
}

/** The catalogue as translators edit it (locales/<lang>/boardingPass.json), typed by the Vietnamese file. */
type BoardingPassCatalogue = typeof vi;

function boardingPassLabels(catalogue: BoardingPassCatalogue): BoardingPassLabels {
  return {
    ...catalogue,
    gateClosesNote: template(catalogue.gateClosesNote, 'minutes'),
    barcodeAlt: template(catalogue.barcodeAlt, 'name', 'flight'),
    passOf: template(catalogue.passOf, 'number', 'count'),
    eventSummary: template(catalogue.eventSummary, 'flight', 'fromCity', 'toCity'),
    alarmGateCloses: template(catalogue.alarmGateCloses, 'flight', 'time'),
    alarmBoarding: template(catalogue.alarmBoarding, 'flight', 'time'),
  };
}

export const BOARDING_PASS_LABELS: Readonly<Record<Language, BoardingPassLabels>> = {
  vi: boardingPassLabels(vi),
  en: boardingPassLabels(en),
  th: boardingPassLabels(th),
  ko: boardingPassLabels(ko),
  'zh-CN': boardingPassLabels(zhCN),
  'zh-TW': boardingPassLabels(zhTW),
  ja: boardingPassLabels(ja),
  ru: boardingPassLabels(ru),
};
