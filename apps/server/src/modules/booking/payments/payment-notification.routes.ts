import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../../plugins/app-error';
import { confirmAfterReply } from './payment-confirmation';
import type { PaymentRoutesOptions } from './payment.routes';

/** The gateways' signed JSON notifications, read with their raw body (the signature covers it). */

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const notificationRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, text);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(appError('INVALID_REQUEST'), undefined);
      }
    },
  );
  const GATEWAYS = { card: 'card', 'pay-later': 'payLater', hdbank: 'hdbank', vikki: 'vikki' } as const;
  app.post(
    '/api/v1/payment/notifications/:gateway',
    {
      schema: {
        summary: 'A gateway’s signed notification of a payment’s new status (server to server)',
        description:
          'From the card acquirer, the pay-later partner, HDBank or Vikki bank (merchantRef: the paymentId of the PATCH reservations/vikki link): x-merchant-code, x-timestamp (±5 min) and x-signature = base64url(HMAC-SHA256(secret, "<timestamp>.<raw body>")); a bad, stale or replayed-late one → 401 INVALID_SIGNATURE. The amount and currency must be the payment’s (400 otherwise). The status is applied through the domain transition table: a repeat changes nothing, a late failure after a capture is logged, not applied. 204 when taken.',
        params: z.object({ gateway: z.enum(['card', 'pay-later', 'hdbank', 'vikki']) }),
        body: z.unknown(),
        response: {
          204: z.null(),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const gateways = await options.gateways();
      const raw = rawBodies.get(request) ?? '';
      const gateway = GATEWAYS[request.params.gateway];
      const read =
        gateway === 'card'
          ? gateways.card.readNotification(request.headers, raw)
          : gateway === 'payLater'
            ? gateways.payLater.readNotification(request.headers, raw)
            : gateway === 'hdbank'
              ? gateways.hdbank.readNotification(request.headers, raw)
              : gateways.vikki.readNotification(request.headers, raw);
      if (!read.ok) {
        if (read.error === 'INVALID_SIGNATURE') throw appError('INVALID_SIGNATURE');
        throw appError('INVALID_REQUEST', { details: { reason: read.error } });
      }
      const settled = await options.payments.notification(read.value);
      confirmAfterReply(app, options, reply, settled.confirmedReservationId);
      return reply.code(204).send(null);
    },
  );
};
