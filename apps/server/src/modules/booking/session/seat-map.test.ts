import { SESSION_EXPIRY_HEADER } from '@skybook/contracts/booking-session';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  flightSeatMapSchema,
  seatSelectionOptionsResponseSchema,
  type FlightSeatMapDto,
  type SeatDto,
} from '@skybook/contracts/seat-map';
import { convertMoney, money } from '@skybook/domain/money';
import type { SeatRuleSeat } from '@skybook/domain/seat-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app-fixture';
import { openTestSession } from '../../../../test/booking-session-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { AppError } from '../../../plugins/app-error';
import { BookingReferenceCache } from '../booking-reference';
import { SeatMapService, priceSeatClass, type SeatMapJourney } from './seat-map.service';

const DAY = '2026-11-22';
const SEAT_MAP = '/booking/api/v1/seatSelectionOptions';

/** Every seat of a map, front to back. */
const seatsOf = (map: FlightSeatMapDto): SeatDto[] =>
  map.cabins.flatMap((cabin) =>
    cabin.rows.flatMap((row) => row.elements.flatMap((element) => (element.seat ? [element.seat] : []))),
  );
const seatOf = (map: FlightSeatMapDto, code: string): SeatDto => {
  const seat = seatsOf(map).find((item) => item.code === code);
  if (!seat) throw new Error(`No seat ${code}`);
  return seat;
};
const rowOf = (map: FlightSeatMapDto, number: number) => {
  const row = map.cabins.flatMap((cabin) => cabin.rows).find((item) => item.number === number);
  if (!row) throw new Error(`No row ${number}`);
  return row;
};

describe('seat prices', () => {
  it('converts the fee and its VAT line by line so they add up to the total', () => {
    const usd = { numerator: 1, denominator: 26_000 };
    const price = priceSeatClass(60_000, 800, false, 'USD', usd);
    expect(price).toEqual({ baseAmount: 231, vatAmount: 18, totalAmount: 249, includedInFare: false });
    expect(priceSeatClass(60_000, 800, false, 'VND', { numerator: 1, denominator: 1 })).toEqual({
      baseAmount: 60_000,
      vatAmount: 4_800,
      totalAmount: 64_800,
      includedInFare: false,
    });
    expect(priceSeatClass(150_000, 800, true, 'USD', usd)).toEqual({
      baseAmount: 0,
      vatAmount: 0,
      totalAmount: 0,
      includedInFare: true,
    });
  });
});

