import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { FastifyInstance } from 'fastify';
import { getOrCreateSecret } from '../../db/app-secret.repository';

/** A merchant the sandbox's gateways know: its code and the secret its messages are signed with. */
export interface SandboxMerchant {
  readonly code: string;
  readonly secret: string;
}

export const SANDBOX_GATEWAYS = ['card', 'vnpay', 'payLater', 'hdbank', 'vikki'] as const;
export type SandboxGateway = (typeof SANDBOX_GATEWAYS)[number];

export function isSandboxGateway(value: string): value is SandboxGateway {
  return (SANDBOX_GATEWAYS as readonly string[]).includes(value);
}

export interface CardEncryptionKey {
  readonly privateJwk: JWK;
  readonly publicJwk: JWK;
  readonly kid: string;
}

interface LoadedSecrets {
  readonly merchants: Readonly<Record<SandboxGateway, SandboxMerchant>>;
  readonly cardKey: CardEncryptionKey;
  readonly hashKey: string;
}

/**
 * The merchant secrets as app_secret names. The booking server's gateway clients read the same
 * rows (a merchant's credentials are provisioned on both sides); an environment variable, when
 * set, replaces the row on both sides.
 */
const MERCHANT_SECRET_NAMES: Readonly<Record<SandboxGateway, string>> = {
  card: 'payment-gateway.card.merchant-secret',
  vnpay: 'payment-gateway.vnpay.hash-secret',
  payLater: 'payment-gateway.pay-later.merchant-secret',
  hdbank: 'payment-gateway.hdbank.client-secret',
  // Vikki bank: the secret the merchant and Vikki share (the row vikki-link.ts's loadVikkiSecret
  // reads). Its bytes (base64url-decoded) sign the payment link; its text signs Vikki's
  // notifications to the merchant like the other gateways' secrets do.
  vikki: 'booking.vikki.hmac-sha256',
};

const newSecret = () => Promise.resolve(randomBytes(32).toString('base64url'));

async function createCardKey(): Promise<CardEncryptionKey> {
  const { privateKey, publicKey } = await generateKeyPair('RSA-OAEP-256', {
    extractable: true,
    modulusLength: 2048,
  });
  const kid = randomBytes(8).toString('hex');
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RSA-OAEP-256', use: 'enc' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RSA-OAEP-256', use: 'enc' };
  return { privateJwk, publicJwk, kid };
}

async function loadSecrets(app: FastifyInstance): Promise<LoadedSecrets> {
  const now = app.clock.now();
  const { config } = app;
  const merchantSecret = (gateway: SandboxGateway, fromEnv: string | undefined) =>
    fromEnv !== undefined
      ? Promise.resolve(fromEnv)
      : getOrCreateSecret(app.db, MERCHANT_SECRET_NAMES[gateway], newSecret, now);
  return {
    merchants: {
      card: {
        code: config.CARD_MERCHANT_CODE,
        secret: await merchantSecret('card', config.CARD_MERCHANT_SECRET),
      },
      vnpay: { code: config.VNPAY_TMN_CODE, secret: await merchantSecret('vnpay', config.VNPAY_HASH_SECRET) },
      payLater: {
        code: config.PAY_LATER_MERCHANT_CODE,
        secret: await merchantSecret('payLater', config.PAY_LATER_SECRET),
      },
      hdbank: { code: config.HDBANK_CLIENT_ID, secret: await merchantSecret('hdbank', config.HDBANK_SECRET) },
      vikki: { code: config.VIKKI_MERCHANT_CODE, secret: await merchantSecret('vikki', undefined) },
    },
    cardKey: await getOrCreateSecret(app.db, 'sandbox.card-acquirer.encryption-key', createCardKey, now),
    hashKey: await getOrCreateSecret(app.db, 'sandbox.hash-key', newSecret, now),
  };
}

/**
 * Every secret the sandbox's gateways use, read (and created, the first time) when the sandbox is
 * first used rather than at start: a server whose sandbox nobody calls writes nothing.
 */
export class SandboxSecrets {
  #loaded: LoadedSecrets | undefined;
  #loading: Promise<LoadedSecrets> | undefined;

  constructor(private readonly app: FastifyInstance) {}

  /** Loads the secrets once; a failure (database down) is retried by the next call. */
  async load(): Promise<void> {
    this.#loading ??= loadSecrets(this.app).catch((error: unknown) => {
      this.#loading = undefined;
      throw error;
    });
    this.#loaded ??= await this.#loading;
  }

  private get loaded(): LoadedSecrets {
    if (!this.#loaded) throw new Error('Sandbox secrets used before load()');
    return this.#loaded;
  }

  /** One merchant per gateway: the booking site, as each gateway registered it. */
  get merchants(): Readonly<Record<SandboxGateway, SandboxMerchant>> {
    return this.loaded.merchants;
  }

  /** The acquirer's RSA-OAEP-256 key for the browser's encrypted card payload. */
  get cardKey(): CardEncryptionKey {
    return this.loaded.cardKey;
  }

  /** HMAC key of card fingerprints and stored OTP hashes: the sandbox's alone. */
  get hashKey(): string {
    return this.loaded.hashKey;
  }
}

/** The sandbox's own base URL as browsers and merchants reach it. */
export function sandboxBaseUrl(app: FastifyInstance): string {
  return (app.config.PAYMENT_SANDBOX_URL ?? `${app.config.PUBLIC_URL}/sandbox`).replace(/\/+$/, '');
}
