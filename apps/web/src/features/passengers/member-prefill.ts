import type { MemberProfile } from '@skybook/contracts/member';
import type { FamilyMember } from '@skybook/contracts/member-extras';
import { isIsoDate, type IsoDate } from '@skybook/domain/clock';
import type { EmergencyRelation, Gender, PassengerType, Title } from '@skybook/domain/passenger-enums';
import { birthDateProblem, isValidLoyaltyNumber } from '@skybook/domain/passenger-rules';
import { childTitleOnWire, isTitleAllowed, takesChildTitle } from '@skybook/domain/passenger-titles';
import {
  filterAddressInput,
  filterDigitsInput,
  filterDocumentNumberInput,
  filterEmailInput,
  filterNameInput,
  normalizeName,
} from '@skybook/domain/text-filters';
import { get, type FieldPathByValue } from 'react-hook-form';
import type { DraftPassenger, PassengerDetailsDraft } from '../../stores/passenger-details';

/*
 * The passenger forms prefilled from the signed-in member's profile and family (requirements §3
 * Profile, family member; decision 039). Every value goes through the form's own text filters, so
 * it reads as if the traveller had typed it. The page fills only empty fields, and only of a
 * part that is still nobody or already the member: a card or contact typed for someone else is
 * left alone.
 */

/** A text field of the form and the value to put in it. */
export type Fill = readonly [FieldPathByValue<PassengerDetailsDraft, string>, string];

/** Someone the member books for: themself (`id` 'me') or one of their family. */
export interface Traveller {
  readonly id: string;
  /** The family member's relation to the member; null for the member. */
  readonly relation: EmergencyRelation | null;
  readonly title: Title | '';
  readonly gender: Gender | '';
  readonly lastName: string;
  readonly middleName: string;
  readonly firstName: string;
  /** `YYYY-MM-DD`, or '' when the profile has none. */
  readonly dateOfBirth: string;
  readonly nationality: string;
  /** Country of residence; '' when not known. */
  readonly country: string;
  readonly documentNumber: string;
  readonly loyaltyNumber: string;
}

/** The ages are checked on the last flight's day; nobody is born after today. */
export interface AgeDates {
  readonly reference: IsoDate;
  readonly today: IsoDate;
}

/** A name part as the form keeps it (Latin capitals, single spaces). */
function asName(text: string): string {
  return normalizeName(filterNameInput(text));
}

/** The member as a traveller: the profile's names split as they are kept (`VAN,AN`: middle, given). */
export function memberTraveller(profile: MemberProfile): Traveller {
  const names = profile.skyClubMiddleGivenName.split(',').map(asName).filter(Boolean);
  const firstName = names.pop() ?? '';
  return {
    id: 'me',
    relation: null,
    title: profile.title ?? '',
    gender: profile.gender ?? '',
    lastName: asName(profile.skyClubFamilyName),
    middleName: names.join(' '),
    firstName,
    dateOfBirth: profile.birthDate !== null && isIsoDate(profile.birthDate) ? profile.birthDate : '',
    nationality: profile.nationality ?? '',
    country: profile.address.country ?? '',
    documentNumber: '',
    loyaltyNumber: isValidLoyaltyNumber(profile.memberCode) ? profile.memberCode : '',
  };
}

export function familyTraveller(member: FamilyMember): Traveller {
  return {
    id: member.id,
    relation: member.relation,
    title: member.title,
    gender: member.gender,
    lastName: asName(member.lastName),
    middleName: asName(member.middleName),
    firstName: asName(member.firstName),
    dateOfBirth: isIsoDate(member.dateOfBirth) ? member.dateOfBirth : '',
    nationality: member.nationality,
    country: '',
    documentNumber: filterDocumentNumberInput(member.documentNumber ?? ''),
    loyaltyNumber: '',
  };
}

/** The traveller's full name as the form writes it: family, middle, given. */
export function travellerName(traveller: Traveller): string {
  return [traveller.lastName, traveller.middleName, traveller.firstName].filter(Boolean).join(' ');
}

/**
 * Whether the traveller may fill a card of `type`: their birth date fits its age band on the
 * reference day (the rules the form checks); without a birth date, only an adult's card.
 */
export function fitsType(traveller: Traveller, type: PassengerType, dates: AgeDates): boolean {
  if (traveller.dateOfBirth === '') return type === 'adult';
  return birthDateProblem(type, traveller.dateOfBirth, dates) === null;
}

