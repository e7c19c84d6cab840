import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '@skybook/domain/clock';

/**
 * The merchant side of the gateways' message signature (card acquirer, pay-later partner,
 * HDBank): requests and notifications carry
 *
 *   x-merchant-code: <merchant code>
 *   x-timestamp:     <Unix seconds>
 *   x-signature:     base64url(HMAC-SHA256(secret, "<timestamp>.<raw body>"))
 *
 * and a browser return URL carries `signature` = base64url(HMAC-SHA256(secret, its other
 * parameters sorted by name, each `encodeURIComponent(name)=encodeURIComponent(value)`, joined
 * by `&`)). This is the gateways' documented protocol; the merchant implements it here on its
 * own, as it would for any outside gateway.
 */

export interface MerchantCredentials {
  readonly code: string;
  readonly secret: string;
}

/** How far a message's timestamp may be from our clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data, 'utf8').digest();

function equalSignature(received: string, expected: Buffer): boolean {
  const given = Buffer.from(received, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The signature headers of a message with `body`, signed at `now`. */
export function signatureHeaders(
  credentials: MerchantCredentials,
  body: string,
  now: Date,
): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    'x-merchant-code': credentials.code,
    'x-timestamp': timestamp,
    'x-signature': hmac(credentials.secret, `${timestamp}.${body}`).toString('base64url'),
  };
}

export type SignatureCheck = 'OK' | 'UNKNOWN_MERCHANT' | 'STALE' | 'BAD_SIGNATURE';

type Headers = Readonly<Record<string, string | readonly string[] | undefined>>;

const single = (headers: Headers, name: string): string => {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
};

/**
 * Checks a gateway's notification: the merchant code is ours, the timestamp within 5 minutes,
 * and the signature over the exact raw body (compared in constant time).
 */
export function verifySignedMessage(
  headers: Headers,
  rawBody: string,
  credentials: MerchantCredentials,
  now: Date,
): SignatureCheck {
  if (single(headers, 'x-merchant-code') !== credentials.code) return 'UNKNOWN_MERCHANT';
  const timestamp = single(headers, 'x-timestamp');
  if (!/^\d{1,12}$/.test(timestamp)) return 'STALE';
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return 'STALE';
  const expected = hmac(credentials.secret, `${timestamp}.${rawBody}`);
  return equalSignature(single(headers, 'x-signature'), expected) ? 'OK' : 'BAD_SIGNATURE';
}

/** True when a browser return's `signature` matches its other parameters. */
export function verifySignedReturn(query: Readonly<Record<string, string>>, secret: string): boolean {
  const canonical = Object.keys(query)
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(query[name] ?? '')}`)
    .join('&');
  return equalSignature(query.signature ?? '', hmac(secret, canonical));
}

/** The outcome of one server-to-server call to a gateway. */
export type GatewayCall =
  | { readonly kind: 'answered'; readonly status: number; readonly body: unknown }
  /** No answer within the timeout: the outcome is unknown until the gateway notifies. */
  | { readonly kind: 'timeout' }
  /** The gateway could not be reached or did not answer JSON. */
  | { readonly kind: 'unreachable'; readonly message: string };

export interface CallOptions {
  readonly timeoutMs: number;
  readonly clock: Clock;
}

/** Sends a signed request (JSON body, or an empty body for GET) and reads the JSON answer. */
export async function callSigned(
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  credentials: MerchantCredentials,
  options: CallOptions,
): Promise<GatewayCall> {
  const text = method === 'GET' ? '' : JSON.stringify(body);
  try {
    const response = await fetch(url, {
      method,
      headers: {
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        accept: 'application/json',
        ...signatureHeaders(credentials, text, options.clock.now()),
      },
      ...(method === 'POST' ? { body: text } : {}),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const answer = await response.text();
    try {
      return { kind: 'answered', status: response.status, body: JSON.parse(answer) as unknown };
    } catch {
      return { kind: 'unreachable', message: `HTTP ${String(response.status)} without a JSON body` };
    }
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return { kind: 'timeout' };
    }
    return { kind: 'unreachable', message: error instanceof Error ? error.message : 'request failed' };
  }
}
