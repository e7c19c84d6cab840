/**
 * Field rules of the passenger and contact forms (requirements §5), shared by the web form and the
 * server's validation of the same body. Every check answers a {@link PassengerFormError} key, never
 * a sentence: each side translates it.
 */
import {
  ADDRESS_MAX_LENGTH,
  ADULT_MIN_AGE_YEARS,
  CHILD_MIN_AGE_YEARS,
  INFANT_MIN_AGE_DAYS,
  PHONE_DIGITS,
} from './booking-constants';
import { ageAt, daysBetween, isIsoDate, type IsoDate } from './clock';
import type { PassengerType } from './passenger-enums';

/** Every problem the passenger forms can report, as translation keys. */
export const PASSENGER_FORM_ERRORS = [
  'required',
  'invalidName',
  'birthDateInvalid',
  'birthDateFuture',
  'birthDateTooYoung',
  'birthDateTooOld',
  'invalidCountry',
  'invalidProvince',
  'documentRequired',
  'invalidDocument',
  'invalidLoyaltyNumber',
  'passengerCountMismatch',
  'flyWithRequired',
  'flyWithTaken',
  'invalidPhone',
  'invalidPhoneCode',
  'invalidEmail',
  'addressTooLong',
  'invalidAddress',
  'childTitle',
] as const;
export type PassengerFormError = (typeof PASSENGER_FORM_ERRORS)[number];

/** Longest family, middle or given name accepted, characters. */
export const NAME_MAX_LENGTH = 40;

/** Oldest age anyone is accepted at, years: an older birth date is a typing mistake. */
export const MAX_AGE_YEARS = 120;

/** Latin capitals in words separated by single spaces (the name filter produces exactly this). */
const PERSON_NAME = /^[A-Z]+(?: [A-Z]+)*$/;

/** A name part as the forms keep it: Latin capitals and single spaces, at most 40 characters. */
export function isValidPersonName(value: string): boolean {
  return value.length <= NAME_MAX_LENGTH && PERSON_NAME.test(value);
}

/** 8 to 11 digits, nothing else (requirements §5: no special characters; the country code is apart). */
export function isValidPhoneNumber(value: string): boolean {
  return new RegExp(`^\\d{${String(PHONE_DIGITS.min)},${String(PHONE_DIGITS.max)}}$`).test(value);
}

/**
 * A plain mailbox address: a local part of the characters RFC 5322 allows unquoted, one `@`, and
 * a domain of dot-separated labels ending in a letter label of at least two characters.
 */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Letters without diacritics, digits, spaces and the punctuation addresses use: , . / - # ( ) ' */
const ADDRESS = /^[A-Za-z0-9 ,./#()'-]+$/;

/** At most 50 characters (requirements §5) of the address alphabet, not only spaces. */
export function isValidAddress(value: string): boolean {
  return value.length <= ADDRESS_MAX_LENGTH && ADDRESS.test(value) && value.trim() !== '';
}

/** Passport or national ID number: 6 to 15 capital letters or digits. */
export function isValidDocumentNumber(value: string): boolean {
  return /^[A-Z0-9]{6,15}$/.test(value);
}

/** Skyclub or SkyJoy membership number: 6 to 16 capital letters or digits. */
export function isValidLoyaltyNumber(value: string): boolean {
  return /^[A-Z0-9]{6,16}$/.test(value);
}

export type BirthDateProblem =
  'birthDateInvalid' | 'birthDateFuture' | 'birthDateTooYoung' | 'birthDateTooOld';

/**
 * Whether a birth date fits the passenger type at the reference date (requirements §5 age bands, checked
 * at the date of the last flight): an adult is 12 or older; a child 2 or older and under 12; an
 * infant under 2 and at least 14 days old. Nobody is born after `today`, or over 120 years ago.
 */
export function birthDateProblem(
  type: PassengerType,
  dateOfBirth: string,
  dates: { readonly reference: IsoDate; readonly today: IsoDate },
): BirthDateProblem | null {
  if (!isIsoDate(dateOfBirth)) return 'birthDateInvalid';
  if (dateOfBirth > dates.today) return 'birthDateFuture';
  const years = ageAt(dateOfBirth, dates.reference);
  if (years > MAX_AGE_YEARS) return 'birthDateTooOld';
  switch (type) {
    case 'adult':
      return years >= ADULT_MIN_AGE_YEARS ? null : 'birthDateTooYoung';
    case 'child':
      if (years < CHILD_MIN_AGE_YEARS) return 'birthDateTooYoung';
      return years < ADULT_MIN_AGE_YEARS ? null : 'birthDateTooOld';
    case 'infant':
      if (years >= CHILD_MIN_AGE_YEARS) return 'birthDateTooOld';
      return daysBetween(dateOfBirth, dates.reference) >= INFANT_MIN_AGE_DAYS ? null : 'birthDateTooYoung';
  }
}
