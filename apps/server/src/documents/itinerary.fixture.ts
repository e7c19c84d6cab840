import { deriveReservationTotals, type ReservationCharge } from '@skybook/contracts/reservation-model';
import { reservationStatement, type ReservationStatement } from '@skybook/contracts/reservation-statement';
import type { ItineraryAirport, ItineraryDocument, ItineraryJourney } from './itinerary';

/** Airports as the seed writes them, for tests of the documents and the confirmation e-mail. */
export const AIRPORTS = {
  SGN: {
    code: 'SGN',
    name: { vi: 'Sân bay quốc tế Tân Sơn Nhất', en: 'Tan Son Nhat International Airport' },
    city: { vi: 'TP. Hồ Chí Minh', en: 'Ho Chi Minh City' },
    timeZone: 'Asia/Ho_Chi_Minh',
  },
  HAN: {
    code: 'HAN',
    name: { vi: 'Sân bay quốc tế Nội Bài', en: 'Noi Bai International Airport' },
    city: { vi: 'Hà Nội', en: 'Hanoi' },
    timeZone: 'Asia/Ho_Chi_Minh',
  },
  SYD: {
    code: 'SYD',
    name: { vi: 'Sân bay Sydney Kingsford Smith', en: 'Sydney Kingsford Smith Airport' },
    city: { vi: 'Sydney', en: 'Sydney' },
    timeZone: 'Australia/Sydney',
  },
  ALA: {
    code: 'ALA',
    name: { vi: 'Sân bay quốc tế Almaty', en: 'Almaty International Airport' },
    city: { vi: 'Almaty', en: 'Almaty' },
    timeZone: 'Asia/Almaty',
  },
} satisfies Record<string, ItineraryAirport>;

/** SGN → HAN on 2 Dec 2026 and back on 6 Dec, Vietnam time (UTC+7). */
export const ROUND_TRIP: readonly ItineraryJourney[] = [
  {
    key: '101',
    direction: 'departure',
    fareFamily: 'Eco',
    segments: [
      {
        key: '101',
        carrierCode: 'VJ',
        flightNumber: '121',
        origin: AIRPORTS.SGN,
        destination: AIRPORTS.HAN,
        departureUtc: '2026-12-01T23:15:00.000Z',
        arrivalUtc: '2026-12-02T01:25:00.000Z',
        aircraft: 'Airbus A321',
      },
    ],
  },
  {
    key: '202',
    direction: 'return',
    fareFamily: 'Deluxe',
    segments: [
      {
        key: '202',
        carrierCode: 'VJ',
        flightNumber: '140',
        origin: AIRPORTS.HAN,
        destination: AIRPORTS.SGN,
        departureUtc: '2026-12-06T11:00:00.000Z',
        arrivalUtc: '2026-12-06T13:10:00.000Z',
        aircraft: 'Airbus A320',
      },
    ],
  },
];

/** A priced line of the sample (VAT included). */
export function sampleCharge(
  journeyKey: string | null,
  passengerKey: string | null,
  code: string,
  description: string,
  totalAmount: number,
): ReservationCharge {
  return {
    journeyKey,
    passengerKey,
    kind: code === 'DC' ? 'discount' : code === 'FA' ? 'fare' : 'tax',
    code,
    description,
    currencyAmounts: [{ currency: 'VND', amount: totalAmount, vatAmount: 0, totalAmount }],
  };
}

/** The sample's card fee: 1.5 % of its 3 798 000 ₫. */
export const SAMPLE_CARD_FEE = 56_970;

/**
 * The sample's statement, as the contracts derive it from its lines: fare and taxes per passenger
 * and flight, seats, an infant's fee, a discount on the booking, paid by card with its fee
 * (`feeAmount`, `paidAmount` override that; `pointsDiscount` adds a member's points taken off).
 */
