import type { CountryDto, ProvinceDto } from '@skybook/contracts/content';
import { memberUpdateIssues, type MemberProfile, type MemberUpdate } from '@skybook/contracts/member';
import { AIRLINE_TIME_ZONE, toIsoDate } from '@skybook/domain/clock';
import type { FieldErrors, Resolver } from 'react-hook-form';

/*
 * The personal-info form's values (requirements §3 Profile, Emergency contact): one text per
 * field, '' for none; turned into the PUT update body and checked with the server's own rules
 * (memberUpdateIssues), each problem kept as `problem:<passenger-form key>` or `code:<§8 code>`.
 */

export interface PersonalValues {
  familyName: string;
  middleGivenName: string;
  title: string;
  gender: string;
  birthDate: string;
  nationality: string;
  country: string;
  province: string;
  district: string;
  address: string;
  postalCode: string;
  contactName: string;
  contactPhone: string;
  contactRelation: string;
}

export type PersonalField = keyof PersonalValues;

/** The lists the rules check countries and provinces against, once loaded. */
export interface PersonalLists {
  readonly countries: readonly CountryDto[] | undefined;
  readonly provinces: readonly ProvinceDto[] | undefined;
}

export function personalValues(user: MemberProfile): PersonalValues {
  const contact = user.emergencyContact;
  return {
    familyName: user.skyClubFamilyName,
    middleGivenName: user.skyClubMiddleGivenName.split(',').join(' ').trim(),
    title: user.title ?? '',
    gender: user.gender ?? '',
    birthDate: user.birthDate ?? '',
    nationality: user.nationality ?? '',
    country: user.address.country ?? '',
    province: user.address.province ?? '',
    district: user.address.district ?? '',
    address: user.address.address ?? '',
    postalCode: user.address.postalCode ?? '',
    contactName: contact?.fullName ?? '',
    contactPhone: contact?.phoneNumber ?? '',
    contactRelation: contact?.relation ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function updateOf(values: PersonalValues): MemberUpdate {
  const hasContact = [values.contactName, values.contactPhone, values.contactRelation].some(
    (v) => v.trim() !== '',
  );
  return {
    familyName: values.familyName.trim(),
    middleGivenName: values.middleGivenName.trim(),
    title: orNull(values.title),
    gender: orNull(values.gender),
    birthDate: orNull(values.birthDate),
    nationality: orNull(values.nationality),
    address: {
      country: orNull(values.country),
      province: orNull(values.province),
      district: orNull(values.district),
      address: orNull(values.address),
      postalCode: orNull(values.postalCode),
    },
    emergencyContact: hasContact
      ? {
          fullName: values.contactName.trim(),
          phoneNumber: values.contactPhone.trim(),
          relation: values.contactRelation,
        }
      : null,
  };
}

const FIELD_OF_PATH: Readonly<Record<string, PersonalField>> = {
  familyName: 'familyName',
  middleGivenName: 'middleGivenName',
  title: 'title',
  gender: 'gender',
  birthDate: 'birthDate',
  nationality: 'nationality',
  'address.country': 'country',
  'address.province': 'province',
  'address.district': 'district',
  'address.address': 'address',
  'address.postalCode': 'postalCode',
  'emergencyContact.fullName': 'contactName',
  'emergencyContact.phoneNumber': 'contactPhone',
  'emergencyContact.relation': 'contactRelation',
};

/** The form field of an issue's path (the server's starts with `body.`). */
export function personalFieldOf(path: string | readonly string[]): PersonalField | undefined {
  const dotted = typeof path === 'string' ? path : path.join('.');
  return FIELD_OF_PATH[dotted.replace(/^body\./, '')];
}

/** The server's rules on the form's values, each field's first problem as the form's error. */
export const personalResolver: Resolver<PersonalValues, unknown> = (values, context) => {
  const lists = context as PersonalLists | undefined;
  const countries = lists?.countries;
  const provinces = lists?.provinces;
  const issues = memberUpdateIssues(updateOf(values), {
    today: toIsoDate(new Date(), AIRLINE_TIME_ZONE),
    isKnownCountry: (code) => !countries || countries.some((item) => item.countryCode === code),
    isKnownProvince: (_country, code) => !provinces || provinces.some((item) => item.code === code),
  });
  const errors: FieldErrors<PersonalValues> = {};
  for (const issue of issues) {
    const field = personalFieldOf(issue.path);
    if (!field || errors[field]) continue;
    errors[field] = {
      type: 'rule',
      message: issue.problem ? `problem:${issue.problem}` : `code:${issue.errorCode}`,
    };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
