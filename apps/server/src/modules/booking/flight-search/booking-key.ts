import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { err, ok, type Result } from '@skybook/domain/result';
import type { Kysely } from 'kysely';
import { getOrCreateSecret } from '../../../db/app-secret.repository';
import type { Database } from '../../../db/database';

/**
 * What a booking key vouches for: the search result a traveller picked. Quotation and booking
 * verify the signature, then re-price from the database and compare with `total`.
 */
export interface BookingKeyPayload {
  /** Format version. */
  v: 1;
  /** Flight ids of the journey, in order. */
  flights: number[];
  family: string;
  /** Adults, children, infants. */
  passengers: [number, number, number];
  currency: string;
  /** The quoted total for all passengers, minor units of `currency`, after any promotion. */
  total: number;
  /** The promotion code applied to `total`, if any. */
  promoCode: string | null;
  /** ISO-8601 instant the key was issued. */
  issuedAt: string;
}

export type BookingKeyError = 'MALFORMED' | 'BAD_SIGNATURE';

const SECRET_NAME = 'booking-key';

/** The server's booking-key secret, created once and shared by every process (app_secret). */
export function loadBookingKeySecret(db: Kysely<Database>, now: Date): Promise<Buffer> {
  return getOrCreateSecret(
    db,
    SECRET_NAME,
    () => Promise.resolve(randomBytes(32).toString('base64url')),
    now,
  ).then((value) => Buffer.from(value, 'base64url'));
}

function sign(body: string, secret: Buffer): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

/** `base64url(JSON payload).base64url(HMAC-SHA256 of the first part)`. */
export function signBookingKey(payload: BookingKeyPayload, secret: Buffer): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

const KEY_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/;

function isPayload(value: unknown): value is BookingKeyPayload {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    p.v === 1 &&
    Array.isArray(p.flights) &&
    p.flights.every((id) => Number.isSafeInteger(id)) &&
    typeof p.family === 'string' &&
    Array.isArray(p.passengers) &&
    p.passengers.length === 3 &&
    typeof p.currency === 'string' &&
    Number.isSafeInteger(p.total) &&
    (p.promoCode === null || typeof p.promoCode === 'string') &&
    typeof p.issuedAt === 'string'
  );
}

/**
 * The payload of a key this server signed, or why not. The signature is compared in constant
 * time before the payload is parsed, so a forged key learns nothing from timing or parse errors.
 */
export function verifyBookingKey(key: string, secret: Buffer): Result<BookingKeyPayload, BookingKeyError> {
  if (key.length > 4096 || !KEY_SHAPE.test(key)) return err('MALFORMED');
  const [body = '', signature = ''] = key.split('.');
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(body, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return err('BAD_SIGNATURE');
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return isPayload(payload) ? ok(payload) : err('MALFORMED');
  } catch {
    return err('MALFORMED');
  }
}

/**
 * A booking key with everything but `issuedAt` settled: the base64url of the JSON up to the last
 * whole 3-byte group (base64 encodes each group on its own, so it never changes) and the 0–2
 * bytes left over. Search caches one per priced fare and signs it per request with
 * {@link signPreparedBookingKey}, which produces exactly what {@link signBookingKey} would.
 */
export interface PreparedBookingKey {
  readonly head: string;
  readonly rest: Buffer;
  /** `rest` as a map key (one character per byte). */
  readonly restKey: string;
}

/** Prepares the key of `payload` (its `issuedAt` is supplied when signing). */
export function prepareBookingKey(payload: Omit<BookingKeyPayload, 'issuedAt'>): PreparedBookingKey {
  const ordered: Omit<BookingKeyPayload, 'issuedAt'> = {
    v: payload.v,
    flights: payload.flights,
    family: payload.family,
    passengers: payload.passengers,
    currency: payload.currency,
    total: payload.total,
    promoCode: payload.promoCode,
  };
  // `{…,"promoCode":null` — the JSON of the full payload without its closing brace and issuedAt.
  const prefix = Buffer.from(`${JSON.stringify(ordered).slice(0, -1)},"issuedAt":`);
  const aligned = prefix.length - (prefix.length % 3);
  const rest = prefix.subarray(aligned);
  return { head: prefix.subarray(0, aligned).toString('base64url'), rest, restKey: rest.toString('latin1') };
}

/**
 * The end of a key's JSON for one issue instant, `"2026-…Z"}`, shared by a whole answer; its
 * base64url after each 0–2 leftover bytes is remembered, as an answer's keys share a few.
 */
export interface IssuedAtSuffix {
  readonly bytes: Buffer;
  readonly encoded: Map<string, string>;
}

export function issuedAtSuffix(issuedAt: string): IssuedAtSuffix {
  return { bytes: Buffer.from(`${JSON.stringify(issuedAt)}}`), encoded: new Map() };
}

/** Signs a prepared key: identical to {@link signBookingKey} of the whole payload. */
export function signPreparedBookingKey(
  key: PreparedBookingKey,
  suffix: IssuedAtSuffix,
  secret: Buffer,
): string {
  let tail = suffix.encoded.get(key.restKey);
  if (tail === undefined) {
    tail = Buffer.concat([key.rest, suffix.bytes]).toString('base64url');
    suffix.encoded.set(key.restKey, tail);
  }
  const body = key.head + tail;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}
