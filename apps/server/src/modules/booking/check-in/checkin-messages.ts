import type { Language } from '@skybook/domain/languages';
import vi from '../../../locales/vi/checkin.json' with { type: 'json' };
import en from '../../../locales/en/checkin.json' with { type: 'json' };
import th from '../../../locales/th/checkin.json' with { type: 'json' };
import ko from '../../../locales/ko/checkin.json' with { type: 'json' };
import zhCN from '../../../locales/zh-CN/checkin.json' with { type: 'json' };
import zhTW from '../../../locales/zh-TW/checkin.json' with { type: 'json' };
import ja from '../../../locales/ja/checkin.json' with { type: 'json' };
import ru from '../../../locales/ru/checkin.json' with { type: 'json' };

/** The keys of locales/<lang>/checkin.json: each refusal code's sentence and the form's problems. */
export type CheckinMessageKey = keyof typeof vi;

/** Every language names every key (a missing one is a type error here). */
const CATALOGUES: Readonly<Record<Language, Readonly<Record<CheckinMessageKey, string>>>> = {
  vi,
  en,
  th,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ja,
  ru,
};

/**
 * The sentence a traveller reads for a check-in refusal (`refusal91` …, requirements §8 codes) or
 * a problem of the check-in form, in the request's language: the error envelope's field issues
 * carry it.
 */
export function checkinMessage(key: CheckinMessageKey, language: Language): string {
  return CATALOGUES[language][key];
}
