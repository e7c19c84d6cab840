import { boardingTimes } from '@skybook/domain/check-in-rules';
import type { ItineraryAirport } from '../itinerary';
import { AIRPORTS } from '../itinerary.fixture';
import { bcbpInputOf, encodeBcbp } from './bcbp';
import type { BoardingPassDocument } from './boarding-pass';

/** Incheon, on Seoul's clock (UTC+9 all year): proves times are the origin airport's, not Vietnam's. */
export const ICN: ItineraryAirport = {
  code: 'ICN',
  name: { vi: 'Sân bay quốc tế Incheon', en: 'Incheon International Airport' },
  city: { vi: 'Seoul', en: 'Seoul' },
  timeZone: 'Asia/Seoul',
};

/**
 * A boarding pass as the check-in service builds it: the times from the domain's boardingTimes
 * and the barcode from encodeBcbp. By default Nguyen Van An in 12C of VJ 121 SGN→HAN, leaving
 * 06:15 on 2 December 2026 Vietnam time.
 */
export function samplePass(
  overrides: Partial<Omit<BoardingPassDocument, 'bcbp'>> = {},
): BoardingPassDocument {
  const facts = {
    locator: 'K7QX2M',
    passengerKey: 'P1',
    journeyKey: '101',
    flightKey: '101',
    lastName: 'NGUYEN',
    firstName: 'VAN AN',
    title: 'MR',
    infantName: null,
    carrierCode: 'VJ',
    flightNumber: '121',
    origin: AIRPORTS.SGN,
    destination: AIRPORTS.HAN,
    departureUtc: '2026-12-01T23:15:00.000Z',
    arrivalUtc: '2026-12-02T01:25:00.000Z',
    seatCode: '12C',
    compartment: 'Y',
    fareFamily: 'Eco',
    sequenceNumber: 1,
    issuedAt: '2026-12-01T01:00:00.000Z',
    ...overrides,
  };
  const { boardingAt, gateClosesAt } = boardingTimes(new Date(facts.departureUtc));
  return {
    boardingUtc: boardingAt.toISOString(),
    gateClosesUtc: gateClosesAt.toISOString(),
    ...facts,
    bcbp: encodeBcbp(bcbpInputOf([facts])),
  };
}

/** The second passenger of the booking on the same flight, with her infant on her lap. */
export function sampleCompanionPass(
  overrides: Partial<Omit<BoardingPassDocument, 'bcbp'>> = {},
): BoardingPassDocument {
  return samplePass({
    passengerKey: 'P2',
    lastName: 'TRAN',
    firstName: 'THI BICH',
    title: 'MRS',
    infantName: 'NGUYEN BE NA',
    seatCode: '12D',
    sequenceNumber: 2,
    ...overrides,
  });
}

/**
 * VJ 963 ICN→SGN leaving Incheon at 00:05 on 6 December 2026 Seoul time (15:05 UTC on the 5th),
 * so boarding and the gate's closing fall on the evening before, and landing at 03:55 Vietnam time.
 */
export function seoulPass(overrides: Partial<Omit<BoardingPassDocument, 'bcbp'>> = {}): BoardingPassDocument {
  return samplePass({
    journeyKey: '202',
    flightKey: '202',
    flightNumber: '963',
    origin: ICN,
    destination: AIRPORTS.SGN,
    departureUtc: '2026-12-05T15:05:00.000Z',
    arrivalUtc: '2026-12-05T20:55:00.000Z',
    seatCode: '3A',
    compartment: 'C',
    fareFamily: 'SkyBoss',
    sequenceNumber: 17,
    ...overrides,
  });
}
