import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ContentKind } from './content-kinds';

export type ContentItemRow = Database['content_item'];
export type ContentTextRow = Database['content_text'];

/** The items of a kind (optionally under one parent), in their order. */
export function listItems(db: Kysely<Database>, kind: ContentKind, parentKey?: string) {
  let query = db.selectFrom('content_item').selectAll().where('kind', '=', kind);
  if (parentKey !== undefined) query = query.where('parent_key', '=', parentKey);
  return query.orderBy('sort_order').orderBy('key').execute();
}

export function findItem(db: Kysely<Database>, kind: ContentKind, key: string) {
  return db
    .selectFrom('content_item')
    .selectAll()
    .where('kind', '=', kind)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Every text (all languages) of the given items of a kind. */
export function listTexts(db: Kysely<Database>, kind: ContentKind, keys: readonly string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('content_text')
    .selectAll()
    .where('kind', '=', kind)
    .where('key', 'in', keys)
    .execute();
}

/** The keys of the items of a kind whose slug is `slug` in some language. */
export async function findKeysBySlug(
  db: Kysely<Database>,
  kind: ContentKind,
  slug: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('content_text')
    .select('key')
    .distinct()
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .execute();
  return rows.map((row) => row.key);
}

export interface PostFilter {
  category?: string;
  isFeature?: boolean;
}

function postQuery(db: Kysely<Database>, filter: PostFilter) {
  let query = db.selectFrom('content_item').where('kind', '=', 'post');
  if (filter.category !== undefined) query = query.where('parent_key', '=', filter.category);
  if (filter.isFeature !== undefined) query = query.where('is_featured', '=', filter.isFeature ? 1 : 0);
  return query;
}

/** One page of posts, newest first (ties by key, so pages never overlap). */
export function listPostsPage(db: Kysely<Database>, filter: PostFilter, offset: number, limit: number) {
  return postQuery(db, filter)
    .selectAll()
    .orderBy('published_at', 'desc')
    .orderBy('key')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countPosts(db: Kysely<Database>, filter: PostFilter): Promise<number> {
  const row = await postQuery(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findAsset(db: Kysely<Database>, path: string) {
  return db.selectFrom('content_asset').selectAll().where('path', '=', path).executeTakeFirst();
}
