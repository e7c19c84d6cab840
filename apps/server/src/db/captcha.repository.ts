import type { Kysely } from 'kysely';
import type { Database } from './database';

/* `captcha_redemption`: the proof-of-work challenges already redeemed (plugins/captcha.ts). */

/**
 * Records the challenge with this signature as redeemed; true when this call recorded it, false
 * when it was redeemed before (by any process: the primary key decides).
 */
export async function redeemCaptcha(
  db: Kysely<Database>,
  signature: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto('captcha_redemption')
    .values({ signature, redeemed_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .executeTakeFirst();
  return inserted.numInsertedOrUpdatedRows === 1n;
}

/** Forgets redemptions of challenges expired by `now`; answers how many were deleted. */
export async function purgeExpiredCaptchaRedemptions(db: Kysely<Database>, now: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('captcha_redemption')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
