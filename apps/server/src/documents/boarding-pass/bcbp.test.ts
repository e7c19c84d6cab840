import { decode } from 'bcbp';
import { describe, expect, it } from 'vitest';
import { bcbpInputOf, encodeBcbp, julianDate, type BcbpInput, type BcbpLeg } from './bcbp';
import { samplePass, seoulPass } from './boarding-pass.fixture';

/*
 * Every string is read back with the `bcbp` package, a decoder written by someone else against
 * Resolution 792: a field off by one character would shift every field after it.
 */

const SGN_HAN: BcbpLeg = {
  locator: 'K7QX2M',
  from: 'SGN',
  to: 'HAN',
  carrierCode: 'VJ',
  flightNumber: '121',
  departureUtc: '2026-12-01T23:15:00.000Z',
  originTimeZone: 'Asia/Ho_Chi_Minh',
  compartment: 'Y',
  seatCode: '12C',
  sequenceNumber: 1,
};

const HAN_ICN: BcbpLeg = {
  locator: 'K7QX2M',
  from: 'HAN',
  to: 'ICN',
  carrierCode: 'VJ',
  flightNumber: '960',
  departureUtc: '2026-12-02T17:30:00.000Z',
  originTimeZone: 'Asia/Ho_Chi_Minh',
  compartment: 'C',
  seatCode: '3A',
  sequenceNumber: 245,
};

const AN: BcbpInput = { lastName: 'NGUYEN', firstName: 'VAN AN', legs: [SGN_HAN] };

/** The decoded flight date as `YYYY-MM-DD` (the decoder gives a UTC midnight in the year given). */
const day = (date: Date | undefined): string | undefined => date?.toISOString().slice(0, 10);

