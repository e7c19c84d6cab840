import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@skybook/domain/languages';
import { useParams } from 'react-router';

/**
 * The language of the current page, read from the `/:lang` prefix. The route loader has already
 * redirected unknown prefixes, so the default only covers rendering outside a language route.
 */
export function useCurrentLanguage(): Language {
  const { lang } = useParams();
  return toLanguage(lang) ?? DEFAULT_LANGUAGE;
}

/** A site path under a language prefix: `sitePath('en', 'my/search-booking')` → `/en/my/search-booking`. */
export function sitePath(language: Language, path = ''): string {
  const trimmed = path.replace(/^\/+/, '');
  return trimmed === '' ? `/${language}` : `/${language}/${trimmed}`;
}
