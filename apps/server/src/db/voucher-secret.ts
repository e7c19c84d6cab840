import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/*
 * How `voucher.password_hash` and `voucher.pin_hash` are stored: the seed writes them, the payment
 * checks a traveller's entry against them.
 */

/** `<salt hex>:<scrypt hex>` of a voucher secret. */
export function hashVoucherSecret(secret: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(secret, salt, 32).toString('hex')}`;
}

/** Constant-time check of a secret against hashVoucherSecret's output. */
export function voucherSecretMatches(secret: string, stored: string): boolean {
  const [saltHex, hashHex] = stored.split(':');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(secret, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}
