import type { Clock } from '@skybook/domain/clock';
import { hdbankErrorKey, type HdbankErrorKey } from '@skybook/domain/error-codes';
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
import { callSigned, type GatewayCall, type MerchantCredentials } from './signed-http';

/**
 * HDBank instalments' client (method VJHDS): open a plan (HDBank sends the customer an OTP), then
 * either send the customer to HDBank's page (`redirectUrl`) or relay the OTP they typed on ours
 * (`verifyOtp`, behind the booking API's payment/hdbank/verify). Answers are HDBank's: '00' or
 * HDBANK_ERROR_nn (requirements §8), each with the web's message key.
 */

export const hdbankAnswerSchema = z.object({
  resultCode: z.string(),
  message: z.string(),
  transactionId: z.string().nullable(),
  status: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  otpExpiresAt: z.string().nullable(),
  attemptsLeft: z.number().int().nullable(),
  retryAfterSeconds: z.number().int().nullable(),
});
export type HdbankAnswer = z.infer<typeof hdbankAnswerSchema>;

export type HdbankOutcome =
  | {
      kind: 'answered';
      answer: HdbankAnswer;
      /** True for '00'. */
      isSuccess: boolean;
      /** The web's message key for an HDBANK_ERROR_nn code; undefined for '00'. */
      errorKey: HdbankErrorKey | undefined;
    }
  | { kind: 'timeout' }
  | { kind: 'unreachable'; message: string };

export interface InstalmentInput {
  merchantRef: string;
  amount: Money;
  tenorMonths: 3 | 6 | 9 | 12;
  phone: string;
  email: string;
  returnUrl: string;
  notifyUrl: string;
  language: 'vi' | 'en';
}

export interface HdbankConfig extends MerchantCredentials {
  /** HDBank's API base, e.g. `<PAYMENT_SANDBOX_URL>/hdbank/api/v1`. */
  baseUrl: string;
  timeoutMs: number;
}

function readOutcome(call: GatewayCall): HdbankOutcome {
  if (call.kind !== 'answered') return call;
  // HDBank answers its own codes with 200, 400 (structure) and 401 (client id) alike.
  const answer = hdbankAnswerSchema.safeParse(call.body);
  if (!answer.success)
    return {
      kind: 'unreachable',
      message: `HDBank answered HTTP ${String(call.status)} in an unknown shape`,
    };
  const isSuccess = answer.data.resultCode === '00';
  return {
    kind: 'answered',
    answer: answer.data,
    isSuccess,
    errorKey: isSuccess ? undefined : hdbankErrorKey(answer.data.resultCode),
  };
}

export class HdbankClient {
  constructor(
    private readonly config: HdbankConfig,
    private readonly clock: Clock,
  ) {}

  private post(path: string, body: object): Promise<HdbankOutcome> {
    return callSigned('POST', `${this.config.baseUrl}${path}`, body, this.config, {
      timeoutMs: this.config.timeoutMs,
      clock: this.clock,
    }).then(readOutcome);
  }

  /** Opens a plan; HDBank sends the customer an OTP. */
  open(input: InstalmentInput): Promise<HdbankOutcome> {
    return this.post('/instalments', {
      merchantRef: input.merchantRef,
      amount: input.amount.amountMinor,
      currency: input.amount.currency,
      tenorMonths: input.tenorMonths,
      phone: input.phone,
      email: input.email,
      returnUrl: input.returnUrl,
      notifyUrl: input.notifyUrl,
      language: input.language,
    });
  }

  /** Relays the OTP the customer typed on our page. */
  verifyOtp(transactionId: string, otp: string, language: 'vi' | 'en'): Promise<HdbankOutcome> {
    return this.post(`/instalments/${encodeURIComponent(transactionId)}/verify`, { otp, language });
  }

  resendOtp(transactionId: string, language: 'vi' | 'en'): Promise<HdbankOutcome> {
    return this.post(`/instalments/${encodeURIComponent(transactionId)}/resend-otp`, { language });
  }

  cancel(transactionId: string, language: 'vi' | 'en'): Promise<HdbankOutcome> {
    return this.post(`/instalments/${encodeURIComponent(transactionId)}/cancel`, { language });
  }

  /**
   * Refunds `amount` of a confirmed plan, whole or in part (POST instalments/{transactionId}/refund, signed; refundRef
   * names it). Answered like the card acquirer's refund, not with HDBank's result codes.
   */
  refund(transactionId: string, refundRef: string, amount: Money): Promise<GatewayRefundOutcome> {
    return refundBySignedCall(
      `${this.config.baseUrl}/instalments/${encodeURIComponent(transactionId)}/refund`,
      refundRef,
      amount,
      this.config,
      { timeoutMs: this.config.timeoutMs, clock: this.clock },
    );
  }

  readNotification(
    headers: Readonly<Record<string, string | readonly string[] | undefined>>,
    rawBody: string,
  ): Result<GatewayNotification, NotificationError> {
    return readGatewayNotification('hdbank', headers, rawBody, this.config, this.clock.now());
  }

  /** The browser's return from HDBank's page: transactionId, merchantRef, status, resultCode. */
  readReturn(
    query: Readonly<Record<string, string | readonly string[] | undefined>>,
  ): Result<Record<string, string>, 'INVALID_SIGNATURE'> {
    return readSignedReturn(query, this.config.secret);
  }
}
