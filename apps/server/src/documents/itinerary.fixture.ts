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

/**
 * A paid round trip for two adults and an infant with seats, extras, charges per passenger, a
 * booking-wide discount and a card payment. `overrides` replaces whole fields.
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
    charges: [
      { passengerKey: 'P1', code: 'FA', description: { vi: 'Giá vé', en: 'Fare' }, amountMinor: 1_250_000 },
      {
        passengerKey: 'P1',
        code: 'AX',
        description: { vi: 'Thuế, phí', en: 'Taxes and fees' },
        amountMinor: 534_000,
      },
      {
        passengerKey: 'P1',
        code: 'SA',
        description: { vi: 'Chọn ghế', en: 'Seat selection' },
        amountMinor: 180_000,
      },
      { passengerKey: 'P2', code: 'FA', description: { vi: 'Giá vé', en: 'Fare' }, amountMinor: 1_250_000 },
      {
        passengerKey: 'P2',
        code: 'AX',
        description: { vi: 'Thuế, phí', en: 'Taxes and fees' },
        amountMinor: 534_000,
      },
      {
        passengerKey: 'P3',
        code: 'IN',
        description: { vi: 'Phí em bé', en: 'Infant fee' },
        amountMinor: 150_000,
      },
      {
        passengerKey: null,
        code: 'DC',
        description: { vi: 'Mã giảm giá', en: 'Promo code' },
        amountMinor: -100_000,
      },
    ],
    currency: 'VND',
    payment: { methodName: 'Visa •••• 1111', status: 'SUCCESSFUL', paidMinor: 3_798_000 },
    ...overrides,
  };
}
