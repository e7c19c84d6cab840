import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

type OidcPayloadRow = Database['oidc_payload'];

/** The columns a payload may be looked up by: its id, a device flow's user code, a session uid. */
export type OidcPayloadLookup = 'id' | 'user_code' | 'uid';

/** Writes a model's payload, replacing the one stored under the same id. */
export async function upsertOidcPayload(
  db: Kysely<Database>,
  key: { model: string; id: string },
  row: Pick<OidcPayloadRow, 'payload' | 'grant_id' | 'user_code' | 'uid' | 'expires_at'>,
): Promise<void> {
  await db
    .insertInto('oidc_payload')
    .values({ ...key, consumed_at: null, ...row })
    .onConflict((conflict) => conflict.columns(['model', 'id']).doUpdateSet(row))
    .execute();
}

export function findOidcPayload(
  db: Kysely<Database>,
  model: string,
  column: OidcPayloadLookup,
  value: string,
) {
  return db
    .selectFrom('oidc_payload')
    .select(['payload', 'expires_at', 'consumed_at'])
    .where('model', '=', model)
    .where(column, '=', value)
    .executeTakeFirst();
}

export async function markOidcPayloadConsumed(
  db: Kysely<Database>,
  key: { model: string; id: string },
  consumedAt: string,
): Promise<void> {
  await db
    .updateTable('oidc_payload')
    .set({ consumed_at: consumedAt })
    .where('model', '=', key.model)
    .where('id', '=', key.id)
    .execute();
}

export async function deleteOidcPayload(
  db: Kysely<Database>,
  key: { model: string; id: string },
): Promise<void> {
  await db.deleteFrom('oidc_payload').where('model', '=', key.model).where('id', '=', key.id).execute();
}

/** A grant's codes and tokens live under several models; this removes all of them. */
export async function deleteOidcGrant(db: Kysely<Database>, grantId: string): Promise<void> {
  await db.deleteFrom('oidc_payload').where('grant_id', '=', grantId).execute();
}

/** The text a stored payload holds for its account (oidc-provider writes it with JSON.stringify). */
const accountIdPattern = (accountId: string) => `%"accountId":${JSON.stringify(accountId)}%`;

/**
 * Revokes every refresh token of an account but those of `keepGrantId`: the grants they belong to
 * lose their tokens and codes, and the grants themselves go. Answers how many grants were revoked.
 * The account id is matched in the payload's JSON text, the same on both engines.
 */
export async function deleteAccountRefreshGrants(
  db: Kysely<Database>,
  accountId: string,
  keepGrantId: string | null,
): Promise<number> {
  if (!/^[\w-]+$/.test(accountId)) return 0;
  const rows = await db
    .selectFrom('oidc_payload')
    .select('grant_id')
    .distinct()
    .where('model', '=', 'RefreshToken')
    .where('payload', 'like', accountIdPattern(accountId))
    .where('grant_id', 'is not', null)
    .execute();
  const grants = rows.flatMap(({ grant_id: grantId }) =>
    grantId !== null && grantId !== keepGrantId ? [grantId] : [],
  );
  if (grants.length === 0) return 0;
  await db
    .deleteFrom('oidc_payload')
    .where((eb) =>
      eb.or([eb('grant_id', 'in', grants), eb.and([eb('model', '=', 'Grant'), eb('id', 'in', grants)])]),
    )
    .execute();
  return grants.length;
}

/** The grant of an account's refresh token, or null when the token is not one of the account's. */
export async function findRefreshTokenGrant(
  db: Kysely<Database>,
  accountId: string,
  refreshToken: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('oidc_payload')
    .select(['grant_id', 'payload'])
    .where('model', '=', 'RefreshToken')
    .where('id', '=', refreshToken)
    .executeTakeFirst();
  if (!row) return null;
  const payload = JSON.parse(row.payload) as { accountId?: unknown };
  return payload.accountId === accountId ? row.grant_id : null;
}
