import { dateTimeFormat } from '@skybook/domain/intl-formats';

/** `2027-03-05` in the page's language (the day itself, whatever the browser's time zone). */
export function formatDay(isoDate: string, language: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
}

/** "07:00" from the server's local time "2026-12-01T07:00+07:00" (the airport's own clock). */
export function localTime(localDateTime: string): string {
  return localDateTime.slice(11, 16);
}
