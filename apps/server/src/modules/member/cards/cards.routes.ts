import { memberProviderParamsSchema } from '@skybook/contracts/member';
import { removeCardBodySchema, savedCardsResponseSchema } from '@skybook/contracts/member-extras';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBER_BEARER_DOC, MEMBER_ROUTE_ERRORS, type MemberAuth } from '../member-auth';
import type { CardsService } from './cards.service';

export interface CardsRoutesOptions {
  auth: MemberAuth;
  cards: CardsService;
}

/** requirements §7 saved cards: the list and `users/skypay/remove-card`; behind the bearer check. */
export const cardsRoutes: FastifyPluginAsyncZod<CardsRoutesOptions> = async (
  app,
  { auth, cards },
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
) => {
  app.get(
    '/api/v1/users/:provider/cards',
    {
      schema: {
        summary: 'The member’s saved cards (requirements §3 payment card)',
        description: `${MEMBER_BEARER_DOC} Newest first: brand, last four digits, expiry, holder name and whether it has expired. The acquirer’s token stays on the server; no card number or CVV is ever kept.`,
        params: memberProviderParamsSchema,
        response: { 200: savedCardsResponseSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => cards.list(auth.memberOf(request)),
  );

  app.post(
    '/api/v1/users/skypay/remove-card',
    {
      schema: {
        summary: 'Forget a saved card',
        description: `${MEMBER_BEARER_DOC} The path names the payment partner, not a scheme: either scheme’s token. 404 CARD_NOT_FOUND for a card id that is not one of the member’s own (unknown or another member’s: the same answer). Answers the cards left.`,
        body: removeCardBodySchema,
        response: { 200: savedCardsResponseSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => cards.remove(auth.memberOf(request), request.body.cardId),
  );
};
