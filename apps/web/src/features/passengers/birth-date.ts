import { ADULT_MIN_AGE_YEARS, CHILD_MIN_AGE_YEARS } from '@skybook/domain/booking-constants';
import type { PassengerType } from '@skybook/domain/passenger-enums';
import { MAX_AGE_YEARS } from '@skybook/domain/passenger-rules';

/**
 * The date of birth is picked as day, month and year. The form keeps it as one string: the
 * complete `YYYY-MM-DD`, `''` when nothing is picked, and the picked parts with the others left
 * empty in between (`2019--05`) while it is incomplete, which the rules report as not a date.
 */
export interface BirthDateParts {
  readonly year: string;
  readonly month: string;
  readonly day: string;
}

export function splitBirthDate(value: string): BirthDateParts {
  const [year = '', month = '', day = ''] = value.split('-');
  return { year, month, day };
}

export function joinBirthDate({ year, month, day }: BirthDateParts): string {
  if (year === '' && month === '' && day === '') return '';
  return `${year}-${month}-${day}`;
}

/** Two digits, as the date keeps days and months. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The birth years offered to a passenger type, newest first: the years its age band can fall in
 * at the reference date (adults up to 120, requirements §5 bands), bounded by today's year. The rules
 * decide the exact day, so the band's edge years are offered whole.
 */
export function birthYears(type: PassengerType, referenceYear: number, todayYear: number): number[] {
  const [newest, oldest] =
    type === 'adult'
      ? [referenceYear - ADULT_MIN_AGE_YEARS, referenceYear - MAX_AGE_YEARS]
      : type === 'child'
        ? [referenceYear - CHILD_MIN_AGE_YEARS, referenceYear - ADULT_MIN_AGE_YEARS]
        : [todayYear, referenceYear - CHILD_MIN_AGE_YEARS];
  const years: number[] = [];
  for (let year = Math.min(newest, todayYear); year >= oldest; year -= 1) years.push(year);
  return years;
}
