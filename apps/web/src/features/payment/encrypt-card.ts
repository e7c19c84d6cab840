import {
  encryptCardFor,
  importCardKey,
  type CardEncryptionKey,
  type CardPlaintext,
} from '@skybook/domain/card-encryption';

/**
 * The card leaves the browser only as a compact JWE under the card acquirer's public key
 * (@skybook/domain/card-encryption): the booking server passes it on and cannot read it (design §5).
 * This module fetches the acquirer's key once per page load.
 */

/** The acquirer's JWK set (the payment sandbox's; a real acquirer's by configuration). */
export const CARD_JWKS_PATH = '/sandbox/card/jwks';

export { importCardKey, type CardEncryptionKey, type CardPlaintext };

let cachedKey: Promise<CardEncryptionKey> | undefined;

/** The acquirer's key, fetched once per page load (again only after a failure). */
export function loadCardKey(): Promise<CardEncryptionKey> {
  cachedKey ??= fetch(CARD_JWKS_PATH, { headers: { Accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error(`JWKS answered ${String(response.status)}`);
      return response.json() as Promise<unknown>;
    })
    .then(importCardKey);
  cachedKey.catch(() => {
    cachedKey = undefined;
  });
  return cachedKey;
}

/** Forgets the fetched key (tests; a key rotation would reload the page anyway). */
export function forgetCardKey(): void {
  cachedKey = undefined;
}

/** Encrypts the card for the acquirer: the compact JWE to send as the payment's card token. */
export async function encryptCard(
  card: CardPlaintext,
  now: Date,
  encryptionKey?: CardEncryptionKey,
): Promise<string> {
  return encryptCardFor(encryptionKey ?? (await loadCardKey()), card, now);
}
