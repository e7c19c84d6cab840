import rateLimit from '@fastify/rate-limit';
import {
  adminTokenRequestSchema,
  adminTokenSchema,
  urlMappingListSchema,
} from '@skybook/contracts/cms-admin';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error';
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

const invalid = () => new AppError('INVALID_TOKEN', 401, { headers: { 'www-authenticate': 'Bearer' } });

/**
 * `GET url-mappings` and `POST /admin/admins/refresh-token` of the CMS API (SPEC §7): the old
 * addresses and their new homes, and the admin sign-in behind the CMS's write calls.
 */
export const cmsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = new ContentReader(app.db);
  // Counters stay in this process (REDIS_URL would share them between processes).
  await app.register(rateLimit, { global: false });
  const failuresPerUsername = app.createRateLimit({
    max: ADMIN_FAILURES_PER_USERNAME,
    timeWindow: '15 minutes',
    keyGenerator: (request) => `cms-admin:${usernameOf(request.body)}`,
  });

  app.get(
    '/api/v1/url-mappings',
    {
      schema: {
        summary: 'Old addresses of the site and where each now lives (SPEC §2: redirect old URLs)',
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
      config: { rateLimit: { max: ADMIN_SIGN_IN_PER_CLIENT, timeWindow: '1 minute' } },
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
      const before = await failuresPerUsername(request, { increment: false });
      if (!before.isAllowed && before.remaining === 0) {
        throw new AppError('RATE_LIMITED', 429, { headers: { 'retry-after': String(before.ttlInSeconds) } });
      }
      const signedIn = await signInAdmin(app.db, body, now);
      if (!signedIn) {
        await failuresPerUsername(request);
        throw invalid();
      }
      return signedIn;
    },
  );
};
