import { isIsoDate, type IsoDate } from '@skybook/domain/clock';
import { PASSENGER_FORM_ERRORS } from '@skybook/domain/passenger-rules';
import { describe, expect, it } from 'vitest';
import {
  formErrorCodeForPath,
  passengerDetailsRules,
  passengerKey,
  type PassengerDetails,
  type PassengerForm,
  type PassengerRulesContext,
} from './passengers';

function isoDate(value: string): IsoDate {
  if (!isIsoDate(value)) throw new Error(`not a date: ${value}`);
  return value;
}

const COUNTRIES = new Set(['VN', 'AU', 'US', 'JP']);
const PROVINCES = new Set(['VN:SG', 'VN:HN']);

const context: PassengerRulesContext = {
  referenceDate: isoDate('2025-07-15'),
  today: isoDate('2025-06-01'),
  requiresDocuments: false,
  counts: { adult: 2, child: 1, infant: 1 },
  isKnownCountry: (code) => COUNTRIES.has(code),
  isKnownProvince: (country, province) => PROVINCES.has(`${country}:${province}`),
};

function passenger(overrides: Partial<PassengerForm> & Pick<PassengerForm, 'key' | 'type'>): PassengerForm {
  return {
    title: 'Mr',
    gender: 'male',
    lastName: 'NGUYEN',
    middleName: '',
    firstName: 'AN',
    dateOfBirth: '1985-03-10',
    nationality: 'VN',
    country: 'VN',
    documentNumber: '',
    loyaltyNumber: '',
    flyWith: null,
    ...overrides,
  };
}

/** Two adults, a child and an infant on the first adult's lap, contact in Ho Chi Minh City. */
function family(): PassengerDetails {
  return {
    passengers: [
      passenger({ key: 'ADT1', type: 'adult', middleName: 'VAN', loyaltyNumber: 'SK123456' }),
      passenger({
        key: 'ADT2',
        type: 'adult',
        title: 'Mrs',
        gender: 'female',
        lastName: 'TRAN',
        firstName: 'THI MAI',
      }),
      passenger({ key: 'CHD1', type: 'child', firstName: 'BINH', dateOfBirth: '2016-09-01' }),
      passenger({
        key: 'INF1',
        type: 'infant',
        firstName: 'CUONG',
        dateOfBirth: '2024-12-24',
        flyWith: 'ADT1',
      }),
    ],
    contact: {
      title: 'Mr',
      lastName: 'NGUYEN',
      middleName: 'VAN',
      firstName: 'AN',
      phoneCode: '+84',
      phoneNumber: '0901234567',
      email: 'an.nguyen@example.vn',
      address: '12 Le Loi, P. Ben Nghe, Q.1',
      country: 'VN',
      province: 'SG',
      isRepresentative: true,
      messagingApp: 'ZALO',
    },
    emergencyContact: { fullName: '', phoneCode: '+84', phoneNumber: '', relation: '' },
  };
}

