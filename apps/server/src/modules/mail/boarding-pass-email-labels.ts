import type { Language } from '@skybook/domain/languages';
import { template } from '../../i18n/catalogue';
import vi from '../../locales/vi/boardingPassEmail.json' with { type: 'json' };
import en from '../../locales/en/boardingPassEmail.json' with { type: 'json' };
import th from '../../locales/th/boardingPassEmail.json' with { type: 'json' };
import ko from '../../locales/ko/boardingPassEmail.json' with { type: 'json' };
import zhCN from '../../locales/zh-CN/boardingPassEmail.json' with { type: 'json' };
import zhTW from '../../locales/zh-TW/boardingPassEmail.json' with { type: 'json' };
import ja from '../../locales/ja/boardingPassEmail.json' with { type: 'json' };
import ru from '../../locales/ru/boardingPassEmail.json' with { type: 'json' };

/**
 * The words of the boarding-pass e-mail around the passes (whose own labels are in
 * documents/boarding-pass/boarding-pass-labels.ts), in the eight site languages
 * (locales/<lang>/boardingPassEmail.json; placeholders are `{name}` there). Greeting, help and
 * sign-off are the confirmation e-mail's.
 */
export interface BoardingPassEmailLabels {
  subject: (locator: string) => string;
  headline: string;
  intro: string;
  attachments: string;
  manageCheckin: string;
}

type BoardingPassEmailCatalogue = typeof vi;

function boardingPassEmailLabels(catalogue: BoardingPassEmailCatalogue): BoardingPassEmailLabels {
  return { ...catalogue, subject: template(catalogue.subject, 'locator') };
}

export const BOARDING_PASS_EMAIL_LABELS: Readonly<Record<Language, BoardingPassEmailLabels>> = {
  vi: boardingPassEmailLabels(vi),
  en: boardingPassEmailLabels(en),
  th: boardingPassEmailLabels(th),
  ko: boardingPassEmailLabels(ko),
  'zh-CN': boardingPassEmailLabels(zhCN),
  'zh-TW': boardingPassEmailLabels(zhTW),
  ja: boardingPassEmailLabels(ja),
  ru: boardingPassEmailLabels(ru),
};
