import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

/** Hand-off session ids (member_hand_off): only their SHA-256 is stored. */

export async function insertHandOff(
  db: Kysely<Database>,
  row: { sessionHash: string; memberId: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('member_hand_off')
    .values({
      session_hash: row.sessionHash,
      member_id: row.memberId,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}

export type HandOffRedemption =
  { kind: 'member'; memberId: string } | { kind: 'used' | 'expired' | 'unknown' };

/**
 * Redeems a session id once: one conditional UPDATE marks it used only while it is unused and
 * unexpired, so of two concurrent redemptions one wins. Otherwise says why it was refused.
 */
export async function redeemHandOff(
  db: Kysely<Database>,
  sessionHash: string,
  now: string,
): Promise<HandOffRedemption> {
  const redeemed = await db
    .updateTable('member_hand_off')
    .set({ used_at: now })
    .where('session_hash', '=', sessionHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('member_id')
    .executeTakeFirst();
  if (redeemed) return { kind: 'member', memberId: redeemed.member_id };
  const row = await db
    .selectFrom('member_hand_off')
    .select(['used_at', 'expires_at'])
    .where('session_hash', '=', sessionHash)
    .executeTakeFirst();
  if (!row) return { kind: 'unknown' };
  return { kind: row.used_at === null ? 'expired' : 'used' };
}

/** Forgets the session ids that ended before `before` (used or not): they can never be redeemed. */
export async function deleteEndedHandOffs(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('member_hand_off').where('expires_at', '<', before).execute();
}
