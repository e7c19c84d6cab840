import { ADDRESS_MAX_LENGTH } from '@skybook/domain/booking-constants';
import { MESSAGING_APPS } from '@skybook/domain/booking-enums';
import type { IsoDate } from '@skybook/domain/clock';
import {
  birthDateProblem,
  isValidAddress,
  isValidDocumentNumber,
  isValidEmail,
  isValidLoyaltyNumber,
  isValidPersonName,
  isValidPhoneNumber,
  type PassengerFormError,
} from '@skybook/domain/passenger-rules';
import { EMERGENCY_RELATIONS, GENDERS, PASSENGER_TYPES, TITLES } from '@skybook/domain/passenger-enums';
import { isTitleAllowed } from '@skybook/domain/passenger-titles';
import { z } from 'zod';
import type { ErrorCode } from './errors';

/*
 * The passenger and contact forms of /passengers (requirements §2 Passengers, §3 Passenger, §5 field
 * rules). One schema for both sides: the web validates with it as the traveller types
 * (react-hook-form's zod resolver), the server validates the same body in the quotation and the
 * booking and answers the requirements §8 INVALID_* code of the first field at fault.
 *
 * Every issue's `message` is a {@link PassengerFormError} key, never a sentence: the web looks it
 * up in its `passengers` translations, the server in its error messages.
 */

/** `ADT1`…`ADT9`, `CHD1`…`CHD8`, `INF1`…`INF9`: the n-th passenger of a type. */
export const PASSENGER_KEY_PATTERN = /^(ADT|CHD|INF)[1-9]$/;

const KEY_PREFIX = { adult: 'ADT', child: 'CHD', infant: 'INF' } as const;

/** The key of the `ordinal`-th (1-based) passenger of a type: `passengerKey('child', 2)` is `CHD2`. */
export function passengerKey(type: (typeof PASSENGER_TYPES)[number], ordinal: number): string {
  return `${KEY_PREFIX[type]}${String(ordinal)}`;
}

const text = z.string().max(200);
const required = (schema: z.ZodString) => schema.min(1, { message: 'required' satisfies PassengerFormError });

export const passengerSchema = z.object({
  key: z.string().regex(PASSENGER_KEY_PATTERN),
  type: z.enum(PASSENGER_TYPES),
  title: z.enum(TITLES, { message: 'required' satisfies PassengerFormError }),
  gender: z.enum(GENDERS, { message: 'required' satisfies PassengerFormError }),
  /** Family name, Latin capitals (the web's name filter removes diacritics as the traveller types). */
  lastName: required(text),
  /** Middle names, may be empty. */
  middleName: text,
  firstName: required(text),
  /** YYYY-MM-DD. */
  dateOfBirth: required(text),
  /** ISO 3166-1 alpha-2. */
  nationality: required(text),
  /** Country of residence, ISO 3166-1 alpha-2. */
  country: required(text),
  /** Passport or national ID number; required only when the journey needs documents (requirements §5). */
  documentNumber: text,
  /** Skyclub / SkyJoy membership number, optional. */
  loyaltyNumber: text,
  /** Infants: the key of the adult they fly with (one infant per adult). Null for others. */
  flyWith: z.string().nullable(),
});

export const contactSchema = z.object({
  title: z.enum(TITLES, { message: 'required' satisfies PassengerFormError }),
  lastName: required(text),
  middleName: text,
  firstName: required(text),
  /** International dialling prefix, `+84`. */
  phoneCode: z.string().regex(/^\+\d{1,4}$/, { message: 'invalidPhoneCode' satisfies PassengerFormError }),
  /** 8 to 11 digits, no spaces or signs (requirements §5). */
  phoneNumber: required(text),
  email: required(text),
  /** At most 50 characters (requirements §5). */
  address: required(text),
  country: required(text),
  /** Province code (content `country/{code}/province`); required for Vietnam. */
  province: text,
  /** The contact person is the first adult passenger (requirements §3 representative flag). */
  isRepresentative: z.boolean(),
  /** requirements §3 useZaloWhatsApp: where flight updates are also sent. */
  messagingApp: z.enum(MESSAGING_APPS),
});

export const emergencyContactSchema = z.object({
  fullName: text,
  phoneCode: z.string().regex(/^\+\d{1,4}$/, { message: 'invalidPhoneCode' satisfies PassengerFormError }),
  phoneNumber: text,
  /** requirements §3 relation; empty when no emergency contact is given. */
  relation: z.union([z.enum(EMERGENCY_RELATIONS), z.literal('')]),
});

export const passengerDetailsSchema = z.object({
  passengers: z.array(passengerSchema).min(1).max(18),
  contact: contactSchema,
  /** Optional as a whole: all of it empty, or a name, a phone and a relation. */
  emergencyContact: emergencyContactSchema,
});

