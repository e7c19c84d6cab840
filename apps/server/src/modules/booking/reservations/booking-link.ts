import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { BookingLink } from '@skybook/contracts/reservation';
import { err, ok, type Result } from '@skybook/domain/result';
import type { Kysely } from 'kysely';
import { getOrCreateKey } from '../../../db/app-secret.repository';
import type { Database } from '../../../db/database';

/**
 * The manage-booking link token (PATCH decrypt): the booking's locator and a traveller's names,
 * encrypted and authenticated with AES-256-GCM so a link in an e-mail neither shows nor lets anyone
 * change whose booking it opens, with an expiry inside the ciphertext.
 *
 * Token: base64url(version byte 1 ‖ 12-byte IV ‖ ciphertext ‖ 16-byte tag), the plaintext
 * `{"l":locator,"n":lastName,"f":firstName,"e":expiry epoch ms}`.
 */

/** How long a link opens its booking: a month covers the usual time from booking to flying. */
export const BOOKING_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const SECRET_NAME = 'booking-link.aes-256-gcm';
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Binds a token to its purpose: a ciphertext made for anything else never decrypts here. */
const AAD = Buffer.from('skybook.booking-link.v1');

export type BookingLinkError = 'INVALID' | 'EXPIRED';

/** The server's booking-link key, created once and shared by every process (app_secret). */
export function loadBookingLinkKey(db: Kysely<Database>, now: Date): Promise<Buffer> {
  return getOrCreateKey(db, SECRET_NAME, now);
}

/** The token of a manage-booking link that opens `link` until `now + ttlMs`. */
export function encryptBookingLink(
  link: BookingLink,
  key: Buffer,
  now: Date,
  ttlMs: number = BOOKING_LINK_TTL_MS,
): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const plaintext = JSON.stringify({
    l: link.locator,
    n: link.lastName,
    f: link.firstName,
    e: now.getTime() + ttlMs,
  });
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, body, cipher.getAuthTag()]).toString('base64url');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]+$/;

/**
 * What a link token opens. A token changed in any byte, made with another key or not a token at
 * all is INVALID; an authentic one past its expiry is EXPIRED.
 */
export function decryptBookingLink(
  token: string,
  key: Buffer,
  now: Date,
): Result<BookingLink, BookingLinkError> {
  if (!TOKEN_SHAPE.test(token)) return err('INVALID');
  const raw = Buffer.from(token, 'base64url');
  if (raw.length <= 1 + IV_BYTES + TAG_BYTES || raw[0] !== VERSION) return err('INVALID');
  const iv = raw.subarray(1, 1 + IV_BYTES);
  const tag = raw.subarray(raw.length - TAG_BYTES);
  const body = raw.subarray(1 + IV_BYTES, raw.length - TAG_BYTES);
  let plaintext: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(AAD);
    decipher.setAuthTag(tag);
    plaintext = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return err('INVALID');
  }
  const payload = parsePayload(plaintext);
  if (!payload) return err('INVALID');
  if (payload.e <= now.getTime()) return err('EXPIRED');
  return ok({ locator: payload.l, lastName: payload.n, firstName: payload.f });
}

function parsePayload(text: string): { l: string; n: string; f: string; e: number } | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { l, n, f, e } = value as Record<string, unknown>;
    if (typeof l !== 'string' || typeof n !== 'string' || typeof f !== 'string') return undefined;
    if (typeof e !== 'number' || !Number.isSafeInteger(e)) return undefined;
    return { l, n, f, e };
  } catch {
    return undefined;
  }
}