/** The issues of a body as `path: message` lines. */
function issuesOf(details: unknown, rulesContext: PassengerRulesContext = context): string[] {
  const result = passengerDetailsRules(rulesContext).safeParse(details);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** The family with one change made to a copy. */
function familyWith(change: (details: PassengerDetails) => void): PassengerDetails {
  const details = structuredClone(family());
  change(details);
  return details;
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${String(index)}`);
  return item;
}

describe('passengerDetailsRules', () => {
  it('accepts a valid family of two adults, a child and an infant flying with ADT1', () => {
    expect(issuesOf(family())).toEqual([]);
  });

  it('accepts a complete emergency contact and a contact abroad without a province', () => {
    const details = familyWith((d) => {
      d.emergencyContact = {
        fullName: 'TRAN THI MAI',
        phoneCode: '+61',
        phoneNumber: '412345678',
        relation: 'couple',
      };
      d.contact.country = 'AU';
      d.contact.province = '';
    });
    expect(issuesOf(details)).toEqual([]);
  });

  describe('passenger counts and keys', () => {
    it('refuses fewer passengers than the booking has', () => {
      expect(issuesOf(familyWith((d) => d.passengers.splice(1, 1)))).toEqual([
        'passengers: passengerCountMismatch',
      ]);
    });

    it('refuses a key that does not follow the booking', () => {
      expect(issuesOf(familyWith((d) => (at(d.passengers, 2).key = 'CHD2')))).toEqual([
        'passengers: passengerCountMismatch',
      ]);
    });

    it('refuses a key whose type does not match', () => {
      expect(issuesOf(familyWith((d) => (at(d.passengers, 1).type = 'child')))).toContain(
        'passengers: passengerCountMismatch',
      );
    });

    it('refuses passengers out of order', () => {
      expect(issuesOf(familyWith((d) => d.passengers.reverse()))).toContain(
        'passengers: passengerCountMismatch',
      );
    });

    it('refuses keys outside ADT1-9, CHD1-8, INF1-9', () => {
      const issues = issuesOf(familyWith((d) => (at(d.passengers, 0).key = 'ADT10')));
      expect(issues.filter((line) => line.startsWith('passengers.0.key: '))).toHaveLength(1);
      expect(issues).toContain('passengers: passengerCountMismatch');
    });
  });

  describe('infants', () => {
    it('refuses an infant without an adult to fly with', () => {
      expect(issuesOf(familyWith((d) => (at(d.passengers, 3).flyWith = null)))).toEqual([
        'passengers.3.flyWith: flyWithRequired',
      ]);
    });

    it('refuses an infant flying with a child or a passenger not in the booking', () => {
      expect(issuesOf(familyWith((d) => (at(d.passengers, 3).flyWith = 'CHD1')))).toEqual([
        'passengers.3.flyWith: flyWithRequired',
      ]);
      expect(issuesOf(familyWith((d) => (at(d.passengers, 3).flyWith = 'ADT3')))).toEqual([
        'passengers.3.flyWith: flyWithRequired',
      ]);
    });

    it('refuses two infants on one adult', () => {
      const details = familyWith((d) => {
        d.passengers.splice(2, 1);
        d.passengers.push(
          passenger({ key: 'INF2', type: 'infant', dateOfBirth: '2024-06-01', flyWith: 'ADT1' }),
        );
      });
      expect(issuesOf(details, { ...context, counts: { adult: 2, child: 0, infant: 2 } })).toEqual([
        'passengers.3.flyWith: flyWithTaken',
      ]);
    });
  });

  describe('passenger fields', () => {
    it('refuses a child who is 12 at the date of the last flight', () => {
      expect(issuesOf(familyWith((d) => (at(d.passengers, 2).dateOfBirth = '2013-07-15')))).toEqual([
        'passengers.2.dateOfBirth: birthDateTooOld',
      ]);
    });

    it('refuses an infant younger than 14 days and a birth date that is not a date', () => {
      expect(issuesOf(familyWith((d) => (at(d.passengers, 3).dateOfBirth = '2025-07-02')))).toEqual([
        'passengers.3.dateOfBirth: birthDateFuture',
      ]);
      expect(
        issuesOf(
          familyWith((d) => (at(d.passengers, 3).dateOfBirth = '2025-07-02')),
          {
            ...context,
            today: context.referenceDate,
          },
        ),
      ).toEqual(['passengers.3.dateOfBirth: birthDateTooYoung']);
      expect(issuesOf(familyWith((d) => (at(d.passengers, 0).dateOfBirth = '10/03/1985')))).toEqual([
        'passengers.0.dateOfBirth: birthDateInvalid',
      ]);
    });

    it('asks for every passenger’s document number when the journey needs documents', () => {
      expect(issuesOf(family(), { ...context, requiresDocuments: true })).toEqual([
        'passengers.0.documentNumber: documentRequired',
        'passengers.1.documentNumber: documentRequired',
        'passengers.2.documentNumber: documentRequired',
        'passengers.3.documentNumber: documentRequired',
      ]);
      const withDocuments = familyWith((d) => {
        d.passengers.forEach((p, i) => (p.documentNumber = `C123456${String(i)}`));
      });
      expect(issuesOf(withDocuments, { ...context, requiresDocuments: true })).toEqual([]);
    });

    it('refuses a malformed document or loyalty number even when none is required', () => {
      const details = familyWith((d) => {
        at(d.passengers, 1).documentNumber = 'C12';
        at(d.passengers, 1).loyaltyNumber = 'sk-1';
      });
      expect(issuesOf(details)).toEqual([
        'passengers.1.documentNumber: invalidDocument',
        'passengers.1.loyaltyNumber: invalidLoyaltyNumber',
      ]);
    });

    it('refuses names with accents, digits or lower case, and empty required names', () => {
      const details = familyWith((d) => {
        at(d.passengers, 0).lastName = 'Nguyễn';
        at(d.passengers, 0).middleName = 'VAN2';
        at(d.passengers, 1).firstName = '';
      });
      expect(issuesOf(details)).toEqual([
        'passengers.1.firstName: required',
        'passengers.0.lastName: invalidName',
        'passengers.0.middleName: invalidName',
      ]);
    });

    it('refuses an unknown nationality or country of residence', () => {
      const details = familyWith((d) => {
        at(d.passengers, 0).nationality = 'XX';
        at(d.passengers, 2).country = 'ZZ';
      });
      expect(issuesOf(details)).toEqual([
        'passengers.0.nationality: invalidCountry',
        'passengers.2.country: invalidCountry',
      ]);
    });

    it('answers "required" for a missing title or gender', () => {
      const details = {
        ...family(),
        passengers: family().passengers.map((p, i) => (i === 0 ? { ...p, title: '' } : p)),
      };
      expect(issuesOf(details)).toEqual(['passengers.0.title: required']);
    });

    it('takes a child or an infant as Mstr (Mr, male) or Miss (Ms, female) only', () => {
      const girl = familyWith((details) => {
        Object.assign(at(details.passengers, 2), { title: 'Ms', gender: 'female' });
        Object.assign(at(details.passengers, 3), { title: 'Mr', gender: 'male' });
      });
      expect(issuesOf(girl)).toEqual([]);
      const wrong = familyWith((details) => {
        Object.assign(at(details.passengers, 2), { title: 'Mrs', gender: 'female' });
        Object.assign(at(details.passengers, 3), { title: 'Mr', gender: 'female' });
      });
      expect(issuesOf(wrong)).toEqual(['passengers.2.title: childTitle', 'passengers.3.title: childTitle']);
      // An adult keeps any title with any gender.
      const adult = familyWith((details) => {
        Object.assign(at(details.passengers, 0), { title: 'Ms', gender: 'other' });
      });
      expect(issuesOf(adult)).toEqual([]);
    });
  });

  describe('contact', () => {
    it('refuses an address of 51 characters and accepts 50', () => {
      expect(issuesOf(familyWith((d) => (d.contact.address = 'A'.repeat(51))))).toEqual([
        'contact.address: addressTooLong',
      ]);
      expect(issuesOf(familyWith((d) => (d.contact.address = 'A'.repeat(50))))).toEqual([]);
    });

    it('refuses an address with characters addresses do not use', () => {
      expect(issuesOf(familyWith((d) => (d.contact.address = '12 Lê Lợi; Q1')))).toEqual([
        'contact.address: invalidAddress',
      ]);
    });

    it('refuses a phone of 7 digits or with a plus sign, and a malformed dialling code', () => {
      expect(issuesOf(familyWith((d) => (d.contact.phoneNumber = '0901234')))).toEqual([
        'contact.phoneNumber: invalidPhone',
      ]);
      expect(issuesOf(familyWith((d) => (d.contact.phoneNumber = '+84901234567')))).toEqual([
        'contact.phoneNumber: invalidPhone',
      ]);
      expect(issuesOf(familyWith((d) => (d.contact.phoneCode = '84')))).toEqual([
        'contact.phoneCode: invalidPhoneCode',
      ]);
    });

    it('refuses a malformed e-mail address and asks for a missing one', () => {
      expect(issuesOf(familyWith((d) => (d.contact.email = 'an.nguyen@example')))).toEqual([
        'contact.email: invalidEmail',
      ]);
      expect(issuesOf(familyWith((d) => (d.contact.email = '')))).toEqual(['contact.email: required']);
    });

    it('refuses an unknown country', () => {
      const details = familyWith((d) => {
        d.contact.country = 'XX';
        d.contact.province = '';
      });
      expect(issuesOf(details)).toEqual(['contact.country: invalidCountry']);
    });

    it('asks a contact in Vietnam for a province and refuses one that is not of the country', () => {
      expect(issuesOf(familyWith((d) => (d.contact.province = '')))).toEqual(['contact.province: required']);
      expect(issuesOf(familyWith((d) => (d.contact.province = 'NSW')))).toEqual([
        'contact.province: invalidProvince',
      ]);
    });
  });

  describe('emergency contact', () => {
    it('asks for the rest of a partly filled emergency contact', () => {
      expect(issuesOf(familyWith((d) => (d.emergencyContact.fullName = 'TRAN THI MAI')))).toEqual([
        'emergencyContact.phoneNumber: required',
        'emergencyContact.relation: required',
      ]);
      expect(issuesOf(familyWith((d) => (d.emergencyContact.relation = 'parents')))).toEqual([
        'emergencyContact.fullName: required',
        'emergencyContact.phoneNumber: required',
      ]);
    });

    it('checks the name and phone of an emergency contact', () => {
      const details = familyWith((d) => {
        d.emergencyContact = {
          fullName: 'Trần Mai',
          phoneCode: '+84',
          phoneNumber: '123',
          relation: 'friend',
        };
      });
      expect(issuesOf(details)).toEqual([
        'emergencyContact.fullName: invalidName',
        'emergencyContact.phoneNumber: invalidPhone',
      ]);
    });
  });

  it('reports the other fields too while a title or gender is not chosen yet', () => {
    const details = familyWith((d) => {
      (at(d.passengers, 0) as { title: string }).title = '';
      at(d.passengers, 0).lastName = 'Nguyễn';
      d.contact.phoneNumber = '1234567';
    });
    expect(issuesOf(details)).toEqual(
      expect.arrayContaining([
        'passengers.0.title: required',
        'passengers.0.lastName: invalidName',
        'contact.phoneNumber: invalidPhone',
      ]),
    );
  });

  it('answers form error keys for every rule a mistaken form breaks', () => {
    const details = familyWith((d) => {
      at(d.passengers, 0).lastName = '';
      at(d.passengers, 2).dateOfBirth = '2000-01-01';
      at(d.passengers, 3).flyWith = null;
      d.contact.phoneNumber = '1';
      d.contact.address = 'A'.repeat(60);
      d.emergencyContact.phoneNumber = '0901234567';
    });
    const messages = issuesOf(details, { ...context, requiresDocuments: true }).map(
      (line) => line.split(': ')[1],
    );
    expect(messages.length).toBeGreaterThan(8);
    for (const message of messages) expect(PASSENGER_FORM_ERRORS).toContain(message);
  });
});

describe('passengerKey', () => {
  it('names the n-th passenger of a type', () => {
    expect(passengerKey('adult', 1)).toBe('ADT1');
    expect(passengerKey('child', 2)).toBe('CHD2');
    expect(passengerKey('infant', 9)).toBe('INF9');
  });
});

describe('formErrorCodeForPath', () => {
  it.each([
    [['passengers', 0, 'title'], 'INVALID_TITLE'],
    [['passengers', 2, 'dateOfBirth'], 'INVALID_BIRTHDATE'],
    [['passengers', 1, 'documentNumber'], 'INVALID_PASSPORT'],
    [['passengers', 2, 'lastName'], 'INVALID_LASTNAME'],
    [['contact', 'lastName'], 'INVALID_LASTNAME'],
    [['passengers', 0, 'firstName'], 'INVALID_FIRSTNAME'],
    [['passengers', 0, 'middleName'], 'INVALID_FIRSTNAME'],
    [['emergencyContact', 'fullName'], 'INVALID_FIRSTNAME'],
    [['passengers', 0, 'nationality'], 'INVALID_COUNTRY'],
    [['contact', 'country'], 'INVALID_COUNTRY'],
    [['contact', 'province'], 'INVALID_PROVINCE'],
    [['contact', 'address'], 'INVALID_ADDRESS'],
    [['contact', 'phoneNumber'], 'INVALID_TELEPHONE'],
    [['emergencyContact', 'phoneCode'], 'INVALID_TELEPHONE'],
    [['emergencyContact', 'relation'], 'INVALID_RELATIONSHIP'],
    [['passengers', 3, 'flyWith'], 'INVALID_FORM'],
    [['contact', 'email'], 'INVALID_FORM'],
    [['passengers'], 'INVALID_FORM'],
    [[], 'INVALID_FORM'],
  ] as const)('maps %j to %s', (path, code) => {
    expect(formErrorCodeForPath(path)).toBe(code);
  });
});
