import { createHash } from 'node:crypto';
import { SUPPORTED_LANGUAGES, isLanguage } from '@skybook/domain/languages';
import type { z } from 'zod';
import { SLUGGED_KINDS, defineContentKinds, type ContentKind, type ContentKinds } from '../content-kinds';
import { readLegalContent } from '../../../db/seed/ancillaries';
import type { Flag } from '../../../db/tables/network';
import { checkReferences, itemsOf, type ParsedItem } from './checks';
import { renderEmenuPdf } from './emenu-pdf';
import { importFieldTypes } from './import-fields';
import { readImages, readRawItems, type Problem, type RawItem } from './source-files';

/** Where the content files live in the repository. */
export const CONTENT_DIR = new URL('../../../../content/', import.meta.url);

export interface ItemRow {
  kind: ContentKind;
  key: string;
  parent_key: string | null;
  sort_order: number;
  is_featured: Flag;
  published_at: string | null;
  attributes: string;
}
export interface TextRow {
  kind: ContentKind;
  key: string;
  language_id: string;
  slug: string | null;
  fields: string;
}
export interface AssetRow {
  path: string;
  media_type: string;
  body: string;
  etag: string;
  byte_length: number;
}
export interface LegalRow {
  name: string;
  language_id: string;
  title: string;
  detail: string;
}

/** Everything the content folder says, checked and ready to store. */
export interface ContentSnapshot {
  items: ItemRow[];
  texts: TextRow[];
  assets: AssetRow[];
  legal: LegalRow[];
}

