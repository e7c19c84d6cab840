import { manageGrantStore } from '../../lib/manage-grant';
import { MANAGE_GRANT_HEADER } from '../../lib/manage-request';

/**
 * The manage grant this page works with (requirements §2 /my/ routes): found by /my/search-booking
 * and kept for the browser tab by lib/manage-grant.ts, read here behind one small interface so
 * the page's tests can hand in their own.
 */
export interface StoredGrant {
  readonly grant: string;
  readonly expiresAt: string;
  readonly reservationKey: string;
}

export interface GrantSource {
  /** The grant still valid at `now`, or null (none, unreadable or expired). */
  read(now: Date): StoredGrant | null;
}

/** The tab's manage grant, from the one store every manage page shares. */
export const sessionGrantSource: GrantSource = {
  read: (now) => manageGrantStore.read(now.getTime()),
};

/** The grant in the header every manage call carries it in (lib/manage-request.ts). */
export function grantHeaders(grant: StoredGrant): Record<string, string> {
  return { [MANAGE_GRANT_HEADER]: grant.grant };
}
