import type { Kysely } from 'kysely';
import type { Database } from './database';

/*
 * The admin guard's read of `cms_admin_token` (plugins/admin-guard.ts); the CMS module issues and
 * retires the tokens.
 */

/** The admin an unexpired token of `kind` belongs to. */
export function findLiveAdminToken(db: Kysely<Database>, tokenHash: string, kind: string, now: string) {
  return db
    .selectFrom('cms_admin_token')
    .select('username')
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}
