import { describe, expect, it } from 'vitest';
import { AIRCRAFT_TYPES, buildAircraftTypes, buildFleet, buildSeatMap } from './aircraft';

const { types, seats } = buildAircraftTypes();
const seatsOf = (code: string) => seats.filter((seat) => seat.aircraft_type_code === code);

describe('aircraft seat maps', () => {
  it('has exactly 180, 230 and 377 seats on the A320, A321 and A330', () => {
    expect(seatsOf('A320')).toHaveLength(180);
    expect(seatsOf('A321')).toHaveLength(230);
    expect(seatsOf('A330')).toHaveLength(377);
    expect(types.map((type) => [type.code, type.seat_count, type.sellable_seat_count])).toEqual([
      ['A320', 180, 178],
      ['A321', 230, 228],
      ['A330', 377, 375],
    ]);
  });

  it('names every seat once by row and letter', () => {
    for (const spec of AIRCRAFT_TYPES) {
      const map = buildSeatMap(spec);
      const codes = map.map((seat) => seat.seat_code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const seat of map) expect(seat.seat_code).toBe(`${seat.row_number}${seat.letter}`);
    }
  });

  it('puts the aisle between C and D on narrow bodies and two aisles on the A330', () => {
    const row = seatsOf('A320').filter((seat) => seat.row_number === 15);
    expect(row.filter((seat) => seat.is_aisle === 1).map((seat) => seat.letter)).toEqual(['C', 'D']);
    expect(row.filter((seat) => seat.is_window === 1).map((seat) => seat.letter)).toEqual(['A', 'F']);
    const wide = seatsOf('A330').filter((seat) => seat.row_number === 20);
    expect(wide.map((seat) => seat.letter).join('')).toBe('ABCDEFGHK');
    expect(wide.filter((seat) => seat.is_aisle === 1).map((seat) => seat.letter)).toEqual([
      'C',
      'D',
      'F',
      'G',
    ]);
  });

  it('seats business in 2-2-2 at the front of the A330 only', () => {
    const business = seats.filter((seat) => seat.seat_class === 'Business');
    expect(business).toHaveLength(12);
    expect(new Set(business.map((seat) => seat.aircraft_type_code))).toEqual(new Set(['A330']));
    expect(business.every((seat) => seat.cabin_type === 'Luxury')).toBe(true);
  });

  it('marks premium front rows, exit rows with extra legroom and blocked seats', () => {
    const a320 = seatsOf('A320');
    expect(a320.filter((seat) => seat.seat_class === 'Premium').map((seat) => seat.row_number)).toEqual(
      expect.arrayContaining([1, 2, 3]),
    );
    const exit = a320.filter((seat) => seat.is_exit_row === 1);
    expect(exit).toHaveLength(12);
    expect(exit.every((seat) => seat.seat_class === 'ExitRow' && seat.cabin_type === 'Extra leg')).toBe(true);
    expect(a320.filter((seat) => seat.is_sellable === 0).map((seat) => seat.seat_code)).toEqual([
      '30C',
      '30D',
    ]);
  });

  it('sizes the fleet from daily block time with spares', () => {
    const fleet = buildFleet({ A320: 110 * 60, A321: 240 * 60, A330: 26 * 60 });
    const count = (code: string) => fleet.filter((aircraft) => aircraft.aircraft_type_code === code).length;
    expect([count('A320'), count('A321'), count('A330')]).toEqual([11, 22, 3]);
    expect(fleet[0]?.registration).toMatch(/^VN-A\d{3}$/);
    expect(new Set(fleet.map((aircraft) => aircraft.registration)).size).toBe(fleet.length);
  });
});
