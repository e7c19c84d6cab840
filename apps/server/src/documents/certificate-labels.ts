import type { DisruptionReason, FlightOperationStatus } from '@skybook/domain/flight-operation';
import type { Language } from '@skybook/domain/languages';
import { template } from '../i18n/catalogue';
import vi from '../locales/vi/certificate.json' with { type: 'json' };
import en from '../locales/en/certificate.json' with { type: 'json' };
import th from '../locales/th/certificate.json' with { type: 'json' };
import ko from '../locales/ko/certificate.json' with { type: 'json' };
import zhCN from '../locales/zh-CN/certificate.json' with { type: 'json' };
import zhTW from '../locales/zh-TW/certificate.json' with { type: 'json' };
import ja from '../locales/ja/certificate.json' with { type: 'json' };
import ru from '../locales/ru/certificate.json' with { type: 'json' };

/**
 * Every word of the flight-operation certificate PDF, in the eight site languages (the texts are in
 * locales/<lang>/certificate.json). Placeholders are function parameters here, `{name}` in the files.
 */
export interface CertificateLabels {
  documentTitle: string;
  certificateNumber: string;
  bookingCode: string;
  issuedOn: string;
  /** The certifying sentence above the flights. */
  statement: (locator: string) => string;
  passengers: string;
  flights: string;
  localTimes: string;
  flight: string;
  route: string;
  scheduled: string;
  actual: string;
  status: string;
  delay: string;
  reason: string;
  departs: string;
  arrives: string;
  statuses: Record<FlightOperationStatus, string>;
  notRecorded: string;
  reasons: Record<DisruptionReason, string>;
  minutes: (minutes: number) => string;
  closing: string;
  pageOf: (page: number, pages: number) => string;
}

/** The catalogue as translators edit it (locales/<lang>/certificate.json), typed by the Vietnamese file. */
type CertificateLabelsCatalogue = typeof vi;

function certificateLabels(catalogue: CertificateLabelsCatalogue): CertificateLabels {
  return {
    ...catalogue,
    statement: template(catalogue.statement, 'locator'),
    minutes: template(catalogue.minutes, 'minutes'),
    pageOf: template(catalogue.pageOf, 'page', 'pages'),
  };
}

export const CERTIFICATE_LABELS: Readonly<Record<Language, CertificateLabels>> = {
  vi: certificateLabels(vi),
  en: certificateLabels(en),
  th: certificateLabels(th),
  ko: certificateLabels(ko),
  'zh-CN': certificateLabels(zhCN),
  'zh-TW': certificateLabels(zhTW),
  ja: certificateLabels(ja),
  ru: certificateLabels(ru),
};
