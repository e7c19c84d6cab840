import type { Clock } from '@skybook/domain/clock';
import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/database';
import {
  deleteOidcGrant,
  deleteOidcPayload,
  findOidcPayload,
  markOidcPayloadConsumed,
  upsertOidcPayload,
  type OidcPayloadLookup,
} from './oidc-payload.repository';

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
      await upsertOidcPayload(db, { model: this.model, id }, row);
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
      await markOidcPayloadConsumed(db, { model: this.model, id }, clock.now().toISOString());
    }

    async destroy(id: string): Promise<void> {
      await deleteOidcPayload(db, { model: this.model, id });
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      // A grant's codes and tokens live under several models; revoking it removes all of them.
      await deleteOidcGrant(db, grantId);
    }

    private async findBy(column: OidcPayloadLookup, value: string): Promise<AdapterPayload | undefined> {
      const row = await findOidcPayload(db, this.model, column, value);
      if (!row) return undefined;
      if (row.expires_at !== null && row.expires_at <= clock.now().toISOString()) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      if (row.consumed_at === null) return payload;
      return { ...payload, consumed: Math.floor(Date.parse(row.consumed_at) / 1000) };
    }
  };
}
