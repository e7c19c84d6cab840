import type { Language } from '@skybook/domain/languages';
import { template } from '../../i18n/catalogue';
import vi from '../../locales/vi/bookingCancellation.json' with { type: 'json' };
import en from '../../locales/en/bookingCancellation.json' with { type: 'json' };
import th from '../../locales/th/bookingCancellation.json' with { type: 'json' };
import ko from '../../locales/ko/bookingCancellation.json' with { type: 'json' };
import zhCN from '../../locales/zh-CN/bookingCancellation.json' with { type: 'json' };
import zhTW from '../../locales/zh-TW/bookingCancellation.json' with { type: 'json' };
import ja from '../../locales/ja/bookingCancellation.json' with { type: 'json' };
import ru from '../../locales/ru/bookingCancellation.json' with { type: 'json' };

/**
 * The words of the cancellation e-mail in the eight site languages (locales/<lang>/
 * bookingCancellation.json; placeholders are `{name}` there). Greeting, help and sign-off are the
 * confirmation e-mail's.
 */
export interface CancellationLabels {
  subject: (locator: string) => string;
  headline: string;
  intro: (locator: string) => string;
  released: string;
  credit: (amount: string) => string;
  creditCodes: string;
  serial: string;
  password: string;
  pin: string;
  balance: string;
  validUntil: string;
  keepSafe: string;
  refund: (amount: string) => string;
  walletCredit: (amount: string) => string;
  feeKept: (amount: string) => string;
  pointsReturned: (points: string) => string;
}

type CancellationCatalogue = typeof vi;

function cancellationLabels(catalogue: CancellationCatalogue): CancellationLabels {
  return {
    ...catalogue,
    subject: template(catalogue.subject, 'locator'),
    intro: template(catalogue.intro, 'locator'),
    credit: template(catalogue.credit, 'amount'),
    refund: template(catalogue.refund, 'amount'),
    walletCredit: template(catalogue.walletCredit, 'amount'),
    feeKept: template(catalogue.feeKept, 'amount'),
    pointsReturned: template(catalogue.pointsReturned, 'points'),
  };
}

export const CANCELLATION_LABELS: Readonly<Record<Language, CancellationLabels>> = {
  vi: cancellationLabels(vi),
  en: cancellationLabels(en),
  th: cancellationLabels(th),
  ko: cancellationLabels(ko),
  'zh-CN': cancellationLabels(zhCN),
  'zh-TW': cancellationLabels(zhTW),
  ja: cancellationLabels(ja),
  ru: cancellationLabels(ru),
};
