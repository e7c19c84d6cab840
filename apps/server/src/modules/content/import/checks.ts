import { ANCILLARY_SERVICE_TYPES } from '@skybook/contracts/ancillaries';
import { SLUGGED_KINDS, type ContentKind, type KindAttributes, type KindText } from '../content-kinds';
import type { Problem, RawItem } from './source-files';

/*
 * The rules of the content folder that span items: references resolve, slugs are unique, and
 * texts and dictionaries are complete. Each broken rule adds a problem; nothing throws here.
 */

/** Known names of `cms-setting/{name}` (each has its own shape in content-kinds.ts). */
export const CMS_SETTING_NAMES = ['FAQ_GENERAL_SETTING'] as const;

/** An item whose attributes and texts passed its kind's schemas. */
export interface ParsedItem<K extends ContentKind = ContentKind> {
  raw: RawItem;
  kind: K;
  attributes: KindAttributes<K>;
  texts: Map<string, KindText<K>>;
}

export function itemsOf<K extends ContentKind>(items: ParsedItem[], kind: K): ParsedItem<K>[] {
  return items.filter((item): item is ParsedItem<K> => item.kind === kind);
}

/** Rules across items: references resolve, slugs are unique, dictionaries and texts complete. */
export function checkReferences(items: ParsedItem[], problems: Problem[]): void {
  const keys = (kind: ContentKind) => new Set(itemsOf(items, kind).map((item) => item.raw.key));
  const menus = itemsOf(items, 'menu');
  const menusOfType = (type: string) =>
    new Set(menus.filter((menu) => menu.attributes.type === type).map((menu) => menu.raw.key));
  const pages = keys('page');
  const faqCategories = keys('faqCategory');
  const where = (item: ParsedItem) => `${item.raw.file}: ${item.kind} ${item.raw.key}`;

  for (const kind of new Set(items.map((item) => item.kind))) {
    const seen = new Set<string>();
    for (const item of itemsOf(items, kind)) {
      if (seen.has(item.raw.key)) problems.push(`${where(item)}: the key is used twice`);
      seen.add(item.raw.key);
    }
  }
  for (const menu of menus) {
    const { type, page, faqCategory, redirectUrl, section } = menu.attributes;
    if (page !== null && !pages.has(page)) problems.push(`${where(menu)}: no page ${page}`);
    if (faqCategory !== null && !faqCategories.has(faqCategory)) {
      problems.push(`${where(menu)}: no FAQ category ${faqCategory}`);
    }
    if (type === 'Page' && page === null && faqCategory === null && redirectUrl === null) {
      problems.push(`${where(menu)}: a Page menu opens a page, a FAQ category or a redirectUrl`);
    }
    if (type === 'List' && section !== 'news') problems.push(`${where(menu)}: a List menu is a news list`);
  }
  const lists = menusOfType('List');
  const menuLists = menusOfType('MenuList');
  for (const post of itemsOf(items, 'post')) {
    if (!lists.has(post.attributes.category)) {
      problems.push(`${where(post)}: category ${post.attributes.category} is not a List menu`);
    }
  }
  for (const page of itemsOf(items, 'page')) {
    if (page.attributes.parent !== null && !menuLists.has(page.attributes.parent)) {
      problems.push(`${where(page)}: parent ${page.attributes.parent} is not a MenuList menu`);
    }
  }
  for (const faq of itemsOf(items, 'faq')) {
    if (!faqCategories.has(faq.raw.parentKey ?? ''))
      problems.push(`${where(faq)}: no FAQ category ${faq.raw.parentKey}`);
  }
  for (const banner of itemsOf(items, 'banner')) {
    const { placement, serviceType } = banner.attributes;
    const known = (ANCILLARY_SERVICE_TYPES as readonly string[]).includes(serviceType ?? '');
    if ((placement === 'service') !== (serviceType !== null) || (serviceType !== null && !known)) {
      problems.push(`${where(banner)}: placement service needs an extra's serviceType (and only it has one)`);
    }
  }
  for (const setting of itemsOf(items, 'cmsSetting')) {
    if (!(CMS_SETTING_NAMES as readonly string[]).includes(setting.raw.key)) {
      problems.push(`${where(setting)}: unknown setting (known: ${CMS_SETTING_NAMES.join(', ')})`);
    }
  }
  for (const footer of itemsOf(items, 'footer')) {
    for (const [language, texts] of footer.texts) {
      for (const { key } of footer.attributes.instruction) {
        if (!texts.instruction[key])
          problems.push(`${where(footer)}: texts.${language}.instruction.${key} missing`);
      }
    }
  }
  for (const form of itemsOf(items, 'form')) {
    for (const [language, texts] of form.texts) {
      for (const { name } of form.attributes.fields) {
        if (!texts.fields[name]) problems.push(`${where(form)}: texts.${language}.fields.${name} missing`);
      }
    }
  }
  for (const menu of itemsOf(items, 'emenu')) {
    const conditions = new Set(menu.attributes.conditions);
    const keys = new Set<string>();
    for (const section of menu.attributes.sections) {
      for (const item of section.items) {
        if (keys.has(item.key)) problems.push(`${where(menu)}: item ${item.key} listed twice`);
        keys.add(item.key);
        for (const condition of item.conditions.filter((key) => !conditions.has(key)))
          problems.push(`${where(menu)}: item ${item.key} names the unknown condition ${condition}`);
      }
    }
    for (const [language, texts] of menu.texts) {
      for (const section of menu.attributes.sections) {
        if (!texts.sections[section.key])
          problems.push(`${where(menu)}: texts.${language}.sections.${section.key} missing`);
        for (const item of section.items) {
          if (!texts.items[item.key])
            problems.push(`${where(menu)}: texts.${language}.items.${item.key} missing`);
        }
      }
      for (const condition of conditions) {
        if (!texts.conditions[condition])
          problems.push(`${where(menu)}: texts.${language}.conditions.${condition} missing`);
      }
    }
  }
  for (const dictionary of itemsOf(items, 'feTranslations')) {
    const vi = Object.keys(dictionary.texts.get('vi')?.translations ?? {});
    for (const [language, texts] of dictionary.texts) {
      const own = Object.keys(texts.translations);
      const extra = own.filter((key) => !vi.includes(key));
      const missing = language === 'en' ? vi.filter((key) => !own.includes(key)) : [];
      if (extra.length > 0)
        problems.push(`site/fe-translations/${language}.json: keys not in vi: ${extra.join(', ')}`);
      if (missing.length > 0) problems.push(`site/fe-translations/en.json: missing ${missing.join(', ')}`);
    }
  }
  checkSlugs(items, problems);
}

/** A slug names one item of its kind, whatever the language (menu Page items share their page's). */
function checkSlugs(items: ParsedItem[], problems: Problem[]): void {
  for (const kind of SLUGGED_KINDS) {
    const owners = new Map<string, string>();
    for (const item of itemsOf(items, kind)) {
      if (kind === 'menu' && (item as ParsedItem<'menu'>).attributes.type === 'Page') continue;
      for (const [language, texts] of item.texts) {
        const slug = (texts as { slug: string }).slug;
        const owner = owners.get(slug);
        if (owner !== undefined && owner !== item.raw.key) {
          problems.push(
            `${item.raw.file}: ${kind} ${item.raw.key}: ${language} slug ${slug} is also ${owner}'s`,
          );
        }
        owners.set(slug, item.raw.key);
      }
    }
  }
}