describe('encodeBcbp', () => {
  it('writes a one-leg pass of exactly 60 characters that an independent decoder reads field by field', () => {
    const bcbp = encodeBcbp(AN);
    const decoded = decode(bcbp, 2026);
    const [leg, ...others] = decoded.data?.legs ?? [];

    expect(bcbp).toBe('M1NGUYEN/VAN AN       EK7QX2M SGNHANVJ 0121 336Y012C0001 100');
    expect(bcbp).toHaveLength(60);
    expect(decoded.meta).toMatchObject({ formatCode: 'M', numberOfLegs: 1, electronicTicketIndicator: 'E' });
    expect(decoded.data?.passengerName).toBe('NGUYEN/VAN AN');
    expect(others).toEqual([]);
    expect(leg).toMatchObject({
      operatingCarrierPNR: 'K7QX2M',
      departureAirport: 'SGN',
      arrivalAirport: 'HAN',
      operatingCarrierDesignator: 'VJ',
      flightNumber: '0121',
      compartmentCode: 'Y',
      seatNumber: '012C',
      checkInSequenceNumber: '0001',
      passengerStatus: '1',
    });
    // 06:15 on 2 December in Ho Chi Minh City, though 1 December in UTC.
    expect(day(leg?.flightDate)).toBe('2026-12-02');
  });

  it('writes each of two legs with its own flight, date, seat and sequence (M2)', () => {
    const bcbp = encodeBcbp({ ...AN, legs: [SGN_HAN, HAN_ICN] });
    const decoded = decode(bcbp, 2026);
    const [first, second] = decoded.data?.legs ?? [];

    expect(bcbp).toHaveLength(60 + 37);
    expect(decoded.meta?.numberOfLegs).toBe(2);
    expect(decoded.data?.legs).toHaveLength(2);
    expect(decoded.data?.passengerName).toBe('NGUYEN/VAN AN');
    expect(first).toMatchObject({ departureAirport: 'SGN', arrivalAirport: 'HAN', seatNumber: '012C' });
    expect(day(first?.flightDate)).toBe('2026-12-02');
    expect(second).toMatchObject({
      operatingCarrierPNR: 'K7QX2M',
      departureAirport: 'HAN',
      arrivalAirport: 'ICN',
      operatingCarrierDesignator: 'VJ',
      flightNumber: '0960',
      compartmentCode: 'C',
      seatNumber: '003A',
      checkInSequenceNumber: '0245',
      passengerStatus: '1',
    });
    // 00:30 on 3 December in Hanoi.
    expect(day(second?.flightDate)).toBe('2026-12-03');
  });

  it('dates a flight leaving just after local midnight by the origin airport’s day, not UTC’s', () => {
    const seoul = seoulPass();
    const decoded = decode(seoul.bcbp, 2026);
    const [leg] = decoded.data?.legs ?? [];

    // 00:05 on 6 December in Seoul is 15:05 on 5 December in UTC.
    expect(seoul.departureUtc).toBe('2026-12-05T15:05:00.000Z');
    expect(julianDate(seoul.departureUtc, 'Asia/Seoul')).toBe('340');
    expect(julianDate(seoul.departureUtc, 'UTC')).toBe('339');
    expect(day(leg?.flightDate)).toBe('2026-12-06');
    expect(leg).toMatchObject({ departureAirport: 'ICN', arrivalAirport: 'SGN', seatNumber: '003A' });
  });

  it('zero-pads the day of the year and keeps a flight number’s suffix letter', () => {
    const bcbp = encodeBcbp({
      ...AN,
      legs: [{ ...SGN_HAN, flightNumber: '7A', departureUtc: '2027-01-05T02:00:00.000Z' }],
    });
    const [leg] = decode(bcbp, 2027).data?.legs ?? [];

    expect(bcbp.slice(39, 47)).toBe('0007A005');
    expect(leg?.flightNumber).toBe('0007A');
    expect(day(leg?.flightDate)).toBe('2027-01-05');
  });

  it('cuts a long name to 20 characters and drops accents', () => {
    const long = encodeBcbp({ lastName: 'NGUYEN PHUOC', firstName: 'VINH THUY BAO DAI', legs: [SGN_HAN] });
    const accented = encodeBcbp({ lastName: 'Nguyễn', firstName: 'Thị Đào', legs: [SGN_HAN] });

    expect(long).toHaveLength(60);
    expect(decode(long, 2026).data?.passengerName).toBe('NGUYEN PHUOC/VINH TH');
    expect(decode(long, 2026).data?.legs?.[0]?.departureAirport).toBe('SGN');
    expect(decode(accented, 2026).data?.passengerName).toBe('NGUYEN/THI DAO');
  });

  it('refuses what no barcode can carry', () => {
    const withLeg = (leg: Partial<BcbpLeg>) => () => encodeBcbp({ ...AN, legs: [{ ...SGN_HAN, ...leg }] });

    expect(withLeg({ seatCode: 'C12' })).toThrow(TypeError);
    expect(withLeg({ seatCode: '1234C' })).toThrow(TypeError);
    expect(withLeg({ flightNumber: 'VJ121' })).toThrow(TypeError);
    expect(withLeg({ flightNumber: '12345' })).toThrow(TypeError);
    expect(withLeg({ from: 'Saigon' })).toThrow(TypeError);
    expect(withLeg({ sequenceNumber: 0 })).toThrow(TypeError);
    expect(withLeg({ sequenceNumber: 10_000 })).toThrow(TypeError);
    expect(withLeg({ originTimeZone: 'Asia/Saigon City' })).toThrow(TypeError);
    expect(withLeg({ departureUtc: '2026-12-02 06:15' })).toThrow(TypeError);
    expect(() => encodeBcbp({ ...AN, legs: [] })).toThrow(TypeError);
    expect(() => encodeBcbp({ ...AN, legs: Array.from({ length: 5 }, () => SGN_HAN) })).toThrow(TypeError);
    expect(() => encodeBcbp({ ...AN, lastName: '阮' })).toThrow(TypeError);
  });
});

describe('bcbpInputOf', () => {
  it('orders one passenger’s passes by departure into the legs of one barcode', () => {
    const later = seoulPass();
    const earlier = samplePass();
    const decoded = decode(encodeBcbp(bcbpInputOf([later, earlier])), 2026);

    expect(decoded.meta?.numberOfLegs).toBe(2);
    expect(
      decoded.data?.legs?.map((leg) => `${leg.departureAirport ?? ''}-${leg.arrivalAirport ?? ''}`),
    ).toEqual(['SGN-HAN', 'ICN-SGN']);
    expect(decoded.data?.legs?.map((leg) => leg.checkInSequenceNumber)).toEqual(['0001', '0017']);
  });

  it('gives the pass its own one-leg barcode', () => {
    const pass = samplePass();

    expect(pass.bcbp).toBe(encodeBcbp(bcbpInputOf([pass])));
    expect(decode(pass.bcbp, 2026).data?.legs?.[0]?.seatNumber).toBe('012C');
  });

  it('refuses passes of two passengers or none', () => {
    expect(() => bcbpInputOf([samplePass(), samplePass({ passengerKey: 'P2' })])).toThrow(TypeError);
    expect(() => bcbpInputOf([])).toThrow(TypeError);
  });
});
