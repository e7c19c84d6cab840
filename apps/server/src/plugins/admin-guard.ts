import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { findLiveAdminToken } from '../db/admin-token.repository';
import { getOrCreateSecret } from '../db/app-secret.repository';
import type { Database } from '../db/database';
import { appError } from './app-error';

/** The app_secret holding the bearer token of CMS admin calls (until issue 6 brings admin sign-in). */
export const CMS_ADMIN_TOKEN_SECRET = 'cms-admin-token';

/** How an admin token is kept in `cms_admin_token`: its SHA-256, never the token itself. */
export const hashAdminToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/** True when `token` is an unexpired access token the admin sign-in issued. */
async function isAdminAccessToken(db: Kysely<Database>, token: string, now: Date): Promise<boolean> {
  return (await findLiveAdminToken(db, hashAdminToken(token), 'access', now.toISOString())) !== undefined;
}

function createAdminToken(): Promise<string> {
  return Promise.resolve(randomBytes(32).toString('base64url'));
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Throws 401 INVALID_TOKEN unless `authorization` is `Bearer <token>` with an admin's access token
 * from POST /admin/admins/refresh-token, or the server's 'cms-admin-token' secret. Every admin
 * write call guards with it (the booking module's flight-operation records too).
 */
export async function assertCmsAdmin(app: FastifyInstance, authorization: string | undefined): Promise<void> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (match?.[1] && (await isAdminAccessToken(app.db, match[1], app.clock.now()))) return;
  const expected = await getOrCreateSecret(app.db, CMS_ADMIN_TOKEN_SECRET, createAdminToken, app.clock.now());
  // Compare fixed-length digests so neither the length nor the content leaks through timing.
  if (!match?.[1] || !timingSafeEqual(digest(match[1]), digest(expected))) {
    throw appError('INVALID_TOKEN', { headers: { 'www-authenticate': 'Bearer' } });
  }
}
