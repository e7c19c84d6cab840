import type { ManageGrantReader, StoredManageGrant } from '../../../features/payment/payer';

/**
 * The manage grant kept in sessionStorage by manage booking's search and detail pages. A stand-in
 * reader until manage booking's own grant store lands (the payment pages only need to read it):
 * the same key and shape, so pointing the routes at that store changes nothing else.
 */
const STORAGE_KEY = 'skybook.manageGrant';

function isStoredGrant(value: unknown): value is StoredManageGrant {
  if (typeof value !== 'object' || value === null) return false;
  const { grant, expiresAt, reservationKey } = value as Record<string, unknown>;
  return typeof grant === 'string' && typeof expiresAt === 'string' && typeof reservationKey === 'string';
}

export const storedGrantReader: ManageGrantReader = {
  read: () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    } catch {
      return null;
    }
    if (!isStoredGrant(parsed)) return null;
    // An old grant would only be refused: the traveller finds the booking again instead.
    return Date.parse(parsed.expiresAt) > Date.now() ? parsed : null;
  },
};
