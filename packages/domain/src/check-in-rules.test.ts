import { describe, expect, it } from 'vitest';
import {
  boardingTimes,
  CHECK_IN_REFUSALS,
  checkInTimeRefusal,
  checkInWindow,
  documentValidLongEnough,
  journeyCheckInRefusal,
  passengerCheckInRefusal,
  type CheckInJourneyFacts,
} from './check-in-rules';
import { checkInResultKey } from './error-codes';

const HOUR = 3_600_000;
const departure = new Date('2026-12-01T06:00:00Z');
const at = (hoursBefore: number) => new Date(departure.getTime() - hoursBefore * HOUR);

const facts = (overrides: Partial<CheckInJourneyFacts> = {}): CheckInJourneyFacts => ({
  bookingStatus: 'Paid',
  seatedPassengers: 2,
  flights: [{ carrierCode: 'VJ', originCode: 'SGN', destinationCode: 'HAN', departureUtc: departure }],
  ...overrides,
});

describe('the online check-in window', () => {
  it('opens 24 hours and closes an hour before the first flight', () => {
    const window = checkInWindow(departure);
    expect(window.opensAt.toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(window.closesAt.toISOString()).toBe('2026-12-01T05:00:00.000Z');
  });

  it('answers 91 before it opens, nothing while open, 93 once closed, 94 once departed', () => {
    expect(checkInTimeRefusal(departure, new Date(at(24).getTime() - 1))).toBe(91);
    expect(checkInTimeRefusal(departure, at(24))).toBeNull();
    expect(checkInTimeRefusal(departure, new Date(at(1).getTime() - 1))).toBeNull();
    expect(checkInTimeRefusal(departure, at(1))).toBe(93);
    expect(checkInTimeRefusal(departure, departure)).toBe(94);
  });
});

describe('who may check in online', () => {
  it('refuses an unpaid booking (90) before anything else', () => {
    expect(journeyCheckInRefusal(facts({ bookingStatus: 'Unpaid', seatedPassengers: 12 }), at(48))).toBe(90);
    expect(journeyCheckInRefusal(facts({ bookingStatus: 'Cancel' }), at(5))).toBe(90);
  });

  it('sends groups of more than nine to the counter (95), nine may check in', () => {
    expect(journeyCheckInRefusal(facts({ seatedPassengers: 10 }), at(5))).toBe(95);
    expect(journeyCheckInRefusal(facts({ seatedPassengers: 9 }), at(5))).toBeNull();
  });

  it('sends another carrier’s flights (98) and airports without online check-in (99) to the counter', () => {
    const vz = facts({
      flights: [{ carrierCode: 'VZ', originCode: 'BKK', destinationCode: 'HKT', departureUtc: departure }],
    });
    expect(journeyCheckInRefusal(vz, at(5))).toBe(98);
    const conDao = facts({
      flights: [{ carrierCode: 'VJ', originCode: 'SGN', destinationCode: 'VCS', departureUtc: departure }],
    });
    expect(journeyCheckInRefusal(conDao, at(5))).toBe(99);
  });

  it('applies the window of the first flight of a connection', () => {
    const connection = facts({
      flights: [
        { carrierCode: 'VJ', originCode: 'HPH', destinationCode: 'SGN', departureUtc: departure },
        {
          carrierCode: 'VJ',
          originCode: 'SGN',
          destinationCode: 'PQC',
          departureUtc: new Date(departure.getTime() + 4 * HOUR),
        },
      ],
    });
    expect(journeyCheckInRefusal(connection, at(0.5))).toBe(93);
    expect(journeyCheckInRefusal(connection, at(2))).toBeNull();
  });

  it('sends a passenger with an infant (96) or special assistance (92) to the counter', () => {
    expect(passengerCheckInRefusal({ withInfant: true, specialAssistance: true })).toBe(96);
    expect(passengerCheckInRefusal({ withInfant: false, specialAssistance: true })).toBe(92);
    expect(passengerCheckInRefusal({ withInfant: false, specialAssistance: false })).toBeNull();
  });

  it('gives every refusal code its own message key', () => {
    expect(Object.values(CHECK_IN_REFUSALS).map((code) => [code, checkInResultKey(code)])).toEqual([
      [90, 'errors.checkIn.checkInAtCounter'],
      [91, 'errors.checkIn.outsideCheckInTime'],
      [92, 'errors.checkIn.checkInAtCounter'],
      [93, 'errors.checkIn.closed'],
      [94, 'errors.checkIn.departed'],
      [95, 'errors.checkIn.checkInAtCounter'],
      [96, 'errors.checkIn.infantCheckInAtCounter'],
      [98, 'errors.checkIn.checkInAtCounter'],
      [99, 'errors.checkIn.checkInAtCounter'],
    ]);
  });
});

describe('boarding pass times', () => {
  it('boards 40 minutes before departure and closes the gate 15 minutes before boarding', () => {
    const times = boardingTimes(departure);
    expect(times.boardingAt.toISOString()).toBe('2026-12-01T05:20:00.000Z');
    expect(times.gateClosesAt.toISOString()).toBe('2026-12-01T05:05:00.000Z');
  });
});

describe('a passport valid six months after the flight', () => {
  it('accepts the same day six months on and refuses the day before', () => {
    expect(documentValidLongEnough('2027-06-01', '2026-12-01')).toBe(true);
    expect(documentValidLongEnough('2027-05-31', '2026-12-01')).toBe(false);
  });

  it('clamps to the end of a shorter month and refuses malformed dates', () => {
    expect(documentValidLongEnough('2027-02-28', '2026-08-31')).toBe(true);
    expect(documentValidLongEnough('2027-02-27', '2026-08-31')).toBe(false);
    expect(documentValidLongEnough('2027/06/01', '2026-12-01')).toBe(false);
    expect(documentValidLongEnough('2030-01-01', 'soon')).toBe(false);
  });
});
