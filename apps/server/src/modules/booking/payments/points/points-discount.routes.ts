import { sessionHeadersSchema } from '@skybook/contracts/booking-session';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { manageGrantHeadersSchema } from '@skybook/contracts/manage-booking';
import {
  applyPaymentPointsBodySchema,
  paymentPointsQuerySchema,
  paymentPointsResponseSchema,
} from '@skybook/contracts/payment-points';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemberIdentity } from '../../../member/public';
import type { Payers } from '../payer';
import type { PointsDiscountService } from './points-discount.service';

export interface PointsRoutesOptions {
  pointsDiscounts: PointsDiscountService;
  payers: Payers;
  /** The signed-in member a request's bearer token names (member/public optionalMember), or null. */
  member: (request: FastifyRequest) => Promise<MemberIdentity | null>;
}

const headers = sessionHeadersSchema
  .extend(manageGrantHeadersSchema.shape)
  .extend({ authorization: z.string().max(4000).optional() });

const responses = {
  200: paymentPointsResponseSchema,
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

const RULES =
  'The payer is the session that booked it (x-session-id) or a manage grant for it (x-manage-grant): another booking answers 404 BOOKING_NOT_FOUND. Authorization: Bearer with a signed-in member’s access token is required (401 LOGIN_REQUIRED without one; TOKEN_EXPIRED / INVALID_TOKEN for a bad one), and the booking must be that member’s (made while signed in, or attached to their account): 403 POINTS_NOT_MEMBER_BOOKING otherwise. A point takes 100 VND off; a redemption spends at least minPoints and at most maxPoints (half the booking’s total, never above the balance). Points and the discount are written in one transaction with the points ledger.';

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const pointsDiscountRoutes: FastifyPluginAsyncZod<PointsRoutesOptions> = async (app, options) => {
  const { pointsDiscounts, payers } = options;

  app.get(
    '/api/v1/payment/points',
    {
      schema: {
        summary:
          'What loyalty points a signed-in member may spend on their booking before paying (decision 037)',
        description: `${RULES} Answers the member’s balance, the bounds, the points applied (or null) and what remains to pay.`,
        headers,
        querystring: paymentPointsQuerySchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const payer = await payers.of(request, reply);
      reply.header('cache-control', 'no-store');
      return pointsDiscounts.view(payer, request.query.reservationKey, await options.member(request));
    },
  );

  app.put(
    '/api/v1/payment/points',
    {
      schema: {
        summary: 'Spend loyalty points as a discount on the member’s Unpaid booking (decision 037)',
        description: `${RULES} One redemption per booking: the same points again answer as the first time (nothing more is spent); other points while some are applied answer 409 POINTS_ALREADY_APPLIED (remove them first). 400 POINTS_REDEEM_INVALID outside the bounds or for a booking not in VND (details.reason), 409 POINTS_NOT_ENOUGH above the balance, 409 RESERVATION_ALREADY_PAID / RESERVATION_NOT_PAYABLE once paid or cancelled. Every payment method is then priced for what remains (methods-by-bookingKey); a payment opened before is refused at its capture and refunded.`,
        headers,
        body: applyPaymentPointsBodySchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const payer = await payers.of(request, reply);
      reply.header('cache-control', 'no-store');
      return pointsDiscounts.apply(payer, request.body, await options.member(request));
    },
  );

  app.delete(
    '/api/v1/payment/points',
    {
      schema: {
        summary: 'Take the points off the member’s Unpaid booking: they go back to the member (decision 037)',
        description: `${RULES} Nothing applied answers as it is. 409 RESERVATION_ALREADY_PAID / RESERVATION_NOT_PAYABLE once paid or cancelled (a cancelled booking’s points go back on their own).`,
        headers,
        querystring: paymentPointsQuerySchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const payer = await payers.of(request, reply);
      reply.header('cache-control', 'no-store');
      return pointsDiscounts.remove(payer, request.query.reservationKey, await options.member(request));
    },
  );
};
