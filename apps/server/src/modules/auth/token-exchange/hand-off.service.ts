import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '@skybook/domain/clock';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import {
  deleteEndedHandOffs,
  insertHandOff,
  redeemHandOff,
  type HandOffRedemption,
} from './hand-off.repository';

/** How long a hand-off session id can be redeemed (decision 035). */
export const HAND_OFF_TTL_S = 60;

/** 32 random bytes, base64url: what the app puts in the site's `sessionId` query parameter. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The mobile app's hand-off of a signed-in member to the website (requirements §2 "a session id
 * query parameter … to sign in", decision 035): an opaque session id, single use, 60 seconds on
 * the server's clock, of which only the SHA-256 is stored.
 */
export class HandOffService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async issue(memberId: string): Promise<{ sessionId: string; expiresIn: number }> {
    const now = this.clock.now();
    const sessionId = randomBytes(32).toString('base64url');
    await deleteEndedHandOffs(this.db, new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString());
    await insertHandOff(this.db, {
      sessionHash: sha256(sessionId),
      memberId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + HAND_OFF_TTL_S * 1000).toISOString(),
    });
    return { sessionId, expiresIn: HAND_OFF_TTL_S };
  }

  /** Redeems a session id once; any text that is not one is unknown without touching the database. */
  redeem(sessionId: string): Promise<HandOffRedemption> {
    if (!SESSION_ID.test(sessionId)) return Promise.resolve({ kind: 'unknown' });
    return redeemHandOff(this.db, sha256(sessionId), this.clock.now().toISOString());
  }
}
