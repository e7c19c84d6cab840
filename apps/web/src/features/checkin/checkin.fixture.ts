import type {
  BoardingPass,
  CheckinJourney,
  CheckinPassenger,
  CheckinSeatsResponse,
  CheckinView,
} from '@skybook/contracts/checkin';
import type { ManageGrant } from '@skybook/contracts/manage-booking';
import type { FlightSeatMapDto, SeatDto } from '@skybook/contracts/seat-map';

/*
 * What the check-in tests answer, as the contract shapes it (the fetch is test/manage-fetch.ts):
 * booking ABC234 with one journey SGN → HAN on VJ 120, NGUYEN VAN AN and TRAN THI BINH on it.
 */

export const GRANT: ManageGrant = {
  grant: 'eyJrIjoicmVzLTAwMDEifQ.c2lnbmF0dXJlLW9mLXRoZS1ncmFudA',
  expiresAt: '2099-12-31T00:00:00.000Z',
  reservationKey: 'res-0001',
};

export const FRESH_GRANT: ManageGrant = {
  ...GRANT,
  grant: 'eyJrIjoicmVzLTAwMDEiLCJuIjoyfQ.ZnJlc2gtc2lnbmF0dXJl',
};

export const API = '/booking/api/v1';

type Segment = CheckinJourney['segments'][number];

export function segment(overrides: Partial<Segment> = {}): Segment {
  return {
    key: '101',
    flight: {
      id: 101,
      airlineCode: { code: 'VJ' },
      flightNumber: '120',
      aircraft: { code: 'A321', name: 'Airbus A321' },
    },
    departure: {
      airport: { code: 'SGN', timeZone: 'Asia/Ho_Chi_Minh' },
      scheduledTime: '2099-01-01T07:00+07:00',
      utc: '2099-01-01T00:00:00.000Z',
    },
    arrival: {
      airport: { code: 'HAN', timeZone: 'Asia/Ho_Chi_Minh' },
      scheduledTime: '2099-01-01T09:10+07:00',
      utc: '2099-01-01T02:10:00.000Z',
    },
    durationMinutes: 130,
    ...overrides,
  };
}

export function passenger(overrides: Partial<CheckinPassenger> = {}): CheckinPassenger {
  return {
    key: 'ADT1',
    type: 'adult',
    title: 'Mr',
    lastName: 'NGUYEN',
    middleName: 'VAN',
    firstName: 'AN',
    flyingWith: null,
    refusal: null,
    knownDocument: { number: '', nationality: '' },
    flights: [
      { flightKey: '101', seatCode: null, checkedIn: false, sequenceNumber: null, checkedInAt: null },
    ],
    ...overrides,
  };
}

export const AN = passenger();
export const BINH = passenger({
  key: 'ADT2',
  title: 'Ms',
  lastName: 'TRAN',
  middleName: 'THI',
  firstName: 'BINH',
});

export function journey(overrides: Partial<CheckinJourney> = {}): CheckinJourney {
  return {
    key: '101',
    index: 0,
    direction: 'departure',
    fareFamily: { code: 'ECO', name: 'Eco' },
    segments: [segment()],
    international: false,
    opensAt: '2098-12-31T00:00:00.000Z',
    closesAt: '2098-12-31T23:00:00.000Z',
    refusal: null,
    canUndo: false,
    passengers: [AN, BINH],
    ...overrides,
  };
}

/** The same journey abroad: SGN → BKK, passports asked. */
export function internationalJourney(overrides: Partial<CheckinJourney> = {}): CheckinJourney {
  return journey({
    international: true,
    segments: [
      segment({
        flight: {
          id: 101,
          airlineCode: { code: 'VJ' },
          flightNumber: '801',
          aircraft: { code: 'A321', name: 'Airbus A321' },
        },
        arrival: {
          airport: { code: 'BKK', timeZone: 'Asia/Bangkok' },
          scheduledTime: '2099-01-01T08:40+07:00',
          utc: '2099-01-01T01:40:00.000Z',
        },
        durationMinutes: 100,
      }),
    ],
    ...overrides,
  });
}

