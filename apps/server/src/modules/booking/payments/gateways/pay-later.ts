import type { Clock } from '@skybook/domain/clock';
import { payLaterResultKey, payLaterStatusKey } from '@skybook/domain/error-codes';
import type { Money } from '@skybook/domain/money';
import type { Result } from '@skybook/domain/result';
import { z } from 'zod';
import {
  readGatewayNotification,
  readSignedReturn,
  type GatewayNotification,
  type NotificationError,
} from './gateway-notification';
import { refundBySignedCall, type GatewayRefundOutcome } from './refund';
import { callSigned, type MerchantCredentials } from './signed-http';

/**
 * The pay-later partner's client (method PL): open an order for a customer; the partner answers
 * requirements §8's result codes (04 no account — hotline, 02 limit, 03 name, 01 eligible to register,
 * 96 phone format, 05 order, 99 unknown) or sends the customer to its page to confirm by SMS code.
 */

export const payLaterOrderAnswerSchema = z.object({
  /** 00 order open, 01 eligible to register (no order), 99 refused (see resultCode). */
  status: z.enum(['00', '01', '99']),
  resultCode: z.string(),
  message: z.string(),
  orderId: z.string().nullable(),
  redirectUrl: z.string().nullable(),
});
export type PayLaterOrderAnswer = z.infer<typeof payLaterOrderAnswerSchema>;

export type PayLaterOutcome =
  | {
      kind: 'answered';
      answer: PayLaterOrderAnswer;
      /** The web's message key for the result (requirements §8's two maps read as one). */
      messageKey: ReturnType<typeof payLaterResultKey> | ReturnType<typeof payLaterStatusKey>;
    }
  | { kind: 'rejected'; httpStatus: number }
  | { kind: 'timeout' }
  | { kind: 'unreachable'; message: string };

export interface PayLaterOrderInput {
  merchantRef: string;
  amount: Money;
  phone: string;
  fullName: string;
  description?: string;
  returnUrl: string;
  notifyUrl: string;
  language: 'vi' | 'en';
}

export interface PayLaterConfig extends MerchantCredentials {
  /** The partner's API base, e.g. `<PAYMENT_SANDBOX_URL>/pay-later/api/v1`. */
  baseUrl: string;
  timeoutMs: number;
}

export class PayLaterClient {
  constructor(
    private readonly config: PayLaterConfig,
    private readonly clock: Clock,
  ) {}

  /** Refunds `amount` of a confirmed order, whole or in part (POST orders/{orderId}/refund, signed; refundRef names it). */
  refund(orderId: string, refundRef: string, amount: Money): Promise<GatewayRefundOutcome> {
    return refundBySignedCall(
      `${this.config.baseUrl}/orders/${encodeURIComponent(orderId)}/refund`,
      refundRef,
      amount,
      this.config,
      { timeoutMs: this.config.timeoutMs, clock: this.clock },
    );
  }

  async createOrder(input: PayLaterOrderInput): Promise<PayLaterOutcome> {
    const call = await callSigned(
      'POST',
      `${this.config.baseUrl}/orders`,
      {
        merchantRef: input.merchantRef,
        amount: input.amount.amountMinor,
        currency: input.amount.currency,
        phone: input.phone,
        fullName: input.fullName,
        ...(input.description ? { description: input.description } : {}),
        returnUrl: input.returnUrl,
        notifyUrl: input.notifyUrl,
        language: input.language,
      },
      this.config,
      { timeoutMs: this.config.timeoutMs, clock: this.clock },
    );
    if (call.kind !== 'answered') return call;
    if (call.status !== 200) return { kind: 'rejected', httpStatus: call.status };
    const answer = payLaterOrderAnswerSchema.safeParse(call.body);
    if (!answer.success) return { kind: 'unreachable', message: 'The partner answered in an unknown shape' };
    const messageKey =
      answer.data.status === '99'
        ? payLaterResultKey(answer.data.resultCode)
        : (payLaterStatusKey(answer.data.status) ?? payLaterResultKey(answer.data.resultCode));
    return { kind: 'answered', answer: answer.data, messageKey };
  }

  readNotification(
    headers: Readonly<Record<string, string | readonly string[] | undefined>>,
    rawBody: string,
  ): Result<GatewayNotification, NotificationError> {
    return readGatewayNotification('payLater', headers, rawBody, this.config, this.clock.now());
  }

  /** The browser's return: orderId, merchantRef, status, resultCode (display only). */
  readReturn(
    query: Readonly<Record<string, string | readonly string[] | undefined>>,
  ): Result<Record<string, string>, 'INVALID_SIGNATURE'> {
    return readSignedReturn(query, this.config.secret);
  }
}
