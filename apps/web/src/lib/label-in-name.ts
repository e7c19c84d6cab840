/**
 * An accessible name that begins with what the control shows (WCAG 2.5.3 Label in Name: a
 * speech-input user says the words they see), then says what the eye takes from the layout: a
 * calendar day shows "8" and "1,2 tr" and is named "8 1,2 tr, Tuesday 8 December 2026, from
 * 1.234.000 ₫". Empty parts are left out.
 */
export function labelInName(
  shown: readonly (string | null | undefined)[],
  said: readonly (string | null | undefined)[],
): string {
  const visible = shown.filter((part): part is string => Boolean(part?.trim())).join(' ');
  return [visible, ...said].filter((part): part is string => Boolean(part)).join(', ');
}

/** The day of the month as a calendar cell shows it in `locale` ("8", "8日", "8일"). */
export function shownDay(day: { year: number; month: number; day: number }, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(day.year, day.month - 1, day.day),
  );
}
