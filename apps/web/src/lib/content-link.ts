import { classifyContentLink } from '@skybook/contracts/content-links';
import { matchSitePath } from '@skybook/contracts/site-routes';
import type { Language } from '@skybook/domain/languages';

/**
 * Where a link written in managed content goes once it is on the page:
 * - `internal`: a page of this app with the language prefix (`/en/pages/baggage`), opened by the router;
 * - `external`: leaves the app with a plain `<a href>`: a partner site, a phone number, an e-mail,
 *   or a file the server serves on this host (`/content/api/v1/emenu/download`);
 * - `none`: the allow-list (contracts/content-links.ts) refuses it, so it is no link at all.
 */
export type ResolvedLink =
  | { readonly kind: 'internal'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'none' };

/**
 * The in-app path of a site path, or undefined when it is not a page: content writes paths without
 * the language prefix, so `/pages/x` becomes `/{language}/pages/x` (`/` becomes `/{language}`); a
 * path that already starts with a language keeps it; a path the route table does not know
 * (`/content/media/menu.pdf`, `//host/x`) is a file or another host, not a page.
 */
export function toInternalPath(href: string, language: Language): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const pathEnd = href.search(/[?#]/);
  const pathname = pathEnd === -1 ? href : href.slice(0, pathEnd);
  const rest = pathEnd === -1 ? '' : href.slice(pathEnd);
  if (matchSitePath(pathname)) return href;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const prefixed = trimmed === '/' ? `/${language}` : `/${language}${trimmed}`;
  return matchSitePath(prefixed) ? `${prefixed}${rest}` : undefined;
}

/**
 * Resolves a content link (menu `redirectUrl`, banner `url`, footer links, HTML hrefs): a site
 * path or a URL on the airline's own host navigates inside the app; a partner URL, `tel:`,
 * `mailto:` or a server file leaves it; anything the allow-list refuses is no link.
 */
export function resolveContentLink(link: string, language: Language): ResolvedLink {
  const trimmed = link.trim();
  const kind = classifyContentLink(trimmed);
  if (kind === undefined) return { kind: 'none' };
  if (kind === 'path' || kind === 'own') {
    let path = trimmed;
    if (kind === 'own') {
      const url = new URL(trimmed);
      path = `${url.pathname}${url.search}${url.hash}`;
    }
    const internal = toInternalPath(path, language);
    if (internal !== undefined) return { kind: 'internal', to: internal };
    return { kind: 'external', href: kind === 'own' ? trimmed : path };
  }
  return { kind: 'external', href: trimmed };
}
