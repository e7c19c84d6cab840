/**
 * Signed booking calls (requirements §7 "a signature (the sorted query string, hashed)", decision
 * 044): every call that carries a booking session's id is signed with the key the session was
 * opened with. One canonical form, shared by the web, the server, tests, e2e and bench:
 *
 *   METHOD "\n" path "\n" sorted query "\n" timestamp "\n" hex SHA-256 of the raw body
 *
 * - path: as sent, without the query (an absolute URL's origin is dropped);
 * - sorted query: every parameter percent-decoded (`+` is a space), sorted by name then value
 *   (UTF-16 code units), each name and value encoded again with only A–Z a–z 0–9 - . _ ~ left
 *   as they are, joined `name=value` with `&` ("" without a query);
 * - timestamp: epoch seconds, the `x-signature-timestamp` header;
 * - body: the bytes sent; no body hashes as the empty string.
 *
 * Signature: base64url(HMAC-SHA256(key, canonical)) in the `x-signature` header. Web Crypto only
 * (browsers' secure contexts, Node 20), so nothing is added to the web bundle.
 */

/** Request header with the signature, base64url of 32 bytes. */
export const SIGNATURE_HEADER = 'x-signature';
/** Request header with the instant signed, epoch seconds. */
export const SIGNATURE_TIMESTAMP_HEADER = 'x-signature-timestamp';
/** How far the signed instant may be from the server's clock, either way. */
export const SIGNATURE_WINDOW_SECONDS = 5 * 60;

/** The two signature headers of a request. */
export type SignedHeaders = Readonly<
  Record<typeof SIGNATURE_HEADER | typeof SIGNATURE_TIMESTAMP_HEADER, string>
>;

export interface SignRequestInput {
  /** The session's signing key, base64url (the session-opening answer's `signingKey`). */
  readonly key: string;
  readonly method: string;
  /** A path with its query (`/booking/api/v1/x?a=1`) or an absolute URL. */
  readonly url: string;
  /** The exact body sent (a JSON text), or none. */
  readonly body?: string | Uint8Array | undefined;
  readonly now: Date;
}

/** The request's target split into path and query, as the server receives it. */
export function splitTarget(url: string): { path: string; query: string } {
  let target = url;
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(target)) {
    const parsed = new URL(target);
    target = `${parsed.pathname}${parsed.search}`;
  }
  const hash = target.indexOf('#');
  if (hash >= 0) target = target.slice(0, hash);
  const mark = target.indexOf('?');
  return mark < 0
    ? { path: target, query: '' }
    : { path: target.slice(0, mark), query: target.slice(mark + 1) };
}

const encode = (text: string): string =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A query string (without `?`) in canonical form: decoded, sorted by name then value, re-encoded. */
export function canonicalQuery(query: string): string {
  const entries = [...new URLSearchParams(query)];
  entries.sort(
    ([nameA, valueA], [nameB, valueB]) => byCodeUnits(nameA, nameB) || byCodeUnits(valueA, valueB),
  );
  return entries.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
}

export interface CanonicalParts {
  readonly method: string;
  readonly url: string;
  /** Epoch seconds. */
  readonly timestamp: number;
  /** Lowercase hex SHA-256 of the raw body (of "" without one). */
  readonly bodySha256: string;
}

/** The text that is signed (see the module's comment). */
export function canonicalRequest(parts: CanonicalParts): string {
  const { path, query } = splitTarget(parts.url);
  return [
    parts.method.toUpperCase(),
    path,
    canonicalQuery(query),
    String(parts.timestamp),
    parts.bodySha256,
  ].join('\n');
}

/** The epoch seconds of an instant, as signed. */
export const signatureTimestamp = (now: Date): number => Math.floor(now.getTime() / 1000);

const subtle = () => globalThis.crypto.subtle;
const textBytes = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** Lowercase hex SHA-256 of a body ("" without one). */
export async function bodySha256(body: string | Uint8Array | undefined): Promise<string> {
  const bytes = body === undefined ? new Uint8Array() : typeof body === 'string' ? textBytes(body) : body;
  return toHex(await subtle().digest('SHA-256', new Uint8Array(bytes)));
}

type ImportedKey = Awaited<ReturnType<SubtleCryptoApi['importKey']>>;
type SubtleCryptoApi = typeof globalThis.crypto.subtle;

// The imported key of the session being signed for: a page signs for one session at a time.
let cached: { readonly key: string; readonly cryptoKey: Promise<ImportedKey> } | undefined;

function importKey(key: string): Promise<ImportedKey> {
  if (cached?.key !== key) {
    const cryptoKey = subtle().importKey(
      'raw',
      fromBase64Url(key),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    cached = { key, cryptoKey };
    cryptoKey.catch(() => {
      if (cached?.cryptoKey === cryptoKey) cached = undefined;
    });
  }
  return cached.cryptoKey;
}

/** The signature headers of one request, signed at `now` with the session's key. */
export async function signRequest(input: SignRequestInput): Promise<SignedHeaders> {
  const timestamp = signatureTimestamp(input.now);
  const canonical = canonicalRequest({
    method: input.method,
    url: input.url,
    timestamp,
    bodySha256: await bodySha256(input.body),
  });
  const signature = await subtle().sign('HMAC', await importKey(input.key), textBytes(canonical));
  return {
    [SIGNATURE_HEADER]: toBase64Url(new Uint8Array(signature)),
    [SIGNATURE_TIMESTAMP_HEADER]: String(timestamp),
  };
}
