import type { MENU_PLACEMENTS, MenuItemDto, MenuLeafDto, PageDto } from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';
import type { ContentEntry, ContentReader } from './content-reader';

type MenuEntry = ContentEntry<'menu'>;
type PageEntry = ContentEntry<'page'>;

/** The menus and the pages they open, in one language, with the links between them. */
interface MenuIndex {
  menus: MenuEntry[];
  byKey: Map<string, MenuEntry>;
  pages: Map<string, PageEntry>;
}

async function loadIndex(reader: ContentReader, language: Language): Promise<MenuIndex> {
  const [menus, pages] = await Promise.all([reader.list('menu', language), reader.list('page', language)]);
  return {
    menus,
    byKey: new Map(menus.map((menu) => [menu.key, menu])),
    pages: new Map(pages.map((page) => [page.key, page])),
  };
}

/** A page's address without the language prefix (requirements §2: /pages/{slug}/{slugDetail}, /pages/{slugDetail}, /information/{slugDetail}). */
export function pagePath(page: PageEntry, parent: MenuEntry | undefined): string {
  if (page.attributes.section === 'information') return `/information/${page.text.slug}`;
  return parent ? `/pages/${parent.text.slug}/${page.text.slug}` : `/pages/${page.text.slug}`;
}

/** Where a menu item leads (requirements §2 Menu items): List → news, Page → its page or FAQ, MenuList → its own page of links. */
function menuPath(menu: MenuEntry, index: MenuIndex): string {
  const { type, section, page } = menu.attributes;
  if (type === 'List') return `/news/${menu.text.slug}`;
  if (type === 'MenuList') return `/pages/${menu.text.slug}`;
  const target = page === null ? undefined : index.pages.get(page);
  if (target) {
    const parentKey = target.attributes.parent;
    return pagePath(target, parentKey === null ? undefined : index.byKey.get(parentKey));
  }
  if (section === 'faq') return `/faq/${menu.text.slug}`;
  if (section === 'information') return `/information/${menu.text.slug}`;
  return `/pages/${menu.text.slug}`;
}

function toLeaf(menu: MenuEntry, index: MenuIndex): MenuLeafDto {
  const { attributes } = menu;
  return {
    id: menu.key,
    menuName: menu.text.menuName,
    slug: menu.text.slug,
    type: attributes.type,
    section: attributes.section,
    path: menuPath(menu, index),
    redirectUrl: attributes.redirectUrl,
    icon: attributes.icon,
    priority: attributes.priority,
    priorityFooter: attributes.priorityFooter,
    isPrimaryMenu: attributes.isPrimaryMenu,
    isTopMenu: attributes.isTopMenu,
    isHot: attributes.isHot,
    notes: menu.text.notes,
    languageId: menu.languageId,
    alternates: menu.alternates,
    children: [],
  };
}

const childrenOf = (index: MenuIndex, key: string) => index.menus.filter((menu) => menu.parentKey === key);

/** A menu with its sub-menus and theirs (the import allows no deeper level). */
function toTree(menu: MenuEntry, index: MenuIndex): MenuItemDto {
  return {
    ...toLeaf(menu, index),
    children: childrenOf(index, menu.key).map((child) => ({
      ...toLeaf(child, index),
      children: childrenOf(index, child.key).map((grandchild) => toLeaf(grandchild, index)),
    })),
  };
}

/**
 * The menus of a placement: the header's primary and top-bar menus by priority, the footer's
 * columns by priorityFooter, or (no placement) every top-level menu by priority.
 */
export async function listMenus(
  reader: ContentReader,
  language: Language,
  placement: (typeof MENU_PLACEMENTS)[number] | undefined,
): Promise<MenuItemDto[]> {
  const index = await loadIndex(reader, language);
  let roots = index.menus.filter((menu) => menu.parentKey === null);
  if (placement === 'header') {
    roots = roots.filter((menu) => menu.attributes.isPrimaryMenu || menu.attributes.isTopMenu);
  } else if (placement === 'footer') {
    roots = roots
      .filter((menu) => menu.attributes.priorityFooter !== null)
      .sort((a, b) => (a.attributes.priorityFooter ?? 0) - (b.attributes.priorityFooter ?? 0));
  }
  return roots.map((menu) => toTree(menu, index));
}

/** A menu by slug in any language (news lists and menu lists before pages sharing it), with its parent. */
export async function findMenu(reader: ContentReader, language: Language, slug: string) {
  const index = await loadIndex(reader, language);
  const matches = index.menus.filter((menu) => Object.values(menu.alternates).includes(slug));
  const menu = matches.find((candidate) => candidate.attributes.type !== 'Page') ?? matches[0];
  if (!menu) return undefined;
  const parent = menu.parentKey === null ? undefined : index.byKey.get(menu.parentKey);
  return {
    menu: toTree(menu, index),
    parent: parent
      ? {
          id: parent.key,
          menuName: parent.text.menuName,
          slug: parent.text.slug,
          path: menuPath(parent, index),
        }
      : null,
  };
}

/** A page or information page by slug in any language. */
export async function findPage(
  reader: ContentReader,
  language: Language,
  slug: string,
): Promise<PageDto | undefined> {
  const [page] = await reader.findBySlug('page', slug, language);
  if (!page) return undefined;
  const parent =
    page.attributes.parent === null ? undefined : await reader.find('menu', page.attributes.parent, language);
  return {
    id: page.key,
    section: page.attributes.section,
    slug: page.text.slug,
    title: page.text.title,
    summary: page.text.summary,
    body: page.text.body,
    image: page.attributes.image,
    seo: { title: page.text.seoTitle, description: page.text.seoDescription },
    parent: parent ? { id: parent.key, menuName: parent.text.menuName, slug: parent.text.slug } : null,
    path: pagePath(page, parent),
    alternates: page.alternates,
    languageId: page.languageId,
    updatedAt: page.updatedAt,
  };
}
