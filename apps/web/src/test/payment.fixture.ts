import type { PaymentDto } from '@skybook/contracts/payment';
import type { PaymentMethod, PaymentMethodsResponse } from '@skybook/contracts/payment-methods';
import {
  reservationSchema,
  withReservationTotals,
  type ReservationDto,
} from '@skybook/contracts/reservation-model';

/** A held (Unpaid) one-way booking SGN → HAN for one adult, 1 500 000 VND, checked against the contract. */
export function reservationFixture(overrides: Partial<ReservationDto> = {}): ReservationDto {
  const amount = (totalAmount: number) => [
    { currency: 'VND' as const, amount: totalAmount, vatAmount: 0, totalAmount },
  ];
  const core = {
    key: 'res-0001',
    locator: 'ABC234',
    status: 'Unpaid' as const,
    holdExpiresAt: '2099-01-01T06:00:00.000Z',
    createdAt: '2099-01-01T00:00:00.000Z',
    cancelledReason: null,
    language: 'en' as const,
    currency: 'VND' as const,
    minorUnitExponent: 0,
    tripType: 'oneway' as const,
    promoCode: null,
    journeys: [
      {
        key: '101',
        index: 0,
        direction: 'departure' as const,
        fareFamily: { code: 'Eco', name: 'Eco' },
        segments: [
          {
            key: '101',
            flight: {
              id: 101,
              airlineCode: { code: 'VJ' },
              flightNumber: '120',
              aircraft: { code: '321', name: 'Airbus A321' },
            },
            departure: {
              airport: { code: 'SGN', timeZone: 'Asia/Ho_Chi_Minh' },
              scheduledTime: '2099-01-10T06:15+07:00',
              utc: '2099-01-09T23:15:00.000Z',
            },
            arrival: {
              airport: { code: 'HAN', timeZone: 'Asia/Ho_Chi_Minh' },
              scheduledTime: '2099-01-10T08:25+07:00',
              utc: '2099-01-10T01:25:00.000Z',
            },
            durationMinutes: 130,
          },
        ],
      },
    ],
    passengers: [
      {
        key: 'ADT1',
        type: 'adult' as const,
        title: 'Mr' as const,
        gender: 'male' as const,
        lastName: 'NGUYEN',
        middleName: 'VAN',
        firstName: 'AN',
        dateOfBirth: '1985-04-12',
        nationality: 'VN',
        country: 'VN',
        documentNumber: '',
        loyaltyNumber: '',
        flyWith: null,
      },
    ],
    contact: {
      title: 'Mr' as const,
      lastName: 'NGUYEN',
      middleName: 'VAN',
      firstName: 'AN',
      phoneCode: '+84',
      phoneNumber: '0912345678',
      email: 'an.nguyen@example.com',
      address: '12 Ly Thuong Kiet',
      country: 'VN',
      province: 'VN-HN',
      isRepresentative: true,
      messagingApp: 'NO' as const,
    },
    emergencyContact: { fullName: '', phoneCode: '+84', phoneNumber: '', relation: '' as const },
    charges: [
      {
        journeyKey: '101',
        passengerKey: 'ADT1',
        kind: 'fare' as const,
        code: 'FA',
        description: 'Fare',
        currencyAmounts: amount(1_500_000),
      },
    ],
    seatSelections: [],
    insurance: [],
    ancillaryPurchases: [],
    reservationSummary: {
      currency: 'VND' as const,
      totalAmount: 1_500_000,
      feeAmount: 0,
      pointsDiscount: 0,
      pointsRedeemed: 0,
      paidAmount: 0,
      remaining: 1_500_000,
    },
  };
  return reservationSchema.parse({ ...withReservationTotals(core), ...overrides });
}

const money = (totalAmount: number) => ({ currency: 'VND' as const, totalAmount });

function method(
  overrides: Partial<PaymentMethod> & Pick<PaymentMethod, 'identifier' | 'code' | 'kind' | 'name'>,
): PaymentMethod {
  return {
    group: 'PAY_NOW',
    accountKind: null,
    description: `Pay with ${overrides.name}`,
    cardBrands: [],
    fee: money(0),
    total: money(1_500_000),
    isAvailable: true,
    unavailableReason: null,
    termsKey: null,
    tenors: [],
    ...overrides,
  };
}

/** The methods of the fixture booking: cards with a fee, QR, a voucher, pay later and a closed instalment. */
export function paymentMethodsFixture(): PaymentMethodsResponse {
  return {
    payments: [
      method({
        identifier: 'VI',
        code: 'Visa',
        kind: 'card',
        name: 'Visa',
        cardBrands: ['VI'],
        fee: money(30_000),
        total: money(1_530_000),
      }),
      method({ identifier: 'AX', code: 'Amex', kind: 'card', name: 'American Express', cardBrands: ['AX'] }),
      method({
        identifier: 'VNPAYQR',
        code: 'VNPay-QR',
        kind: 'qr',
        name: 'VNPay QR',
        accountKind: 'BANK_ACCOUNT',
      }),
      method({
        identifier: 'VJHDS',
        code: 'PowerPass',
        kind: 'instalment',
        name: 'HDBank instalments',
        accountKind: 'BANK_ACCOUNT',
        isAvailable: false,
        unavailableReason: 'BELOW_MINIMUM',
        tenors: [3, 6],
      }),
      method({ identifier: 'Voucher', code: 'Voucher', kind: 'voucher', name: 'Voucher' }),
      method({
        identifier: 'PL',
        code: 'PayLater',
        kind: 'payLater',
        name: 'Pay later',
        group: 'PAY_LATER',
        termsKey: 'payLaterTerms',
      }),
      method({
        identifier: 'PL6',
        code: 'PayLater',
        kind: 'hold',
        name: 'Hold my booking, pay later',
        group: 'PAY_LATER',
        fee: money(0),
        total: money(1_500_000),
      }),
    ],
    ENABLE_MDCC_CONFIG: false,
    MDCC_IDENTIFIERS_CONFIG: [],
    reservation: {
      locator: 'ABC234',
      status: 'Unpaid',
      holdExpiresAt: '2099-01-01T06:00:00.000Z',
      holdTimeZone: 'Asia/Ho_Chi_Minh',
      remaining: money(1_500_000),
      pointsDiscount: 0,
      balanceDue: false,
    },
  };
}

/** A payment attempt of the fixture booking with the given outcome. */
export function paymentFixture(overrides: Partial<PaymentDto> = {}): PaymentDto {
  return {
    id: 'pay-0001',
    status: 'SUCCESSFUL',
    outcome: 'success',
    resultCode: 200,
    identifier: 'VI',
    amount: money(1_530_000),
    fee: money(30_000),
    card: { brand: 'VI', last4: '1111' },
    messageKey: null,
    gatewayCode: null,
    refundedAt: null,
    createdAt: '2099-01-01T00:05:00.000Z',
    ...overrides,
  };
}

/** The path and query a fetch was called with. */
export function fetchUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The JSON text a fetch sent ('' without one). */
export function fetchBody(init: RequestInit | undefined): string {
  return typeof init?.body === 'string' ? init.body : '';
}
