import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '@skybook/domain/clock';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../plugins/app-error';
import type { SandboxMerchant } from './sandbox-secrets';

/**
 * The sandbox gateways' message signature (card acquirer, pay-later partner, HDBank; VNPay has
 * its own, see vnpay-signature.ts). A server-to-server message carries three headers:
 *
 *   x-merchant-code: <merchant code>
 *   x-timestamp:     <Unix seconds>
 *   x-signature:     base64url(HMAC-SHA256(merchant secret, "<timestamp>.<raw body>"))
 *
 * The receiver recomputes the signature over the exact bytes received, compares in constant time
 * and refuses timestamps more than 5 minutes from its clock (a captured message cannot be replayed
 * later). Notifications to the merchant are signed the same way, and a browser return URL carries
 * `signature` = base64url(HMAC-SHA256(secret, its other parameters sorted and form-encoded)).
 */

export const MERCHANT_HEADER = 'x-merchant-code';
export const TIMESTAMP_HEADER = 'x-timestamp';
export const SIGNATURE_HEADER = 'x-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data, 'utf8').digest();

/** Constant-time equality of a received base64url signature and the expected bytes. */
export function signatureMatches(received: string, expected: Buffer): boolean {
  const given = Buffer.from(received, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The three headers of a message with `body`, signed now. */
export function signedHeaders(merchant: SandboxMerchant, body: string, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    [MERCHANT_HEADER]: merchant.code,
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: hmac(merchant.secret, `${timestamp}.${body}`).toString('base64url'),
  };
}

export type SignatureCheck = 'OK' | 'UNKNOWN_MERCHANT' | 'STALE' | 'BAD_SIGNATURE';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Checks a request's signature headers against `merchant` over its raw body. */
export function checkSignedRequest(
  request: FastifyRequest,
  rawBody: string,
  merchant: SandboxMerchant,
  now: Date,
): SignatureCheck {
  if (header(request, MERCHANT_HEADER) !== merchant.code) return 'UNKNOWN_MERCHANT';
  const timestamp = header(request, TIMESTAMP_HEADER) ?? '';
  if (!/^\d{1,12}$/.test(timestamp)) return 'STALE';
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return 'STALE';
  const expected = hmac(merchant.secret, `${timestamp}.${rawBody}`);
  return signatureMatches(header(request, SIGNATURE_HEADER) ?? '', expected) ? 'OK' : 'BAD_SIGNATURE';
}

/**
 * A preValidation hook that lets a request through only when it is signed by `merchant`
 * (before its body is validated: an unsigned request learns nothing about the schema). Any
 * failure answers 401 INVALID_SIGNATURE; `details.reason` says which check failed.
 */
export function signedBy(
  merchant: () => SandboxMerchant,
  rawBody: (request: FastifyRequest) => string,
  clock: Clock,
): (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void {
  return (request, _reply, done) => {
    const check = checkSignedRequest(request, rawBody(request), merchant(), clock.now());
    done(check === 'OK' ? undefined : appError('INVALID_SIGNATURE', { details: { reason: check } }));
  };
}

/** The canonical form of return-URL parameters: sorted by name, form-encoded, `&`-joined. */
export function canonicalQuery(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(params[name] ?? '')}`)
    .join('&');
}

/** `url` with `params` and their `signature` appended (the browser return of a payment). */
export function signedReturnUrl(
  url: string,
  params: Readonly<Record<string, string>>,
  secret: string,
): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  const all = Object.fromEntries(target.searchParams);
  target.searchParams.set('signature', hmac(secret, canonicalQuery(all)).toString('base64url'));
  return target.toString();
}
