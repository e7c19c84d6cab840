import { randomBytes } from 'node:crypto';
import type { Clock } from '@skybook/domain/clock';
import { isMemberScheme } from '@skybook/domain/member-rules';
import type { FastifyInstance } from 'fastify';
import { errors, jwtVerify, SignJWT } from 'jose';
import { getOrCreateSecret } from '../../db/app-secret.repository';
import { appError } from '../../plugins/app-error';
import type { MemberIdentity } from './member-auth';

/*
 * The payment partner's token in the login answer (requirements §3 Login response
 * `skypay.access_token` and `profile.userId`): a short-lived JWT the member service signs with
 * HS256 for the audience `skypay`, naming the member. The wallet checks it with
 * verifySkypayToken before it moves money.
 */

export const SKYPAY_AUDIENCE = 'skypay';
/** Seconds a payment-partner token lives: as long as the member's access token. */
export const SKYPAY_TOKEN_TTL_S = 15 * 60;

/** The signing secret: SKYPAY_TOKEN_SECRET, or one generated once and shared through app_secret. */
export async function loadSkypaySecret(
  app: Pick<FastifyInstance, 'config' | 'db' | 'clock'>,
): Promise<Uint8Array> {
  const text =
    app.config.SKYPAY_TOKEN_SECRET ??
    (await getOrCreateSecret(
      app.db,
      'member.skypay.hs256',
      () => Promise.resolve(randomBytes(32).toString('base64url')),
      app.clock.now(),
    ));
  return new TextEncoder().encode(text);
}

export interface SkypayTokenOptions {
  secret: Uint8Array;
  /** The member service, `<PUBLIC_URL>/member`: the token's issuer. */
  issuer: string;
  clock: Clock;
}

/** A payment-partner token for the member, and the seconds it lives. */
export async function issueSkypayToken(
  member: MemberIdentity,
  options: SkypayTokenOptions,
): Promise<{ token: string; expiresIn: number }> {
  const now = Math.floor(options.clock.now().getTime() / 1000);
  const token = await new SignJWT({ scheme: member.scheme })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(options.issuer)
    .setAudience(SKYPAY_AUDIENCE)
    .setSubject(member.memberId)
    .setJti(randomBytes(12).toString('base64url'))
    .setIssuedAt(now)
    .setExpirationTime(now + SKYPAY_TOKEN_TTL_S)
    .sign(options.secret);
  return { token, expiresIn: SKYPAY_TOKEN_TTL_S };
}

/**
 * The member a payment-partner token names: signed with the secret, by the member service, for
 * `skypay`, unexpired on the clock. 401 TOKEN_EXPIRED when it has expired, INVALID_TOKEN otherwise.
 */
export async function verifySkypayToken(token: string, options: SkypayTokenOptions): Promise<MemberIdentity> {
  try {
    const { payload } = await jwtVerify(token, options.secret, {
      issuer: options.issuer,
      audience: SKYPAY_AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp'],
      currentDate: options.clock.now(),
    });
    const { sub, scheme } = payload;
    if (typeof sub === 'string' && isMemberScheme(scheme)) return { memberId: sub, scheme };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw appError('TOKEN_EXPIRED');
  }
  throw appError('INVALID_TOKEN');
}
