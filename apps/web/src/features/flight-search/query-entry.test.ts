import type { IsoDate } from '@skybook/domain/clock';
import { describe, expect, it } from 'vitest';
import { resolveQueryEntry } from './query-entry';

const TODAY = '2026-11-22' as IsoDate;

function entry(query: string, language: 'vi' | 'en' = 'vi') {
  return resolveQueryEntry(new URLSearchParams(query), language, TODAY);
}

describe('a home address with a query string', () => {
  it('is the plain home page without search or check-in parameters', () => {
    expect(entry('')).toEqual({ kind: 'none' });
    expect(entry('utm_source=mail&languageCode=en')).toEqual({ kind: 'none' });
  });

  it('goes straight to select-flight with a valid round trip, keeping currency and promo code', () => {
    expect(
      entry(
        'departAirport=sgn&arrivalAirport=HAN&departDate=2026-12-01&returnDate=2026-12-08&tripType=roundtrip&adultCount=2&childCount=1&infantCount=1&currency=usd&promoCode=sale50&languageCode=vi',
        'en',
      ),
    ).toEqual({
      kind: 'redirect',
      to: '/en/select-flight?departAirport=SGN&arrivalAirport=HAN&departDate=2026-12-01&returnDate=2026-12-08&tripType=roundTrip&adultCount=2&childCount=1&infantCount=1&currency=USD&promoCode=SALE50',
    });
  });

  it('fills requirements §2 defaults (one way, one adult) and keeps the other requirements §2 parameters', () => {
    expect(
      entry(
        'departAirport=SGN&arrivalAirport=DAD&departDate=2026-12-01&refCode=AG01&companyKey=CK9&action=search',
      ),
    ).toEqual({
      kind: 'redirect',
      to: '/vi/select-flight?departAirport=SGN&arrivalAirport=DAD&departDate=2026-12-01&tripType=oneway&adultCount=1&childCount=0&infantCount=0&action=search&refCode=AG01&companyKey=CK9',
    });
  });

  it('corrects past dates as requirements §4 says instead of refusing them', () => {
    expect(
      entry(
        'departAirport=SGN&arrivalAirport=HAN&departDate=2026-01-01&returnDate=2026-01-05&tripType=roundTrip',
      ),
    ).toMatchObject({
      kind: 'redirect',
      to: expect.stringContaining('departDate=2026-11-22&returnDate=2026-11-29') as string,
    });
  });

  it('stays home naming every field at fault and keeping what was valid', () => {
    expect(
      entry(
        'departAirport=SGN&arrivalAirport=HANOI&departDate=01-12-2026&tripType=roundTrip&adultCount=2&childCount=1&currency=XYZ&promoCode=no!',
      ),
    ).toEqual({
      kind: 'invalidSearch',
      problems: ['arrivalAirport', 'departDate', 'returnDate', 'currency', 'promoCode'],
      prefill: {
        departAirport: 'SGN',
        tripType: 'roundTrip',
        passengers: { adults: 2, children: 1, infants: 0 },
      },
    });
  });

  it('refuses the same airport twice, a return before departure and too many infants', () => {
    expect(
      entry(
        'departAirport=HAN&arrivalAirport=han&departDate=2026-12-10&returnDate=2026-12-01&adultCount=1&infantCount=2',
      ),
    ).toEqual({
      kind: 'invalidSearch',
      problems: ['sameAirport', 'returnBeforeDeparture', 'passengers'],
      prefill: { departAirport: 'HAN', tripType: 'roundTrip', departDate: '2026-12-10' },
    });
  });

  it('refuses a trip type other than one way or round trip', () => {
    expect(entry('departAirport=SGN&arrivalAirport=HAN&departDate=2026-12-01&tripType=circle')).toMatchObject(
      {
        kind: 'invalidSearch',
        problems: ['tripType'],
        prefill: { departAirport: 'SGN', arrivalAirport: 'HAN', departDate: '2026-12-01' },
      },
    );
  });

  it('goes to check-in with the requirements §3 lookup names, the locator upper-cased', () => {
    expect(entry('bookingCode=ab2cde&lastName=Nguyen&firstName=Van%20An', 'en')).toEqual({
      kind: 'redirect',
      to: '/en/checkin?reservationLocator=AB2CDE&contactFamilyName=Nguyen&contactMiddleGivenName=Van+An',
    });
    expect(entry('reservationLocator=XY7KPQ&contactFamilyName=Tran&contactMiddleGivenName=Thi')).toEqual({
      kind: 'redirect',
      to: '/vi/checkin?reservationLocator=XY7KPQ&contactFamilyName=Tran&contactMiddleGivenName=Thi',
    });
  });

  it('stays home when the check-in set has a bad locator or a missing name', () => {
    // O and 0 are not in the locator alphabet; 7 characters is too many.
    expect(entry('bookingCode=AB0CDE&lastName=Nguyen&firstName=An')).toEqual({
      kind: 'invalidCheckin',
      problems: ['reservationLocator'],
    });
    expect(entry('reservationLocator=AB2CDEF&contactFamilyName=%20')).toEqual({
      kind: 'invalidCheckin',
      problems: ['reservationLocator', 'lastName', 'firstName'],
    });
  });

  it('treats a search as the intent when both sets are present', () => {
    expect(
      entry('departAirport=SGN&arrivalAirport=HAN&departDate=2026-12-01&bookingCode=AB2CDE'),
    ).toMatchObject({
      kind: 'redirect',
      to: expect.stringMatching(/^\/vi\/select-flight\?/) as string,
    });
  });
});
