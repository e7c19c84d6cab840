import type { IsoDate } from '@skybook/domain/clock';
import { describe, expect, it } from 'vitest';
import { loginBodySchema, memberUpdateIssues, type MemberUpdate } from './member';

const context = {
  today: '2026-11-29' as IsoDate,
  isKnownCountry: (code: string) => ['VN', 'TH'].includes(code),
  isKnownProvince: (country: string, province: string) => country === 'VN' && province === 'HN',
};

const valid: MemberUpdate = {
  familyName: 'NGUYEN',
  middleGivenName: 'VAN AN',
  title: 'Mr',
  gender: 'male',
  birthDate: '1990-04-30',
  nationality: 'VN',
  address: {
    country: 'VN',
    province: 'HN',
    district: 'HOAN KIEM',
    address: '12 LY THAI TO',
    postalCode: '100000',
  },
  emergencyContact: { fullName: 'NGUYEN THI BINH', phoneNumber: '0912345678', relation: 'couple' },
};

const codesOf = (update: MemberUpdate) =>
  memberUpdateIssues(update, context).map((issue) => [issue.path.join('.'), issue.errorCode]);

describe('memberUpdateIssues', () => {
  it('has nothing against a valid update, nor against cleared optional fields', () => {
    expect(memberUpdateIssues(valid, context)).toEqual([]);
    const cleared: MemberUpdate = {
      familyName: 'NGUYEN',
      middleGivenName: 'AN',
      title: null,
      gender: null,
      birthDate: null,
      nationality: null,
      address: { country: null, province: null, district: null, address: null, postalCode: null },
      emergencyContact: null,
    };
    expect(memberUpdateIssues(cleared, context)).toEqual([]);
  });

  it('names each field at fault with its requirements §8 code, in the form’s order', () => {
    const update: MemberUpdate = {
      familyName: 'Nguyễn',
      middleGivenName: '',
      title: 'Dr',
      gender: 'unknown',
      birthDate: '2020-01-01',
      nationality: 'XX',
      address: {
        country: 'TH',
        province: 'HN',
        district: 'Quận 1',
        address: 'x'.repeat(51),
        postalCode: '!',
      },
      emergencyContact: { fullName: 'BA', phoneNumber: '12', relation: 'boss' },
    };
    expect(codesOf(update)).toEqual([
      ['familyName', 'INVALID_LASTNAME'],
      ['middleGivenName', 'INVALID_FIRSTNAME'],
      ['title', 'INVALID_TITLE'],
      ['gender', 'INVALID_FORM'],
      ['birthDate', 'INVALID_BIRTHDATE'],
      ['nationality', 'INVALID_COUNTRY'],
      ['address.province', 'INVALID_PROVINCE'],
      ['address.district', 'INVALID_DISTRICT'],
      ['address.address', 'INVALID_ADDRESS'],
      ['address.postalCode', 'INVALID_POSTAL_CODE'],
      ['emergencyContact.phoneNumber', 'INVALID_TELEPHONE'],
      ['emergencyContact.relation', 'INVALID_RELATIONSHIP'],
    ]);
  });

  it('says what is wrong with the passenger forms’ words where they have one', () => {
    const issues = memberUpdateIssues(
      {
        ...valid,
        familyName: '',
        birthDate: '2099-01-01',
        address: { ...valid.address, address: 'x'.repeat(51) },
      },
      context,
    );
    expect(issues.map((issue) => issue.problem)).toEqual(['required', 'birthDateFuture', 'addressTooLong']);
  });

  it('takes only adults, and nobody born after today or over 120 years ago', () => {
    const born = (birthDate: string) => memberUpdateIssues({ ...valid, birthDate }, context);
    expect(born('2014-11-29')).toEqual([]);
    expect(born('2014-11-30')[0]).toMatchObject({
      errorCode: 'INVALID_BIRTHDATE',
      problem: 'birthDateTooYoung',
    });
    expect(born('1900-01-01')[0]).toMatchObject({ problem: 'birthDateTooOld' });
    expect(born('30/04/1990')[0]).toMatchObject({ problem: 'birthDateInvalid' });
  });

  it('wants a country with a province', () => {
    const update = { ...valid, address: { ...valid.address, country: null } };
    expect(codesOf(update)).toEqual([['address.province', 'INVALID_PROVINCE']]);
  });
});

describe('loginBodySchema', () => {
  it('takes a code with its PKCE verifier, or a refresh token', () => {
    const verifier = 'a'.repeat(43);
    expect(
      loginBodySchema.safeParse({
        authCode: 'c',
        codeVerifier: verifier,
        redirectUri: 'https://x/vi/signin',
        type: 'skyclub',
      }).success,
    ).toBe(true);
    expect(loginBodySchema.safeParse({ refreshToken: 'r', type: 'skyjoy' }).success).toBe(true);
    expect(
      loginBodySchema.safeParse({ authCode: 'c', codeVerifier: 'short', redirectUri: 'x', type: 'skyclub' })
        .success,
    ).toBe(false);
    expect(loginBodySchema.safeParse({ refreshToken: 'r', type: 'Skyclub' }).success).toBe(false);
  });
});
