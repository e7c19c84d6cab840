import { MANAGE_GRANT_HEADER } from '@skybook/contracts/manage-booking';

/**
 * The manage grant this page works with (requirements §2 /my/ routes): found by /my/search-booking
 * and kept for the browser tab in sessionStorage under `skybook.manageGrant` as
 * `{ grant, expiresAt, reservationKey }`. A minimal reader behind one small interface, so the page
 * can be pointed at the search page's own grant store (features/manage-booking/grant-store.ts)
 * when the two meet, without changing anything else here.
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

export const MANAGE_GRANT_STORAGE_KEY = 'skybook.manageGrant';

function isStoredGrant(value: unknown): value is StoredGrant {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.grant === 'string' &&
    typeof record.expiresAt === 'string' &&
    typeof record.reservationKey === 'string'
  );
}

export const sessionGrantSource: GrantSource = {
  read(now) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(window.sessionStorage.getItem(MANAGE_GRANT_STORAGE_KEY) ?? 'null');
    } catch {
      return null;
    }
    if (!isStoredGrant(parsed)) return null;
    return Date.parse(parsed.expiresAt) > now.getTime() ? parsed : null;
  },
};

/** The request header naming the booking by its grant. */
export function grantHeaders(grant: StoredGrant): Record<string, string> {
  return { [MANAGE_GRANT_HEADER]: grant.grant };
}
