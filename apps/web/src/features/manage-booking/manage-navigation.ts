import type { Language } from '@skybook/domain/languages';
import { sitePath } from '../../lib/site-path';

/** /my/booking-detail/{key}: the booking under its opaque key, never its locator. */
export function bookingDetailPath(language: Language, reservationKey: string): string {
  return sitePath(language, `my/booking-detail/${encodeURIComponent(reservationKey)}`);
}

export function searchBookingPath(language: Language): string {
  return sitePath(language, 'my/search-booking');
}

/** What the detail page hands the lookup form when it sends the traveller back to it. */
export interface SearchBookingState {
  /** The server's translated reason (the grant expired or was refused). */
  readonly notice: string;
}

/** The notice a navigation to the lookup form carried, if any. */
export function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' && state.notice !== '' ? state.notice : null;
}
