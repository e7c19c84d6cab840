import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { handOffResponseSchema } from '@skybook/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError } from '../../../plugins/app-error';
import type { MemberAccessToken } from '../access-token';
import type { HandOffService } from './hand-off.service';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

export interface HandOffRoutesOptions {
  handOffs: HandOffService;
  verifyAccessToken: (token: string) => Promise<MemberAccessToken | null>;
}

/** POST /auth/hand-off: the mobile app turns its member's access token into a session id for the website. */
export const handOffRoutes: FastifyPluginAsyncZod<HandOffRoutesOptions> = async (
  app,
  { handOffs, verifyAccessToken },
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
) => {
  app.post(
    '/hand-off',
    {
      schema: {
        summary: 'Hand a signed-in member over from the mobile app to the website: a single-use session id',
        description:
          'Authorization: Bearer with the member’s access token (a JWT of this provider for the member service). Answers an opaque session id that the app puts in the site’s `sessionId` query parameter; the site redeems it once, within 60 seconds, with POST /member/api/v1/login { type: "club", sessionId }. 401 LOGIN_REQUIRED without a token, INVALID_TOKEN for one that is not valid (or expired).',
        response: { 200: handOffResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (token === undefined) throw appError('LOGIN_REQUIRED');
      const member = await verifyAccessToken(token);
      if (!member) throw appError('INVALID_TOKEN');
      return handOffs.issue(member.memberId);
    },
  );
};
