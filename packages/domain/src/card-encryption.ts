import { CompactEncrypt, importJWK, type CryptoKey, type JWK } from 'jose';

/**
 * The card leaves the browser only as a compact JWE under the card acquirer's public key
 * (RSA-OAEP-256 key wrap, A256GCM content, the key's `kid` in the header): the booking server
 * passes it on and cannot read it. The acquirer checks what it decrypts against
 * `{ number, expiry: "MM/YY", cvv, holderName, generatedAt }`. One encryption for the web, the
 * server's tests, the e2e journeys and the bench, so none of them pays in a way the browser does not.
 */

export interface CardPlaintext {
  /** Digits only. */
  readonly number: string;
  /** `MM/YY`. */
  readonly expiry: string;
  readonly cvv: string;
  readonly holderName: string;
}

export interface CardEncryptionKey {
  readonly key: CryptoKey | Uint8Array;
  readonly kid: string;
}

function isEncryptionJwk(value: unknown): value is JWK & { kid: string } {
  if (typeof value !== 'object' || value === null) return false;
  const jwk = value as Record<string, unknown>;
  return (
    jwk.kty === 'RSA' &&
    typeof jwk.n === 'string' &&
    typeof jwk.e === 'string' &&
    typeof jwk.kid === 'string' &&
    (jwk.use === undefined || jwk.use === 'enc')
  );
}

/** The first RSA encryption key of a JWK set, imported for RSA-OAEP-256. */
export async function importCardKey(jwks: unknown): Promise<CardEncryptionKey> {
  const keys: unknown =
    typeof jwks === 'object' && jwks !== null ? (jwks as { keys?: unknown }).keys : undefined;
  const jwk = Array.isArray(keys) ? keys.find(isEncryptionJwk) : undefined;
  if (!jwk) throw new Error('The card acquirer published no encryption key');
  const key = await importJWK({ kty: 'RSA', n: jwk.n, e: jwk.e }, 'RSA-OAEP-256');
  return { key, kid: jwk.kid };
}

/** Encrypts the card for the acquirer: the compact JWE sent as the payment's card token. */
export function encryptCardFor(
  { key, kid }: CardEncryptionKey,
  card: CardPlaintext,
  generatedAt: Date,
): Promise<string> {
  const payload = JSON.stringify({
    number: card.number,
    expiry: card.expiry,
    cvv: card.cvv,
    holderName: card.holderName,
    generatedAt: generatedAt.toISOString(),
  });
  // Copied into this realm's Uint8Array: jose checks `instanceof`, and under jsdom (the web's
  // tests) the encoder's array comes from another realm.
  return new CompactEncrypt(Uint8Array.from(new TextEncoder().encode(payload)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid })
    .encrypt(key);
}
