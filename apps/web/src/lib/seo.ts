import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@skybook/domain/languages';
import { useEffect } from 'react';
import { currentLayoutTitle, setHeadWriter } from './document-title';
import { sitePath, useCurrentLanguage } from './site-path';

/*
 * Search-engine tags of the page on screen (issue 6 SEO): the document title, the meta
 * description, a canonical link and hreflang alternates for the eight languages plus x-default
 * (Vietnamese). The site layout gives every page a title from the route table; a page that knows
 * better (a content page, from the content store) overrides it and adds the rest while it is
 * mounted. The tags are updated in place and withdrawn when the page goes, so navigating never
 * leaves a stale canonical behind.
 */

export { BRAND_NAME, brandedTitle, useLayoutDocumentTitle } from './document-title';

/** A page's path without the language prefix in each language (content slugs differ per language). */
export type SeoAlternatePaths = Partial<Record<Language, string>>;

export interface PageSeo {
  /** The whole document title (see brandedTitle). */
  readonly title: string;
  readonly description?: string;
  /**
   * The page's path without the language prefix (`/news/promotions/x`, `/` for home); with it the
   * page gets a canonical link and hreflang alternates.
   */
  readonly path?: string;
  /**
   * The page's path in each language, from the content API's `alternates`; a language missing
   * here gets no hreflang link. Absent: the same path in every language.
   */
  readonly alternates?: SeoAlternatePaths;
  /** Asks search engines not to index the page (a content page that was not found, an in-app step). */
  readonly noIndex?: boolean;
}

interface SeoEntry {
  readonly seo: PageSeo;
  readonly language: Language;
}

/** Marks the head elements this module owns. */
const OWNED = 'data-page-seo';

/** Mounted pages' SEO, the latest last; the latest one is applied. */
const entries: SeoEntry[] = [];
/** index.html's own description, put back when no page sets one. */
let shellDescription: string | null | undefined;

function absoluteUrl(language: Language, path: string): string {
  return `${window.location.origin}${sitePath(language, path)}`;
}

interface HeadLink {
  readonly rel: 'canonical' | 'alternate';
  readonly hreflang?: string;
  readonly href: string;
}

function linksFor(entry: SeoEntry | undefined): HeadLink[] {
  const path = entry?.seo.path;
  if (!entry || path === undefined) return [];
  const { language, seo } = entry;
  const pathIn = (candidate: Language) => (seo.alternates ? seo.alternates[candidate] : path);
  const links: HeadLink[] = [{ rel: 'canonical', href: absoluteUrl(language, pathIn(language) ?? path) }];
  for (const candidate of SUPPORTED_LANGUAGES) {
    const alternate = pathIn(candidate);
    if (alternate !== undefined) {
      links.push({ rel: 'alternate', hreflang: candidate, href: absoluteUrl(candidate, alternate) });
    }
  }
  const fallback = pathIn(DEFAULT_LANGUAGE);
  if (fallback !== undefined) {
    links.push({ rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(DEFAULT_LANGUAGE, fallback) });
  }
  return links;
}

function linkKey(link: { rel: string; hreflang?: string | null }): string {
  return `${link.rel} ${link.hreflang ?? ''}`;
}

/** Sets `<meta name=…>` to `content`, or puts index.html's back / removes ours when undefined. */
function applyMeta(name: string, content: string | undefined, original?: string | null): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === undefined) {
    if (!meta) return;
    if (meta.hasAttribute(OWNED)) meta.remove();
    else if (original !== undefined && original !== null) meta.content = original;
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    meta.setAttribute(OWNED, '');
    document.head.append(meta);
  }
  meta.content = content;
}

function applyLinks(links: readonly HeadLink[]): void {
  const wanted = new Map(links.map((link) => [linkKey(link), link]));
  for (const element of Array.from(document.head.querySelectorAll<HTMLLinkElement>(`link[${OWNED}]`))) {
    const link = wanted.get(linkKey({ rel: element.rel, hreflang: element.getAttribute('hreflang') }));
    if (link) {
      if (element.href !== link.href) element.href = link.href;
      wanted.delete(linkKey(link));
    } else {
      element.remove();
    }
  }
  for (const link of wanted.values()) {
    const element = document.createElement('link');
    element.rel = link.rel;
    if (link.hreflang !== undefined) element.hreflang = link.hreflang;
    element.href = link.href;
    element.setAttribute(OWNED, '');
    document.head.append(element);
  }
}

function applySeo(): void {
  const entry = entries.at(-1);
  const title = entry?.seo.title ?? currentLayoutTitle();
  if (title !== undefined) document.title = title;
  if (shellDescription === undefined) {
    const shell = document.head.querySelector<HTMLMetaElement>(`meta[name="description"]:not([${OWNED}])`);
    shellDescription = shell ? shell.content : null;
  }
  applyMeta('description', entry?.seo.description, shellDescription);
  applyMeta('robots', entry?.seo.noIndex === true ? 'noindex' : undefined);
  applyLinks(linksFor(entry));
}

setHeadWriter(applySeo);

/**
 * Sets the page's title, description, canonical link and hreflang alternates while the calling
 * page is mounted; null (still loading) leaves the layout's title. `seo` may be a fresh object on
 * every render: it is compared by content.
 */
export function usePageSeo(seo: PageSeo | null): void {
  const language = useCurrentLanguage();
  const key = seo ? JSON.stringify(seo) : null;
  useEffect(() => {
    if (key === null) return undefined;
    const entry: SeoEntry = { seo: JSON.parse(key) as PageSeo, language };
    entries.push(entry);
    applySeo();
    return () => {
      const index = entries.indexOf(entry);
      if (index !== -1) entries.splice(index, 1);
      applySeo();
    };
  }, [key, language]);
}
