import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { Clock } from '@skybook/domain/clock';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refundAnswerSchema, refundRequestSchema } from '../card/card.routes';
import type { RefundingGateway, SandboxRefunds } from './refunds.service';
import type { SandboxMerchant } from '../sandbox-secrets';
import { signedBy } from '../signed-message';

/**
 * The signed refund call of the pay-later partner and HDBank, shaped as the card acquirer's
 * (POST <payment>/refund with {refundRef, amount, currency}, signed like their other calls).
 */
export interface SignedRefundRouteOptions {
  /** The payment's path, with `:paymentId`: `/pay-later/api/v1/orders/:paymentId`. */
  path: string;
  gateway: Exclude<RefundingGateway, 'vnpay' | 'card'>;
  /** The partner's name in the summary. */
  partner: string;
  refunds: SandboxRefunds;
  merchant: () => SandboxMerchant;
  rawBody: (request: FastifyRequest) => string;
  clock: Clock;
}

export function signedRefundRoute(options: SignedRefundRouteOptions): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  return async (app) => {
    app.post(
      `${options.path}/refund`,
      {
        preValidation: signedBy(options.merchant, options.rawBody, options.clock),
        schema: {
          summary: `Refund a ${options.partner} payment, whole or in part (merchant server to partner, signed)`,
          description:
            "Signed like the partner's other calls (x-merchant-code, x-timestamp, x-signature). Body {refundRef, amount, currency}: the amount (the whole payment or less) goes back to the customer, once per payment (and no longer counts against their limits). The same refundRef again answers the same refund and returns nothing twice. 404 NOT_FOUND: no such payment; 409 CONFLICT with details.reason NOT_REFUNDABLE (nothing was taken), ALREADY_REFUNDED (by another refundRef) or REFUND_REF_REUSED; 400 INVALID_REQUEST: more than the payment, or another currency.",
          params: z.object({ paymentId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
          body: refundRequestSchema,
          response: {
            200: refundAnswerSchema,
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            404: errorEnvelopeSchema,
            409: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return options.refunds.signedRefund(
          options.gateway,
          options.merchant().code,
          request.params.paymentId,
          request.body,
        );
      },
    );
  };
}
