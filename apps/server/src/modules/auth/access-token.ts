import type { Clock } from '@skybook/domain/clock';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';

/** The private members of an RSA JWK: never part of a key set used to verify. */
const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth']);

/** The public half of each signing key. */
export function publicKeys(keys: readonly JWK[]): JWK[] {
  return keys.map((key) =>
    Object.fromEntries(Object.entries(key).filter(([name]) => !PRIVATE_MEMBERS.has(name))),
  );
}

export interface MemberAccessToken {
  memberId: string;
  clientId: string;
}

/**
 * Checks an access token the provider issued for the member service (the change-password page is
 * opened with one, requirements §7): signed by the provider's key, its issuer and audience, not
 * expired on the server's clock. Null for any other text.
 */
export function accessTokenVerifier(options: {
  keys: readonly JWK[];
  issuer: string;
  audience: string;
  clock: Clock;
}): (token: string) => Promise<MemberAccessToken | null> {
  const keySet = createLocalJWKSet({ keys: publicKeys(options.keys) });
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: options.audience,
        typ: 'at+jwt',
        algorithms: ['RS256'],
        currentDate: options.clock.now(),
      });
      const { sub, client_id: clientId } = payload;
      return typeof sub === 'string' && typeof clientId === 'string' ? { memberId: sub, clientId } : null;
    } catch {
      return null;
    }
  };
}
