import type { Language } from '@skybook/domain/languages';
import { sitePath } from '../../lib/site-path';

/** /my/booking-detail/{key}: the booking under its opaque key, never its locator. */
export function bookingDetailPath(language: Language, reservationKey: string): string {
  return sitePath(language, `my/booking-detail/${encodeURIComponent(reservationKey)}`);
}

export function searchBookingPath(language: Language): string {
  return sitePath(language, 'my/search-booking');
}
