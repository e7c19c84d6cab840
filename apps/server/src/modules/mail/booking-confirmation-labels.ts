import type { Language } from '@skybook/domain/languages';
import { template } from '../../i18n/catalogue';
import vi from '../../locales/vi/bookingConfirmation.json' with { type: 'json' };
import en from '../../locales/en/bookingConfirmation.json' with { type: 'json' };
import th from '../../locales/th/bookingConfirmation.json' with { type: 'json' };
import ko from '../../locales/ko/bookingConfirmation.json' with { type: 'json' };
import zhCN from '../../locales/zh-CN/bookingConfirmation.json' with { type: 'json' };
import zhTW from '../../locales/zh-TW/bookingConfirmation.json' with { type: 'json' };
import ja from '../../locales/ja/bookingConfirmation.json' with { type: 'json' };
import ru from '../../locales/ru/bookingConfirmation.json' with { type: 'json' };

/**
 * The words of the booking confirmation e-mail around the itinerary (whose own labels are in
 * documents/itinerary-labels.ts), in the eight site languages (the texts are in
 * locales/<lang>/bookingConfirmation.json; placeholders are `{name}` there).
 */
export interface ConfirmationLabels {
  subjectPaid: (locator: string) => string;
  subjectUnpaid: (locator: string, deadline: string) => string;
  headlinePaid: string;
  headlineUnpaid: string;
  greeting: (name: string) => string;
  introPaid: string;
  introUnpaid: string;
  attachments: string;
  manageBooking: string;
  help: (hotline: string, email: string) => string;
  signOff: string;
  team: string;
  automated: string;
}

/** The catalogue as translators edit it (locales/<lang>/bookingConfirmation.json), typed by the Vietnamese file. */
type ConfirmationLabelsCatalogue = typeof vi;

function confirmationLabels(catalogue: ConfirmationLabelsCatalogue): ConfirmationLabels {
  return {
    ...catalogue,
    subjectPaid: template(catalogue.subjectPaid, 'locator'),
    subjectUnpaid: template(catalogue.subjectUnpaid, 'locator', 'deadline'),
    greeting: template(catalogue.greeting, 'name'),
    help: template(catalogue.help, 'hotline', 'email'),
  };
}

export const CONFIRMATION_LABELS: Readonly<Record<Language, ConfirmationLabels>> = {
  vi: confirmationLabels(vi),
  en: confirmationLabels(en),
  th: confirmationLabels(th),
  ko: confirmationLabels(ko),
  'zh-CN': confirmationLabels(zhCN),
  'zh-TW': confirmationLabels(zhTW),
  ja: confirmationLabels(ja),
  ru: confirmationLabels(ru),
};

/** The airline's contact, as the content store publishes it (content/site/cms-settings.json). */
export const SUPPORT_CONTACT = { hotline: '1900 6886', email: 'hotro@skybook.vn' } as const;
