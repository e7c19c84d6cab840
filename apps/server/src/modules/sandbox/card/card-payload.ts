import type { Clock } from '@skybook/domain/clock';
import { compactDecrypt, importJWK } from 'jose';
import { z } from 'zod';
import { appError } from '../../../plugins/app-error';
import type { CardEncryptionKey } from '../sandbox-secrets';

/**
 * The card as the browser sends it to the acquirer: a compact JWE (RSA-OAEP-256 key wrap, A256GCM
 * content) under the acquirer's published key. Only the acquirer can read it, and only in memory:
 * nothing here is stored or logged.
 */

/** The card inside the JWE, as the browser encrypts it. */
export const cardPayloadSchema = z.object({
  number: z.string().max(40),
  /** `MM/YY`. */
  expiry: z.string().max(10),
  cvv: z.string().max(8),
  holderName: z.string().max(60),
  /** ISO-8601 instant the browser encrypted it; older than an hour is refused (no replays). */
  generatedAt: z.iso.datetime(),
});

const PAYLOAD_MAX_AGE_MS = 60 * 60_000;
const PAYLOAD_MAX_SKEW_MS = 5 * 60_000;

export type CardPayload = z.infer<typeof cardPayloadSchema>;

/** The acquirer's public RSA key as a JWK. */
export interface PublicEncryptionKey {
  kty: 'RSA';
  n: string;
  e: string;
  kid: string;
  alg: 'RSA-OAEP-256';
  use: 'enc';
}

export class CardDecrypter {
  private readonly privateKey: ReturnType<typeof importJWK>;

  constructor(
    private readonly key: CardEncryptionKey,
    private readonly clock: Clock,
  ) {
    this.privateKey = importJWK(key.privateJwk, 'RSA-OAEP-256');
  }

  /** The public half, as the JWK set browsers fetch. */
  publicKeySet(): { keys: PublicEncryptionKey[] } {
    const { publicJwk, kid } = this.key;
    return {
      keys: [
        { kty: 'RSA', n: publicJwk.n ?? '', e: publicJwk.e ?? '', kid, alg: 'RSA-OAEP-256', use: 'enc' },
      ],
    };
  }

  /** Decrypts and reads the card, or answers 400 (the merchant sent something unusable). */
  async read(jwe: string): Promise<CardPayload> {
    let plaintext: Uint8Array;
    try {
      const result = await compactDecrypt(jwe, await this.privateKey, {
        keyManagementAlgorithms: ['RSA-OAEP-256'],
        contentEncryptionAlgorithms: ['A256GCM'],
      });
      if (result.protectedHeader.kid !== undefined && result.protectedHeader.kid !== this.key.kid) {
        throw new Error('unknown key id');
      }
      plaintext = result.plaintext;
    } catch {
      throw appError('INVALID_REQUEST', { details: { reason: 'CARD_NOT_DECRYPTABLE' } });
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(plaintext));
    } catch {
      // No cause kept: JSON.parse quotes its input in the message, and that input is a card.
      throw appError('INVALID_REQUEST', { details: { reason: 'CARD_PAYLOAD_INVALID' } });
    }
    const card = cardPayloadSchema.safeParse(parsed);
    if (!card.success) throw appError('INVALID_REQUEST', { details: { reason: 'CARD_PAYLOAD_INVALID' } });
    const age = this.clock.now().getTime() - Date.parse(card.data.generatedAt);
    if (age > PAYLOAD_MAX_AGE_MS || age < -PAYLOAD_MAX_SKEW_MS) {
      throw appError('INVALID_REQUEST', { details: { reason: 'CARD_PAYLOAD_STALE' } });
    }
    return card.data;
  }
}
