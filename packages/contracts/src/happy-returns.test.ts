import type { IsoDate } from '@skybook/domain/clock';
import { describe, expect, it } from 'vitest';
import {
  flightDateProblem,
  parseFlightNumber,
  searchByPaxRules,
  type HappyReturnRulesContext,
} from './happy-returns';
import { claimRules, happyReturnErrorCode, inquiryRules } from './happy-returns-requests';

const context: HappyReturnRulesContext = {
  today: '2026-11-21' as IsoDate,
  categories: new Map([
    [
      'phone',
      [
        { id: 'colour', inputType: 'select', isRequired: true, maxLength: null, values: new Set(['black']) },
        { id: 'note', inputType: 'text', isRequired: false, maxLength: 5, values: new Set() },
      ],
    ],
  ]),
};

describe('parseFlightNumber', () => {
  it('reads a flight number as travellers type it', () => {
    expect(parseFlightNumber('vj 120')).toEqual({ carrierCode: 'VJ', flightNumber: '120' });
    expect(parseFlightNumber('VZ0960')).toEqual({ carrierCode: 'VZ', flightNumber: '960' });
    expect(parseFlightNumber('  131 ')).toEqual({ carrierCode: null, flightNumber: '131' });
  });

  it('refuses what is not a flight number', () => {
    for (const value of ['', 'VJ', 'VJ12345', 'V-J120', 'VJ0', 'ABC12'])
      expect(parseFlightNumber(value)).toBeUndefined();
  });
});

describe('flightDateProblem', () => {
  it('accepts today and the past year, and says what is wrong otherwise', () => {
    expect(flightDateProblem('2026-11-21', context.today)).toBeUndefined();
    expect(flightDateProblem('2025-11-21', context.today)).toBeUndefined();
    expect(flightDateProblem('2025-11-20', context.today)).toBe('flightDateTooOld');
    expect(flightDateProblem('2026-11-22', context.today)).toBe('flightDateInFuture');
    expect(flightDateProblem('2026-02-30', context.today)).toBe('invalidFlightDate');
  });
});

describe('searchByPaxRules', () => {
  const rules = searchByPaxRules(context);

  it('normalizes the booking code, family name and flight number', () => {
    expect(
      rules.parse({ bookingCode: ' abcdef ', familyName: 'Nguyễn  văn', flightNumber: 'vj 0120' }),
    ).toEqual({
      booking: { code: 'ABCDEF', familyName: 'NGUYEN VAN' },
      flight: { carrierCode: 'VJ', flightNumber: '120' },
      flightDate: null,
      categoryId: null,
    });
  });

  it('needs a booking with its name, a flight number or a date', () => {
    const messages = (body: object) => rules.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(messages({ categoryId: 'phone' })).toEqual(['searchCriteriaRequired']);
    expect(messages({ familyName: 'Tran' })).toEqual(['required']);
    expect(messages({ bookingCode: 'ABC0EF', familyName: 'Tran' })).toEqual(['invalidBookingCode']);
    expect(messages({ flightDate: '2026-11-01', categoryId: 'bag' })).toEqual(['unknownCategory']);
  });
});

describe('inquiryRules and claimRules', () => {
  const inquiry = {
    contactName: 'Lan',
    email: 'lan@example.com',
    phoneNumber: '0912345678',
    flightNumber: 'VJ131',
    flightDate: '2026-11-15',
    categoryId: 'phone',
    properties: { colour: 'black', note: '' },
    description: 'A black phone in a case.',
    lostPlace: 'onboard',
  };

  it('drops empty properties and checks text lengths', () => {
    expect(inquiryRules(context).parse(inquiry).properties).toEqual({ colour: 'black' });
    const long = inquiryRules(context).safeParse({
      ...inquiry,
      properties: { colour: 'black', note: 'too long' },
    });
    expect(long.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['properties.note', 'textTooLong'],
    ]);
  });

  it('keeps a delivery address only for a courier return', () => {
    const claim = {
      fullName: 'Lan',
      email: 'lan@example.com',
      phoneNumber: '0912345678',
      bookingCode: 'abcdef',
      proof: 'It has my initials inside.',
      returnMethod: 'airportOffice',
      deliveryAddress: '1 Le Loi',
    };
    expect(claimRules().parse(claim)).toMatchObject({ bookingCode: 'ABCDEF', deliveryAddress: null });
    expect(claimRules().parse({ ...claim, returnMethod: 'courier' }).deliveryAddress).toBe('1 Le Loi');
  });

  it('maps the first field at fault to a requirements §8 code', () => {
    expect(happyReturnErrorCode(['phoneNumber'])).toBe('INVALID_TELEPHONE');
    expect(happyReturnErrorCode(['familyName'])).toBe('INVALID_LASTNAME');
    expect(happyReturnErrorCode(['deliveryAddress'])).toBe('INVALID_ADDRESS');
    expect(happyReturnErrorCode(['description'])).toBe('INVALID_FORM');
    expect(happyReturnErrorCode([])).toBe('INVALID_FORM');
  });
});