export type PassengerForm = z.infer<typeof passengerSchema>;
export type ContactForm = z.infer<typeof contactSchema>;
export type EmergencyContactForm = z.infer<typeof emergencyContactSchema>;
export type PassengerDetails = z.infer<typeof passengerDetailsSchema>;

/** What the rules that depend on the booking need to know. */
export interface PassengerRulesContext {
  /** Ages are checked at this date: the local date of the last flight (session ageReferenceDate). */
  readonly referenceDate: IsoDate;
  /** Today, in Vietnam: nobody may be born after it. */
  readonly today: IsoDate;
  /** requirements §5 documents rule: every passenger needs a passport or ID number. */
  readonly requiresDocuments: boolean;
  /** The passenger counts of the booking; the form must have exactly these. */
  readonly counts: { readonly adult: number; readonly child: number; readonly infant: number };
  /** Whether a country code is one the site knows. */
  readonly isKnownCountry: (code: string) => boolean;
  /** Whether a province code belongs to the country (only asked when a province is given). */
  readonly isKnownProvince: (countryCode: string, provinceCode: string) => boolean;
}

type Issue = { path: (string | number)[]; message: PassengerFormError };

/** The issues of one passenger that depend on the booking (the shape is checked by the schema). */
function passengerIssues(passenger: PassengerForm, index: number, context: PassengerRulesContext): Issue[] {
  const issues: Issue[] = [];
  const at = (field: string, message: PassengerFormError) =>
    issues.push({ path: ['passengers', index, field], message });
  // A child or an infant is Mstr (Mr, male) or Miss (Ms, female): no other pair can be shown back.
  // (The rules also run while the title or gender is still unchosen; that is the schema's issue.)
  const isChosen = TITLES.includes(passenger.title) && GENDERS.includes(passenger.gender);
  if (isChosen && !isTitleAllowed(passenger.type, passenger.title, passenger.gender))
    at('title', 'childTitle');
  for (const field of ['lastName', 'middleName', 'firstName'] as const) {
    const value = passenger[field];
    if (value !== '' && !isValidPersonName(value)) at(field, 'invalidName');
  }
  if (passenger.dateOfBirth !== '') {
    const problem = birthDateProblem(passenger.type, passenger.dateOfBirth, {
      reference: context.referenceDate,
      today: context.today,
    });
    if (problem) at('dateOfBirth', problem);
  }
  if (passenger.nationality !== '' && !context.isKnownCountry(passenger.nationality))
    at('nationality', 'invalidCountry');
  if (passenger.country !== '' && !context.isKnownCountry(passenger.country)) at('country', 'invalidCountry');
  if (passenger.documentNumber === '') {
    if (context.requiresDocuments) at('documentNumber', 'documentRequired');
  } else if (!isValidDocumentNumber(passenger.documentNumber)) {
    at('documentNumber', 'invalidDocument');
  }
  if (passenger.loyaltyNumber !== '' && !isValidLoyaltyNumber(passenger.loyaltyNumber)) {
    at('loyaltyNumber', 'invalidLoyaltyNumber');
  }
  return issues;
}

/** Issues across passengers: the counts, the keys, and each infant's adult. */
function bookingIssues(details: PassengerDetails, context: PassengerRulesContext): Issue[] {
  const issues: Issue[] = [];
  const { passengers } = details;
  const expected = [
    ...Array.from({ length: context.counts.adult }, (_, i) => passengerKey('adult', i + 1)),
    ...Array.from({ length: context.counts.child }, (_, i) => passengerKey('child', i + 1)),
    ...Array.from({ length: context.counts.infant }, (_, i) => passengerKey('infant', i + 1)),
  ];
  const keys = passengers.map((p) => `${p.key}:${p.type}`);
  const expectedKeys = expected.map(
    (key) => `${key}:${key.startsWith('ADT') ? 'adult' : key.startsWith('CHD') ? 'child' : 'infant'}`,
  );
  if (keys.length !== expectedKeys.length || keys.some((key, i) => key !== expectedKeys[i])) {
    issues.push({ path: ['passengers'], message: 'passengerCountMismatch' });
    return issues;
  }
  const adults = new Set(passengers.filter((p) => p.type === 'adult').map((p) => p.key));
  const taken = new Set<string>();
  passengers.forEach((passenger, index) => {
    if (passenger.type !== 'infant') return;
    if (passenger.flyWith === null || !adults.has(passenger.flyWith)) {
      issues.push({ path: ['passengers', index, 'flyWith'], message: 'flyWithRequired' });
    } else if (taken.has(passenger.flyWith)) {
      issues.push({ path: ['passengers', index, 'flyWith'], message: 'flyWithTaken' });
    } else {
      taken.add(passenger.flyWith);
    }
  });
  return issues;
}

