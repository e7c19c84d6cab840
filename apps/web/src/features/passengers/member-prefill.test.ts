import type { FamilyMember } from '@skybook/contracts/member-extras';
import { isIsoDate, type IsoDate } from '@skybook/domain/clock';
import { PASSENGER_TYPES } from '@skybook/domain/passenger-enums';
import { describe, expect, it } from 'vitest';
import type { DraftContact, DraftPassenger, PassengerDetailsDraft } from '../../stores/passenger-details';
import { memberProfile } from '../../test/member.fixture';
import { emptyDetails } from './form-model';
import {
  cardFills,
  familyTraveller,
  fitsType,
  memberTraveller,
  profileFills,
  type AgeDates,
} from './member-prefill';

function isoDate(value: string): IsoDate {
  if (!isIsoDate(value)) throw new Error(`not a date: ${value}`);
  return value;
}

const dates: AgeDates = { reference: isoDate('2026-12-20'), today: isoDate('2026-11-30') };

function family(overrides: Partial<FamilyMember> = {}): FamilyMember {
  return {
    id: 'f'.repeat(32),
    title: 'Ms',
    gender: 'female',
    lastName: 'Trần',
    middleName: 'thi',
    firstName: 'Mai',
    dateOfBirth: '2018-06-01',
    nationality: 'VN',
    documentNumber: 'c1234567',
    documentExpiry: '2030-01-01',
    relation: 'children',
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

const profile = memberProfile({
  skyClubFamilyName: 'Nguyễn',
  skyClubMiddleGivenName: 'VAN,THANH,AN',
  address: { country: 'VN', province: 'VN-HN', district: null, address: '1 Hàng Bài', postalCode: null },
  emergencyContact: { fullName: 'Trần Thị Bình', phoneNumber: '0987 654 321', relation: 'couple' },
});

describe('the travellers a member books for', () => {
  it('reads the member with the form’s names: the last of the comma-separated names is the given one', () => {
    expect(memberTraveller(profile)).toMatchObject({
      id: 'me',
      relation: null,
      lastName: 'NGUYEN',
      middleName: 'VAN THANH',
      firstName: 'AN',
      dateOfBirth: '1990-01-02',
      country: 'VN',
      loyaltyNumber: 'SC0000000001',
    });
  });

  it('reads a family member in the form’s casing, with the document they keep', () => {
    expect(familyTraveller(family())).toMatchObject({
      lastName: 'TRAN',
      middleName: 'THI',
      firstName: 'MAI',
      documentNumber: 'C1234567',
      relation: 'children',
    });
  });

  it('fits a card whose age band holds the birth date on the reference day; without one, adults only', () => {
    const child = familyTraveller(family());
    expect(PASSENGER_TYPES.filter((type) => fitsType(child, type, dates))).toEqual(['child']);
    const undated = memberTraveller(memberProfile({ birthDate: null }));
    expect(fitsType(undated, 'adult', dates)).toBe(true);
    expect(fitsType(undated, 'child', dates)).toBe(false);
  });

  it('fills a child’s card with Miss on the wire and replaces every field of whoever it held', () => {
    const fills = new Map(cardFills(familyTraveller(family({ middleName: '' })), 2, 'child', false));
    expect(fills.get('passengers.2.title')).toBe('Ms');
    expect(fills.get('passengers.2.gender')).toBe('female');
    // No middle name and no member number are values too: the previous person's go.
    expect(fills.get('passengers.2.middleName')).toBe('');
    expect(fills.get('passengers.2.loyaltyNumber')).toBe('');
    // The document only where the journey asks for one; the residence a family record lacks stays.
    expect(fills.get('passengers.2.documentNumber')).toBe('');
    expect(fills.has('passengers.2.country')).toBe(false);
    expect(
      new Map(cardFills(familyTraveller(family()), 2, 'child', true)).get('passengers.2.documentNumber'),
    ).toBe('C1234567');
  });
});

describe('the fills of the member’s profile', () => {
  const counts = { adult: 2, child: 1, infant: 0 };

  /** An empty form with the first adult's and the contact's fields given. */
  function typed(adult: Partial<DraftPassenger>, contact: Partial<DraftContact> = {}): PassengerDetailsDraft {
    const empty = emptyDetails(counts);
    return {
      ...empty,
      passengers: empty.passengers.map((passenger, index) =>
        index === 0 ? { ...passenger, ...adult } : passenger,
      ),
      contact: { ...empty.contact, ...contact },
    };
  }

  it('fills the first adult, the contact and the emergency contact of an empty form', () => {
    const fills = new Map(profileFills(profile, emptyDetails(counts), { dates, requiresDocuments: false }));
    expect(Object.fromEntries(fills)).toEqual({
      'passengers.0.title': 'Mr',
      'passengers.0.gender': 'male',
      'passengers.0.lastName': 'NGUYEN',
      'passengers.0.middleName': 'VAN THANH',
      'passengers.0.firstName': 'AN',
      'passengers.0.dateOfBirth': '1990-01-02',
      'passengers.0.nationality': 'VN',
      'passengers.0.country': 'VN',
      'passengers.0.loyaltyNumber': 'SC0000000001',
      'contact.title': 'Mr',
      'contact.lastName': 'NGUYEN',
      'contact.middleName': 'VAN THANH',
      'contact.firstName': 'AN',
      'contact.email': 'an@example.com',
      'contact.phoneNumber': '0912345678',
      'contact.address': '1 Hang Bai',
      'contact.country': 'VN',
      'contact.province': 'VN-HN',
      'emergencyContact.fullName': 'TRAN THI BINH',
      'emergencyContact.phoneNumber': '0987654321',
      'emergencyContact.relation': 'couple',
    });
  });

  it('fills only the empty fields of a card that is already the member', () => {
    const details = typed({ firstName: 'AN', nationality: 'TH' });
    const fills = new Map(profileFills(profile, details, { dates, requiresDocuments: false }));
    expect(fills.has('passengers.0.firstName')).toBe(false);
    expect(fills.has('passengers.0.nationality')).toBe(false);
    expect(fills.get('passengers.0.lastName')).toBe('NGUYEN');
  });

  it('leaves a card and a contact typed for someone else alone, and their emergency contact too', () => {
    const details = typed({ firstName: 'BINH' }, { lastName: 'TRAN', country: 'TH' });
    const fills = profileFills(profile, details, { dates, requiresDocuments: false });
    expect(fills).toEqual([]);
  });

  it('gives the contact no names while they are copied from the first adult, and no province of another country', () => {
    const details = typed({}, { isRepresentative: true, country: 'TH' });
    const fields = profileFills(profile, details, { dates, requiresDocuments: false }).map(([path]) => path);
    expect(fields.filter((path) => path.startsWith('contact.'))).toEqual([
      'contact.email',
      'contact.phoneNumber',
      'contact.address',
    ]);
  });

  it('fills no adult card from a member who is not an adult on the reference day', () => {
    const young = memberProfile({ birthDate: '2020-01-01' });
    const fields = profileFills(young, emptyDetails(counts), { dates, requiresDocuments: false }).map(
      ([path]) => path,
    );
    expect(fields.some((path) => path.startsWith('passengers.'))).toBe(false);
    expect(fields).toContain('contact.email');
  });
});
