import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/** Why the server refuses a change (JOURNEY_CHANGE_NOT_ALLOWED details.reason) that this page explains. */
export const CHANGE_REFUSALS = [
  'cancelled',
  'tooLate',
  'otherRoute',
  'sameFlights',
  'journeyOrder',
  'passengers',
  'currency',
  'bookingKeyExpired',
  'flightUnavailable',
  'notChangeable',
] as const;

export type ChangeRefusal = (typeof CHANGE_REFUSALS)[number];

/** The refusal a failed quote or change names, or null. */
export function changeRefusalOf(error: unknown): ChangeRefusal | null {
  if (!(error instanceof ApiError) || error.errorCode !== 'JOURNEY_CHANGE_NOT_ALLOWED') return null;
  const reason = error.envelope?.details?.reason;
  return CHANGE_REFUSALS.find((known) => known === reason) ?? null;
}

/** What to tell the traveller about a failed quote or change, in the page's language. */
export function changeErrorText(error: unknown, t: TFunction<'editBooking'>): string {
  const refusal = changeRefusalOf(error);
  if (refusal) return t(`refusals.${refusal}`);
  if (error instanceof ApiError) return error.message;
  return t('quote.failed');
}
