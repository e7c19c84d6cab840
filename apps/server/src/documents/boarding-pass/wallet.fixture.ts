import { AIRPORTS } from '../itinerary.fixture';
import type { ItineraryAirport } from '../itinerary';
import type { BoardingPassDocument } from './boarding-pass';

/** Incheon, nine hours ahead of UTC (two ahead of Vietnam), for a flight that leaves another zone. */
export const ICN: ItineraryAirport = {
  code: 'ICN',
  name: { vi: 'Sân bay quốc tế Incheon', en: 'Incheon International Airport' },
  city: { vi: 'Seoul', en: 'Seoul' },
  timeZone: 'Asia/Seoul',
};

/**
 * VJ 123 SGN → HAN on 2 Dec 2026, seat 12C: leaves 06:15 Vietnam time, which is still 1 Dec in
 * UTC; boarding 05:35, gate closes 05:20.
 */
export const SGN_HAN_PASS: BoardingPassDocument = {
  locator: 'K7QX2M',
  passengerKey: 'P1',
  journeyKey: '101',
  flightKey: '101',
  lastName: 'NGUYEN',
  firstName: 'VAN AN',
  title: 'MR',
  infantName: null,
  carrierCode: 'VJ',
  flightNumber: '123',
  origin: AIRPORTS.SGN,
  destination: AIRPORTS.HAN,
  departureUtc: '2026-12-01T23:15:00.000Z',
  arrivalUtc: '2026-12-02T01:25:00.000Z',
  boardingUtc: '2026-12-01T22:35:00.000Z',
  gateClosesUtc: '2026-12-01T22:20:00.000Z',
  seatCode: '12C',
  compartment: 'Y',
  fareFamily: 'Eco',
  sequenceNumber: 12,
  bcbp: 'M1NGUYEN/VAN AN       EK7QX2M SGNHANVJ 0123 336Y012C0012 100',
  issuedAt: '2026-12-01T08:00:00.000Z',
};

/**
 * VJ 863 ICN → SGN on 6 Dec 2026, seat 1A in Business: leaves 08:05 Seoul time (23:05 UTC on
 * 5 Dec), lands 11:35 Vietnam time.
 */
export const ICN_SGN_PASS: BoardingPassDocument = {
  locator: 'P4RT8W',
  passengerKey: 'P7',
  journeyKey: '305',
  flightKey: '305',
  lastName: 'KIM',
  firstName: 'MINJI',
  title: 'MS',
  infantName: null,
  carrierCode: 'VJ',
  flightNumber: '863',
  origin: ICN,
  destination: AIRPORTS.SGN,
  departureUtc: '2026-12-05T23:05:00.000Z',
  arrivalUtc: '2026-12-06T04:35:00.000Z',
  boardingUtc: '2026-12-05T22:25:00.000Z',
  gateClosesUtc: '2026-12-05T22:10:00.000Z',
  seatCode: '1A',
  compartment: 'C',
  fareFamily: 'Business',
  sequenceNumber: 3,
  bcbp: 'M1KIM/MINJI           EP4RT8W ICNSGNVJ 0863 340C001A0003 100',
  issuedAt: '2026-12-05T09:00:00.000Z',
};
