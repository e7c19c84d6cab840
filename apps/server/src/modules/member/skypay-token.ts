import type { FastifyInstance } from 'fastify';
import type { MemberIdentity } from './member-auth';
import {
  loadPartnerSecret,
  signPartnerToken,
  verifyPartnerToken,
  type PartnerTokenOptions,
} from './partner-token';

/*
 * The payment partner's token in the login answer (requirements §3 Login response
 * `skypay.access_token` and `profile.userId`): a partner token (partner-token.ts) for the audience
 * `skypay`, as long-lived as the member's access token. The wallet checks it with
 * verifySkypayToken before it moves money.
 */

export const SKYPAY_AUDIENCE = 'skypay';
/** Seconds a payment-partner token lives: as long as the member's access token. */
export const SKYPAY_TOKEN_TTL_S = 15 * 60;

/** The signing secret: SKYPAY_TOKEN_SECRET, or one generated once and shared through app_secret. */
export function loadSkypaySecret(app: Pick<FastifyInstance, 'config' | 'db' | 'clock'>): Promise<Uint8Array> {
  return loadPartnerSecret(app, 'member.skypay.hs256', app.config.SKYPAY_TOKEN_SECRET);
}

export type SkypayTokenOptions = PartnerTokenOptions;

/** A payment-partner token for the member, and the seconds it lives. */
export function issueSkypayToken(
  member: MemberIdentity,
  options: SkypayTokenOptions,
): Promise<{ token: string; expiresIn: number }> {
  return signPartnerToken(member, {}, { audience: SKYPAY_AUDIENCE, ttlSeconds: SKYPAY_TOKEN_TTL_S }, options);
}

/**
 * The member a payment-partner token names: signed with the secret, by the member service, for
 * `skypay`, unexpired on the clock. 401 TOKEN_EXPIRED when it has expired, INVALID_TOKEN otherwise.
 */
export async function verifySkypayToken(token: string, options: SkypayTokenOptions): Promise<MemberIdentity> {
  return (await verifyPartnerToken(token, SKYPAY_AUDIENCE, options)).member;
}
