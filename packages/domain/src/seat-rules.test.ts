import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  seatAssignmentProblems,
  seatChoiceProblem,
  type SeatAt,
  type SeatRulePassenger,
  type SeatRuleSeat,
} from './seat-rules';

interface MapOptions {
  /** Rows with an emergency exit. */
  readonly exitRows?: readonly number[];
  /** Seat codes held or sold to other bookings. */
  readonly unavailable?: readonly string[];
  /** Seat classes other than Standard, by seat code. */
  readonly classes?: Readonly<Record<string, string>>;
}

/**
 * A seat map from a layout such as `ABC-DEF` (3-3) or `ABC-DEF-GHK` (3-3-3): each character is a
 * column, `-` an aisle that starts the next block.
 */
function seatMap(layout: string, rows: readonly number[], options: MapOptions = {}) {
  const seats = new Map<string, SeatRuleSeat>();
  for (const row of rows) {
    let block = 0;
    layout.split('').forEach((letter, column) => {
      if (letter === '-') {
        block += 1;
        return;
      }
      const code = `${String(row)}${letter}`;
      seats.set(code, {
        code,
        row,
        letter,
        block,
        column,
        isExitRow: options.exitRows?.includes(row) ?? false,
        seatClass: options.classes?.[code] ?? 'Standard',
        available: !(options.unavailable?.includes(code) ?? false),
      });
    });
  }
  const byPosition = new Map(
    [...seats.values()].map((seat) => [`${String(seat.row)}:${String(seat.column)}`, seat]),
  );
  const seatAt: SeatAt = (row, column) => byPosition.get(`${String(row)}:${String(column)}`);
  const seat = (code: string): SeatRuleSeat => {
    const found = seats.get(code);
    if (!found) throw new Error(`no seat ${code}`);
    return found;
  };
  const assign = (entries: Record<string, string>): Map<string, SeatRuleSeat> =>
    new Map(Object.entries(entries).map(([key, code]) => [key, seat(code)]));
  return { seat, seatAt, assign, codes: [...seats.keys()] };
}

const adult = (key: string, hasInfant = false): SeatRulePassenger => ({ key, type: 'adult', hasInfant });
const child = (key: string): SeatRulePassenger => ({ key, type: 'child', hasInfant: false });

const narrow = seatMap('ABC-DEF', [10, 11, 12], {
  exitRows: [12],
  unavailable: ['11A', '11C'],
  classes: { '10F': 'Lounge', '11F': 'ExitRow' },
});
const family = [adult('ADT1', true), adult('ADT2'), child('CHD1')];

