import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';

/*
 * The content import's SQL: the stored content's natural keys and hashes, upserts in chunks, and
 * the deletions of what no file names any more. Writes are upserts, so two processes importing
 * the same content at once end with the same rows.
 */

type Trx = Transaction<Database>;

export function listStoredItems(trx: Trx) {
  return trx.selectFrom('content_item').select(['kind', 'key', 'source_hash']).execute();
}

export function listStoredTexts(trx: Trx) {
  return trx.selectFrom('content_text').select(['kind', 'key', 'language_id', 'source_hash']).execute();
}

export function listStoredAssets(trx: Trx) {
  return trx.selectFrom('content_asset').select(['path', 'etag', 'media_type']).execute();
}

export function listStoredLegalTexts(trx: Trx) {
  return trx.selectFrom('html_content').select(['name', 'language_id', 'title', 'detail']).execute();
}

export async function deleteContentText(
  trx: Trx,
  kind: string,
  key: string,
  language: string,
): Promise<void> {
  await trx
    .deleteFrom('content_text')
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('language_id', '=', language)
    .execute();
}

/** Deletes an item with its texts in every language. */
export async function deleteContentItem(trx: Trx, kind: string, key: string): Promise<void> {
  await trx.deleteFrom('content_text').where('kind', '=', kind).where('key', '=', key).execute();
  await trx.deleteFrom('content_item').where('kind', '=', kind).where('key', '=', key).execute();
}

export async function upsertContentItems(
  trx: Trx,
  rows: Insertable<Database['content_item']>[],
): Promise<void> {
  await trx
    .insertInto('content_item')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['kind', 'key']).doUpdateSet((eb) => ({
        parent_key: eb.ref('excluded.parent_key'),
        sort_order: eb.ref('excluded.sort_order'),
        is_featured: eb.ref('excluded.is_featured'),
        published_at: eb.ref('excluded.published_at'),
        attributes: eb.ref('excluded.attributes'),
        source_hash: eb.ref('excluded.source_hash'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export async function upsertContentTexts(
  trx: Trx,
  rows: Insertable<Database['content_text']>[],
): Promise<void> {
  await trx
    .insertInto('content_text')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['kind', 'key', 'language_id']).doUpdateSet((eb) => ({
        slug: eb.ref('excluded.slug'),
        fields: eb.ref('excluded.fields'),
        source_hash: eb.ref('excluded.source_hash'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export async function deleteContentAssets(trx: Trx, paths: string[]): Promise<void> {
  await trx.deleteFrom('content_asset').where('path', 'in', paths).execute();
}

export async function upsertContentAssets(
  trx: Trx,
  rows: Insertable<Database['content_asset']>[],
): Promise<void> {
  await trx
    .insertInto('content_asset')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('path').doUpdateSet((eb) => ({
        media_type: eb.ref('excluded.media_type'),
        body: eb.ref('excluded.body'),
        etag: eb.ref('excluded.etag'),
        byte_length: eb.ref('excluded.byte_length'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export async function deleteLegalText(trx: Trx, name: string, language: string): Promise<void> {
  await trx.deleteFrom('html_content').where('name', '=', name).where('language_id', '=', language).execute();
}

export async function upsertLegalTexts(
  trx: Trx,
  rows: Insertable<Database['html_content']>[],
): Promise<void> {
  await trx
    .insertInto('html_content')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['name', 'language_id']).doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        detail: eb.ref('excluded.detail'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** The seed_run row `name`, when that seeding ran. */
export function findSeedRun(db: Kysely<Database>, name: string) {
  return db.selectFrom('seed_run').select('name').where('name', '=', name).executeTakeFirst();
}

/** Records (or records again) the import's report under seed_run `name`. */
export async function recordSeedRun(
  db: Kysely<Database>,
  name: string,
  report: unknown,
  now: string,
): Promise<void> {
  await db
    .insertInto('seed_run')
    .values({
      name,
      seed: 0,
      start_date: now.slice(0, 10),
      days: 0,
      report: JSON.stringify(report),
      finished_at: now,
    })
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet({ report: JSON.stringify(report), finished_at: now }),
    )
    .execute();
}
