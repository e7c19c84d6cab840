import type { ManageGrant } from '@skybook/contracts/manage-booking';

/*
 * The manage grant (decision 021) as the search-booking page keeps it for the tab: sessionStorage
 * `skybook.manageGrant`, JSON `{ grant, expiresAt, reservationKey }`. This page only reads it and
 * stores the fresh one each read of the booking hands out; behind this small interface so the
 * manage-booking feature's own store can take its place.
 */

export const MANAGE_GRANT_STORAGE_KEY = 'skybook.manageGrant';

export interface ManageGrantStore {
  /** The grant of this tab, or null when there is none or it has expired. */
  read(now?: number): ManageGrant | null;
  save(grant: ManageGrant): void;
  clear(): void;
}

function isStoredGrant(value: unknown): value is ManageGrant {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (
    typeof fields.grant === 'string' &&
    typeof fields.expiresAt === 'string' &&
    typeof fields.reservationKey === 'string'
  );
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): no grant.
    return null;
  }
}

export const manageGrantStore: ManageGrantStore = {
  read(now = Date.now()) {
    const text = storage()?.getItem(MANAGE_GRANT_STORAGE_KEY);
    if (!text) return null;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return null;
    }
    if (!isStoredGrant(value)) return null;
    const expiresAt = Date.parse(value.expiresAt);
    return Number.isFinite(expiresAt) && expiresAt > now ? value : null;
  },
  save(grant) {
    try {
      storage()?.setItem(MANAGE_GRANT_STORAGE_KEY, JSON.stringify(grant));
    } catch {
      // A full or refused storage keeps the older grant: the booking still opens until it expires.
    }
  },
  clear() {
    storage()?.removeItem(MANAGE_GRANT_STORAGE_KEY);
  },
};
