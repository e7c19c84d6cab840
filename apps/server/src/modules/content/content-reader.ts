import { SUPPORTED_LANGUAGES, type Language } from '@skybook/domain/languages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { languageFallbacks } from '../../i18n/language-id';
import { STORED_KINDS, type ContentKind, type KindAttributes, type KindText } from './content-kinds';
import {
  findItem,
  findKeysBySlug,
  listItems,
  listTexts,
  type ContentItemRow,
  type ContentTextRow,
} from './content-store.repository';

/** An item of the store in one language: its attributes, its text after fallback, and where it sits. */
export interface ContentEntry<K extends ContentKind> {
  key: string;
  parentKey: string | null;
  sortOrder: number;
  publishedAt: string | null;
  updatedAt: string;
  attributes: KindAttributes<K>;
  text: KindText<K>;
  /** The language `text` is in (the asked one, else English, else Vietnamese). */
  languageId: string;
  /** The slug in every site language after the same fallback ('' for kinds without slugs). */
  alternates: Record<Language, string>;
}

/**
 * Parsed JSON by kind and content hash: what is stored changes only on import, so a row is parsed
 * once per process rather than on every request. Bounded by the size of the content.
 */
const parsed = new Map<string, unknown>();
const MAX_PARSED = 20_000;

/** The stored JSON of a row, parsed by its kind's schema (callers type it by that kind). */
function parseStored(kind: ContentKind, part: 'attributes' | 'text', hash: string, json: string): unknown {
  const cacheKey = `${kind}\u0000${part}\u0000${hash}`;
  if (parsed.has(cacheKey)) return parsed.get(cacheKey);
  const schema = STORED_KINDS[kind][part];
  if (schema === null) return undefined;
  const value: unknown = schema.parse(JSON.parse(json));
  if (parsed.size >= MAX_PARSED) parsed.clear();
  parsed.set(cacheKey, value);
  return value;
}

/** The best text row for `language`: its own, else English, else Vietnamese. */
export function pickText(rows: readonly ContentTextRow[], language: string): ContentTextRow | undefined {
  for (const candidate of languageFallbacks(language)) {
    const row = rows.find((text) => text.language_id === candidate);
    if (row) return row;
  }
  return undefined;
}

function alternatesOf(rows: readonly ContentTextRow[]): Record<Language, string> {
  const entries = SUPPORTED_LANGUAGES.map(
    (language) => [language, pickText(rows, language)?.slug ?? ''] as const,
  );
  return Object.fromEntries(entries) as Record<Language, string>;
}

/** True when now is inside an optional [startAt, endAt) window of ISO instants. */
export function isLive(window: { startAt: string | null; endAt: string | null }, now: Date): boolean {
  const at = now.toISOString();
  return (window.startAt === null || window.startAt <= at) && (window.endAt === null || at < window.endAt);
}

/** Reads the content store in one language at a time, with the fallback of the requirements/issue 6. */
export class ContentReader {
  constructor(private readonly db: Kysely<Database>) {}

  /** Items with their texts in `language`; an item with no text at all is left out. */
  async entries<K extends ContentKind>(
    kind: K,
    items: readonly ContentItemRow[],
    language: Language,
  ): Promise<ContentEntry<K>[]> {
    const hasText = STORED_KINDS[kind].text !== null;
    const texts = hasText
      ? await listTexts(
          this.db,
          kind,
          items.map((item) => item.key),
        )
      : [];
    const byKey = new Map<string, ContentTextRow[]>();
    for (const text of texts) byKey.set(text.key, [...(byKey.get(text.key) ?? []), text]);
    return items.flatMap((item) => {
      const rows = byKey.get(item.key) ?? [];
      const text = pickText(rows, language);
      if (hasText && !text) return [];
      return [
        {
          key: item.key,
          parentKey: item.parent_key,
          sortOrder: item.sort_order,
          publishedAt: item.published_at,
          updatedAt: text && text.updated_at > item.updated_at ? text.updated_at : item.updated_at,
          attributes: parseStored(kind, 'attributes', item.source_hash, item.attributes) as KindAttributes<K>,
          text: (text ? parseStored(kind, 'text', text.source_hash, text.fields) : undefined) as KindText<K>,
          languageId: text?.language_id ?? language,
          alternates: alternatesOf(rows),
        },
      ];
    });
  }

  /** Every item of a kind (or of one parent), in order. */
  async list<K extends ContentKind>(
    kind: K,
    language: Language,
    parentKey?: string,
  ): Promise<ContentEntry<K>[]> {
    return this.entries(kind, await listItems(this.db, kind, parentKey), language);
  }

  async find<K extends ContentKind>(
    kind: K,
    key: string,
    language: Language,
  ): Promise<ContentEntry<K> | undefined> {
    const item = await findItem(this.db, kind, key);
    return item ? (await this.entries(kind, [item], language))[0] : undefined;
  }

  /** An item's texts in every language it is written in, for per-field fallback (the dictionary). */
  async allTexts<K extends ContentKind>(kind: K, key: string): Promise<Map<string, KindText<K>>> {
    const rows = await listTexts(this.db, kind, [key]);
    return new Map(
      rows.map((row) => [
        row.language_id,
        parseStored(kind, 'text', row.source_hash, row.fields) as KindText<K>,
      ]),
    );
  }

  /** The items of a kind whose slug is `slug` in any language (usually one). */
  async findBySlug<K extends ContentKind>(
    kind: K,
    slug: string,
    language: Language,
  ): Promise<ContentEntry<K>[]> {
    const keys = await findKeysBySlug(this.db, kind, slug);
    const items = (await Promise.all(keys.map((key) => findItem(this.db, kind, key)))).flatMap((item) =>
      item ? [item] : [],
    );
    return this.entries(kind, items, language);
  }
}
