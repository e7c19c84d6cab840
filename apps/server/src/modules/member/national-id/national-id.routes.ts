import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  memberProviderParamsSchema,
  vneidLinkBodySchema,
  vneidLinkResponseSchema,
  vneidLinkStatusSchema,
} from '@skybook/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEMBER_BEARER_DOC, MEMBER_ROUTE_ERRORS, type MemberAuth } from '../member-auth';
import type { NationalIdService } from './national-id.service';

export interface NationalIdRoutesOptions {
  auth: MemberAuth;
  nationalIds: NationalIdService;
}

/** Link and unlink the member's national digital ID (decision 035), behind the bearer check. */
export const nationalIdRoutes: FastifyPluginAsyncZod<NationalIdRoutesOptions> = async (
  app,
  { auth, nationalIds },
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
) => {
  app.post(
    '/api/v1/users/:provider/vneid',
    {
      schema: {
        summary: 'Link the national digital ID VNeID verified to the signed-in member',
        description: `${MEMBER_BEARER_DOC} Body { code, encryptKey, sessionState, redirectUri }: what VNeID sent the browser back to /<lang>/signin with (code, encrypt_key, session_state) and the redirect URI of the request. The member service exchanges the code, reads the verified name, birth date and national ID number, and keeps the number's keyed hash (never the number) with the name and birth date; a new link replaces the member's earlier one. 400 GET_VNEID_ACCESS_TOKEN when VNeID refuses the code, 400 GET_VNEID_USER_INFO when its user info cannot be read; 409 NATIONAL_ID_ALREADY_LINKED when another member of the scheme linked this national ID.`,
        params: memberProviderParamsSchema,
        body: vneidLinkBodySchema,
        response: { 200: vneidLinkResponseSchema, ...MEMBER_ROUTE_ERRORS, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({ nationalId: await nationalIds.link(auth.memberOf(request), request.body) }),
  );

  app.get(
    '/api/v1/users/:provider/vneid',
    {
      schema: {
        summary: 'The member’s linked national digital ID, if any',
        description: `${MEMBER_BEARER_DOC} The name and birth date VNeID verified and when, or null; never the number.`,
        params: memberProviderParamsSchema,
        response: { 200: vneidLinkStatusSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => ({ nationalId: await nationalIds.linkOf(auth.memberOf(request)) }),
  );

  app.delete(
    '/api/v1/users/:provider/vneid',
    {
      schema: {
        summary: 'Unlink the member’s national digital ID',
        description: `${MEMBER_BEARER_DOC} Always 204 for the member (with or without a link): sign-in with VNeID then no longer finds them.`,
        params: memberProviderParamsSchema,
        response: { 204: z.null(), ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      await nationalIds.unlink(auth.memberOf(request));
      return reply.status(204).send(null);
    },
  );
};
