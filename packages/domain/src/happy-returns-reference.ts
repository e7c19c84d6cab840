import { AIRLINE_TIME_ZONE, toIsoDate } from '@skybook/domain/clock';

/** `HR-2026-000123`: the request reference of number `n` of `year` (six digits, more past 999,999). */
export function formatHappyReturnReference(year: number, n: number): string {
  return `HR-${String(year)}-${String(n).padStart(6, '0')}`;
}

/** The year references are numbered in at `instant`: Vietnam's calendar year. */
export function referenceYear(instant: Date): number {
  return Number(toIsoDate(instant, AIRLINE_TIME_ZONE).slice(0, 4));
}