function contactIssues(details: PassengerDetails, context: PassengerRulesContext): Issue[] {
  const issues: Issue[] = [];
  const { contact, emergencyContact } = details;
  const at = (path: (string | number)[], message: PassengerFormError) => issues.push({ path, message });
  for (const field of ['lastName', 'middleName', 'firstName'] as const) {
    if (contact[field] !== '' && !isValidPersonName(contact[field])) at(['contact', field], 'invalidName');
  }
  if (contact.phoneNumber !== '' && !isValidPhoneNumber(contact.phoneNumber))
    at(['contact', 'phoneNumber'], 'invalidPhone');
  if (contact.email !== '' && !isValidEmail(contact.email)) at(['contact', 'email'], 'invalidEmail');
  if (contact.address !== '' && !isValidAddress(contact.address)) {
    at(
      ['contact', 'address'],
      contact.address.length > ADDRESS_MAX_LENGTH ? 'addressTooLong' : 'invalidAddress',
    );
  }
  if (contact.country !== '' && !context.isKnownCountry(contact.country))
    at(['contact', 'country'], 'invalidCountry');
  if (contact.province === '') {
    if (contact.country === 'VN') at(['contact', 'province'], 'required');
  } else if (!context.isKnownProvince(contact.country, contact.province)) {
    at(['contact', 'province'], 'invalidProvince');
  }
  const anyEmergency =
    emergencyContact.fullName !== '' ||
    emergencyContact.phoneNumber !== '' ||
    emergencyContact.relation !== '';
  if (anyEmergency) {
    if (emergencyContact.fullName === '') at(['emergencyContact', 'fullName'], 'required');
    else if (!isValidPersonName(emergencyContact.fullName))
      at(['emergencyContact', 'fullName'], 'invalidName');
    if (emergencyContact.phoneNumber === '') at(['emergencyContact', 'phoneNumber'], 'required');
    else if (!isValidPhoneNumber(emergencyContact.phoneNumber))
      at(['emergencyContact', 'phoneNumber'], 'invalidPhone');
    if (emergencyContact.relation === '') at(['emergencyContact', 'relation'], 'required');
  }
  return issues;
}

/**
 * What the booking rules read, with the choice fields (title, gender, relation, messaging app) as
 * plain strings: the rules run whenever this much holds, so a title not chosen yet does not hide
 * the other fields' problems (zod skips refinements after an aborting issue otherwise).
 */
const readableDetailsSchema = z.object({
  passengers: z.array(
    z.object({
      key: z.string(),
      type: z.enum(PASSENGER_TYPES),
      lastName: z.string(),
      middleName: z.string(),
      firstName: z.string(),
      dateOfBirth: z.string(),
      nationality: z.string(),
      country: z.string(),
      documentNumber: z.string(),
      loyaltyNumber: z.string(),
      flyWith: z.string().nullable(),
    }),
  ),
  contact: z.object({
    lastName: z.string(),
    middleName: z.string(),
    firstName: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    address: z.string(),
    country: z.string(),
    province: z.string(),
  }),
  emergencyContact: z.object({ fullName: z.string(), phoneNumber: z.string(), relation: z.string() }),
});

/**
 * The passenger details schema with every rule that depends on the booking (requirements §5): children's
 * and infants' titles (Mstr or Miss as written by `@skybook/domain/passenger-titles`), names in
 * Latin letters, birth dates inside the age band at the reference date, documents when the
 * journey needs them, one infant per adult, a phone of 8–11 digits, an address of at most 50
 * characters, known countries and provinces, and a complete emergency contact if any.
 */
export function passengerDetailsRules(context: PassengerRulesContext) {
  return passengerDetailsSchema.superRefine(
    (details, ctx) => {
      const issues = [
        ...bookingIssues(details, context),
        ...details.passengers.flatMap((passenger, index) => passengerIssues(passenger, index, context)),
        ...contactIssues(details, context),
      ];
      for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    },
    { when: (payload) => readableDetailsSchema.safeParse(payload.value).success },
  );
}

/**
 * The requirements §8 code for a problem at a field path of the passenger details (`passengers.2.lastName`
 * → INVALID_LASTNAME); INVALID_FORM for fields the requirements name no code for.
 */
export function formErrorCodeForPath(path: readonly (string | number)[]): ErrorCode {
  const field = String(path.at(-1) ?? '');
  switch (field) {
    case 'title':
      return 'INVALID_TITLE';
    case 'dateOfBirth':
      return 'INVALID_BIRTHDATE';
    case 'documentNumber':
      return 'INVALID_PASSPORT';
    case 'lastName':
      return 'INVALID_LASTNAME';
    case 'firstName':
    case 'middleName':
    case 'fullName':
      return 'INVALID_FIRSTNAME';
    case 'nationality':
    case 'country':
      return 'INVALID_COUNTRY';
    case 'province':
      return 'INVALID_PROVINCE';
    case 'address':
      return 'INVALID_ADDRESS';
    case 'phoneNumber':
    case 'phoneCode':
      return 'INVALID_TELEPHONE';
    case 'relation':
      return 'INVALID_RELATIONSHIP';
    default:
      return 'INVALID_FORM';
  }
}
