import type { Money } from '@skybook/domain/money';
import { z } from 'zod';
import { callSigned, type CallOptions, type MerchantCredentials } from './signed-http';

/**
 * What a refund call to a gateway came to (the merchant's side; refund-worker.ts acts on it).
 * Every refund is named by one request id — the payment's id — so calling again after a lost
 * answer or a crash is answered with the same refund and returns the money once.
 */
export type GatewayRefundOutcome =
  /** The gateway gave the money back (now, or to an earlier call with the same request id). */
  | { kind: 'refunded'; gatewayRef: string }
  /** The gateway refused the refund: calling again will not change that (an operator's case). */
  | { kind: 'rejected'; code: string }
  /** No usable answer (5xx, timeout, unreachable, unsigned): try again later. */
  | { kind: 'retry'; code: string };

const signedRefundAnswerSchema = z.object({ refundId: z.string().min(1), status: z.literal('REFUNDED') });
const signedRefundErrorSchema = z.object({
  errorCode: z.string(),
  details: z.object({ reason: z.string() }).loose().optional(),
});

/**
 * A refund by a signed call (card acquirer, pay-later partner, HDBank): POST `url` with
 * {refundRef, amount, currency}. 200 refunded; 5xx, 429, a timeout or an unknown answer: try
 * again; another 4xx: refused (`errorCode:reason`).
 */
export async function refundBySignedCall(
  url: string,
  refundRef: string,
  amount: Money,
  credentials: MerchantCredentials,
  options: CallOptions,
): Promise<GatewayRefundOutcome> {
  const call = await callSigned(
    'POST',
    url,
    { refundRef, amount: amount.amountMinor, currency: amount.currency },
    credentials,
    options,
  );
  if (call.kind !== 'answered') return { kind: 'retry', code: call.kind };
  if (call.status === 200) {
    const answer = signedRefundAnswerSchema.safeParse(call.body);
    return answer.success
      ? { kind: 'refunded', gatewayRef: answer.data.refundId }
      : { kind: 'retry', code: 'UNKNOWN_ANSWER' };
  }
  if (call.status >= 500 || call.status === 429) {
    return { kind: 'retry', code: `HTTP_${String(call.status)}` };
  }
  const error = signedRefundErrorSchema.safeParse(call.body);
  const code = error.success
    ? [error.data.errorCode, error.data.details?.reason].filter(Boolean).join(':')
    : `HTTP_${String(call.status)}`;
  return { kind: 'rejected', code };
}