describe.each(TEST_ENGINES)('seat map on $engine', (engine) => {
  let test: TestApp;
  let service: SeatMapService;

  beforeAll(async () => {
    test = await createTestApp(engine, { seedDays: 3 });
    service = new SeatMapService(test.database.db, new BookingReferenceCache(test.database.db));
  }, 120_000);
  afterAll(() => test.close());

  /** The first flight of a route on DAY flown by `aircraft`. */
  const flightOn = async (origin: string, destination: string, aircraft: string) => {
    const flight = await test.database.db
      .selectFrom('flight')
      .select(['id'])
      .where('origin_code', '=', origin)
      .where('destination_code', '=', destination)
      .where('departure_date_local', '=', DAY)
      .where('aircraft_type_code', '=', aircraft)
      .orderBy('departure_at')
      .executeTakeFirstOrThrow();
    return flight.id;
  };
  const mapFor = async (journey: SeatMapJourney, currency: 'VND' | 'USD' = 'VND') => {
    const [flight] = await service.journeySeats(journey, currency);
    if (!flight) throw new Error('No flight');
    return flight.map;
  };

  it('lays out an A321 row by row: columns with the aisle, exit rows, wing, blocks and missing seats', async () => {
    const flightId = await flightOn('SGN', 'HAN', 'A321');
    const map = await mapFor({ flightIds: [flightId], familyCode: 'Eco', isDomestic: true });
    expect(flightSeatMapSchema.safeParse(map).error).toBeUndefined();
    expect(map).toMatchObject({
      flightIndex: 0,
      flightId,
      carrierCode: 'VJ',
      origin: 'SGN',
      destination: 'HAN',
      aircraft: { code: 'A321', name: 'Airbus A321' },
      freeSeatClasses: [],
    });
    expect(map.flightNumber).toMatch(/^\d+$/);
    const rows = map.cabins.flatMap((cabin) => cabin.rows);
    expect(rows.map((row) => row.number)).toEqual(Array.from({ length: 39 }, (_, index) => index + 1));
    for (const cabin of map.cabins) {
      expect(cabin.columns).toEqual(['A', 'B', 'C', '-', 'D', 'E', 'F']);
      for (const row of cabin.rows) {
        expect(row.elements).toHaveLength(cabin.columns.length);
        expect(row.elements[3]).toEqual({ type: 'aisle', seat: null });
        for (const element of row.elements) {
          if (element.seat) expect(element.seat.cabinType).toBe(cabin.cabinType);
        }
      }
    }
    // Cabins are runs of rows of one cabin type, front to back.
    expect(map.cabins.map((cabin) => cabin.cabinType)).toEqual([
      'Luxury',
      'front',
      'Standard',
      'Extra leg',
      'Standard',
      'Extra leg',
      'Standard',
    ]);
    expect(rows.filter((row) => row.isExitRow).map((row) => row.number)).toEqual([10, 25]);
    expect(seatOf(map, '10A').seatClass).toBe('ExitRow');
    expect(rows.filter((row) => row.isWing).map((row) => row.number)).toEqual(
      Array.from({ length: 15 }, (_, index) => index + 11),
    );
    // The tapering tail: rows 38–39 have no window seats.
    expect(rowOf(map, 38).elements.map((element) => element.type)).toEqual([
      'empty',
      'seat',
      'seat',
      'aisle',
      'seat',
      'seat',
      'empty',
    ]);
    expect(seatOf(map, '12C')).toMatchObject({ block: 0, isAisle: true, isWindow: false, letter: 'C' });
    expect(seatOf(map, '12D')).toMatchObject({ block: 1, isAisle: true });
    expect(seatOf(map, '12F')).toMatchObject({ block: 1, isWindow: true });
    // Crew seats are never sold; every other seat of an empty flight is free.
    expect(seatOf(map, '39C').available).toBe(false);
    expect(
      seatsOf(map)
        .filter((seat) => !seat.available)
        .map((seat) => seat.code),
    ).toEqual(['39C', '39D']);
  });

  it('prices seats in VND with domestic VAT: Eco pays every class, SkyBoss gets its classes at 0', async () => {
    const flightId = await flightOn('SGN', 'HAN', 'A321');
    const eco = await mapFor({ flightIds: [flightId], familyCode: 'Eco', isDomestic: true });
    expect(seatOf(eco, '20A')).toMatchObject({
      seatClass: 'Standard',
      baseAmount: 60_000,
      vatAmount: 4_800,
      totalAmount: 64_800,
      includedInFare: false,
    });
    expect(seatOf(eco, '1A')).toMatchObject({
      seatClass: 'Premium',
      baseAmount: 150_000,
      totalAmount: 162_000,
    });
    expect(seatOf(eco, '5A')).toMatchObject({ seatClass: 'FrontRow', totalAmount: 108_000 });
    expect(seatOf(eco, '25A')).toMatchObject({ seatClass: 'ExitRow', totalAmount: 129_600 });

    const deluxe = await mapFor({ flightIds: [flightId], familyCode: 'Deluxe', isDomestic: true });
    expect(deluxe.freeSeatClasses).toEqual(['Standard']);
    expect(seatOf(deluxe, '20A')).toMatchObject({ totalAmount: 0, includedInFare: true });
    expect(seatOf(deluxe, '1A')).toMatchObject({ totalAmount: 162_000, includedInFare: false });

    const skyBoss = await mapFor({ flightIds: [flightId], familyCode: 'SkyBoss', isDomestic: true });
    expect(skyBoss.freeSeatClasses).toEqual(['Premium', 'FrontRow', 'ExitRow', 'Standard']);
    for (const seat of seatsOf(skyBoss)) {
      expect(seat).toMatchObject({ baseAmount: 0, vatAmount: 0, totalAmount: 0, includedInFare: true });
    }
  });

  it('takes the VAT rate from the flight’s local departure date: 10 % from 2027', async () => {
    const flightId = await flightOn('SGN', 'HAN', 'A321');
    const journey = { flightIds: [flightId], familyCode: 'Eco', isDomestic: true };
    const flights = test.database.db.updateTable('flight').where('id', '=', flightId);
    await flights.set({ departure_date_local: '2027-01-01' }).execute();
    try {
      expect(seatOf(await mapFor(journey), '20A')).toMatchObject({ vatAmount: 6_000, totalAmount: 66_000 });
    } finally {
      await flights.set({ departure_date_local: DAY }).execute();
    }
    expect(seatOf(await mapFor(journey), '20A').vatAmount).toBe(4_800);
  });

  it('prices international seats without VAT, converted into the booking currency', async () => {
    const flightId = await flightOn('SGN', 'BKK', 'A321');
    const map = await mapFor({ flightIds: [flightId], familyCode: 'Eco', isDomestic: false }, 'USD');
    const rate = await test.database.db
      .selectFrom('exchange_rate')
      .select(['numerator', 'denominator'])
      .where('base_currency', '=', 'VND')
      .where('quote_currency', '=', 'USD')
      .executeTakeFirstOrThrow();
    const usd = (vnd: number) => convertMoney(money(vnd, 'VND'), 'USD', rate).amountMinor;
    expect(usd(150_000)).toBeGreaterThan(0);
    expect(seatOf(map, '20A')).toMatchObject({
      baseAmount: usd(150_000),
      vatAmount: 0,
      totalAmount: usd(150_000),
    });
    expect(seatOf(map, '1A')).toMatchObject({ baseAmount: usd(350_000), totalAmount: usd(350_000) });
  });

  it('puts the A330 business cabin first and keeps it for the Business fare', async () => {
    const flightId = await flightOn('SGN', 'HAN', 'A330');
    const eco = await mapFor({ flightIds: [flightId], familyCode: 'Eco', isDomestic: true });
    const [first] = eco.cabins;
    expect(first?.cabinType).toBe('Luxury');
    expect(first?.rows[0]?.number).toBe(1);
    expect(first?.columns).toEqual(['A', 'B', 'C', '-', 'D', 'E', 'F', '-', 'G', 'H', 'K']);
    // 2-2-2 business rows under a 3-3-3 header.
    expect(rowOf(eco, 1).elements.map((element) => element.seat?.letter ?? element.type)).toEqual([
      'A',
      'empty',
      'C',
      'aisle',
      'empty',
      'E',
      'F',
      'aisle',
      'empty',
      'H',
      'K',
    ]);
    expect(seatOf(eco, '1A')).toMatchObject({ seatClass: 'Business', available: false });
    expect(seatOf(eco, '12H')).toMatchObject({ block: 2, available: true });
    expect(rowOf(eco, 20).isExitRow).toBe(true);

    const business = await mapFor({ flightIds: [flightId], familyCode: 'Business', isDomestic: true });
    expect(seatOf(business, '1A')).toMatchObject({ available: true, totalAmount: 0, includedInFare: true });
    expect(seatOf(business, '12H').available).toBe(false);
  });

  it('shows a held or sold seat as unavailable and reads it on every call', async () => {
    const flightId = await flightOn('SGN', 'HAN', 'A321');
    const journey = { flightIds: [flightId], familyCode: 'Eco', isDomestic: true };
    expect(seatOf(await mapFor(journey), '14B').available).toBe(true);
    await test.database.db
      .insertInto('seat_assignment')
      .values({
        flight_id: flightId,
        seat_code: '14B',
        passenger_key: 'ADT1',
        status: 'held',
        reservation_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    try {
      const map = await mapFor(journey);
      expect(seatOf(map, '14B').available).toBe(false);
      expect(seatOf(map, '14A').available).toBe(true);
    } finally {
      await test.database.db.deleteFrom('seat_assignment').where('flight_id', '=', flightId).execute();
    }
  });

  it('gives the quotation one flight of a journey with each seat placed for the seat rules', async () => {
    const first = await flightOn('SGN', 'HAN', 'A321');
    const second = await flightOn('HAN', 'SGN', 'A321');
    const journey = { flightIds: [first, second], familyCode: 'Eco', isDomestic: true };
    const all = await service.journeySeats(journey, 'VND');
    expect(all.map((flight) => [flight.map.flightIndex, flight.map.flightId])).toEqual([
      [0, first],
      [1, second],
    ]);
    const { map, seats } = await service.flightSeats(second, journey, 'VND');
    expect(map.flightIndex).toBe(1);
    // The quotation hands these seats to the seat rules as they are.
    const ruleSeat: SeatRuleSeat | undefined = seats.get('10E');
    expect(ruleSeat).toMatchObject({
      code: '10E',
      row: 10,
      letter: 'E',
      column: 5,
      block: 1,
      isExitRow: true,
      seatClass: 'ExitRow',
      available: true,
    });
    expect(seats.get('38A')).toBeUndefined();
    await expect(service.flightSeats(first + second, journey, 'VND')).rejects.toBeInstanceOf(AppError);
  });

  describe('GET seatSelectionOptions', () => {
    const get = (query: string, headers: Record<string, string>) =>
      test.app.inject({ url: `${SEAT_MAP}${query}`, headers });
    const seatMaps = async (query: string, headers: Record<string, string>) => {
      const response = await get(query, headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(Number(response.headers[SESSION_EXPIRY_HEADER])).toBeGreaterThan(0);
      const body: unknown = response.json();
      expect(seatSelectionOptionsResponseSchema.safeParse(body).error).toBeUndefined();
      return seatSelectionOptionsResponseSchema.parse(body);
    };
    const failure = async (query: string, headers: Record<string, string>) => {
      const response = await get(query, headers);
      return { status: response.statusCode, body: errorEnvelopeSchema.parse(response.json()) };
    };

    it('answers the seat maps of each journey of a domestic round trip, with VAT, in VND', async () => {
      const { headers, session } = await openTestSession(test.app, {
        from: 'SGN',
        to: 'HAN',
        date: DAY,
        returnDate: '2026-11-23',
        family: 'Eco',
      });
      const departure = await seatMaps('', headers);
      expect(departure).toMatchObject({ journeyIndex: 0, currency: 'VND', minorUnitExponent: 0 });
      const [flight] = departure.flights;
      if (!flight) throw new Error('No flight');
      expect(flight).toMatchObject({
        flightIndex: 0,
        origin: 'SGN',
        destination: 'HAN',
        freeSeatClasses: [],
      });
      expect(String(flight.flightId)).toBe(session.journeys[0]?.key);
      const rows = flight.cabins.flatMap((cabin) => cabin.rows);
      for (const cabin of flight.cabins) {
        for (const row of cabin.rows) expect(row.elements).toHaveLength(cabin.columns.length);
      }
      const exitRows = rows.filter((row) => row.isExitRow);
      expect(exitRows).toHaveLength(2);
      for (const row of exitRows) {
        for (const element of row.elements) if (element.seat) expect(element.seat.seatClass).toBe('ExitRow');
      }
      expect(rows.some((row) => row.isWing)).toBe(true);
      const standard = seatsOf(flight).find((seat) => seat.seatClass === 'Standard' && seat.available);
      expect(standard).toMatchObject({ baseAmount: 60_000, vatAmount: 4_800, totalAmount: 64_800 });

      const returnKey = session.journeys[1]?.bookingKey ?? '';
      const back = await seatMaps(`?bookingKey=${encodeURIComponent(returnKey)}`, headers);
      expect(back.journeyIndex).toBe(1);
      expect(back.flights[0]).toMatchObject({ origin: 'HAN', destination: 'SGN' });
      expect(String(back.flights[0]?.flightId)).toBe(session.journeys[1]?.key);
    });

    it('shows a seat held on the session’s flight as unavailable', async () => {
      const { headers, session } = await openTestSession(test.app, { from: 'SGN', to: 'HAN', date: DAY });
      const flightId = Number(session.journeys[0]?.key);
      const before = (await seatMaps('', headers)).flights[0];
      if (!before) throw new Error('No flight');
      const seat = seatsOf(before).find((item) => item.available);
      if (!seat) throw new Error('No free seat');
      await test.database.db
        .insertInto('seat_assignment')
        .values({
          flight_id: flightId,
          seat_code: seat.code,
          passenger_key: 'ADT1',
          status: 'sold',
          reservation_id: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      try {
        const after = (await seatMaps('', headers)).flights[0];
        if (!after) throw new Error('No flight');
        expect(seatOf(after, seat.code).available).toBe(false);
      } finally {
        await test.database.db.deleteFrom('seat_assignment').where('flight_id', '=', flightId).execute();
      }
    });

    it('gives SkyBoss its free seat classes at no charge', async () => {
      const { headers } = await openTestSession(test.app, {
        from: 'SGN',
        to: 'HAN',
        date: DAY,
        family: 'SkyBoss',
      });
      const [flight] = (await seatMaps('', headers)).flights;
      if (!flight) throw new Error('No flight');
      expect(flight.freeSeatClasses).toEqual(['Premium', 'FrontRow', 'ExitRow', 'Standard']);
      const economy = seatsOf(flight).filter((seat) => seat.seatClass !== 'Business');
      expect(economy.length).toBeGreaterThan(100);
      for (const seat of economy) expect(seat).toMatchObject({ totalAmount: 0, includedInFare: true });
    });

    it('converts international seat prices into the session currency, without VAT', async () => {
      const { headers } = await openTestSession(test.app, {
        from: 'SGN',
        to: 'BKK',
        date: DAY,
        currency: 'USD',
        family: 'Eco',
      });
      const answer = await seatMaps('', headers);
      expect(answer).toMatchObject({ currency: 'USD', minorUnitExponent: 2 });
      const rate = await test.database.db
        .selectFrom('exchange_rate')
        .select(['numerator', 'denominator'])
        .where('base_currency', '=', 'VND')
        .where('quote_currency', '=', 'USD')
        .executeTakeFirstOrThrow();
      const [flight] = answer.flights;
      if (!flight) throw new Error('No flight');
      const standard = seatsOf(flight).find((seat) => seat.seatClass === 'Standard');
      const usd = convertMoney(money(150_000, 'VND'), 'USD', rate).amountMinor;
      expect(standard).toMatchObject({
        baseAmount: usd,
        vatAmount: 0,
        totalAmount: usd,
        includedInFare: false,
      });
    });

    it('answers the session errors without a live session and 400 for another session’s journey', async () => {
      const missing = await failure('', {});
      expect(missing.status).toBe(410);
      expect(missing.body.errorCode).toBe('SESSION_EXPIRED');
      const unknown = await failure('', { 'x-session-id': '0'.repeat(32) });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errorCode).toBe('SESSION_ID_INVALID');

      const mine = await openTestSession(test.app, { from: 'SGN', to: 'HAN', date: DAY });
      const other = await openTestSession(test.app, { from: 'HAN', to: 'SGN', date: DAY });
      const otherKey = other.session.journeys[0]?.bookingKey ?? '';
      const foreign = await failure(`?bookingKey=${encodeURIComponent(otherKey)}`, mine.headers);
      expect(foreign.status).toBe(400);
      expect(foreign.body.errorCode).toBe('INVALID_REQUEST');
    });
  });
});
