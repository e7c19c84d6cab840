import type { Language } from '@skybook/domain/languages';

export interface PathParts {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/**
 * The same page in another language: swaps the first path segment and keeps the rest of the
 * path, the query and the hash (`/vi/select-flight?x=1` → `/en/select-flight?x=1`).
 */
export function switchLanguagePath({ pathname, search, hash }: PathParts, language: Language): string {
  const [, , ...rest] = pathname.split('/');
  return `${['', language, ...rest].join('/')}${search}${hash}`;
}
