import { describe, expect, it } from 'vitest';
import { isIsoDate, type IsoDate } from './clock';
import {
  birthDateProblem,
  isValidAddress,
  isValidDocumentNumber,
  isValidEmail,
  isValidLoyaltyNumber,
  isValidPersonName,
  isValidPhoneNumber,
  PASSENGER_FORM_ERRORS,
} from './passenger-rules';

function isoDate(value: string): IsoDate {
  if (!isIsoDate(value)) throw new Error(`not a date: ${value}`);
  return value;
}

/** Booked on 1 June 2025 for a last flight on 15 July 2025. */
const dates = { today: isoDate('2025-06-01'), reference: isoDate('2025-07-15') };

describe('birthDateProblem', () => {
  describe('adults (12 or older at the reference date)', () => {
    it('accepts an adult whose 12th birthday is the reference date', () => {
      expect(birthDateProblem('adult', '2013-07-15', dates)).toBeNull();
    });

    it('refuses an adult one day before their 12th birthday', () => {
      expect(birthDateProblem('adult', '2013-07-16', dates)).toBe('birthDateTooYoung');
    });

    it('counts the age at the reference date, not today', () => {
      // 11 today, 12 on the day of the last flight.
      expect(birthDateProblem('adult', '2013-07-01', dates)).toBeNull();
    });

    it('accepts 120 years and refuses older birth dates as typing mistakes', () => {
      expect(birthDateProblem('adult', '1905-07-15', dates)).toBeNull();
      expect(birthDateProblem('adult', '1904-07-15', dates)).toBe('birthDateTooOld');
    });
  });

  describe('children (2 or older and under 12)', () => {
    it('accepts a child whose 2nd birthday is the reference date', () => {
      expect(birthDateProblem('child', '2023-07-15', dates)).toBeNull();
    });

    it('refuses a child one day before their 2nd birthday', () => {
      expect(birthDateProblem('child', '2023-07-16', dates)).toBe('birthDateTooYoung');
    });

    it('accepts a child one day before their 12th birthday and refuses one who is 12', () => {
      expect(birthDateProblem('child', '2013-07-16', dates)).toBeNull();
      expect(birthDateProblem('child', '2013-07-15', dates)).toBe('birthDateTooOld');
    });
  });

  describe('infants (under 2 and at least 14 days old)', () => {
    it('accepts an infant exactly 14 days old on the reference date', () => {
      expect(
        birthDateProblem('infant', '2025-07-01', { today: dates.reference, reference: dates.reference }),
      ).toBeNull();
    });

    it('refuses an infant 13 days old on the reference date', () => {
      expect(
        birthDateProblem('infant', '2025-07-02', { today: dates.reference, reference: dates.reference }),
      ).toBe('birthDateTooYoung');
    });

    it('accepts an infant born before booking who is 14 days old by the last flight', () => {
      expect(birthDateProblem('infant', '2025-05-30', dates)).toBeNull();
    });

    it('accepts an infant one day before their 2nd birthday and refuses one who is 2', () => {
      expect(birthDateProblem('infant', '2023-07-16', dates)).toBeNull();
      expect(birthDateProblem('infant', '2023-07-15', dates)).toBe('birthDateTooOld');
    });
  });

  it('refuses birth dates after today, even before the reference date', () => {
    expect(birthDateProblem('infant', '2025-06-02', dates)).toBe('birthDateFuture');
    expect(birthDateProblem('adult', '2030-01-01', dates)).toBe('birthDateFuture');
    expect(birthDateProblem('infant', '2025-06-01', { today: dates.today, reference: dates.today })).toBe(
      'birthDateTooYoung',
    );
  });

  it('counts a 29 February birthday as reached on 1 March in a common year', () => {
    const on = (reference: string) => ({ today: isoDate('2026-01-01'), reference: isoDate(reference) });
    expect(birthDateProblem('child', '2024-02-29', on('2026-02-28'))).toBe('birthDateTooYoung');
    expect(birthDateProblem('infant', '2024-02-29', on('2026-02-28'))).toBeNull();
    expect(birthDateProblem('child', '2024-02-29', on('2026-03-01'))).toBeNull();
    expect(birthDateProblem('infant', '2024-02-29', on('2026-03-01'))).toBe('birthDateTooOld');
  });

  it('counts a 29 February birthday on the day in a leap year', () => {
    const on = (reference: string) => ({ today: isoDate('2028-01-01'), reference: isoDate(reference) });
    expect(birthDateProblem('adult', '2016-02-29', on('2028-02-28'))).toBe('birthDateTooYoung');
    expect(birthDateProblem('adult', '2016-02-29', on('2028-02-29'))).toBeNull();
  });

  it.each(['', '2025-02-29', '2024-13-01', '2020-1-5', '05/01/2020', '2020-01-05T00:00:00Z', 'yesterday'])(
    'refuses %j as not a date',
    (value) => {
      expect(birthDateProblem('adult', value, dates)).toBe('birthDateInvalid');
    },
  );

  it('answers only keys of the form errors', () => {
    for (const value of ['2013-07-15', '2013-07-16', '1800-01-01', '2030-01-01', 'x']) {
      const problem = birthDateProblem('adult', value, dates);
      if (problem) expect(PASSENGER_FORM_ERRORS).toContain(problem);
    }
  });
});

