import { LOYALTY_CLIENT_ID } from '@skybook/contracts/member';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../../plugins/app-error';
import { bearerToken, MemberAuth, type MemberIdentity } from './member-auth';
import { ProviderClient } from './provider-client';

/** How long the member service waits for the loyalty provider. */
const PROVIDER_TIMEOUT_MS = 10_000;

/** Where the member service is mounted (design §1); its resource indicator is `<PUBLIC_URL>` + this. */
export const MEMBER_PREFIX = '/member';

export interface MemberBearer {
  provider: ProviderClient;
  auth: MemberAuth;
  /** The member service's resource indicator, the access tokens' audience. */
  resource: string;
}

/**
 * The loyalty provider's client and the bearer check of member access tokens, from the server's
 * configuration (LOYALTY_ISSUER_URL, by default this server's `/auth`). The member service builds
 * its own; another module that serves a member as well as a guest (a booking made or paid while
 * signed in) builds one too and asks {@link optionalMember}.
 */
export function memberBearer(app: FastifyInstance): MemberBearer {
  const publicUrl = app.config.PUBLIC_URL;
  const issuer = (app.config.LOYALTY_ISSUER_URL ?? `${publicUrl}/auth`).replace(/\/+$/, '');
  const resource = `${publicUrl}${MEMBER_PREFIX}`;
  const provider = new ProviderClient({
    issuer,
    clientId: LOYALTY_CLIENT_ID,
    timeoutMs: PROVIDER_TIMEOUT_MS,
  });
  const auth = new MemberAuth({
    issuer,
    audience: resource,
    keys: provider.keys,
    clock: app.credentialsClock,
  });
  return { provider, auth, resource };
}

/**
 * The member a request's bearer token names, or null for a guest (no Authorization header). A
 * header that is there but not a valid token answers like a member route (401 LOGIN_REQUIRED,
 * TOKEN_EXPIRED, INVALID_TOKEN): the site refreshes and retries rather than silently acting as a
 * guest.
 */
export async function optionalMember(
  auth: MemberAuth,
  request: FastifyRequest,
): Promise<MemberIdentity | null> {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return null;
  const token = bearerToken(request);
  if (token === undefined) throw appError('LOGIN_REQUIRED');
  return auth.verify(token);
}
