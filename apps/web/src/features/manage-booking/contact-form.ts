import type { CountryDto, ProvinceDto } from '@skybook/contracts/content';
import type { UpdatableContact } from '@skybook/contracts/reservation';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { ADDRESS_MAX_LENGTH } from '@skybook/domain/booking-constants';
import { isValidAddress, isValidEmail, isValidPhoneNumber } from '@skybook/domain/passenger-rules';
import type { FormIssue } from '../../lib/form-resolver';

/*
 * The contact form of the booking's detail: the fields PUT reservations accepts, checked with the
 * contract's schema and the rules the server applies to them (requirements §5: phone 8–11 digits,
 * an e-mail, an address of at most 50 characters, a known country and, for Vietnam, a province).
 */

export type ContactValues = UpdatableContact;

/** The form's messages: a key of manageBooking `contact.errors`. */
export const CONTACT_ERRORS = [
  'required',
  'invalidPhone',
  'invalidPhoneCode',
  'invalidEmail',
  'addressTooLong',
  'invalidAddress',
  'invalidCountry',
  'invalidProvince',
] as const;
export type ContactError = (typeof CONTACT_ERRORS)[number];

export function isContactError(message: string | undefined): message is ContactError {
  return CONTACT_ERRORS.some((key) => key === message);
}

/** The form's starting values: the booking's contact as it is. */
export function contactValues(contact: ReservationDto['contact']): ContactValues {
  const { phoneCode, phoneNumber, email, address, country, province, messagingApp } = contact;
  return { phoneCode, phoneNumber, email, address, country, province, messagingApp };
}

/** What the lists say about the chosen country and province (unknown while they load). */
export interface ContactLists {
  readonly countries: readonly CountryDto[] | undefined;
  readonly provinces: readonly ProvinceDto[] | undefined;
}

/** Whether a form's context is the lists (react-hook-form types its context loosely). */
export function isContactLists(value: unknown): value is ContactLists {
  return typeof value === 'object' && value !== null && 'countries' in value && 'provinces' in value;
}

/** The server's rules on the values, beyond the schema's shape. */
export function contactIssues(values: ContactValues, lists: ContactLists): FormIssue<ContactError>[] {
  const issues: FormIssue<ContactError>[] = [];
  const at = (field: keyof ContactValues, message: ContactError) => issues.push({ field, message });
  if (values.phoneNumber !== '' && !isValidPhoneNumber(values.phoneNumber)) at('phoneNumber', 'invalidPhone');
  if (values.email !== '' && !isValidEmail(values.email)) at('email', 'invalidEmail');
  if (values.address !== '' && !isValidAddress(values.address))
    at('address', values.address.length > ADDRESS_MAX_LENGTH ? 'addressTooLong' : 'invalidAddress');
  if (
    values.country !== '' &&
    lists.countries &&
    !lists.countries.some((c) => c.countryCode === values.country)
  )
    at('country', 'invalidCountry');
  if (values.province === '') {
    if (values.country === 'VN') at('province', 'required');
  } else if (lists.provinces && !lists.provinces.some((p) => p.code === values.province)) {
    at('province', 'invalidProvince');
  }
  return issues;
}

/** `body.contact.phoneNumber` (a server issue's path) → `phoneNumber`, for a field of the form. */
export function contactFieldOf(path: string): keyof ContactValues | null {
  const field = /^body\.contact\.(\w+)$/.exec(path)?.[1];
  const fields: readonly (keyof ContactValues)[] = [
    'phoneCode',
    'phoneNumber',
    'email',
    'address',
    'country',
    'province',
    'messagingApp',
  ];
  return fields.find((name) => name === field) ?? null;
}
