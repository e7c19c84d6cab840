import type { Clock } from '@skybook/domain/clock';
import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/database';

/** Models looked up by user code (device flow) or uid (interaction sessions). */
type Lookup = 'user_code' | 'uid';

/**
 * oidc-provider's storage on our database, so sessions, grants and tokens survive restarts and
 * are shared by every process (the provider's built-in adapter keeps them in one process's
 * memory). Expired rows are invisible to every read; consumed ones carry `consumed` as the
 * provider expects.
 */
export function createOidcAdapter(db: Kysely<Database>, clock: Clock): new (model: string) => Adapter {
  return class KyselyOidcAdapter implements Adapter {
    readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(clock.now().getTime() + expiresIn * 1000).toISOString() : null;
      const row = {
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresAt,
      };
      await db
        .insertInto('oidc_payload')
        .values({ model: this.model, id, consumed_at: null, ...row })
        .onConflict((conflict) => conflict.columns(['model', 'id']).doUpdateSet(row))
        .execute();
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.findBy('id', id);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findBy('user_code', userCode);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findBy('uid', uid);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_payload')
        .set({ consumed_at: clock.now().toISOString() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidc_payload').where('model', '=', this.model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      // A grant's codes and tokens live under several models; revoking it removes all of them.
      await db.deleteFrom('oidc_payload').where('grant_id', '=', grantId).execute();
    }

    private async findBy(column: 'id' | Lookup, value: string): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_payload')
        .select(['payload', 'expires_at', 'consumed_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.expires_at !== null && row.expires_at <= clock.now().toISOString()) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      if (row.consumed_at === null) return payload;
      return { ...payload, consumed: Math.floor(Date.parse(row.consumed_at) / 1000) };
    }
  };
}
