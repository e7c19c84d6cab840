import { classifyContentLink } from '@skybook/contracts/content-links';
import type { MenuLeafDto } from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';
import { resolveContentLink, type ResolvedLink } from '../../lib/content-link';

/** The fields of a menu item that decide where it goes (any level of the tree). */
export type MenuTarget = Pick<MenuLeafDto, 'type' | 'section' | 'slug' | 'path' | 'redirectUrl'>;

/** The sections each type may open (contracts content-store.ts, requirements §2 "Menu items"). */
const PATH_PREFIXES: Readonly<Record<MenuTarget['type'], readonly string[]>> = {
  List: ['/news/'],
  MenuList: ['/pages/'],
  Page: ['/pages/', '/information/', '/faq/'],
};

/** The page a menu item opens by requirements §2's rule alone, when the server's `path` is unusable. */
function pathFromRule({ type, section, slug }: MenuTarget): string | undefined {
  if (slug.trim() === '') return undefined;
  const segment = encodeURIComponent(slug.trim());
  if (type === 'List') return `/news/${segment}`;
  if (type === 'Page' && section === 'information') return `/information/${segment}`;
  if (type === 'Page' && section === 'faq') return `/faq/${segment}`;
  return `/pages/${segment}`;
}

/**
 * Where a menu item goes (requirements §2 "Menu items"). A redirect URL wins: on this site or its own host
 * it navigates inside the app, on an allow-listed partner it leaves the site, anything else is not
 * a link. Otherwise the item opens its page: List → `/news/{slug}`; Page → `/pages/{slug}`
 * (`/pages/{parent}/{slug}` under a MenuList), `/information/{slug}` or `/faq/{slug}`; MenuList →
 * `/pages/{slug}`. The server works out that `path` (a page under a MenuList needs the page's and
 * the parent's slugs); it is used when it has the shape the type allows, else the rule is applied
 * to the item's own slug.
 */
export function menuHref(item: MenuTarget, language: Language): ResolvedLink {
  const redirect = item.redirectUrl?.trim() ?? '';
  if (redirect !== '') return resolveContentLink(redirect, language);
  const hasUsablePath =
    PATH_PREFIXES[item.type].some(
      (prefix) => item.path.startsWith(prefix) && item.path.length > prefix.length,
    ) && classifyContentLink(item.path) === 'path';
  const path = hasUsablePath ? item.path : pathFromRule(item);
  return path === undefined ? { kind: 'none' } : resolveContentLink(path, language);
}
