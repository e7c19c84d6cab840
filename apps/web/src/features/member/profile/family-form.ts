import type { CountryDto } from '@skybook/contracts/content';
import { familyMemberIssues, type FamilyMemberBody } from '@skybook/contracts/member-extras';
import { AIRLINE_TIME_ZONE, toIsoDate } from '@skybook/domain/clock';
import type { FieldErrors, Resolver } from 'react-hook-form';

/*
 * A family member's form (requirements §3 Other member entities: family member; decision 031): the
 * passenger fields a booking form prefills, checked with the server's own rules
 * (familyMemberIssues), each problem kept as `problem:<passenger-form key>` or `code:<§8 code>`.
 */

export type FamilyValues = {
  [Field in keyof FamilyMemberBody]: string;
};

export type FamilyField = keyof FamilyValues;

export const EMPTY_FAMILY_MEMBER: FamilyValues = {
  title: '',
  gender: '',
  lastName: '',
  middleName: '',
  firstName: '',
  dateOfBirth: '',
  nationality: '',
  documentNumber: '',
  documentExpiry: '',
  relation: '',
};

export function familyBodyOf(values: FamilyValues): FamilyMemberBody {
  const document = values.documentNumber.trim();
  const expiry = values.documentExpiry.trim();
  return {
    title: values.title,
    gender: values.gender,
    lastName: values.lastName.trim(),
    middleName: values.middleName.trim(),
    firstName: values.firstName.trim(),
    dateOfBirth: values.dateOfBirth,
    nationality: values.nationality,
    documentNumber: document === '' ? null : document,
    documentExpiry: expiry === '' ? null : expiry,
    relation: values.relation,
  };
}

const FIELDS = new Set<string>(Object.keys(EMPTY_FAMILY_MEMBER));

/** The form field of an issue's path (the server's starts with `body.`). */
export function familyFieldOf(path: string | readonly string[]): FamilyField | undefined {
  const dotted = (typeof path === 'string' ? path : path.join('.')).replace(/^body\./, '');
  return FIELDS.has(dotted) ? (dotted as FamilyField) : undefined;
}

/** The server's rules on the form's values, each field's first problem as the form's error. */
export const familyResolver: Resolver<FamilyValues, unknown> = (values, context) => {
  const countries = context as readonly CountryDto[] | undefined;
  const issues = familyMemberIssues(familyBodyOf(values), {
    today: toIsoDate(new Date(), AIRLINE_TIME_ZONE),
    isKnownCountry: (code) => (countries ? countries.some((item) => item.countryCode === code) : code !== ''),
  });
  const errors: FieldErrors<FamilyValues> = {};
  for (const issue of issues) {
    const field = familyFieldOf(issue.path);
    if (!field || errors[field]) continue;
    errors[field] = {
      type: 'rule',
      message: issue.problem ? `problem:${issue.problem}` : `code:${issue.errorCode}`,
    };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