/** The title and gender a card of `type` keeps: a child's are Mstr or Miss on the wire. */
function titleAndGender(traveller: Traveller, type: PassengerType): { title: string; gender: string } {
  const { title, gender } = traveller;
  if (!takesChildTitle(type) || title === '' || gender === '') return { title, gender };
  if (isTitleAllowed(type, title, gender)) return { title, gender };
  if (gender === 'male') return childTitleOnWire('Mstr');
  if (gender === 'female') return childTitleOnWire('Miss');
  return { title: '', gender: '' };
}

type PassengerField = keyof Omit<DraftPassenger, 'key' | 'type' | 'flyWith'>;

/**
 * What the traveller puts in passenger card `index` of `type`: every field of the person, an empty
 * one included (no middle name, no member number), so nothing of someone else's stays in the card;
 * only the country of residence, which a family record does not keep, is left when unknown. The
 * document goes only where the journey asks for one (the card shows it only then).
 */
export function cardFills(
  traveller: Traveller,
  index: number,
  type: PassengerType,
  requiresDocuments: boolean,
): Fill[] {
  const values: Record<PassengerField, string> = {
    ...titleAndGender(traveller, type),
    lastName: traveller.lastName,
    middleName: traveller.middleName,
    firstName: traveller.firstName,
    dateOfBirth: traveller.dateOfBirth,
    nationality: traveller.nationality,
    country: traveller.country,
    documentNumber: requiresDocuments ? traveller.documentNumber : '',
    loyaltyNumber: traveller.loyaltyNumber,
  };
  return Object.entries(values)
    .filter(([field, value]) => field !== 'country' || value !== '')
    .map(([field, value]) => [`passengers.${index}.${field as PassengerField}`, value] as const);
}

interface Names {
  readonly lastName: string;
  readonly middleName: string;
  readonly firstName: string;
}

/** Whether names typed so far are nobody's yet or the traveller's (each part empty or theirs). */
function isNobodyOr(names: Names, traveller: Traveller): boolean {
  return (['lastName', 'middleName', 'firstName'] as const).every((part) => {
    const typed = normalizeName(names[part]);
    return typed === '' || typed === traveller[part];
  });
}

/** The member's contact details for the contact card. */
function contactFills(profile: MemberProfile, details: PassengerDetailsDraft, me: Traveller): Fill[] {
  const { contact } = details;
  if (!isNobodyOr(contact, me)) return [];
  const country = contact.country === '' ? (profile.address.country ?? '') : contact.country;
  const fills: Fill[] = [
    ['contact.email', filterEmailInput(profile.email.email ?? '')],
    ['contact.phoneNumber', filterDigitsInput(profile.phone.phone ?? '')],
    ['contact.address', filterAddressInput(profile.address.address ?? '').trim()],
    ['contact.country', country],
  ];
  // A province is the profile's country's: only with that country.
  if (country === profile.address.country) fills.push(['contact.province', profile.address.province ?? '']);
  // While the contact is the first adult, its title and names are copied from that card.
  if (!contact.isRepresentative) {
    fills.push(
      ['contact.title', me.title],
      ['contact.lastName', me.lastName],
      ['contact.middleName', me.middleName],
      ['contact.firstName', me.firstName],
    );
  }
  return fills;
}

/** The member's emergency contact, when the emergency card is still empty. */
function emergencyFills(profile: MemberProfile, details: PassengerDetailsDraft): Fill[] {
  const saved = profile.emergencyContact;
  const { fullName, phoneNumber, relation } = details.emergencyContact;
  if (saved === null || fullName !== '' || phoneNumber !== '' || relation !== '') return [];
  return [
    ['emergencyContact.fullName', asName(saved.fullName)],
    ['emergencyContact.phoneNumber', filterDigitsInput(saved.phoneNumber)],
    ['emergencyContact.relation', saved.relation],
  ];
}

/**
 * What the signed-in member's profile fills in `details`: the first adult's card (when the member
 * is an adult on the reference day), the contact and, while the member is that first adult, the
 * emergency contact. Only empty fields, and only of a part that is nobody yet or the member.
 */
export function profileFills(
  profile: MemberProfile,
  details: PassengerDetailsDraft,
  options: { readonly dates: AgeDates; readonly requiresDocuments: boolean },
): Fill[] {
  const me = memberTraveller(profile);
  const index = details.passengers.findIndex((passenger) => passenger.type === 'adult');
  const adult = details.passengers[index];
  const fills: Fill[] = [];
  const adultIsMe = adult !== undefined && fitsType(me, 'adult', options.dates) && isNobodyOr(adult, me);
  if (adultIsMe) fills.push(...cardFills(me, index, 'adult', options.requiresDocuments));
  fills.push(...contactFills(profile, details, me));
  if (adultIsMe) fills.push(...emergencyFills(profile, details));
  return fills.filter(([path, value]) => value !== '' && get(details, path) === '');
}
