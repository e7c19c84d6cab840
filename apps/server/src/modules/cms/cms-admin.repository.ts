import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

type AdminRow = Database['cms_admin'];
type TokenRow = Database['cms_admin_token'];

export function findAdmin(db: Kysely<Database>, username: string) {
  return db.selectFrom('cms_admin').selectAll().where('username', '=', username).executeTakeFirst();
}

export function countAdmins(db: Kysely<Database>) {
  return db
    .selectFrom('cms_admin')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
}

/** Creates the admin, or does nothing when another process created it first. */
export function insertAdmin(db: Kysely<Database>, row: AdminRow) {
  return db
    .insertInto('cms_admin')
    .values(row)
    .onConflict((conflict) => conflict.column('username').doNothing())
    .execute();
}

export function updateAdminPassword(
  db: Kysely<Database>,
  username: string,
  passwordHash: string,
  now: string,
) {
  return db
    .updateTable('cms_admin')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('username', '=', username)
    .execute();
}

export function insertTokens(db: Kysely<Database>, rows: TokenRow[]) {
  return db.insertInto('cms_admin_token').values(rows).execute();
}

/**
 * Retires an unexpired refresh token and answers whose it was; of two simultaneous renewals with
 * one token only one gets an answer (the row is deleted once).
 */
export function takeRefreshToken(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .deleteFrom('cms_admin_token')
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', 'refresh')
    .where('expires_at', '>', now)
    .returning('username')
    .executeTakeFirst();
}

/** Forgets expired tokens (called on each sign-in, so the table stays small). */
export function deleteExpiredTokens(db: Kysely<Database>, now: string) {
  return db.deleteFrom('cms_admin_token').where('expires_at', '<=', now).execute();
}
