import type { Kysely } from 'kysely';
import type { Database } from './database';

/* `idempotency_record`: the only state of Idempotency-Key replay (plugins/idempotency.ts). */

type IdempotencyRecord = Database['idempotency_record'];

/** A request's hold on its key: scope, key and when `processing` was taken. */
export interface IdempotencyClaim {
  scope: string;
  key: string;
  lockedAt: string;
}

/** Claims a key for a first request; true when this request inserted it (no one held it). */
export async function insertIdempotencyClaim(
  db: Kysely<Database>,
  record: IdempotencyRecord,
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_record')
    .values(record)
    .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
    .executeTakeFirst();
  return inserted.numInsertedOrUpdatedRows === 1n;
}

export function findIdempotencyRecord(db: Kysely<Database>, scope: string, key: string) {
  return db
    .selectFrom('idempotency_record')
    .selectAll()
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * Takes an expired or stale key over, only if nobody else did in between (same lock and state as
 * read); true when this request took it.
 */
export async function takeOverIdempotencyRecord(
  db: Kysely<Database>,
  read: Pick<IdempotencyRecord, 'scope' | 'key' | 'locked_at' | 'state'>,
  values: Omit<IdempotencyRecord, 'scope' | 'key'>,
): Promise<boolean> {
  const taken = await db
    .updateTable('idempotency_record')
    .set(values)
    .where('scope', '=', read.scope)
    .where('key', '=', read.key)
    .where('locked_at', '=', read.locked_at)
    .where('state', '=', read.state)
    .executeTakeFirst();
  return taken.numUpdatedRows === 1n;
}

/** Releases a claim still `processing` under this request's lock. */
export async function deleteIdempotencyClaim(db: Kysely<Database>, claim: IdempotencyClaim): Promise<void> {
  await db
    .deleteFrom('idempotency_record')
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .where('state', '=', 'processing')
    .where('locked_at', '=', claim.lockedAt)
    .execute();
}

/** Stores the answer of a claim still `processing` under this request's lock, for replay. */
export async function storeIdempotencyAnswer(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
  answer: Pick<IdempotencyRecord, 'response_status' | 'response_body' | 'response_content_type'>,
): Promise<void> {
  await db
    .updateTable('idempotency_record')
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .where('state', '=', 'processing')
    .where('locked_at', '=', claim.lockedAt)
    .set({ state: 'done', ...answer })
    .execute();
}

/** Deletes records past their 24 hours (at most `limit` per call); answers how many went. */
export async function purgeExpiredIdempotencyRecords(
  db: Kysely<Database>,
  now: Date,
  limit = 500,
): Promise<number> {
  const expired = await db
    .selectFrom('idempotency_record')
    .select(['scope', 'key'])
    .where('expires_at', '<=', now.toISOString())
    .limit(limit)
    .execute();
  let deleted = 0;
  for (const row of expired) {
    const result = await db
      .deleteFrom('idempotency_record')
      .where('scope', '=', row.scope)
      .where('key', '=', row.key)
      .where('expires_at', '<=', now.toISOString())
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}
