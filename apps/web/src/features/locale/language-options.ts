import { SUPPORTED_LANGUAGES, type Language } from '@skybook/domain/languages';

/** A language as the selector shows it (requirements §3 Language: name, shortName). */
export interface LanguageOption {
  readonly code: Language;
  /** The language's name in the language itself, so a reader finds their own. */
  readonly name: string;
  readonly shortName: string;
}

const NAMES: Readonly<Record<Language, string>> = {
  vi: 'Tiếng Việt',
  en: 'English',
  th: 'ไทย',
  ko: '한국어',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  ja: '日本語',
  ru: 'Русский',
};

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = SUPPORTED_LANGUAGES.map((code) => ({
  code,
  name: NAMES[code],
  shortName: code.toUpperCase(),
}));

export function getLanguageName(language: Language): string {
  return NAMES[language];
}
