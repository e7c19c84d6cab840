import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { loginBodySchema, loginResponseSchema, logoutBodySchema } from '@skybook/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LoginService } from './login.service';
import { MEMBER_ROUTE_ERRORS } from './member-auth';

export interface LoginRoutesOptions {
  login: LoginService;
}

/** requirements §7 login and logout: the two member routes without the bearer check. */
export const loginRoutes: FastifyPluginAsyncZod<LoginRoutesOptions> = async (
  app,
  { login },
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
) => {
  app.post(
    '/api/v1/login',
    {
      schema: {
        summary:
          'Sign a member in with the loyalty provider’s authorization code, the national digital ID or the mobile app’s hand-off, or refresh with the refresh token',
        description:
          'Body { authCode, codeVerifier, redirectUri, type } after the provider sent the browser back to the site’s /<lang>/signin with a code (the authorization request: client_id skybook-web, PKCE S256, scope openid profile email phone offline_access, scheme = type, action, lang); or { refreshToken, type }. The member service redeems it at the provider’s token endpoint and answers the access token (a JWT for the member service, 15 minutes), a new refresh token (single use: each refresh answers a new one and refuses the old), the payment partner’s token and the profile. 401 INVALID_TOKEN when the provider refuses the code or refresh token (details.reason: its OAuth error); 404 ACCOUNT_NOT_FOUND when the account is of the other scheme than type; 503 when the provider cannot be reached. Also { type: "vneid", code, encryptKey, sessionState, redirectUri, scheme? }: what VNeID sent the browser back to /<lang>/signin with (code, encrypt_key, session_state) — the member who linked that citizen is signed in (400 GET_VNEID_ACCESS_TOKEN when VNeID refuses the code, 400 GET_VNEID_USER_INFO when its user info cannot be read, 404 ACCOUNT_NOT_FOUND with details.hint "signUpOrLink" when no member linked the citizen); and { type: "club", sessionId }: the single-use session id the app got from POST /auth/hand-off (401 INVALID_TOKEN when unknown or used, 401 TOKEN_EXPIRED after its 60 seconds). Both answer the same login response (decision 035).',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return login.login(request.body);
    },
  );

  app.delete(
    '/api/v1/logout',
    {
      schema: {
        summary: 'Sign out: revoke the member’s refresh token at the loyalty provider',
        description:
          'Body { refreshToken }. Always 204: a provider that cannot be reached or refuses is ignored (requirements §8 "logout failures ignored"). No bearer is needed: holding the refresh token is what allows revoking it, and an expired access token must not keep a member signed in. The access token stays valid until it expires (15 minutes); the site forgets it.',
        body: logoutBodySchema,
        response: { 204: z.null(), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await login.logout(request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );
};