describe('isValidPersonName', () => {
  it('accepts Latin capitals in words separated by single spaces', () => {
    expect(isValidPersonName('NGUYEN')).toBe(true);
    expect(isValidPersonName('VAN DUC')).toBe(true);
  });

  it('refuses lower case, accents, digits, punctuation and stray spaces', () => {
    for (const name of [
      'Nguyen',
      'NGUYỄN',
      'DUC3',
      "O'BRIEN",
      'ANNE-MARIE',
      ' VAN',
      'VAN ',
      'VAN  DUC',
      '',
    ]) {
      expect(isValidPersonName(name), name).toBe(false);
    }
  });

  it('accepts 40 characters and refuses 41', () => {
    expect(isValidPersonName('A'.repeat(40))).toBe(true);
    expect(isValidPersonName('A'.repeat(41))).toBe(false);
  });
});

describe('isValidPhoneNumber', () => {
  it('accepts 8 to 11 digits', () => {
    expect(isValidPhoneNumber('12345678')).toBe(true);
    expect(isValidPhoneNumber('09012345678')).toBe(true);
  });

  it('refuses 7 and 12 digits', () => {
    expect(isValidPhoneNumber('1234567')).toBe(false);
    expect(isValidPhoneNumber('090123456789')).toBe(false);
  });

  it('refuses spaces, a plus sign and other characters', () => {
    for (const phone of ['0901 234 567', '+84901234567', '090-123-4567', '０９０１２３４５６７', '']) {
      expect(isValidPhoneNumber(phone), phone).toBe(false);
    }
  });
});

describe('isValidEmail', () => {
  it('accepts plain addresses, with the characters a local part may hold', () => {
    for (const email of [
      'an@example.com',
      'nguyen.van+booking@mail.example.vn',
      "o'hara_1@sub-domain.co.uk",
    ]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('refuses addresses without a domain, with two @, spaces, dots out of place or no letter TLD', () => {
    for (const email of [
      'an',
      'an@',
      '@example.com',
      'an@example',
      'an@@example.com',
      'a n@example.com',
      '.an@example.com',
      'an.@example.com',
      'a..n@example.com',
      'an@-example.com',
      'an@example.c',
      'an@example.123',
      'nguyễn@example.com',
    ]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('refuses addresses longer than 254 characters', () => {
    const domain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.com`;
    expect(isValidEmail(`${'x'.repeat(254 - domain.length - 1)}@${domain}`)).toBe(true);
    expect(isValidEmail(`${'x'.repeat(255 - domain.length - 1)}@${domain}`)).toBe(false);
  });
});

describe('isValidAddress', () => {
  it('accepts 50 characters and refuses 51', () => {
    expect(isValidAddress('a'.repeat(50))).toBe(true);
    expect(isValidAddress('a'.repeat(51))).toBe(false);
  });

  it("accepts letters, digits, spaces and , . / - # ( ) '", () => {
    expect(isValidAddress("12/3 Le Loi, P. Ben Nghe (Q.1) #4-5 O'Hara")).toBe(true);
  });

  it('refuses accents, other punctuation and an address of spaces only', () => {
    for (const address of ['12 Lê Lợi', '12 Le Loi; Q1', 'Le Loi!', '   ', '']) {
      expect(isValidAddress(address), address).toBe(false);
    }
  });
});

describe('isValidDocumentNumber', () => {
  it('accepts 6 to 15 capital letters or digits', () => {
    expect(isValidDocumentNumber('C12345')).toBe(true);
    expect(isValidDocumentNumber('079123456789012')).toBe(true);
  });

  it('refuses 5 or 16 characters, lower case and punctuation', () => {
    for (const number of ['C1234', '0791234567890123', 'c123456', 'C-123456', 'C 123456']) {
      expect(isValidDocumentNumber(number), number).toBe(false);
    }
  });
});

describe('isValidLoyaltyNumber', () => {
  it('accepts 6 to 16 capital letters or digits', () => {
    expect(isValidLoyaltyNumber('SK1234')).toBe(true);
    expect(isValidLoyaltyNumber('1234567890123456')).toBe(true);
  });

  it('refuses 5 or 17 characters, lower case and punctuation', () => {
    for (const number of ['SK123', '12345678901234567', 'sk12345', 'SK-12345']) {
      expect(isValidLoyaltyNumber(number), number).toBe(false);
    }
  });
});
