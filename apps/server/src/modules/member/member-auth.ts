import type { Clock } from '@skybook/domain/clock';
import { isMemberScheme, MEMBER_SCHEMES, type MemberScheme } from '@skybook/domain/member-rules';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { appError, type AppError } from '../../plugins/app-error';

/** Who a member route serves: the member the access token names, in its scheme. */
export interface MemberIdentity {
  memberId: string;
  scheme: MemberScheme;
}

export interface MemberAuthOptions {
  /** The provider's issuer (the token's `iss`). */
  issuer: string;
  /** The member service's resource indicator, `<PUBLIC_URL>/member` (the token's `aud`). */
  audience: string;
  keys: JWTVerifyGetKey;
  clock: Clock;
}

/** What every member route says of its bearer check in /openapi.json. */
export const MEMBER_BEARER_DOC =
  'Authorization: Bearer with the access token of the login answer: 401 LOGIN_REQUIRED without one (or a malformed one), TOKEN_EXPIRED once it has expired (refresh with the login call), INVALID_TOKEN for a token not signed by the loyalty provider for the member service. {provider} (or the scheme the path names) is the token’s scheme; another answers 404 ACCOUNT_NOT_FOUND.';

/** The error answers of the member routes. */
export const MEMBER_ROUTE_ERRORS = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};

/** `Authorization: Bearer <JWT>`: three base64url parts. */
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

/** The JWT of a well-formed `Authorization: Bearer` header, if the request has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

/** jose's refusals that say the token is not ours or was tampered with. */
const INVALID_TOKEN_CODES = new Set([
  'ERR_JWS_INVALID',
  'ERR_JWT_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
  'ERR_JWK_INVALID',
]);

function refusal(error: unknown): AppError {
  if (error instanceof errors.JWTExpired) return appError('TOKEN_EXPIRED');
  if (error instanceof errors.JOSEError && INVALID_TOKEN_CODES.has(error.code))
    return appError('INVALID_TOKEN');
  // The keys could not be fetched: nothing is known about the token yet.
  return appError('SERVICE_UNAVAILABLE', { headers: { 'retry-after': '5' }, cause: error });
}

/** A path that names a scheme itself (`users/skyjoy/change-password`) serves that scheme only. */
const SCHEME_IN_PATH = new RegExp(`/users/(${MEMBER_SCHEMES.join('|')})/`);

/** The scheme a member route serves: its `{provider}`, or the one its path names; none for both. */
function providerOf(request: FastifyRequest): unknown {
  const { params } = request;
  if (typeof params === 'object' && params !== null && 'provider' in params) return params.provider;
  return SCHEME_IN_PATH.exec(request.routeOptions.url ?? '')?.[1];
}

/**
 * The member service's bearer check (design §5 Security: member data only for the token's own
 * member): the provider's JWT access token, verified against its keys (fetched over HTTP and
 * cached) for its issuer, the member service's audience and the server clock. No or a malformed
 * token → 401 LOGIN_REQUIRED; expired → 401 TOKEN_EXPIRED (the site refreshes and retries);
 * another signature, issuer or audience → 401 INVALID_TOKEN. A route whose `{provider}` path
 * segment, or the scheme its path names, is another scheme than the token's answers 404 ACCOUNT_NOT_FOUND: the member has no
 * account there (decision 028).
 *
 * A scope of routes adds `requireMember` as its preValidation hook (the check comes before the
 * body is validated, so nobody learns anything of a route without a token) and reads
 * `memberOf(request)`.
 */
export class MemberAuth {
  readonly #options: MemberAuthOptions;
  readonly #identities = new WeakMap<FastifyRequest, MemberIdentity>();

  constructor(options: MemberAuthOptions) {
    this.#options = options;
  }

  /** The member an access token names; throws the 401 (or 503) it answers otherwise. */
  async verify(token: string): Promise<MemberIdentity> {
    const { issuer, audience, keys, clock } = this.#options;
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer,
        audience,
        typ: 'at+jwt',
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
        currentDate: clock.now(),
      }));
    } catch (error) {
      throw refusal(error);
    }
    const { sub, scheme } = payload;
    if (typeof sub !== 'string' || !isMemberScheme(scheme)) throw appError('INVALID_TOKEN');
    return { memberId: sub, scheme };
  }

  readonly requireMember = async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (token === undefined) throw appError('LOGIN_REQUIRED');
    const identity = await this.verify(token);
    const provider = providerOf(request);
    if (provider !== undefined && provider !== identity.scheme) throw appError('ACCOUNT_NOT_FOUND');
    this.#identities.set(request, identity);
  };

  /** The identity requireMember found for this request. */
  memberOf(request: FastifyRequest): MemberIdentity {
    const identity = this.#identities.get(request);
    if (!identity) throw appError('LOGIN_REQUIRED');
    return identity;
  }
}
