import type { TravelDocument } from '@skybook/contracts/checkin';

/*
 * What the traveller has chosen so far on the check-in pages (requirements §2 check-in routes):
 * the journey, who checks in, their passports, the dangerous-goods notice and the seats. It lives
 * in sessionStorage beside the manage grant, for the tab's life and for the grant's booking only,
 * so a reload or Back keeps it; once the journey is checked in, the passports are dropped.
 *
 * API: `checkinDraftStore.read(reservationKey)` the draft of that booking or null,
 * `checkinDraftStore.save(draft)`, `checkinDraftStore.clear()`.
 */

export const CHECKIN_DRAFT_STORAGE_KEY = 'skybook.checkin';

export interface CheckinDraft {
  readonly reservationKey: string;
  /** The journey being checked in (its key, the API's `departureKey`). */
  readonly departureKey: string;
  /** Who checks in, in the booking's order. */
  readonly passengerKeys: readonly string[];
  /** Passports by passenger key (international journeys). */
  readonly documents: Readonly<Record<string, TravelDocument>>;
  readonly dangerousGoodsAccepted: boolean;
  /** Seats the fare includes, chosen now: passenger key → flight key → seat code. */
  readonly seats: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The journey was checked in from this draft: its steps lead to the boarding passes. */
  readonly checkedIn: boolean;
}

/** A new draft for `departureKey`: nobody chosen yet. */
export function startDraft(reservationKey: string, departureKey: string): CheckinDraft {
  return {
    reservationKey,
    departureKey,
    passengerKeys: [],
    documents: {},
    dangerousGoodsAccepted: false,
    seats: {},
    checkedIn: false,
  };
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: the steps start again after a reload.
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDocument(value: unknown): value is TravelDocument {
  return (
    isRecord(value) &&
    typeof value.number === 'string' &&
    typeof value.nationality === 'string' &&
    typeof value.expiresOn === 'string'
  );
}

function isSeats(value: unknown): value is CheckinDraft['seats'] {
  return (
    isRecord(value) &&
    Object.values(value).every(
      (flights) => isRecord(flights) && Object.values(flights).every((code) => typeof code === 'string'),
    )
  );
}

function isDraft(value: unknown): value is CheckinDraft {
  return (
    isRecord(value) &&
    typeof value.reservationKey === 'string' &&
    typeof value.departureKey === 'string' &&
    Array.isArray(value.passengerKeys) &&
    value.passengerKeys.every((key) => typeof key === 'string') &&
    isRecord(value.documents) &&
    Object.values(value.documents).every(isDocument) &&
    typeof value.dangerousGoodsAccepted === 'boolean' &&
    isSeats(value.seats) &&
    typeof value.checkedIn === 'boolean'
  );
}

export const checkinDraftStore = {
  /** The draft of the booking `reservationKey`, or null (none, unreadable, another booking's). */
  read(reservationKey: string): CheckinDraft | null {
    const text = storage()?.getItem(CHECKIN_DRAFT_STORAGE_KEY);
    if (!text) return null;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return null;
    }
    return isDraft(value) && value.reservationKey === reservationKey ? value : null;
  },
  save(draft: CheckinDraft): void {
    try {
      storage()?.setItem(CHECKIN_DRAFT_STORAGE_KEY, JSON.stringify(draft));
    } catch {
      // A full or blocked storage: the page still works until it is reloaded.
    }
  },
  clear(): void {
    storage()?.removeItem(CHECKIN_DRAFT_STORAGE_KEY);
  },
};