/** The content folder is not importable; `problems` lists every reason, one per line. */
export class ContentImportError extends Error {
  override name = 'ContentImportError';
  constructor(readonly problems: readonly Problem[]) {
    super(`The content cannot be imported:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** The e-menu PDFs the import writes, by language (the fonts cover Latin text only). */
export const EMENU_PDF_LANGUAGES = ['vi', 'en'] as const;
export const emenuPdfPath = (language: string) => `files/e-menu-${language}.pdf`;

function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
}

function assetRow(path: string, mediaType: string, body: Buffer): AssetRow {
  return {
    path,
    media_type: mediaType,
    body: body.toString('base64'),
    etag: etagOf(body),
    byte_length: body.length,
  };
}

/** Menu Page items take the slug of the page or FAQ category they open, language by language. */
function fillMenuSlugs(raw: RawItem[]): void {
  const slugsOf = (kind: ContentKind, key: unknown) =>
    raw.find((item) => item.kind === kind && item.key === key)?.texts;
  for (const menu of raw.filter((item) => item.kind === 'menu')) {
    const target =
      menu.attributes.page !== undefined
        ? slugsOf('page', menu.attributes.page)
        : menu.attributes.faqCategory !== undefined
          ? slugsOf('faqCategory', menu.attributes.faqCategory)
          : undefined;
    if (!target || !menu.texts) continue;
    for (const [language, texts] of Object.entries(menu.texts)) {
      const slug = [language, 'en', 'vi'].map((candidate) => target[candidate]?.slug).find(Boolean);
      if (texts.slug === undefined && slug !== undefined) texts.slug = slug;
    }
    if (menu.attributes.section === undefined) {
      const page = raw.find((item) => item.kind === 'page' && item.key === menu.attributes.page);
      menu.attributes.section = page ? page.attributes.section : 'faq';
    }
  }
  for (const menu of raw.filter((item) => item.kind === 'menu' && item.attributes.section === undefined)) {
    menu.attributes.section = menu.attributes.type === 'List' ? 'news' : 'pages';
  }
}

function parseItem(kinds: ContentKinds, raw: RawItem, problems: Problem[]): ParsedItem | undefined {
  const schemas = kinds[raw.kind];
  const where = `${raw.file}: ${raw.kind} ${raw.key}`;
  const report = (prefix: string, error: z.ZodError) => {
    for (const issue of error.issues)
      problems.push(`${where}: ${prefix}${issue.path.join('.')}: ${issue.message}`);
  };
  const attributes = (schemas.attributes as z.ZodType).safeParse(raw.attributes);
  if (!attributes.success) report('', attributes.error);
  const texts = new Map<string, unknown>();
  const textSchema = schemas.text as z.ZodType | null;
  if (textSchema === null) {
    if (raw.texts !== null && Object.keys(raw.texts).length > 0) problems.push(`${where}: has no texts`);
  } else {
    for (const [language, fields] of Object.entries(raw.texts ?? {})) {
      if (!isLanguage(language)) {
        problems.push(`${where}: unknown language ${language} (one of ${SUPPORTED_LANGUAGES.join(', ')})`);
        continue;
      }
      const parsed = textSchema.safeParse(fields);
      if (parsed.success) texts.set(language, parsed.data);
      else report(`texts.${language}.`, parsed.error);
    }
    for (const language of ['vi', 'en']) {
      if (!raw.texts?.[language]) problems.push(`${where}: needs ${language} texts`);
    }
  }
  if (!attributes.success) return undefined;
  // Sound by construction: attributes and texts were parsed by this kind's own schemas.
  return { raw, kind: raw.kind, attributes: attributes.data, texts } as ParsedItem;
}

function toRows(item: ParsedItem): { item: ItemRow; texts: TextRow[] } {
  const { raw } = item;
  let parentKey = raw.parentKey;
  let isFeatured: Flag = 0;
  let publishedAt: string | null = null;
  let sortOrder = raw.sortOrder;
  if (item.kind === 'post') {
    const { attributes } = item as ParsedItem<'post'>;
    parentKey = attributes.category;
    isFeatured = attributes.isFeature ? 1 : 0;
    publishedAt = attributes.publishedAt;
  } else if (item.kind === 'bulletin') {
    publishedAt = (item as ParsedItem<'bulletin'>).attributes.publishedAt;
  } else if (item.kind === 'banner') {
    const { placement, serviceType } = (item as ParsedItem<'banner'>).attributes;
    parentKey = placement === 'service' ? `service:${serviceType ?? ''}` : placement;
  } else if (item.kind === 'templatePost') {
    const { attributes } = item as ParsedItem<'templatePost'>;
    parentKey = attributes.template;
    sortOrder = attributes.order;
  } else if (item.kind === 'menu') {
    sortOrder = (item as ParsedItem<'menu'>).attributes.priority;
  }
  const slugged = (SLUGGED_KINDS as readonly string[]).includes(item.kind);
  return {
    item: {
      kind: item.kind,
      key: raw.key,
      parent_key: parentKey,
      sort_order: sortOrder,
      is_featured: isFeatured,
      published_at: publishedAt,
      attributes: JSON.stringify(item.attributes),
    },
    texts: [...item.texts].map(([language, fields]) => ({
      kind: item.kind,
      key: raw.key,
      language_id: language,
      slug: slugged ? (fields as { slug: string }).slug : null,
      fields: JSON.stringify(fields),
    })),
  };
}

/** The e-menu as PDFs, one per language the fonts can write, from the e-menu's texts. */
function emenuAssets(items: ParsedItem[]): AssetRow[] {
  const menu = itemsOf(items, 'emenu')[0];
  if (!menu) return [];
  return EMENU_PDF_LANGUAGES.flatMap((language) => {
    const texts = menu.texts.get(language);
    if (!texts) return [];
    const format = new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US');
    const pdf = renderEmenuPdf(
      {
        title: texts.title,
        intro: texts.intro,
        footnote: texts.footnote,
        sections: menu.attributes.sections.map((section) => ({
          name: texts.sections[section.key] ?? section.key,
          items: section.items.map((item) => ({
            name: texts.items[item.key]?.name ?? item.key,
            description: texts.items[item.key]?.description ?? '',
            price: `${format.format(item.price)} ${menu.attributes.currency}`,
          })),
        })),
      },
      { foldMarks: language === 'vi' },
    );
    return [assetRow(emenuPdfPath(language), 'application/pdf', pdf)];
  });
}

/**
 * Reads and checks the whole content folder. Throws ContentImportError listing every problem
 * (bad JSON, a field of the wrong shape, a link not allow-listed, a missing image or text, a
 * broken reference) so one run shows them all; nothing is written when anything is wrong.
 */
export function readContentSource(dir: URL = CONTENT_DIR): ContentSnapshot {
  const problems: Problem[] = [];
  const images = readImages(dir, problems);
  const kinds = defineContentKinds(importFieldTypes((path) => images.has(path)));
  const raw = readRawItems(dir, problems);
  fillMenuSlugs(raw);
  const parsed = raw.flatMap((item) => parseItem(kinds, item, problems) ?? []);
  checkReferences(parsed, problems);
  let legal: LegalRow[] = [];
  try {
    legal = readLegalContent(new URL('legal/', dir), '').map(({ name, language_id, title, detail }) => ({
      name,
      language_id,
      title,
      detail,
    }));
  } catch (error) {
    problems.push(`legal: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (problems.length > 0) throw new ContentImportError(problems);
  const rows = parsed.map(toRows);
  return {
    items: rows.map((row) => row.item),
    texts: rows.flatMap((row) => row.texts),
    assets: [
      ...[...images].map(([path, body]) => assetRow(path, 'image/svg+xml', body)),
      ...emenuAssets(parsed),
    ],
    legal,
  };
}
