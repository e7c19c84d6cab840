import { SUPPORTED_LANGUAGES, type Language } from '@skybook/domain/languages';

/** A language as the selector shows it (SPEC §3 Language: name, shortName). */
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

/**
 * Folds text for search: lower case, no diacritics, and Vietnamese đ read as d, so "tieng viet"
 * finds "Tiếng Việt" (SPEC §5: case- and accent-insensitive).
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLocaleLowerCase('en')
    .trim();
}

/** The text the selector searches for one option: its name and its short name. */
export function languageSearchText(option: LanguageOption): string {
  return `${option.name} ${option.shortName}`;
}

/** True when the folded query occurs in the folded text; an empty query matches everything. */
export function matchesSearch(text: string, query: string): boolean {
  const folded = foldForSearch(query);
  return folded === '' || foldForSearch(text).includes(folded);
}
