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
