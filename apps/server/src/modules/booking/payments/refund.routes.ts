import { bearerAuthHeadersSchema } from '@skybook/contracts/cms';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  refundListSchema,
  refundsQuerySchema,
  type RefundDto,
  type RefundState,
} from '@skybook/contracts/payment-refunds';
import { type PaymentIdentifier } from '@skybook/contracts/payment-methods';
import type { CurrencyCode } from '@skybook/domain/currency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertCmsAdmin } from '../../../plugins/admin-guard';
import { listRefunds } from './refund.repository';

/** At most this many refunds per answer, oldest first (what has waited longest comes first). */
const REFUNDS_PAGE = 200;

/**
 * GET /admin/refunds: the refunds owed to travellers and where each stands, for operations staff
 * (a `failed` refund is money still owed that the refund worker gave up on: it needs a person).
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/refunds',
    {
      schema: {
        summary: 'Refunds owed to travellers and where each stands (operations staff, CMS admin token)',
        description:
          "Needs `Authorization: Bearer <token>` as the CMS's write calls (401 INVALID_TOKEN otherwise). state pending (being tried by the refund worker), done, failed (the gateway refused or the tries ran out: money still owed) or manual (a partner's operations refund it); without it every refund not done. Oldest first, at most 200.",
        headers: bearerAuthHeadersSchema,
        querystring: refundsQuerySchema,
        response: { 200: refundListSchema, 401: errorEnvelopeSchema, 400: errorEnvelopeSchema },
      },
      preValidation: (request) => assertCmsAdmin(app, request.headers.authorization),
    },
    async (request, reply) => {
      const { state } = request.query;
      const rows = await listRefunds(app.db, state, REFUNDS_PAGE);
      reply.header('cache-control', 'no-store');
      return {
        refunds: rows.map((row): RefundDto => ({
          paymentId: row.id,
          locator: row.locator,
          identifier: row.identifier as PaymentIdentifier,
          // What goes back: less than the payment for a cancellation that kept its fee.
          amount: { currency: row.currency as CurrencyCode, totalAmount: row.refund_amount ?? row.amount },
          state: row.refund_state as RefundState,
          reason: row.refund_reason,
          attempts: row.refund_attempts,
          lastError: row.refund_error,
          nextAttemptAt: row.refund_next_attempt_at,
          recordedAt: row.refunded_at,
        })),
      };
    },
  );
};
