import type { ManageGrant } from '@skybook/contracts/manage-booking';

/*
 * The manage grant of the booking the traveller opened (requirements §2 /my/ routes): what the
 * server signed for it after the lookup form or the e-mail's link, with its expiry and the
 * booking's opaque key. It lives in sessionStorage, one tab's life, never in the address: the
 * locator and the names are sent once, and every later manage call (the booking's detail,
 * its payment, extras and flight change) names the booking by this grant alone.
 *
 * API: `manageGrantStore.read()` the live grant or null (an expired one is forgotten on read),
 * `manageGrantStore.save(grant)` after a lookup or a fresh grant from GET reservations,
 * `manageGrantStore.clear()` when the server refused it (403/410) or the booking is left.
 */

/** Where the grant is kept in sessionStorage, as JSON `{ grant, expiresAt, reservationKey }`. */
export const MANAGE_GRANT_STORAGE_KEY = 'skybook.manageGrant';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: the traveller looks the booking up again.
    return null;
  }
}

function isGrant(value: unknown): value is ManageGrant {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.grant === 'string' &&
    typeof record.expiresAt === 'string' &&
    typeof record.reservationKey === 'string'
  );
}

export const manageGrantStore = {
  /** The stored grant, or null when there is none or it has expired (`now` for tests). */
  read(now: number = Date.now()): ManageGrant | null {
    const store = storage();
    const text = store?.getItem(MANAGE_GRANT_STORAGE_KEY);
    if (!store || !text) return null;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = null;
    }
    if (!isGrant(value) || !(Date.parse(value.expiresAt) > now)) {
      store.removeItem(MANAGE_GRANT_STORAGE_KEY);
      return null;
    }
    return value;
  },
  /** Keeps `grant` (replacing the one before: one booking at a time per tab). */
  save(grant: ManageGrant): void {
    try {
      storage()?.setItem(
        MANAGE_GRANT_STORAGE_KEY,
        JSON.stringify({
          grant: grant.grant,
          expiresAt: grant.expiresAt,
          reservationKey: grant.reservationKey,
        }),
      );
    } catch {
      // A full or blocked storage: the page still works until it is reloaded.
    }
  },
  /** Forgets the grant. */
  clear(): void {
    storage()?.removeItem(MANAGE_GRANT_STORAGE_KEY);
  },
};
