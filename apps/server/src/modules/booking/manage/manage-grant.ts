import { createHmac, timingSafeEqual } from 'node:crypto';
import { err, ok, type Result } from '@skybook/domain/result';
import type { Kysely } from 'kysely';
import { getOrCreateKey } from '../../../db/app-secret.repository';
import type { Database } from '../../../db/database';

/**
 * The manage grant (requirements §2 /my/ routes): proof that whoever holds it found this booking
 * by its code and a traveller's name, or by the confirmation e-mail's link, a short while ago.
 *
 * Token: base64url(`g1:<reservation key>:<expiry epoch ms>`) "." base64url(HMAC-SHA256(key,
 * payload)). It names the booking by its opaque key, never the locator, and cannot be altered or
 * made without the server's key (app_secret, shared by every process). It is not stored: a
 * grant is good until its expiry.
 */

const SECRET_NAME = 'manage-grant.hmac-sha256';
const PREFIX = 'g1';
const TOKEN_SHAPE = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;
const RESERVATION_KEY = /^[0-9a-f]{32}$/;

export type ManageGrantError = 'INVALID' | 'EXPIRED';

export interface GrantClaims {
  readonly reservationKey: string;
  readonly expiresAt: Date;
}

/** The server's grant key, created once (app_secret). */
export function loadManageGrantKey(db: Kysely<Database>, now: Date): Promise<Buffer> {
  return getOrCreateKey(db, SECRET_NAME, now);
}

const sign = (payload: string, key: Buffer) => createHmac('sha256', key).update(payload).digest();

/** A grant opening `reservationKey` until `expiresAt`. */
export function signManageGrant(claims: GrantClaims, key: Buffer): string {
  const payload = `${PREFIX}:${claims.reservationKey}:${String(claims.expiresAt.getTime())}`;
  return `${Buffer.from(payload).toString('base64url')}.${sign(payload, key).toString('base64url')}`;
}

/**
 * The booking a grant opens. A token changed in any byte, signed with another key or not a grant
 * is INVALID; an authentic one past its expiry is EXPIRED.
 */
export function verifyManageGrant(
  token: string,
  key: Buffer,
  now: Date,
): Result<GrantClaims, ManageGrantError> {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return err('INVALID');
  const payload = Buffer.from(match[1] ?? '', 'base64url').toString('utf8');
  const signature = match[2] ?? '';
  const given = Buffer.from(signature, 'base64url');
  // One text per signature: base64url leaves the last character's two low bits unused, and a
  // token whose text differs only there is another token, refused.
  if (given.toString('base64url') !== signature) return err('INVALID');
  const expected = sign(payload, key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return err('INVALID');
  const [prefix, reservationKey, expiry, ...rest] = payload.split(':');
  const expiresAt = Number(expiry);
  if (prefix !== PREFIX || rest.length > 0 || !reservationKey || !RESERVATION_KEY.test(reservationKey)) {
    return err('INVALID');
  }
  if (!Number.isSafeInteger(expiresAt)) return err('INVALID');
  if (expiresAt <= now.getTime()) return err('EXPIRED');
  return ok({ reservationKey, expiresAt: new Date(expiresAt) });
}

/**
 * The booking a grant names, read without checking its signature: only to scope an idempotency key
 * to its booking (so a retry with a refreshed grant replays). The call itself still verifies it.
 */
export function grantedReservationKey(token: string): string | undefined {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return undefined;
  const [prefix, reservationKey] = Buffer.from(match[1] ?? '', 'base64url')
    .toString('utf8')
    .split(':');
  return prefix === PREFIX && reservationKey && RESERVATION_KEY.test(reservationKey)
    ? reservationKey
    : undefined;
}
