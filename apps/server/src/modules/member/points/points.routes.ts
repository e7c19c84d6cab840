import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { memberProviderParamsSchema } from '@skybook/contracts/member';
import {
  retroClaimBodySchema,
  retroClaimResponseSchema,
  scoreHistoriesQuerySchema,
  scoreHistoriesResponseSchema,
} from '@skybook/contracts/member-points';
import type { Clock } from '@skybook/domain/clock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBER_BEARER_DOC, MEMBER_ROUTE_ERRORS, type MemberAuth } from '../member-auth';
import type { PointsService } from './points.service';

export interface PointsRoutesOptions {
  auth: MemberAuth;
  points: PointsService;
  clock: Clock;
}

/** Loyalty points (requirements §7 score-histories; decision 030); behind the bearer check. */
export const pointsRoutes: FastifyPluginAsyncZod<PointsRoutesOptions> = async (
  app,
  { auth, points, clock },
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
) => {
  app.get(
    '/api/v1/users/:provider/score-histories',
    {
      schema: {
        summary: 'The member’s points: balance, card rank and history (requirements §7 score-histories)',
        description: `${MEMBER_BEARER_DOC} Credits first the flown segments of the bookings the member made while signed in that the crediting timer has not reached yet. Twenty entries a page from page 1, newest first: points earned per flown segment, claimed, redeemed on a booking or given back. The card rank is the tier the qualifying points of the last 12 months reach, and what the next one needs (decision 030).`,
        params: memberProviderParamsSchema,
        querystring: scoreHistoriesQuerySchema,
        response: { 200: scoreHistoriesResponseSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const { memberId } = auth.memberOf(request);
      // The member's own bookings that have landed since the crediting timer last ran.
      await points.creditFlownSegments(clock.now(), memberId);
      const [history, balance, cardRank] = await Promise.all([
        points.history(memberId, request.query.page),
        points.balance(memberId),
        points.tier(memberId, clock.now()),
      ]);
      return {
        scoreHistories: { detail: history.entries, page: history.page, totalPages: history.totalPages },
        balance,
        cardRank,
      };
    },
  );

  app.post(
    '/api/v1/users/:provider/score-histories/claims',
    {
      schema: {
        summary: 'Claim the points of a past flight by its booking code and name (retro-claim)',
        description: `${MEMBER_BEARER_DOC} The name must be the member’s and a passenger’s of the booking. Credits that passenger’s flown segments not credited yet. 404 POINTS_CLAIM_NOT_FOUND alike for an unknown code and a wrong name; 409 POINTS_FLIGHT_NOT_FLOWN (not flown, not Paid or cancelled), POINTS_CLAIM_TOO_OLD (past 180 days), POINTS_ALREADY_CLAIMED; 429 RATE_LIMITED past five tries an hour.`,
        params: memberProviderParamsSchema,
        body: retroClaimBodySchema,
        response: {
          200: retroClaimResponseSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          ...MEMBER_ROUTE_ERRORS,
        },
      },
    },
    async (request) => {
      return { claim: await points.retroClaim(auth.memberOf(request).memberId, request.body) };
    },
  );
};
