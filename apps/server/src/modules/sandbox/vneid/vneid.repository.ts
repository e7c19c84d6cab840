import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

/** The VNeID simulator's authorizations (sandbox_vneid_authorization). */

export type VneidAuthorizationRow = Database['sandbox_vneid_authorization'];

export async function insertAuthorization(db: Kysely<Database>, row: VneidAuthorizationRow): Promise<void> {
  await db.insertInto('sandbox_vneid_authorization').values(row).execute();
}

/**
 * Exchanges a code once: marks it used and records the access token, only while it is unused,
 * unexpired and issued to this client and redirect URI with this session state. Answers the row
 * when this call was the one that exchanged it.
 */
export async function exchangeCode(
  db: Kysely<Database>,
  exchange: {
    codeHash: string;
    clientId: string;
    redirectUri: string;
    sessionState: string;
    now: string;
    accessTokenHash: string;
    accessExpiresAt: string;
  },
): Promise<VneidAuthorizationRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('sandbox_vneid_authorization')
      .set({
        used_at: exchange.now,
        access_token_hash: exchange.accessTokenHash,
        access_expires_at: exchange.accessExpiresAt,
      })
      .where('code_hash', '=', exchange.codeHash)
      .where('client_id', '=', exchange.clientId)
      .where('redirect_uri', '=', exchange.redirectUri)
      .where('session_state', '=', exchange.sessionState)
      .where('used_at', 'is', null)
      .where('expires_at', '>', exchange.now)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) return undefined;
    return trx
      .selectFrom('sandbox_vneid_authorization')
      .selectAll()
      .where('code_hash', '=', exchange.codeHash)
      .executeTakeFirst();
  });
}

/** The authorization an unexpired access token was issued for. */
export async function findByAccessToken(
  db: Kysely<Database>,
  accessTokenHash: string,
  now: string,
): Promise<VneidAuthorizationRow | undefined> {
  return db
    .selectFrom('sandbox_vneid_authorization')
    .selectAll()
    .where('access_token_hash', '=', accessTokenHash)
    .where('access_expires_at', '>', now)
    .executeTakeFirst();
}