describe('seatChoiceProblem on a 3-3 aircraft', () => {
  const choose = (passenger: SeatRulePassenger, code: string, seated: Record<string, string> = {}) =>
    seatChoiceProblem(passenger, narrow.seat(code), narrow.assign(seated), family, narrow.seatAt);

  it('lets an adult take a free seat of a known class', () => {
    expect(choose(adult('ADT2'), '10A')).toBeNull();
  });

  it('refuses a seat that is not available', () => {
    expect(choose(adult('ADT2'), '11A')).toBe('seatUnavailable');
  });

  it('refuses a seat of a class the site does not know', () => {
    expect(choose(adult('ADT2'), '10F')).toBe('unknownSeatClass');
  });

  it('refuses a seat another passenger of the booking has, but not the passenger’s own', () => {
    expect(choose(adult('ADT2'), '10A', { ADT1: '10A' })).toBe('seatTakenByOther');
    expect(choose(adult('ADT2'), '10A', { ADT2: '10A' })).toBeNull();
  });

  it('keeps children and adults with an infant out of exit rows, by row or by seat class', () => {
    expect(choose(adult('ADT2'), '12A')).toBeNull();
    expect(choose(adult('ADT1', true), '12A')).toBe('exitRowNoChildOrInfant');
    expect(choose(child('CHD1'), '12B', { ADT2: '12A' })).toBe('exitRowNoChildOrInfant');
    expect(choose(adult('ADT1', true), '11F')).toBe('exitRowNoChildOrInfant');
    expect(choose(adult('ADT2'), '11F')).toBeNull();
  });

  it('allows one adult with an infant per row and block', () => {
    const first = adult('ADT1', true);
    const second = adult('ADT2', true);
    const seated = narrow.assign({ ADT1: '10A' });
    const choice = (passenger: SeatRulePassenger, code: string) =>
      seatChoiceProblem(passenger, narrow.seat(code), seated, [first, second], narrow.seatAt);
    expect(choice(second, '10C')).toBe('oneInfantPerBlock');
    expect(choice(second, '10D')).toBeNull();
    expect(choice(second, '11B')).toBeNull();
    // ADT1 moving within the block does not collide with their own old seat.
    expect(choice(first, '10B')).toBeNull();
  });

  it('does not limit adults without an infant in a block with an infant', () => {
    expect(choose(adult('ADT2'), '10B', { ADT1: '10A' })).toBeNull();
  });

  it('seats a child directly beside an adult of the booking once one has a seat', () => {
    expect(choose(child('CHD1'), '10B', { ADT2: '10C' })).toBeNull();
    expect(choose(child('CHD1'), '10D', { ADT2: '10E' })).toBeNull();
    expect(choose(child('CHD1'), '10A', { ADT2: '10C' })).toBe('childNextToAdult');
    expect(choose(child('CHD1'), '11B', { ADT2: '10B' })).toBe('childNextToAdult');
  });

  it('does not count the seat across the aisle as beside', () => {
    expect(choose(child('CHD1'), '10D', { ADT2: '10C' })).toBe('childNextToAdult');
  });

  it('is satisfied by any seated adult, with or without an infant', () => {
    expect(choose(child('CHD1'), '10B', { ADT1: '10A', ADT2: '12F' })).toBeNull();
  });

  it('before any adult has a seat, wants room for one beside the child', () => {
    expect(choose(child('CHD1'), '10A')).toBeNull();
    // 11B: 11A and 11C are sold.
    expect(choose(child('CHD1'), '11B')).toBe('childNextToAdult');
    // 10E: 10D is free, 10F is of an unknown class.
    expect(choose(child('CHD1'), '10E')).toBeNull();
  });

  it('does not count a neighbour held by another child as room for an adult', () => {
    const twoChildren = [adult('ADT1'), child('CHD1'), child('CHD2')];
    const problem = seatChoiceProblem(
      child('CHD1'),
      narrow.seat('10C'),
      narrow.assign({ CHD2: '10B' }),
      twoChildren,
      narrow.seatAt,
    );
    expect(problem).toBe('childNextToAdult');
  });

  it('refuses every seat to a child while the only seated adult is hemmed in', () => {
    const hemmed = seatMap('ABC-DEF', [10, 11], { unavailable: ['10A', '10C'] });
    const assignments = hemmed.assign({ ADT1: '10B' });
    for (const code of hemmed.codes.filter((code) => code !== '10B')) {
      const problem = seatChoiceProblem(child('CHD1'), hemmed.seat(code), assignments, family, hemmed.seatAt);
      expect(problem, code).not.toBeNull();
    }
  });

  it('answers the first broken rule: an unavailable exit seat far from the adults is unavailable', () => {
    const map = seatMap('ABC-DEF', [10, 12], { exitRows: [12], unavailable: ['12A'] });
    const problem = seatChoiceProblem(
      child('CHD1'),
      map.seat('12A'),
      map.assign({ ADT2: '10A' }),
      family,
      map.seatAt,
    );
    expect(problem).toBe('seatUnavailable');
  });

  it('ignores assignments of keys that are not seated passengers of the booking', () => {
    expect(choose(adult('ADT2'), '10A', { INF1: '10A' })).toBeNull();
  });

  it('does not count a seat of another block as beside, even at the next column', () => {
    // A map without aisle columns: 10C (block 0, column 2) and 10D (block 1, column 3) touch.
    const seat = (code: string, block: number, column: number): SeatRuleSeat => ({
      code,
      row: 10,
      letter: code.slice(-1),
      block,
      column,
      isExitRow: false,
      seatClass: 'Standard',
      available: true,
    });
    const row = [seat('10A', 0, 0), seat('10B', 0, 1), seat('10C', 0, 2), seat('10D', 1, 3)];
    const seatAt: SeatAt = (r, column) => row.find((s) => r === 10 && s.column === column);
    const problem = seatChoiceProblem(
      child('CHD1'),
      seat('10D', 1, 3),
      new Map([['ADT2', seat('10C', 0, 2)]]),
      family,
      seatAt,
    );
    expect(problem).toBe('childNextToAdult');
  });
});

describe('seatChoiceProblem on a 3-3-3 wide body', () => {
  const wide = seatMap('ABC-DEF-GHK', [20, 21], { exitRows: [21] });
  const choose = (
    passenger: SeatRulePassenger,
    code: string,
    seated: Record<string, string>,
    passengers = family,
  ) => seatChoiceProblem(passenger, wide.seat(code), wide.assign(seated), passengers, wide.seatAt);

  it('seats a child beside an adult in the middle block on either side', () => {
    expect(choose(child('CHD1'), '20D', { ADT2: '20E' })).toBeNull();
    expect(choose(child('CHD1'), '20F', { ADT2: '20E' })).toBeNull();
  });

  it('does not seat a child across either aisle from the adult', () => {
    expect(choose(child('CHD1'), '20C', { ADT2: '20D' })).toBe('childNextToAdult');
    expect(choose(child('CHD1'), '20G', { ADT2: '20F' })).toBe('childNextToAdult');
  });

  it('allows an adult with an infant in each of the three blocks of a row, not two in one', () => {
    const parents = [adult('ADT1', true), adult('ADT2', true), adult('ADT3', true)];
    const seated = { ADT1: '20A', ADT2: '20E' };
    expect(choose(adult('ADT3', true), '20K', seated, parents)).toBeNull();
    expect(choose(adult('ADT3', true), '20F', seated, parents)).toBe('oneInfantPerBlock');
    expect(choose(adult('ADT3', true), '20C', seated, parents)).toBe('oneInfantPerBlock');
  });

  it('keeps children out of the exit row in every block', () => {
    for (const [childSeat, adultSeat] of [
      ['21B', '21A'],
      ['21E', '21D'],
      ['21H', '21G'],
    ] as const) {
      expect(choose(child('CHD1'), childSeat, { ADT2: adultSeat })).toBe('exitRowNoChildOrInfant');
    }
  });
});

