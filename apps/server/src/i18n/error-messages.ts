import type { ErrorCode } from '@skybook/contracts/errors';
import type { Language } from '@skybook/domain/languages';
import vi from '../locales/vi/errors.json' with { type: 'json' };
import en from '../locales/en/errors.json' with { type: 'json' };
import th from '../locales/th/errors.json' with { type: 'json' };
import ko from '../locales/ko/errors.json' with { type: 'json' };
import zhCN from '../locales/zh-CN/errors.json' with { type: 'json' };
import zhTW from '../locales/zh-TW/errors.json' with { type: 'json' };
import ja from '../locales/ja/errors.json' with { type: 'json' };
import ru from '../locales/ru/errors.json' with { type: 'json' };

/**
 * The sentence a person reads for each error code, in locales/<lang>/errors.json. Vietnamese and
 * English name every code (a missing one is a type error here); the other languages the generic
 * codes any page can meet. A missing language falls back to English, then Vietnamese (see
 * translateError).
 */
const VI: Readonly<Record<ErrorCode, string>> = vi;
const EN: Readonly<Record<ErrorCode, string>> = en;
const MESSAGES: Readonly<Record<Language, Readonly<Partial<Record<ErrorCode, string>>>>> = {
  vi: VI,
  en: EN,
  th,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ja,
  ru,
};

/** The message for a code in a language, falling back to English and then Vietnamese. */
export function translateError(code: ErrorCode, language: Language): string {
  return MESSAGES[language][code] ?? (language === 'vi' ? VI[code] : EN[code]);
}
