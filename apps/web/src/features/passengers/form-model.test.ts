import type { IsoDate } from '@skybook/domain/clock';
import { describe, expect, it } from 'vitest';
import {
  countFieldErrors,
  emptyDetails,
  fieldId,
  fieldOfIssuePath,
  fieldOrder,
  initialDetails,
  rulesContext,
  withNormalizedNames,
} from './form-model';

const FAMILY = { adult: 2, child: 1, infant: 1 };

describe('the passengers form model', () => {
  it('has a form per passenger, adults then children then infants, keyed ADT1… CHD1… INF1…', () => {
    const details = emptyDetails(FAMILY);
    expect(details.passengers.map((passenger) => `${passenger.key}:${passenger.type}`)).toEqual([
      'ADT1:adult',
      'ADT2:adult',
      'CHD1:child',
      'INF1:infant',
    ]);
    expect(details.contact.phoneCode).toBe('+84');
    expect(details.contact.messagingApp).toBe('NO');
  });

  it('starts from what was typed when it has the same passengers, and keeps only the contact otherwise', () => {
    const saved = emptyDetails(FAMILY);
    const typed = {
      ...saved,
      passengers: saved.passengers.map((passenger) => ({ ...passenger, lastName: 'LE' })),
      contact: { ...saved.contact, email: 'a@example.com' },
    };
    expect(initialDetails(typed, FAMILY)).toBe(typed);
    const other = initialDetails(typed, { adult: 1, child: 0, infant: 0 });
    expect(other.passengers).toEqual(emptyDetails({ adult: 1, child: 0, infant: 0 }).passengers);
    expect(other.contact.email).toBe('a@example.com');
    expect(initialDetails(null, FAMILY)).toEqual(emptyDetails(FAMILY));
  });

  it('submits names without the space kept for the next word', () => {
    const details = emptyDetails({ adult: 1, child: 0, infant: 0 });
    const typed = {
      ...details,
      passengers: details.passengers.map((passenger) => ({
        ...passenger,
        lastName: 'NGUYEN VAN ',
        firstName: 'an',
      })),
      emergencyContact: { ...details.emergencyContact, fullName: 'Trần Bình ' },
    };
    const normalized = withNormalizedNames(typed);
    expect(normalized.passengers[0]).toMatchObject({ lastName: 'NGUYEN VAN', firstName: 'AN' });
    expect(normalized.emergencyContact.fullName).toBe('TRAN BINH');
  });

  it('finds the field of a server issue under the quotation body’s details', () => {
    expect(fieldOfIssuePath('details.passengers.2.lastName')).toBe('passengers.2.lastName');
    expect(fieldOfIssuePath('body.details.contact.email')).toBe('contact.email');
    expect(fieldOfIssuePath('details.emergencyContact.relation')).toBe('emergencyContact.relation');
    expect(fieldOfIssuePath('details.passengers')).toBeNull();
    expect(fieldOfIssuePath('services.seats.0.seatCode')).toBeNull();
    expect(fieldOfIssuePath('details.contact.unknown')).toBeNull();
  });

  it('orders fields as the form shows them', () => {
    const paths = [
      'emergencyContact.fullName',
      'contact.email',
      'passengers.1.title',
      'contact.title',
      'passengers.0.flyWith',
      'passengers.0.lastName',
    ];
    expect([...paths].sort((a, b) => fieldOrder(a) - fieldOrder(b))).toEqual([
      'passengers.0.lastName',
      'passengers.0.flyWith',
      'passengers.1.title',
      'contact.title',
      'contact.email',
      'emergencyContact.fullName',
    ]);
    expect(fieldId('passengers.2.lastName')).toBe('pax-passengers-2-lastName');
  });

  it('accepts any country while the list is loading, then only listed ones; provinces of the loaded country', () => {
    const base = {
      ageReferenceDate: '2027-01-12' as IsoDate,
      today: '2026-12-01' as IsoDate,
      requiresDocuments: false,
      counts: FAMILY,
    };
    const loading = rulesContext({ ...base, countryCodes: new Set(), provinces: null });
    expect(loading.isKnownCountry('ZZ')).toBe(true);
    const loaded = rulesContext({
      ...base,
      countryCodes: new Set(['VN', 'TH']),
      provinces: { countryCode: 'VN', codes: new Set(['VN-HN']) },
    });
    expect(loaded.isKnownCountry('TH')).toBe(true);
    expect(loaded.isKnownCountry('ZZ')).toBe(false);
    expect(loaded.isKnownProvince('VN', 'VN-HN')).toBe(true);
    expect(loaded.isKnownProvince('VN', 'VN-XX')).toBe(false);
    // Another country's provinces are not loaded here: the server decides.
    expect(loaded.isKnownProvince('TH', 'TH-10')).toBe(true);
  });

  it('counts the fields with an error', () => {
    expect(
      countFieldErrors({
        passengers: [
          { title: { type: 'custom', message: 'required' } },
          undefined,
          { lastName: { type: 'x' } },
        ],
        contact: { email: { type: 'custom', message: 'invalidEmail' } },
      }),
    ).toBe(3);
    expect(countFieldErrors({})).toBe(0);
  });
});
