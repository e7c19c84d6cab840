import {
  adminTokenRequestSchema,
  adminTokenSchema,
  urlMappingListSchema,
} from '@skybook/contracts/cms-admin';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError } from '../../plugins/app-error';
import { ContentReader } from '../content/public';
import { refreshAdminSession, signInAdmin } from './cms-admin.service';

/** Sign-in attempts per client (IP) per minute, any username. */
export const ADMIN_SIGN_IN_PER_CLIENT = 10;
/** Failed sign-ins per username per 15 minutes, from any client. */
export const ADMIN_FAILURES_PER_USERNAME = 5;

const usernameOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'username' in body && typeof body.username === 'string'
    ? body.username.toLowerCase()
    : '';

const invalid = () => appError('INVALID_TOKEN', { headers: { 'www-authenticate': 'Bearer' } });

/**
 * `GET url-mappings` and `POST /admin/admins/refresh-token` of the CMS API (requirements §7): the old
 * addresses and their new homes, and the admin sign-in behind the CMS's write calls.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const cmsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = new ContentReader(app.db);
  // Shared by every server process when REDIS_URL is set (decision 040), so N processes do not
  // allow N times the attempts.
  const signInsPerClient = app.rateLimits.limiter('cms-admin-sign-in:client', {
    max: ADMIN_SIGN_IN_PER_CLIENT,
    windowMs: 60_000,
  });
  const failuresPerUsername = app.rateLimits.limiter('cms-admin-sign-in:username-failures', {
    max: ADMIN_FAILURES_PER_USERNAME,
    windowMs: 15 * 60_000,
  });

  app.get(
    '/api/v1/url-mappings',
    {
      schema: {
        summary: 'Old addresses of the site and where each now lives (requirements §2: redirect old URLs)',
        description:
          'url is the old path as asked (no host); newUrl a site path with its language prefix or an allow-listed URL; statusCode 301 (moved for good) or 302.',
        response: { 200: urlMappingListSchema },
      },
    },
    async (_request, reply) => {
      const mappings = await reader.list('urlMapping', 'vi');
      reply.header('cache-control', 'public, max-age=300');
      return {
        urlMappings: mappings.map((mapping) => ({
          url: mapping.key,
          newUrl: mapping.attributes.newUrl,
          statusCode: mapping.attributes.statusCode,
        })),
      };
    },
  );

  app.post(
    '/admin/admins/refresh-token',
    {
      // Counted before the body is read or validated: every attempt counts, well-formed or not.
      onRequest: async (request) => {
        await signInsPerClient.enforce(request.ip);
      },
      schema: {
        summary: 'Signs a CMS admin in (username and password) or renews the sign-in (refreshToken)',
        description:
          'Answers a Bearer access token (15 minutes) for the CMS write calls and a single-use refresh token (7 days). Wrong credentials, or a refresh token unknown, used or expired: 401 INVALID_TOKEN, the same answer whichever part was wrong. More than 10 attempts a minute from one client, or 5 failures in 15 minutes for one username: 429 RATE_LIMITED with Retry-After.',
        body: adminTokenRequestSchema,
        response: {
          200: adminTokenSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const now = app.clock.now();
      reply.header('cache-control', 'no-store');
      if ('refreshToken' in body) {
        const renewed = await refreshAdminSession(app.db, body.refreshToken, now);
        if (!renewed) throw invalid();
        return renewed;
      }
      const username = `cms-admin:${usernameOf(body)}`;
      const before = await failuresPerUsername.peek(username);
      if (!before.allowed) {
        throw appError('RATE_LIMITED', { headers: { 'retry-after': String(before.retryAfterSeconds) } });
      }
      const signedIn = await signInAdmin(app.db, body, now);
      if (!signedIn) {
        await failuresPerUsername.hit(username);
        throw invalid();
      }
      return signedIn;
    },
  );
};