describe('seatAssignmentProblems', () => {
  it('finds nothing wrong with a family seated by the rules', () => {
    const assignments = narrow.assign({ ADT1: '10A', ADT2: '10B', CHD1: '10C' });
    expect(seatAssignmentProblems(assignments, family, narrow.seatAt)).toEqual([]);
  });

  it('reports a child not beside any seated adult', () => {
    const assignments = narrow.assign({ ADT1: '10A', CHD1: '10D' });
    expect(seatAssignmentProblems(assignments, family, narrow.seatAt)).toEqual([
      { passengerKey: 'CHD1', violation: 'childNextToAdult' },
    ]);
  });

  it('reports the child left alone when the adult beside moved away', () => {
    const assignments = narrow.assign({ ADT2: '12F', CHD1: '10B' });
    expect(seatAssignmentProblems(assignments, family, narrow.seatAt)).toEqual([
      { passengerKey: 'CHD1', violation: 'childNextToAdult' },
    ]);
  });

  it('does not ask for a neighbour when no adult of the booking has a seat on the flight', () => {
    // 11B has no free neighbour, which a choice would refuse; the adults take seats at check-in.
    const assignments = narrow.assign({ CHD1: '11B' });
    expect(seatAssignmentProblems(assignments, family, narrow.seatAt)).toEqual([]);
  });

  it('reports both passengers given the same seat', () => {
    const assignments = narrow.assign({ ADT1: '10A', ADT2: '10A' });
    expect(seatAssignmentProblems(assignments, family, narrow.seatAt)).toEqual([
      { passengerKey: 'ADT1', violation: 'seatTakenByOther' },
      { passengerKey: 'ADT2', violation: 'seatTakenByOther' },
    ]);
  });

  it('reports both adults with infants in one block', () => {
    const parents = [adult('ADT1', true), adult('ADT2', true)];
    const assignments = narrow.assign({ ADT1: '10A', ADT2: '10C' });
    expect(seatAssignmentProblems(assignments, parents, narrow.seatAt)).toEqual([
      { passengerKey: 'ADT1', violation: 'oneInfantPerBlock' },
      { passengerKey: 'ADT2', violation: 'oneInfantPerBlock' },
    ]);
  });

  it('reports every rule a seat breaks, in the order of the passengers', () => {
    const map = seatMap('ABC-DEF', [10, 12], {
      exitRows: [12],
      unavailable: ['12A'],
      classes: { '10F': 'Lounge' },
    });
    const assignments = map.assign({ CHD1: '12A', ADT2: '10F', ADT1: '10A' });
    expect(seatAssignmentProblems(assignments, family, map.seatAt)).toEqual([
      { passengerKey: 'ADT2', violation: 'unknownSeatClass' },
      { passengerKey: 'CHD1', violation: 'seatUnavailable' },
      { passengerKey: 'CHD1', violation: 'exitRowNoChildOrInfant' },
      { passengerKey: 'CHD1', violation: 'childNextToAdult' },
    ]);
  });

  it('leaves passengers without a seat and keys not in the booking out', () => {
    const assignments = narrow.assign({ ADT2: '10A', INF1: '10A', ADT9: '11A' });
    expect(seatAssignmentProblems(assignments, family, narrow.seatAt)).toEqual([]);
  });

  it('agrees with seatChoiceProblem on every seated passenger once an adult has a seat', () => {
    const wide = seatMap('ABC-DEF-GHK', [20, 21], { exitRows: [21], unavailable: ['20B', '21K'] });
    const group = [adult('ADT1', true), adult('ADT2', true), child('CHD1'), child('CHD2')];
    const seatOrNone = fc.option(fc.constantFrom(...wide.codes), { nil: undefined });
    fc.assert(
      fc.property(
        fc.constantFrom(...wide.codes),
        seatOrNone,
        seatOrNone,
        seatOrNone,
        (adultSeat, ...rest) => {
          const entries: Record<string, string> = { ADT1: adultSeat };
          ['ADT2', 'CHD1', 'CHD2'].forEach((key, i) => {
            const code = rest[i];
            if (code !== undefined) entries[key] = code;
          });
          const assignments = wide.assign(entries);
          const problems = seatAssignmentProblems(assignments, group, wide.seatAt);
          for (const passenger of group) {
            const seat = assignments.get(passenger.key);
            if (!seat) continue;
            const first =
              problems.find((problem) => problem.passengerKey === passenger.key)?.violation ?? null;
            expect(seatChoiceProblem(passenger, seat, assignments, group, wide.seatAt)).toBe(first);
          }
        },
      ),
    );
  });
});
