import type { Language } from '@skybook/domain/languages';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';

/*
 * The same page in the other site languages, for the language switch (requirements §2 "Site chrome":
 * switching language keeps the page). Content slugs differ per language (`/vi/pages/hanh-ly` is
 * `/en/pages/baggage`), and only the page on screen knows them: the content API answers every page,
 * post, FAQ category and menu with `alternates` (contracts `alternatesSchema`). Kept in memory only:
 * it describes the page being shown, nothing worth a reload.
 *
 * API
 * - A content page publishes its alternates while it is shown:
 *     usePublishPageAlternates(data ? alternatePaths(['news', data.category.alternates, data.post.alternates]) : null);
 *   `alternatePaths` joins fixed segments and per-language slug maps into one path per language
 *   (without the language prefix); pass null while loading or when the page has no alternates.
 *   The hook records the router's pathname with them and clears them when the page unmounts.
 * - The language switch reads them with `alternatePathFor(usePageAlternates((s) => s.alternates),
 *   location.pathname, language)`: the path in that language, or undefined (then it keeps the path
 *   and swaps only the prefix). Alternates published for another pathname (a page that has not yet
 *   replaced them after a navigation) are ignored.
 * - `usePageAlternates.getState().setAlternates(value | null)` is the raw setter (tests, non-React).
 */

/** Language → the page's path in it without the language prefix (`/pages/baggage`); missing: not known. */
export type AlternatePaths = Partial<Record<Language, string>>;

/** A language's slug of one path segment, as the content API's `alternates` gives it. */
export type SlugAlternates = Partial<Record<Language, string>>;

export interface PageAlternates {
  /** The pathname (with the language prefix) of the page that published them, as the router saw it. */
  readonly pathname: string;
  readonly paths: AlternatePaths;
}

export interface PageAlternatesState {
  readonly alternates: PageAlternates | null;
  readonly setAlternates: (alternates: PageAlternates | null) => void;
}

export const usePageAlternates = create<PageAlternatesState>()((set) => ({
  alternates: null,
  setAlternates: (alternates) => {
    set({ alternates });
  },
}));

/**
 * One path per language from path segments: a string is the same in every language (`'news'`),
 * a slug map differs per language. A language is left out when any map lacks it or has it empty.
 * Slugs are URI-encoded. `alternatePaths(['pages', { vi: 'hanh-ly', en: 'baggage' }])` →
 * `{ vi: '/pages/hanh-ly', en: '/pages/baggage' }`.
 */
export function alternatePaths(segments: readonly (string | SlugAlternates)[]): AlternatePaths {
  const maps = segments.filter((segment): segment is SlugAlternates => typeof segment !== 'string');
  const languages = new Set<Language>();
  for (const map of maps) for (const language of Object.keys(map) as Language[]) languages.add(language);
  const paths: AlternatePaths = {};
  for (const language of languages) {
    const parts = segments.map((segment) => (typeof segment === 'string' ? segment : segment[language]));
    if (parts.some((part) => part === undefined || part === '')) continue;
    paths[language] = `/${parts.map((part) => encodeURIComponent(part ?? '')).join('/')}`;
  }
  return paths;
}

/** The published path in `language` for the page at `pathname`, or undefined when not known. */
export function alternatePathFor(
  alternates: PageAlternates | null,
  pathname: string,
  language: Language,
): string | undefined {
  if (alternates?.pathname !== pathname) return undefined;
  return alternates.paths[language];
}

/**
 * Publishes the shown page's alternates (see the API note above) while the calling page is
 * mounted; `paths` may be a fresh object on each render, it is compared by content.
 */
export function usePublishPageAlternates(paths: AlternatePaths | null): void {
  const { pathname } = useLocation();
  const key = paths ? JSON.stringify(paths) : null;
  useEffect(() => {
    if (key === null) return undefined;
    const published: PageAlternates = { pathname, paths: JSON.parse(key) as AlternatePaths };
    usePageAlternates.getState().setAlternates(published);
    return () => {
      // Another page may already have published its own; only withdraw ours.
      if (usePageAlternates.getState().alternates === published) {
        usePageAlternates.getState().setAlternates(null);
      }
    };
  }, [pathname, key]);
}
