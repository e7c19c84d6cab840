import { createHash } from 'node:crypto';
import type { DeviceInfo } from '@skybook/contracts/member-extras';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../../plugins/app-error';
import type { MemberIdentity } from '../member-auth';
import {
  loadPartnerSecret,
  signPartnerToken,
  verifyPartnerToken,
  type PartnerTokenOptions,
} from '../partner-token';

/*
 * The bank link's access token (requirements §7 `users/{provider}/hdbank/get-access-token`;
 * decision 031): a partner token (partner-token.ts) for the audience `hdbank`, 5 minutes, bound to
 * the member and to the device that asked for it. It carries:
 *   iss  the member service (`<PUBLIC_URL>/member`), aud `hdbank`, typ JWT, alg HS256;
 *   sub  the member's id, `scheme` skyclub | skyjoy;
 *   dvc  the SHA-256 (base64url) of the device id: the device is named, not disclosed;
 *   dev  { os, osVersion, type }: the device as the app described it, for the bank's records;
 *   jti, iat, exp.
 * The bank checks it with verifyHdbankToken and the device id the app sends alongside.
 */

export const HDBANK_AUDIENCE = 'hdbank';
/** Seconds a bank-link token lives. */
export const HDBANK_TOKEN_TTL_S = 5 * 60;

const KIND = { audience: HDBANK_AUDIENCE, ttlSeconds: HDBANK_TOKEN_TTL_S };

/** Its own secret, generated once and shared through app_secret: never the payment partner's. */
export function loadHdbankSecret(app: Pick<FastifyInstance, 'db' | 'clock'>): Promise<Uint8Array> {
  return loadPartnerSecret(app, 'member.hdbank.hs256', undefined);
}

const deviceHash = (deviceId: string) => createHash('sha256').update(deviceId, 'utf8').digest('base64url');

/** A bank-link token for the member on the device, and the seconds it lives. */
export function issueHdbankToken(
  member: MemberIdentity,
  device: DeviceInfo,
  options: PartnerTokenOptions,
): Promise<{ token: string; expiresIn: number }> {
  const claims = {
    dvc: deviceHash(device.deviceId),
    dev: { os: device.osName, osVersion: device.osVersion, type: device.deviceType },
  };
  return signPartnerToken(member, claims, KIND, options);
}

/**
 * The member a bank-link token names, when it is used from the device it was issued to: 401
 * TOKEN_EXPIRED once expired, INVALID_TOKEN for any other token or another device.
 */
export async function verifyHdbankToken(
  token: string,
  deviceId: string,
  options: PartnerTokenOptions,
): Promise<MemberIdentity> {
  const { member, claims } = await verifyPartnerToken(token, HDBANK_AUDIENCE, options);
  if (claims.dvc !== deviceHash(deviceId)) throw appError('INVALID_TOKEN');
  return member;
}
