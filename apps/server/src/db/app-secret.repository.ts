import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './database';

/**
 * Returns the secret stored under `name`, creating it with `create()` the first time. Several
 * processes may race on first start: the insert is a no-op on conflict and everyone then reads
 * the one row that won, so all processes share one value.
 */
export async function getOrCreateSecret<T>(
  db: Kysely<Database>,
  name: string,
  create: () => Promise<T>,
  now: Date,
): Promise<T> {
  const existing = await db
    .selectFrom('app_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return JSON.parse(existing.value) as T;
  const value = await create();
  await db
    .insertInto('app_secret')
    .values({ name, value: JSON.stringify(value), created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('app_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return JSON.parse(stored.value) as T;
}

/** A 32-byte random key stored under `name` (base64url), created the first time; see {@link getOrCreateSecret}. */
export async function getOrCreateKey(db: Kysely<Database>, name: string, now: Date): Promise<Buffer> {
  const value = await getOrCreateSecret(
    db,
    name,
    () => Promise.resolve(randomBytes(32).toString('base64url')),
    now,
  );
  return Buffer.from(value, 'base64url');
}
