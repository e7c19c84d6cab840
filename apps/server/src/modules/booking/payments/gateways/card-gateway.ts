import type { Clock } from '@skybook/domain/clock';
import type { Money } from '@skybook/domain/money';
import { PAYMENT_STATUSES } from '@skybook/domain/payment-codes';
import type { Result } from '@skybook/domain/result';
import { z } from 'zod';
import {
  readGatewayNotification,
  readSignedReturn,
  type GatewayNotification,
  type NotificationError,
} from './gateway-notification';
import { refundBySignedCall, type GatewayRefundOutcome } from './refund';
import { callSigned, type GatewayCall, type MerchantCredentials } from './signed-http';

/**
 * The card acquirer's client. The browser encrypts the card with the acquirer's public key
 * (`encryptionKeysUrl`, JWE RSA-OAEP-256 + A256GCM), so the card number and CVV never reach this
 * server: it forwards the JWE with the amount, signed, and gets a token, brand and last 4 back.
 */

export const cardAuthorizationSchema = z.object({
  paymentId: z.string(),
  merchantRef: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** requirements §4 result code: 200 success, 40 cancelled, 41 pending, 42 failed. */
  resultCode: z.string(),
  reason: z.string().nullable(),
  token: z.string().nullable(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  /** 3-D Secure: where to send the browser (status PENDING). */
  challengeUrl: z.string().nullable(),
});
export type CardAuthorization = z.infer<typeof cardAuthorizationSchema>;

const gatewayErrorSchema = z.object({ errorCode: z.string() }).loose();

/** What an authorisation (or status query) came to. */
export type CardOutcome =
  | { kind: 'answered'; authorization: CardAuthorization }
  /** The acquirer refused the request itself (bad signature, undecryptable card, reused reference). */
  | { kind: 'rejected'; httpStatus: number; errorCode: string }
  /** Unknown outcome: record the payment as not confirmed and wait for the notification. */
  | { kind: 'timeout' }
  | { kind: 'unreachable'; message: string };

export interface AuthorizeInput {
  merchantRef: string;
  amount: Money;
  /** The browser's compact JWE of the card. */
  encryptedCard: string;
  returnUrl: string;
  notifyUrl: string;
  language: 'vi' | 'en';
}

export interface CardGatewayConfig extends MerchantCredentials {
  /** The acquirer's base URL, e.g. `<PAYMENT_SANDBOX_URL>/card`. */
  baseUrl: string;
  timeoutMs: number;
}

function readOutcome(call: GatewayCall): CardOutcome {
  if (call.kind !== 'answered') return call;
  if (call.status === 200) {
    const answer = cardAuthorizationSchema.safeParse(call.body);
    if (answer.success) return { kind: 'answered', authorization: answer.data };
    return { kind: 'unreachable', message: 'The acquirer answered in an unknown shape' };
  }
  const error = gatewayErrorSchema.safeParse(call.body);
  return {
    kind: 'rejected',
    httpStatus: call.status,
    errorCode: error.success ? error.data.errorCode : 'UNKNOWN',
  };
}

export class CardGateway {
  constructor(
    private readonly config: CardGatewayConfig,
    private readonly clock: Clock,
  ) {}

  /** The acquirer's public key set, for the browser's card encryption. */
  get encryptionKeysUrl(): string {
    return `${this.config.baseUrl}/jwks`;
  }

  async authorize(input: AuthorizeInput): Promise<CardOutcome> {
    const call = await callSigned(
      'POST',
      `${this.config.baseUrl}/authorize`,
      {
        merchantRef: input.merchantRef,
        amount: input.amount.amountMinor,
        currency: input.amount.currency,
        encryptedCard: input.encryptedCard,
        returnUrl: input.returnUrl,
        notifyUrl: input.notifyUrl,
        language: input.language,
      },
      this.config,
      { timeoutMs: this.config.timeoutMs, clock: this.clock },
    );
    return readOutcome(call);
  }

  /** Asks the acquirer where a payment stands (after a timeout, or to reconcile). */
  async status(paymentId: string): Promise<CardOutcome> {
    const call = await callSigned(
      'GET',
      `${this.config.baseUrl}/payments/${encodeURIComponent(paymentId)}`,
      undefined,
      this.config,
      { timeoutMs: this.config.timeoutMs, clock: this.clock },
    );
    return readOutcome(call);
  }

  /**
   * Refunds `amount` of an authorised or captured payment, whole or in part (POST payments/{id}/refund, signed). The
   * refundRef names the refund: the acquirer answers the same refund to the same refundRef.
   */
  refund(paymentId: string, refundRef: string, amount: Money): Promise<GatewayRefundOutcome> {
    return refundBySignedCall(
      `${this.config.baseUrl}/payments/${encodeURIComponent(paymentId)}/refund`,
      refundRef,
      amount,
      this.config,
      { timeoutMs: this.config.timeoutMs, clock: this.clock },
    );
  }

  /** Reads the acquirer's signed notification (the only message that changes a payment). */
  readNotification(
    headers: Readonly<Record<string, string | readonly string[] | undefined>>,
    rawBody: string,
  ): Result<GatewayNotification, NotificationError> {
    return readGatewayNotification('card', headers, rawBody, this.config, this.clock.now());
  }

  /** Reads the browser's return from 3-D Secure: paymentId, merchantRef, status, resultCode. */
  readReturn(
    query: Readonly<Record<string, string | readonly string[] | undefined>>,
  ): Result<Record<string, string>, 'INVALID_SIGNATURE'> {
    return readSignedReturn(query, this.config.secret);
  }
}
