import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * VNPay 2.1.0's checksum, as the gateway computes it. The merchant's client (booking module,
 * gateways/vnpay.ts) implements the same protocol on its own side: the two are different parties
 * and share no code, and both are tested against one vector derived by hand with openssl.
 *
 * Canonical string: every `vnp_*` parameter except vnp_SecureHash and vnp_SecureHashType, with a
 * non-empty value, sorted by name; each written `name=value` with the value URL-encoded
 * (encodeURIComponent, spaces as `+`, as VNPay's Node.js reference does); joined by `&`.
 * vnp_SecureHash = lower-case hex HMAC-SHA512 of that string under the merchant's hash secret.
 */

const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

export function vnpayCanonicalString(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter(
      (name) =>
        name.startsWith('vnp_') &&
        name !== 'vnp_SecureHash' &&
        name !== 'vnp_SecureHashType' &&
        (params[name] ?? '') !== '',
    )
    .sort()
    .map((name) => `${encode(name)}=${encode(params[name] ?? '')}`)
    .join('&');
}

export function vnpaySecureHash(params: Readonly<Record<string, string>>, secret: string): string {
  return createHmac('sha512', secret).update(vnpayCanonicalString(params), 'utf8').digest('hex');
}

/** Constant-time check of `vnp_SecureHash` (hex, either case) against the parameters. */
export function hasValidVnpayHash(params: Readonly<Record<string, string>>, secret: string): boolean {
  const given = params.vnp_SecureHash ?? '';
  if (!/^[0-9a-fA-F]{128}$/.test(given)) return false;
  const expected = Buffer.from(vnpaySecureHash(params, secret), 'hex');
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), expected);
}

/** The parameters with their vnp_SecureHash added. */
export function signVnpay(params: Readonly<Record<string, string>>, secret: string): Record<string, string> {
  return { ...params, vnp_SecureHash: vnpaySecureHash(params, secret) };
}

/** A query string of signed parameters (the IPN call, the browser return). */
export function vnpayQuery(params: Readonly<Record<string, string>>): string {
  return Object.entries(params)
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
}

const VIETNAM_OFFSET_MS = 7 * 60 * 60_000;

/** `yyyyMMddHHmmss` in Vietnam time (GMT+7, no daylight saving), VNPay's date format. */
export function formatVnpayDate(instant: Date): string {
  return new Date(instant.getTime() + VIETNAM_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** Reads a VNPay `yyyyMMddHHmmss` (GMT+7) date, or undefined when it is not one. */
export function parseVnpayDate(text: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  const utc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  const date = new Date(utc - VIETNAM_OFFSET_MS);
  return formatVnpayDate(date) === text ? date : undefined;
}
