import { toLanguage, type Language } from '@skybook/domain/languages';

/**
 * The language a `languageId` query parameter asks for (any letter case): a site language as
 * such; any other code reads English, the texts' first fallback; absent, the request's
 * Accept-Language language.
 */
export function readLanguageId(languageId: string | undefined, requestLanguage: Language): Language {
  if (languageId === undefined || languageId === '') return requestLanguage;
  return toLanguage(languageId) ?? 'en';
}

/**
 * The texts to try for `language`, best first: itself, then English, then Vietnamese (vi and en
 * are complete; the other languages may lack a text).
 */
export function languageFallbacks(language: string): string[] {
  return [...new Set([language, 'en', 'vi'])];
}
