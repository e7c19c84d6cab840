import { randomBytes } from 'node:crypto';
import type { Clock } from '@skybook/domain/clock';
import { isMemberScheme } from '@skybook/domain/member-rules';
import type { FastifyInstance } from 'fastify';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { getOrCreateSecret } from '../../db/app-secret.repository';
import { appError } from '../../plugins/app-error';
import type { MemberIdentity } from './member-auth';

/*
 * The member service's tokens for its partners (the payment partner's in the login answer, the
 * bank link's): short-lived JWTs it signs with HS256 under one secret per partner, issued by
 * `<PUBLIC_URL>/member` for the partner's audience, naming the member (`sub`, `scheme`), each with
 * a random `jti`. A partner token is never a member-service access token: another key, another
 * audience.
 */

/**
 * A partner's signing secret: the configured one, or one generated once and shared by every
 * process through app_secret under `name`.
 */
export async function loadPartnerSecret(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  name: string,
  configured: string | undefined,
): Promise<Uint8Array> {
  const text =
    configured ??
    (await getOrCreateSecret(
      app.db,
      name,
      () => Promise.resolve(randomBytes(32).toString('base64url')),
      app.clock.now(),
    ));
  return new TextEncoder().encode(text);
}

export interface PartnerTokenOptions {
  secret: Uint8Array;
  /** The member service, `<PUBLIC_URL>/member`: the token's issuer. */
  issuer: string;
  clock: Clock;
}

export interface PartnerTokenKind {
  audience: string;
  /** Seconds a token lives. */
  ttlSeconds: number;
}

/** A partner token for the member with the partner's own claims, and the seconds it lives. */
export async function signPartnerToken(
  member: MemberIdentity,
  claims: JWTPayload,
  kind: PartnerTokenKind,
  options: PartnerTokenOptions,
): Promise<{ token: string; expiresIn: number }> {
  const now = Math.floor(options.clock.now().getTime() / 1000);
  const token = await new SignJWT({ ...claims, scheme: member.scheme })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(options.issuer)
    .setAudience(kind.audience)
    .setSubject(member.memberId)
    .setJti(randomBytes(12).toString('base64url'))
    .setIssuedAt(now)
    .setExpirationTime(now + kind.ttlSeconds)
    .sign(options.secret);
  return { token, expiresIn: kind.ttlSeconds };
}

/**
 * The member a partner token names, and its claims: signed with the secret, by the member service,
 * for the audience, unexpired on the clock. 401 TOKEN_EXPIRED once expired, INVALID_TOKEN otherwise.
 */
export async function verifyPartnerToken(
  token: string,
  audience: string,
  options: PartnerTokenOptions,
): Promise<{ member: MemberIdentity; claims: JWTPayload }> {
  try {
    const { payload } = await jwtVerify(token, options.secret, {
      issuer: options.issuer,
      audience,
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp'],
      currentDate: options.clock.now(),
    });
    const { sub, scheme } = payload;
    if (typeof sub === 'string' && isMemberScheme(scheme))
      return { member: { memberId: sub, scheme }, claims: payload };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw appError('TOKEN_EXPIRED');
  }
  throw appError('INVALID_TOKEN');
}
