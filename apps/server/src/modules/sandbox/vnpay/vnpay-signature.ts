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

/**
 * The merchant API's checksum (merchant_webapi/api/transaction, refund and querydr): not the
 * sorted query but the named fields' raw values joined with `|` in VNPay's documented order,
 * vnp_SecureHash = lower-case hex HMAC-SHA512 of that string. A refund request signs these …
 */
export const VNPAY_REFUND_REQUEST_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TransactionType',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_TransactionNo',
  'vnp_TransactionDate',
  'vnp_CreateBy',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

/** … and its answer these. */
export const VNPAY_REFUND_ANSWER_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
] as const;

export function vnpayPipeHash(
  params: Readonly<Record<string, string>>,
  fields: readonly string[],
  secret: string,
): string {
  const data = fields.map((name) => params[name] ?? '').join('|');
  return createHmac('sha512', secret).update(data, 'utf8').digest('hex');
}

/** Constant-time check of a pipe-joined vnp_SecureHash. */
export function hasValidVnpayPipeHash(
  params: Readonly<Record<string, string>>,
  fields: readonly string[],
  secret: string,
): boolean {
  const given = params.vnp_SecureHash ?? '';
  if (!/^[0-9a-fA-F]{128}$/.test(given)) return false;
  const expected = Buffer.from(vnpayPipeHash(params, fields, secret), 'hex');
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), expected);
}
