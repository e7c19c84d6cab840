import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import {
  deleteContentAssets,
  deleteContentItem,
  deleteContentText,
  deleteLegalText,
  listStoredAssets,
  listStoredItems,
  listStoredLegalTexts,
  listStoredTexts,
  upsertContentAssets,
  upsertContentItems,
  upsertContentTexts,
  upsertLegalTexts,
} from './content-import.repository';
import type { ContentSnapshot } from './source';

/** What one table went through. */
export interface SyncCounts {
  inserted: number;
  updated: number;
  deleted: number;
  unchanged: number;
}

export interface ContentSyncReport {
  items: SyncCounts;
  texts: SyncCounts;
  assets: SyncCounts;
  legal: SyncCounts;
}

/** Few enough parameters per statement for SQLite's limit on both engines. */
const CHUNK = 200;

const hashOf = (values: readonly unknown[]) =>
  createHash('sha256').update(JSON.stringify(values)).digest('base64url');

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) out.push(rows.slice(start, start + CHUNK));
  return out;
}

/**
 * Splits the wanted rows against the stored ones by natural key: new, changed (another hash),
 * unchanged, and stored rows nobody wants any more.
 */
function plan<T>(
  wanted: readonly T[],
  stored: ReadonlyMap<string, string>,
  keyOf: (row: T) => string,
  hashOfRow: (row: T) => string,
): { write: T[]; remove: string[]; counts: SyncCounts } {
  const write: T[] = [];
  const counts: SyncCounts = { inserted: 0, updated: 0, deleted: 0, unchanged: 0 };
  const keep = new Set<string>();
  for (const row of wanted) {
    const key = keyOf(row);
    keep.add(key);
    const before = stored.get(key);
    if (before === hashOfRow(row)) {
      counts.unchanged += 1;
      continue;
    }
    counts[before === undefined ? 'inserted' : 'updated'] += 1;
    write.push(row);
  }
  const remove = [...stored.keys()].filter((key) => !keep.has(key));
  counts.deleted = remove.length;
  return { write, remove, counts };
}

const itemKey = (row: { kind: string; key: string }) => JSON.stringify([row.kind, row.key]);
const textKey = (row: { kind: string; key: string; language_id: string }) =>
  JSON.stringify([row.kind, row.key, row.language_id]);
const legalKey = (row: { name: string; language_id: string }) => JSON.stringify([row.name, row.language_id]);

async function syncItems(trx: Transaction<Database>, snapshot: ContentSnapshot, now: string) {
  const stored = await listStoredItems(trx);
  const rows = snapshot.items.map((row) => ({
    ...row,
    source_hash: hashOf([row.parent_key, row.sort_order, row.is_featured, row.published_at, row.attributes]),
    updated_at: now,
  }));
  const { write, remove, counts } = plan(
    rows,
    new Map(stored.map((row) => [itemKey(row), row.source_hash])),
    itemKey,
    (row) => row.source_hash,
  );
  return { rows: write, remove: remove.map((key) => JSON.parse(key) as [string, string]), counts };
}

async function syncTexts(trx: Transaction<Database>, snapshot: ContentSnapshot, now: string) {
  const stored = await listStoredTexts(trx);
  const rows = snapshot.texts.map((row) => ({
    ...row,
    source_hash: hashOf([row.slug, row.fields]),
    updated_at: now,
  }));
  const { write, remove, counts } = plan(
    rows,
    new Map(stored.map((row) => [textKey(row), row.source_hash])),
    textKey,
    (row) => row.source_hash,
  );
  return { rows: write, remove: remove.map((key) => JSON.parse(key) as [string, string, string]), counts };
}

/**
 * Makes the store say what the snapshot says, in one transaction: rows whose natural key is new
 * are inserted, rows whose content changed are updated (updated_at moves), rows no file names any
 * more are deleted, and the rest are not touched. Writes are upserts, so two processes importing
 * the same content at once end with the same rows.
 */
export async function syncContent(
  db: Kysely<Database>,
  snapshot: ContentSnapshot,
  now: Date,
): Promise<ContentSyncReport> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const texts = await syncTexts(trx, snapshot, at);
    const items = await syncItems(trx, snapshot, at);

    for (const [kind, key, language] of texts.remove) {
      await deleteContentText(trx, kind, key, language);
    }
    for (const [kind, key] of items.remove) {
      await deleteContentItem(trx, kind, key);
    }
    for (const chunk of chunks(items.rows)) {
      await upsertContentItems(trx, chunk);
    }
    for (const chunk of chunks(texts.rows)) {
      await upsertContentTexts(trx, chunk);
    }
    const assets = await syncAssets(trx, snapshot, at);
    const legal = await syncLegal(trx, snapshot, at);
    return { items: items.counts, texts: texts.counts, assets, legal };
  });
}

async function syncAssets(
  trx: Transaction<Database>,
  snapshot: ContentSnapshot,
  now: string,
): Promise<SyncCounts> {
  const stored = await listStoredAssets(trx);
  const { write, remove, counts } = plan(
    snapshot.assets,
    new Map(stored.map((row) => [row.path, `${row.media_type} ${row.etag}`])),
    (row) => row.path,
    (row) => `${row.media_type} ${row.etag}`,
  );
  if (remove.length > 0) await deleteContentAssets(trx, remove);
  for (const chunk of chunks(write)) {
    await upsertContentAssets(
      trx,
      chunk.map((row) => ({ ...row, updated_at: now })),
    );
  }
  return counts;
}

/**
 * The legal texts (html_content, read by CMS `htmls`): the same files the extras seed first
 * wrote, now kept in step with the folder. Only the legal-content keys are this import's; other
 * html_content names are left alone.
 */
async function syncLegal(
  trx: Transaction<Database>,
  snapshot: ContentSnapshot,
  now: string,
): Promise<SyncCounts> {
  const names = [...new Set(snapshot.legal.map((row) => row.name))];
  const stored = await listStoredLegalTexts(trx);
  const { write, remove, counts } = plan(
    snapshot.legal,
    new Map(
      stored
        .filter((row) => names.includes(row.name))
        .map((row) => [legalKey(row), hashOf([row.title, row.detail])]),
    ),
    legalKey,
    (row) => hashOf([row.title, row.detail]),
  );
  for (const key of remove) {
    const [name, language] = JSON.parse(key) as [string, string];
    await deleteLegalText(trx, name, language);
  }
  for (const chunk of chunks(write)) {
    await upsertLegalTexts(
      trx,
      chunk.map((row) => ({ ...row, updated_at: now })),
    );
  }
  return counts;
}
