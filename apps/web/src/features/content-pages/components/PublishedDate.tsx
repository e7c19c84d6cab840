import { AIRLINE_TIME_ZONE, toIsoDate } from '@skybook/domain/clock';
import { formatDay } from '@skybook/domain/date-format';
import type { Language } from '@skybook/domain/languages';

/** Content dates are written for travellers in Vietnam: the day as it was there. */

export interface PublishedDateProps {
  /** ISO-8601 instant. */
  readonly value: string;
  readonly language: Language;
  readonly className?: string;
}

/** A publication date in the page's language ("18 November 2026", "2026年11月18日"). */
export function PublishedDate({ value, language, className }: PublishedDateProps) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const text = formatDay(toIsoDate(date, AIRLINE_TIME_ZONE), language, 'long');
  return (
    <time dateTime={value} className={className}>
      {text}
    </time>
  );
}
