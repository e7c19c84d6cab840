import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { htmlToText } from '../../../documents/html/html-sanitizer';
import { contentKeySchema, type ContentKind } from '../content-kinds';

/*
 * Reads the content folder's files into raw items, before any kind's schema is applied: which
 * file, which kind, which key, where it sits (parent, order), its attributes and its texts per
 * language. apps/server/content/README.md describes the layout.
 */

export type RawRecord = Record<string, unknown>;

export interface RawItem {
  /** The file it came from, relative to the content folder, for error messages. */
  file: string;
  kind: ContentKind;
  key: string;
  parentKey: string | null;
  sortOrder: number;
  attributes: RawRecord;
  /** Language → texts; null for kinds without texts. */
  texts: Record<string, RawRecord> | null;
}

/** A problem in the content folder; the import collects them all before refusing. */
export type Problem = string;

const rawItemSchema = z.looseObject({
  key: contentKeySchema,
  texts: z.record(z.string(), z.looseObject({})).optional(),
});
const listFileSchema = z.strictObject({ items: z.array(rawItemSchema) });

function readJson(dir: URL, file: string, problems: Problem[]): unknown {
  const url = new URL(file, dir);
  if (!existsSync(url)) {
    problems.push(`${file}: missing`);
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(url, 'utf8')) as unknown;
  } catch (error) {
    problems.push(`${file}: not JSON (${error instanceof Error ? error.message : String(error)})`);
    return undefined;
  }
}

function parseWith<T>(
  schema: z.ZodType<T>,
  value: unknown,
  file: string,
  problems: Problem[],
): T | undefined {
  if (value === undefined) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    problems.push(`${file}: ${issue.path.join('.')}: ${issue.message}`);
  return undefined;
}

/** An item's attributes: everything but its key, texts and nested items. */
function attributesOf(item: RawRecord, nested: readonly string[] = []): RawRecord {
  return Object.fromEntries(
    Object.entries(item).filter(([name]) => name !== 'key' && name !== 'texts' && !nested.includes(name)),
  );
}

/** `{ "items": [...] }` files of one kind: order is the order in the file. */
export const LIST_FILES: readonly { file: string; kind: ContentKind }[] = [
  { file: 'site/cms-settings.json', kind: 'cmsSetting' },
  { file: 'site/cms-configs.json', kind: 'cmsConfig' },
  { file: 'site/forms.json', kind: 'form' },
  { file: 'home/banners.json', kind: 'banner' },
  { file: 'home/popups.json', kind: 'popup' },
  { file: 'home/image-popups.json', kind: 'imagePopup' },
  { file: 'home/awards.json', kind: 'award' },
  { file: 'home/bulletins.json', kind: 'bulletin' },
  { file: 'home/vnkm.json', kind: 'vnkm' },
  { file: 'help/help.json', kind: 'help' },
  { file: 'faq/categories.json', kind: 'faqCategory' },
  { file: 'tickets/tickets.json', kind: 'ticket' },
];

/** Files holding one item of a kind, under a fixed key. */
export const SINGLE_FILES: readonly { file: string; kind: ContentKind; key: string }[] = [
  { file: 'site/footer.json', kind: 'footer', key: 'footer' },
  { file: 'site/home-seo.json', kind: 'homeSeo', key: 'home' },
  { file: 'emenu/menu.json', kind: 'emenu', key: 'menu' },
];

function readListFile(dir: URL, file: string, kind: ContentKind, problems: Problem[]): RawItem[] {
  const parsed = parseWith(listFileSchema, readJson(dir, file, problems), file, problems);
  return (parsed?.items ?? []).map((item, index) => ({
    file,
    kind,
    key: item.key,
    parentKey: null,
    sortOrder: index,
    attributes: attributesOf(item),
    texts: item.texts ?? null,
  }));
}

function readSingleFile(
  dir: URL,
  file: string,
  kind: ContentKind,
  key: string,
  problems: Problem[],
): RawItem[] {
  const parsed = parseWith(
    z.looseObject({ texts: z.record(z.string(), z.looseObject({})) }),
    readJson(dir, file, problems),
    file,
    problems,
  );
  if (!parsed) return [];
  return [
    { file, kind, key, parentKey: null, sortOrder: 0, attributes: attributesOf(parsed), texts: parsed.texts },
  ];
}