export function sampleStatement(
  money: { feeAmount: number; paidAmount: number; pointsDiscount?: number; pointsRedeemed?: number } = {
    feeAmount: SAMPLE_CARD_FEE,
    paidAmount: 3_798_000 + SAMPLE_CARD_FEE,
  },
  charges: readonly ReservationCharge[] = [
    sampleCharge('101', 'P1', 'FA', 'Fare', 625_000),
    sampleCharge('101', 'P1', 'AX', 'Taxes and fees', 267_000),
    sampleCharge('101', 'P1', 'SA', 'Seat 12A', 90_000),
    sampleCharge('202', 'P1', 'FA', 'Fare', 625_000),
    sampleCharge('202', 'P1', 'AX', 'Taxes and fees', 267_000),
    sampleCharge('202', 'P1', 'SA', 'Seat 3C', 90_000),
    sampleCharge('101', 'P2', 'FA', 'Fare', 625_000),
    sampleCharge('101', 'P2', 'AX', 'Taxes and fees', 267_000),
    sampleCharge('202', 'P2', 'FA', 'Fare', 625_000),
    sampleCharge('202', 'P2', 'AX', 'Taxes and fees', 267_000),
    sampleCharge('101', 'P3', 'IN', 'Infant fee', 75_000),
    sampleCharge('202', 'P3', 'IN', 'Infant fee', 75_000),
    sampleCharge('101', null, 'DC', 'Promo code', -100_000),
  ],
): ReservationStatement {
  const journeys = ROUND_TRIP.map((journey, index) => ({
    key: journey.key,
    index,
    direction: journey.direction,
    fareFamily: { code: journey.fareFamily, name: journey.fareFamily },
    segments: [],
  }));
  const summary = {
    currency: 'VND' as const,
    totalAmount: 0,
    remaining: 0,
    pointsDiscount: 0,
    pointsRedeemed: 0,
    ...money,
  };
  return reservationStatement({
    currency: 'VND',
    passengers: [...new Set(charges.flatMap((line) => line.passengerKey ?? []))].map((key) => ({ key })),
    journeys,
    chargesGroup: deriveReservationTotals({ journeys, charges: [...charges], reservationSummary: summary })
      .chargesGroup,
    reservationSummary: summary,
  });
}

/**
 * A paid round trip for two adults and an infant with seats, extras, the price per passenger and
 * flight, a booking-wide discount and a card payment with its fee. `overrides` replaces whole
 * fields.
 */
export function sampleItinerary(overrides: Partial<ItineraryDocument> = {}): ItineraryDocument {
  return {
    locator: 'K7QX2M',
    status: 'Paid',
    holdExpiresAt: null,
    bookedAt: '2026-11-21T03:00:00.000Z',
    issuedAt: '2026-11-21T03:05:00.000Z',
    contact: { name: 'NGUYEN VAN AN', email: 'an.nguyen@example.com', phone: '+84 912345678' },
    passengers: [
      {
        key: 'P1',
        type: 'adult',
        title: 'Mr',
        lastName: 'Nguyen',
        firstName: 'Van An',
        seats: [
          { segmentKey: '101', seatCode: '12A' },
          { segmentKey: '202', seatCode: '3C' },
        ],
        extras: [
          { segmentKey: '101', journeyKey: '101', name: { vi: 'Suất ăn nóng', en: 'Hot meal' }, quantity: 2 },
          {
            segmentKey: null,
            journeyKey: '101',
            name: { vi: 'Hành lý ký gửi 20 kg', en: 'Checked baggage 20 kg' },
            quantity: 1,
          },
          {
            segmentKey: null,
            journeyKey: null,
            name: { vi: 'Bảo hiểm du lịch', en: 'Travel insurance' },
            quantity: 1,
          },
        ],
      },
      {
        key: 'P2',
        type: 'adult',
        title: 'Mrs',
        lastName: 'Tran',
        firstName: 'Thi Bich',
        seats: [{ segmentKey: '101', seatCode: '12B' }],
        extras: [],
      },
      {
        key: 'P3',
        type: 'infant',
        title: null,
        lastName: 'Nguyen',
        firstName: 'Bao An',
        seats: [],
        extras: [],
      },
    ],
    journeys: ROUND_TRIP,
    statement: sampleStatement(),
    payment: { methodName: 'Visa •••• 1111', status: 'SUCCESSFUL' },
    ...overrides,
  };
}
