import type {
  CancellationQuote,
  ManageGrant,
  ManagedReservationResponse,
} from '@skybook/contracts/manage-booking';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { reservationFixture } from '../../test/payment.fixture';

/* What the manage-booking tests answer: the booking's answers (the fetch is test/manage-fetch.ts). */

export const GRANT: ManageGrant = {
  grant: 'eyJrIjoicmVzLTAwMDEifQ.c2lnbmF0dXJlLW9mLXRoZS1ncmFudA',
  expiresAt: '2099-12-31T00:00:00.000Z',
  reservationKey: 'res-0001',
};

export const FRESH_GRANT: ManageGrant = {
  ...GRANT,
  grant: 'eyJrIjoicmVzLTAwMDEiLCJuIjoyfQ.ZnJlc2gtc2lnbmF0dXJl',
};

export function managedAnswer(overrides: Partial<ReservationDto> = {}): ManagedReservationResponse {
  const reservation = reservationFixture(overrides);
  return {
    reservation,
    reservationSummary: reservation.reservationSummary,
    grant: FRESH_GRANT,
    checkin: [{ passengerKey: 'ADT1', flightKey: '101', status: 'notYet' }],
  };
}

/** A paid booking: everything captured, nothing left to pay. */
export function paidOverrides(): Partial<ReservationDto> {
  const unpaid = reservationFixture();
  return {
    status: 'Paid',
    reservationSummary: { ...unpaid.reservationSummary, paidAmount: 1_500_000, remaining: 0 },
    remaining: 0,
  };
}

export function creditQuote(): CancellationQuote {
  return {
    reservationKey: 'res-0001',
    currency: 'VND',
    paidAmount: 1_500_000,
    options: [
      { resolution: 'credit', fee: 0, amount: 1_500_000 },
      { resolution: 'refund', fee: 300_000, amount: 1_200_000 },
    ],
    blockedBy: null,
    creditValidityDays: 365,
  };
}

export const COUNTRIES = {
  countries: [
    { countryCode: 'VN', name: 'Vietnam', phoneCode: '+84', defaultCurrency: 'VND', languages: ['vi'] },
    { countryCode: 'SG', name: 'Singapore', phoneCode: '+65', defaultCurrency: 'SGD', languages: ['en'] },
  ],
};

export const PROVINCES = {
  countryCode: 'VN',
  provinces: [
    { code: 'VN-HN', name: 'Hanoi', kind: 'city' },
    { code: 'VN-SG', name: 'Ho Chi Minh City', kind: 'city' },
  ],
};
