import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * Members' passwords and PINs at rest (design §5 Security): scrypt, a memory-hard function in
 * Node's own crypto (no native add-on to build), with a random salt per secret. The stored text
 * names its parameters, so they can be raised later and old hashes still verify:
 * `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<hash base64url>`.
 */

/** N = 2^15, r = 8, p = 1: 32 MiB and about 50 ms per hash on this machine's cores. */
const LOG2_COST = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem above 128 * N * r, Node's default ceiling being 32 MiB exactly.
    scrypt(
      secret.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => {
        if (error) reject(error);
        else resolve(key);
      },
    );
  });
}

/** The text to store for `secret`. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(secret, salt, { N: 2 ** LOG2_COST, r: BLOCK_SIZE, p: PARALLELISM });
  return [
    'scrypt',
    LOG2_COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether `secret` is the one `stored` was made from; false for a stored text it cannot read. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, logCost, blockSize, parallelism, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const cost = Number(logCost);
  const r = Number(blockSize);
  const p = Number(parallelism);
  if (![cost, r, p].every(Number.isInteger) || cost < 10 || cost > 20 || r < 1 || r > 32 || p < 1 || p > 4)
    return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(secret, Buffer.from(salt, 'base64url'), { N: 2 ** cost, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
