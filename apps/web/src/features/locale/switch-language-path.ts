import type { Language } from '@skybook/domain/languages';

export interface PathParts {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/**
 * The same page in another language (requirements §2 Site chrome: switching keeps the locale prefix).
 * With `alternatePath`, the page's path in that language without the prefix (a news, page, FAQ or
 * information page whose slug differs per language, see stores/page-alternates.ts), the path
 * becomes it: `/vi/pages/hanh-ly` → `/en/pages/baggage`. Without it, only the first segment is
 * swapped and the rest of the path is kept (`/vi/select-flight` → `/en/select-flight`). The query
 * and the hash are kept either way.
 */
export function switchLanguagePath(
  { pathname, search, hash }: PathParts,
  language: Language,
  alternatePath?: string,
): string {
  if (alternatePath !== undefined && alternatePath.startsWith('/') && !alternatePath.startsWith('//')) {
    const rest = alternatePath === '/' ? '' : alternatePath;
    return `/${language}${rest}${search}${hash}`;
  }
  const [, , ...rest] = pathname.split('/');
  return `${['', language, ...rest].join('/')}${search}${hash}`;
}
