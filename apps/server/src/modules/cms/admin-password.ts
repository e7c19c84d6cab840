import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * CMS admin passwords, stored as scrypt hashes (RFC 7914) with a random salt per password:
 * `scrypt$<N>$<r>$<p>$<salt>$<hash>` (base64url), so the cost can rise later without breaking
 * stored hashes.
 */

/**
 * One of OWASP's equivalent minimums for scrypt (Password Storage Cheat Sheet): N = 2^16, r = 8,
 * p = 2 costs as much time as N = 2^17 with p = 1 but half the memory per sign-in (64 MiB).
 */
const COST = { N: 2 ** 16, r: 8, p: 2 } as const;
const KEY_LENGTH = 32;
/** scrypt needs 128·N·r bytes, above Node's default 32 MiB cap. */
const MAX_MEMORY = 128 * 1024 * 1024 + 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** A new hash of `password` with a fresh salt. */
export async function hashAdminPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` is the one `stored` was made from; a malformed hash never matches. */
export async function verifyAdminPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (![options.N, options.r, options.p].every((value) => Number.isSafeInteger(value) && value > 0))
    return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Stand-in work for a sign-in whose username does not exist, so that answering "no such admin"
 * takes as long as answering "wrong password".
 */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashAdminPassword(randomBytes(12).toString('base64url'));
  await verifyAdminPassword(password, await dummyHash);
  return false;
}