/** `site/url-mappings.json`: `{ "items": [{ "url", "newUrl", "statusCode"? }] }`, keyed by the old URL. */
function readUrlMappings(dir: URL, problems: Problem[]): RawItem[] {
  const file = 'site/url-mappings.json';
  const schema = z.strictObject({
    items: z.array(
      z.looseObject({
        url: z
          .string()
          .max(300)
          .regex(/^\/[^\s?#]*$/, 'an old path starting with / (no query)'),
      }),
    ),
  });
  const parsed = parseWith(schema, readJson(dir, file, problems), file, problems);
  return (parsed?.items ?? []).map(({ url, ...attributes }, index) => ({
    file,
    kind: 'urlMapping' as const,
    key: url,
    parentKey: null,
    sortOrder: index,
    attributes,
    texts: null,
  }));
}

/** `site/menus.json`: a tree of menus, at most three levels deep; priority is the position. */
function readMenus(dir: URL, problems: Problem[]): RawItem[] {
  const file = 'site/menus.json';
  const parsed = parseWith(
    z.strictObject({ items: z.array(z.looseObject({})) }),
    readJson(dir, file, problems),
    file,
    problems,
  );
  const items: RawItem[] = [];
  const visit = (nodes: unknown[], parentKey: string | null, depth: number) => {
    nodes.forEach((node, index) => {
      const item = parseWith(
        rawItemSchema.extend({ children: z.array(z.looseObject({})).optional() }),
        node,
        file,
        problems,
      );
      if (!item) return;
      if (depth > 3) {
        problems.push(`${file}: menu ${item.key}: more than two levels of sub-menus`);
        return;
      }
      items.push({
        file,
        kind: 'menu',
        key: item.key,
        parentKey,
        sortOrder: index + 1,
        attributes: { priority: index + 1, ...attributesOf(item, ['children']) },
        texts: item.texts ?? {},
      });
      visit(item.children ?? [], item.key, depth + 1);
    });
  };
  visit(parsed?.items ?? [], null, 1);
  return items;
}

/** `home/campaigns.json`: blocks (flygreen, future, info) with a title, each with its items. */
function readCampaigns(dir: URL, problems: Problem[]): RawItem[] {
  const file = 'home/campaigns.json';
  const schema = z.strictObject({
    items: z.array(rawItemSchema.extend({ items: z.array(rawItemSchema) })),
  });
  const parsed = parseWith(schema, readJson(dir, file, problems), file, problems);
  return (parsed?.items ?? []).flatMap((block, blockIndex) => [
    {
      file,
      kind: 'campaignBlock' as const,
      key: block.key,
      parentKey: null,
      sortOrder: blockIndex,
      attributes: attributesOf(block, ['items']),
      texts: block.texts ?? null,
    },
    ...block.items.map((item, index) => ({
      file,
      kind: 'campaign' as const,
      key: item.key,
      parentKey: block.key,
      sortOrder: index,
      attributes: { block: block.key, ...attributesOf(item) },
      texts: item.texts ?? null,
    })),
  ]);
}

/** `faq/questions/<category>.json`: the questions of one category, in order. */
function readFaqs(dir: URL, problems: Problem[]): RawItem[] {
  const folder = new URL('faq/questions/', dir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => {
      const category = name.slice(0, -'.json'.length);
      return readListFile(dir, `faq/questions/${name}`, 'faq', problems).map((item) => ({
        ...item,
        parentKey: category,
      }));
    });
}

/** `site/fe-translations/<language>.json`: one flat dictionary per language. */
function readTranslations(dir: URL, problems: Problem[]): RawItem[] {
  const folder = new URL('site/fe-translations/', dir);
  if (!existsSync(folder)) {
    problems.push('site/fe-translations: missing');
    return [];
  }
  const texts: Record<string, RawRecord> = {};
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.json'))) {
    const file = `site/fe-translations/${name}`;
    const translations = readJson(dir, file, problems);
    if (translations !== undefined) texts[name.slice(0, -'.json'.length)] = { translations };
  }
  return [
    {
      file: 'site/fe-translations',
      kind: 'feTranslations',
      key: 'dictionary',
      parentKey: null,
      sortOrder: 0,
      attributes: {},
      texts,
    },
  ];
}

const HEADING = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i;

/**
 * A folder of documents: `<key>.json` (attributes, and per language the texts other than title and
 * body) beside `<key>.<language>.html` (an `<h1>` title, then the body) for every language the
 * JSON has texts for.
 */
function readDocuments(dir: URL, folder: string, kind: ContentKind, problems: Problem[]): RawItem[] {
  const url = new URL(`${folder}/`, dir);
  if (!existsSync(url)) {
    problems.push(`${folder}: missing`);
    return [];
  }
  const names = readdirSync(url).sort();
  const htmlFiles = new Set(names.filter((name) => name.endsWith('.html')));
  const items: RawItem[] = [];
  // Documents are ordered by what they say (dates, `order`), not by file name.
  names
    .filter((name) => name.endsWith('.json'))
    .forEach((name) => {
      const key = name.slice(0, -'.json'.length);
      const file = `${folder}/${name}`;
      const parsed = parseWith(
        z.looseObject({ texts: z.record(z.string(), z.looseObject({})) }),
        readJson(dir, file, problems),
        file,
        problems,
      );
      if (!parsed) return;
      const texts: Record<string, RawRecord> = {};
      for (const [language, fields] of Object.entries(parsed.texts)) {
        const htmlName = `${key}.${language}.html`;
        if (!htmlFiles.delete(htmlName)) {
          problems.push(`${folder}/${htmlName}: missing (${file} has ${language} texts)`);
          continue;
        }
        const source = readFileSync(new URL(htmlName, url), 'utf8');
        const heading = HEADING.exec(source);
        if (!heading) {
          problems.push(`${folder}/${htmlName}: starts with an <h1> title`);
          continue;
        }
        texts[language] = {
          ...fields,
          title: htmlToText(heading[1] ?? ''),
          body: source.replace(HEADING, ''),
        };
      }
      items.push({
        file,
        kind,
        key,
        parentKey: null,
        sortOrder: 0,
        attributes: attributesOf(parsed),
        texts,
      });
    });
  for (const orphan of htmlFiles)
    problems.push(`${folder}/${orphan}: no ${folder}/<key>.json names its language`);
  return items;
}

/** Every raw item of the content folder. */
export function readRawItems(dir: URL, problems: Problem[]): RawItem[] {
  return [
    ...readMenus(dir, problems),
    ...LIST_FILES.flatMap(({ file, kind }) => readListFile(dir, file, kind, problems)),
    ...SINGLE_FILES.flatMap(({ file, kind, key }) => readSingleFile(dir, file, kind, key, problems)),
    ...readUrlMappings(dir, problems),
    ...readCampaigns(dir, problems),
    ...readFaqs(dir, problems),
    ...readTranslations(dir, problems),
    ...readDocuments(dir, 'pages', 'page', problems),
    ...readDocuments(dir, 'news', 'post', problems),
    ...readDocuments(dir, 'templates', 'templatePost', problems),
  ];
}

/** The pictures of `images/<folder>/<file>.svg`, by `<folder>/<file>.svg`. */
export function readImages(dir: URL, problems: Problem[]): Map<string, Buffer> {
  const images = new Map<string, Buffer>();
  const root = new URL('images/', dir);
  if (!existsSync(root)) return images;
  for (const folder of readdirSync(root, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const name of readdirSync(new URL(`${folder.name}/`, root))) {
      const path = `${folder.name}/${name}`;
      if (!/^[a-z0-9-]+\/[a-z0-9-]+\.svg$/.test(path)) {
        problems.push(`images/${path}: only lower-case .svg files named like home-tet.svg`);
        continue;
      }
      const body = readFileSync(new URL(`${folder.name}/${name}`, root));
      const svg = body.toString('utf8');
      // Served same-origin: an SVG must not run script or load anything from elsewhere.
      if (/<script|\son[a-z]+\s*=|<foreignObject|(?:xlink:)?href\s*=\s*["'](?!#)/i.test(svg)) {
        problems.push(
          `images/${path}: scripts, event handlers, foreign objects and outside references are not allowed`,
        );
        continue;
      }
      if (!svg.trimStart().startsWith('<svg')) {
        problems.push(`images/${path}: not an SVG document`);
        continue;
      }
      images.set(path, body);
    }
  }
  return images;
}
