import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { CURRENCY_CODES } from '@skybook/domain/currency';
import type { Clock } from '@skybook/domain/clock';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { merchantRefSchema } from '../card/card.routes';
import type { PayLaterPartner } from './pay-later.service';
import type { SandboxMerchant } from '../sandbox-secrets';
import { signedBy } from '../signed-message';

/** The pay-later partner's server-to-server API (its confirmation page is a challenge page). */

const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);

export const payLaterOrderRequestSchema = z.object({
  merchantRef: merchantRefSchema,
  /** Minor units; the partner lends VND only (another currency answers 05). */
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.enum(CURRENCY_CODES),
  /** The customer's mobile, 0xxxxxxxxx or +84xxxxxxxxx (another shape answers 96). */
  phone: z.string().max(20),
  /** As on the account; accents and letter case do not matter. */
  fullName: z.string().min(1).max(100),
  description: z.string().max(200).optional(),
  returnUrl: httpUrl,
  notifyUrl: httpUrl,
  language: z.enum(['vi', 'en']).optional(),
});

export const payLaterOrderAnswerSchema = z.object({
  status: z.enum(['00', '01', '99']),
  resultCode: z.string(),
  message: z.string(),
  orderId: z.string().nullable(),
  redirectUrl: z.string().nullable(),
});

export interface PayLaterRoutesOptions {
  partner: PayLaterPartner;
  /** The merchant its requests must be signed by (read when a request arrives). */
  merchant: () => SandboxMerchant;
  rawBody: (request: FastifyRequest) => string;
  clock: Clock;
}

export function payLaterRoutes(options: PayLaterRoutesOptions): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  return async (app) => {
    app.post(
      '/pay-later/api/v1/orders',
      {
        preValidation: signedBy(options.merchant, options.rawBody, options.clock),
        schema: {
          summary: 'Open a pay-later order (merchant server to partner, signed)',
          description:
            'Signed like the card acquirer (x-merchant-code, x-timestamp, x-signature). Status 00 with redirectUrl: send the customer there to confirm with a code by SMS; the decision arrives as a signed notification. Status 01: eligible to register, no order. Status 99 with resultCode: 96 phone format, 05 invalid order, 04 no account (hotline 18006669), 99 partner error, 03 name mismatch, 02 limit too low.',
          body: payLaterOrderRequestSchema,
          response: { 200: payLaterOrderAnswerSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return options.partner.createOrder(request.body);
      },
    );
  };
}
