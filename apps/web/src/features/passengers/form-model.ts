import type { PassengerRulesContext } from '@skybook/contracts/passengers';
import type { FieldPath } from 'react-hook-form';
import { passengerKey } from '@skybook/contracts/passengers';
import type { IsoDate } from '@skybook/domain/clock';
import { PASSENGER_TYPES, type PassengerType } from '@skybook/domain/passenger-enums';
import { normalizeName } from '@skybook/domain/text-filters';
import type { DraftContact, DraftPassenger, PassengerDetailsDraft } from '../../stores/passenger-details';

/** The passenger counts of a booking session. */
export interface SessionCounts {
  readonly adult: number;
  readonly child: number;
  readonly infant: number;
}

/** The dialling prefix the phone fields start with (Vietnam, requirements §9 default country). */
export const DEFAULT_PHONE_CODE = '+84';

export function emptyPassenger(type: PassengerType, ordinal: number): DraftPassenger {
  return {
    key: passengerKey(type, ordinal),
    type,
    title: '',
    gender: '',
    lastName: '',
    middleName: '',
    firstName: '',
    dateOfBirth: '',
    nationality: '',
    country: '',
    documentNumber: '',
    loyaltyNumber: '',
    flyWith: null,
  };
}

export function emptyContact(): DraftContact {
  return {
    title: '',
    lastName: '',
    middleName: '',
    firstName: '',
    phoneCode: DEFAULT_PHONE_CODE,
    phoneNumber: '',
    email: '',
    address: '',
    country: '',
    province: '',
    isRepresentative: false,
    messagingApp: 'NO',
  };
}

/** Adults first, then children, then infants (ADT1…, CHD1…, INF1…), as the rules expect them. */
export function emptyDetails(counts: SessionCounts): PassengerDetailsDraft {
  return {
    passengers: PASSENGER_TYPES.flatMap((type) =>
      Array.from({ length: counts[type] }, (_, index) => emptyPassenger(type, index + 1)),
    ),
    contact: emptyContact(),
    emergencyContact: { fullName: '', phoneCode: DEFAULT_PHONE_CODE, phoneNumber: '', relation: '' },
  };
}

/**
 * The form to show: what was typed before for this session when it has the session's passengers,
 * otherwise an empty form for them.
 */
export function initialDetails(
  saved: PassengerDetailsDraft | null,
  counts: SessionCounts,
): PassengerDetailsDraft {
  const empty = emptyDetails(counts);
  if (!saved) return empty;
  const sameKeys =
    saved.passengers.length === empty.passengers.length &&
    saved.passengers.every(
      (passenger, index) =>
        passenger.key === empty.passengers[index]?.key && passenger.type === empty.passengers[index].type,
    );
  return sameKeys ? saved : { ...empty, contact: saved.contact, emergencyContact: saved.emergencyContact };
}

/**
 * The details with every name in its submitted form (requirements §5: Latin capitals, no trailing space
 * left from typing the next word): what is validated and sent.
 */
export function withNormalizedNames(details: PassengerDetailsDraft): PassengerDetailsDraft {
  return {
    passengers: details.passengers.map((passenger) => ({
      ...passenger,
      lastName: normalizeName(passenger.lastName),
      middleName: normalizeName(passenger.middleName),
      firstName: normalizeName(passenger.firstName),
    })),
    contact: {
      ...details.contact,
      lastName: normalizeName(details.contact.lastName),
      middleName: normalizeName(details.contact.middleName),
      firstName: normalizeName(details.contact.firstName),
    },
    emergencyContact: {
      ...details.emergencyContact,
      fullName: normalizeName(details.emergencyContact.fullName),
    },
  };
}

/** What the rules need from the booking session and the country lists. */
export interface RulesSources {
  readonly ageReferenceDate: IsoDate;
  readonly today: IsoDate;
  readonly requiresDocuments: boolean;
  readonly counts: SessionCounts;
  /** Codes of the countries the site knows; empty while they load (the server checks again). */
  readonly countryCodes: ReadonlySet<string>;
  /** The provinces loaded for one country, or null while none are. */
  readonly provinces: { readonly countryCode: string; readonly codes: ReadonlySet<string> } | null;
}

export function rulesContext(sources: RulesSources): PassengerRulesContext {
  return {
    referenceDate: sources.ageReferenceDate,
    today: sources.today,
    requiresDocuments: sources.requiresDocuments,
    counts: sources.counts,
    isKnownCountry: (code) => sources.countryCodes.size === 0 || sources.countryCodes.has(code),
    isKnownProvince: (countryCode, code) =>
      sources.provinces?.countryCode !== countryCode || sources.provinces.codes.has(code),
  };
}

/** The fields of each part of the form, in the order they are shown. */
const PASSENGER_FIELDS = [
  'title',
  'gender',
  'lastName',
  'middleName',
  'firstName',
  'dateOfBirth',
  'nationality',
  'country',
  'documentNumber',
  'loyaltyNumber',
  'flyWith',
] as const;
const CONTACT_FIELDS = [
  'title',
  'lastName',
  'middleName',
  'firstName',
  'phoneCode',
  'phoneNumber',
  'email',
  'address',
  'country',
  'province',
  'messagingApp',
] as const;
const EMERGENCY_FIELDS = ['fullName', 'phoneCode', 'phoneNumber', 'relation'] as const;

const FIELD_PATH = new RegExp(
  `^(?:passengers\\.(\\d+)\\.(${PASSENGER_FIELDS.join('|')})|contact\\.(${CONTACT_FIELDS.join('|')})|emergencyContact\\.(${EMERGENCY_FIELDS.join('|')}))$`,
);

/** A path of a field the form shows (`passengers.2.lastName`, `contact.email`). */
export function isFormFieldPath(path: string): path is FieldPath<PassengerDetailsDraft> {
  return FIELD_PATH.test(path);
}

/**
 * The form field a server issue is about: the quotation answers `details.passengers.2.lastName`
 * (its body is `{ details, services }`). Null for an issue no field shows.
 */
export function fieldOfIssuePath(path: string): FieldPath<PassengerDetailsDraft> | null {
  const field = path.replace(/^(?:body\.)?details\./, '');
  return isFormFieldPath(field) ? field : null;
}

function indexIn(list: readonly string[], value: string): number {
  return list.indexOf(value);
}

/** Where a field comes in the form, for sorting: passengers in order, then contact, then emergency. */
export function fieldOrder(path: string): number {
  const match = FIELD_PATH.exec(path);
  if (!match) return Number.MAX_SAFE_INTEGER;
  const [, index, passengerField, contactField, emergencyField = ''] = match;
  if (passengerField !== undefined) return Number(index) * 100 + indexIn(PASSENGER_FIELDS, passengerField);
  if (contactField !== undefined) return 100_000 + indexIn(CONTACT_FIELDS, contactField);
  return 200_000 + indexIn(EMERGENCY_FIELDS, emergencyField);
}

/** The n of `ADT2`: the passenger's number among its type. */
export function ordinalOf(passengerKey: string): number {
  return Number(passengerKey.slice(3));
}

/** A DOM id for a field path: `passengers.2.lastName` → `pax-passengers-2-lastName`. */
export function fieldId(path: string): string {
  return `pax-${path.replaceAll('.', '-')}`;
}

/** How many fields have an error (react-hook-form nests them like the values). */
export function countFieldErrors(errors: unknown): number {
  if (typeof errors !== 'object' || errors === null) return 0;
  if ('type' in errors && typeof errors.type === 'string') return 1;
  return Object.values(errors).reduce<number>((sum, child) => sum + countFieldErrors(child), 0);
}