/** Everyone on `base` checked in: seats given, the undo offered. */
export function checkedInJourney(base: CheckinJourney = journey()): CheckinJourney {
  return {
    ...base,
    canUndo: true,
    passengers: base.passengers.map((one, index) => ({
      ...one,
      flights: one.flights.map((flight) => ({
        ...flight,
        checkedIn: true,
        seatCode: flight.seatCode ?? `${String(20 + index)}C`,
        sequenceNumber: index + 1,
        checkedInAt: '2098-12-31T02:00:00.000Z',
      })),
    })),
  };
}

export function checkinView(journeys: CheckinJourney[] = [journey()]): CheckinView {
  return {
    reservationKey: 'res-0001',
    locator: 'ABC234',
    status: 'Paid',
    email: 'an.nguyen@example.com',
    journeys,
    grant: FRESH_GRANT,
  };
}

function seat(code: string, overrides: Partial<SeatDto> = {}): SeatDto {
  const letter = code.slice(-1);
  return {
    code,
    letter,
    seatClass: 'Standard',
    cabinType: 'Standard',
    available: true,
    isWindow: letter === 'A' || letter === 'F',
    isAisle: letter === 'C' || letter === 'D',
    block: letter < 'D' ? 0 : 1,
    baseAmount: 0,
    vatAmount: 0,
    totalAmount: 0,
    includedInFare: true,
    ...overrides,
  };
}

/** A 3-3 cabin of three rows: row 1 Premium at a price, rows 20 and 21 Standard in the fare, 20A taken. */
export function seatMap(): FlightSeatMapDto {
  const row = (number: number, make: (code: string) => SeatDto) => ({
    number,
    isExitRow: false,
    isWing: false,
    elements: ['A', 'B', 'C', '-', 'D', 'E', 'F'].map((letter) =>
      letter === '-'
        ? { type: 'aisle', seat: null }
        : { type: 'seat', seat: make(`${String(number)}${letter}`) },
    ),
  });
  const premium = (code: string) =>
    seat(code, {
      seatClass: 'Premium',
      baseAmount: 150_000,
      vatAmount: 12_000,
      totalAmount: 162_000,
      includedInFare: false,
    });
  return {
    flightIndex: 0,
    flightId: 101,
    carrierCode: 'VJ',
    flightNumber: '120',
    origin: 'SGN',
    destination: 'HAN',
    aircraft: { code: 'A321', name: 'Airbus A321' },
    cabins: [
      {
        cabinType: 'Standard',
        columns: ['A', 'B', 'C', '-', 'D', 'E', 'F'],
        rows: [
          row(1, premium),
          row(20, (code) => seat(code, { available: code !== '20A' })),
          row(21, (code) => seat(code)),
        ],
      },
    ],
    freeSeatClasses: ['Standard'],
  };
}

export function seatsAnswer(current: string | null = null): CheckinSeatsResponse {
  return {
    currency: 'VND',
    minorUnitExponent: 0,
    flights: [seatMap()],
    current: [{ flightKey: '101', seatCode: current }],
  };
}

export function boardingPass(overrides: Partial<BoardingPass> = {}): BoardingPass {
  return {
    passengerKey: 'ADT1',
    flightKey: '101',
    journeyKey: '101',
    passengerName: 'NGUYEN/VAN AN',
    infantName: null,
    locator: 'ABC234',
    carrierCode: 'VJ',
    flightNumber: '120',
    origin: { code: 'SGN', timeZone: 'Asia/Ho_Chi_Minh' },
    destination: { code: 'HAN', timeZone: 'Asia/Ho_Chi_Minh' },
    departureUtc: '2099-01-01T00:00:00.000Z',
    arrivalUtc: '2099-01-01T02:10:00.000Z',
    boardingUtc: '2098-12-31T23:20:00.000Z',
    gateClosesUtc: '2098-12-31T23:05:00.000Z',
    seatCode: '20C',
    compartment: 'Y',
    fareFamily: 'Eco',
    sequenceNumber: 1,
    bcbp: 'M1NGUYEN/VAN AN       EABC234 SGNHANVJ 0120 001Y020C0001 100',
    barcodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
    googleWalletUrl: null,
    appleWallet: false,
    ...overrides,
  };
}

export const COUNTRIES = {
  countries: [
    { countryCode: 'VN', name: 'Vietnam', phoneCode: '+84', defaultCurrency: 'VND', languages: ['vi'] },
    { countryCode: 'TH', name: 'Thailand', phoneCode: '+66', defaultCurrency: 'THB', languages: ['th'] },
  ],
};
