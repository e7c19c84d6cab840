/**
 * Who may sit where (issue 4 seat rules): the web checks each choice on the seat map as it is
 * made ({@link seatChoiceProblem}); the server's quotation re-checks the whole assignment of each
 * flight ({@link seatAssignmentProblems}). Pure: the caller describes the flight's seats.
 */

/** One seat of a flight's map, as the rules need it. */
export interface SeatRuleSeat {
  /** `12A`; unique on the flight. */
  code: string;
  row: number;
  letter: string;
  /** The block of seats between aisles, 0 = leftmost. */
  block: number;
  /** column position across the row incl. aisles */
  column: number;
  isExitRow: boolean;
  seatClass: string;
  /**
   * Free for this booking: sellable and not held or sold to another booking. A seat this booking
   * already holds counts as available; {@link SeatRuleViolation} `seatTakenByOther` covers the
   * booking's own passengers.
   */
  available: boolean;
}

/** A seated passenger of the booking (infants have no seat of their own). */
export interface SeatRulePassenger {
  /** `ADT1`, `CHD1`… */
  key: string;
  type: 'adult' | 'child';
  /** an infant flies on this adult's lap */
  hasInfant: boolean;
}

export type SeatRuleViolation =
  | 'seatUnavailable'
  | 'seatTakenByOther'
  | 'exitRowNoChildOrInfant'
  | 'oneInfantPerBlock'
  | 'childNextToAdult'
  | 'unknownSeatClass';

/** The seat classes of requirements §3; a seat of any other class may not be chosen. */
export const KNOWN_SEAT_CLASSES = ['Business', 'Premium', 'Standard', 'ExitRow', 'FrontRow'] as const;

/** The seat at a row and column of the flight's map, undefined for an aisle, a gap or no such place. */
export type SeatAt = (row: number, column: number) => SeatRuleSeat | undefined;

/** Which passenger of the booking holds which seat on one flight: passenger key → seat. */
export type SeatAssignments = ReadonlyMap<string, SeatRuleSeat>;

function isKnownSeatClass(seatClass: string): boolean {
  return KNOWN_SEAT_CLASSES.some((known) => known === seatClass);
}

/** An exit-row seat, by the row's flag or by the seat's class. */
function isExitRowSeat(seat: SeatRuleSeat): boolean {
  return seat.isExitRow || seat.seatClass === 'ExitRow';
}

/** The seats directly left and right of `seat`: same row, same block, the next column either side. */
function neighboursOf(seat: SeatRuleSeat, seatAt: SeatAt): SeatRuleSeat[] {
  return [seatAt(seat.row, seat.column - 1), seatAt(seat.row, seat.column + 1)].filter(
    (neighbour): neighbour is SeatRuleSeat => neighbour?.row === seat.row && neighbour.block === seat.block,
  );
}

/** How the rule for children is applied: while choosing seats one by one, or on the final assignment. */
type ChildRuleMode = 'choice' | 'final';

/** Every rule `passenger` breaks by sitting in `seat`, the others sitting as in `assignments`. */
function violationsOf(
  passenger: SeatRulePassenger,
  seat: SeatRuleSeat,
  assignments: SeatAssignments,
  passengers: readonly SeatRulePassenger[],
  seatAt: SeatAt,
  mode: ChildRuleMode,
): SeatRuleViolation[] {
  const violations: SeatRuleViolation[] = [];
  const byKey = new Map(passengers.map((other) => [other.key, other]));
  const others = [...assignments].filter(([key]) => key !== passenger.key && byKey.has(key));
  const taken = new Set(others.map(([, other]) => other.code));

  if (taken.has(seat.code)) violations.push('seatTakenByOther');
  if (!seat.available) violations.push('seatUnavailable');
  if (!isKnownSeatClass(seat.seatClass)) violations.push('unknownSeatClass');
  if ((passenger.type === 'child' || passenger.hasInfant) && isExitRowSeat(seat)) {
    violations.push('exitRowNoChildOrInfant');
  }
  if (passenger.hasInfant) {
    const sharesBlock = others.some(
      ([key, other]) =>
        byKey.get(key)?.hasInfant === true && other.row === seat.row && other.block === seat.block,
    );
    if (sharesBlock) violations.push('oneInfantPerBlock');
  }
  if (passenger.type === 'child') {
    const adultSeats = new Set(
      others.filter(([key]) => byKey.get(key)?.type === 'adult').map(([, other]) => other.code),
    );
    const neighbours = neighboursOf(seat, seatAt);
    if (adultSeats.size > 0) {
      if (!neighbours.some((neighbour) => adultSeats.has(neighbour.code)))
        violations.push('childNextToAdult');
    } else if (mode === 'choice') {
      const roomForAdult = neighbours.some(
        (neighbour) =>
          neighbour.available && isKnownSeatClass(neighbour.seatClass) && !taken.has(neighbour.code),
      );
      if (!roomForAdult) violations.push('childNextToAdult');
    }
  }
  return violations;
}

/**
 * Why `passenger` may not take `seat` given the other passengers' current seats on this flight
 * (`assignments`: passenger key → seat; the passenger's own current seat is ignored, as they are
 * moving), or null when they may. Checked in this order, the first broken rule answering:
 * 1. `seatTakenByOther` — another passenger of the booking has the seat;
 * 2. `seatUnavailable` — the seat is not free;
 * 3. `unknownSeatClass` — the seat's class is none of {@link KNOWN_SEAT_CLASSES};
 * 4. `exitRowNoChildOrInfant` — a child, or an adult with an infant, in an exit row (the row's flag
 *    or a seat of class `ExitRow`);
 * 5. `oneInfantPerBlock` — an adult with an infant where another adult of the booking with an
 *    infant already sits in the same row and block (one spare oxygen mask per block);
 * 6. `childNextToAdult` — for a child: when an adult of the booking has a seat on this flight, the
 *    child's seat must be directly beside one such seat (same row and block, the next column);
 *    when none has one yet ("where seats allow"), the seat must have a neighbour in its block that
 *    is available, of a known class and not held by another passenger, so an adult can still sit
 *    beside the child. If every seated adult is hemmed in, the child may not choose a seat until
 *    an adult moves (or the child's seat is left to check-in).
 *
 * Moving an adult away from a child is not refused here; {@link seatAssignmentProblems} reports
 * the child left alone. Assignments of keys not in `passengers` (infants, unknown keys) are ignored.
 */
export function seatChoiceProblem(
  passenger: SeatRulePassenger,
  seat: SeatRuleSeat,
  assignments: SeatAssignments,
  passengers: readonly SeatRulePassenger[],
  seatAt: SeatAt,
): SeatRuleViolation | null {
  return violationsOf(passenger, seat, assignments, passengers, seatAt, 'choice')[0] ?? null;
}

/**
 * Every violation of a complete assignment of one flight (the server's check), in the order of
 * `passengers`, each passenger's violations in the order of {@link seatChoiceProblem}. The rules are
 * those of {@link seatChoiceProblem} applied to each seated passenger against all the others, with
 * one difference: a child needs a seat directly beside an adult of the booking whenever at least
 * one adult has a seat on the flight, and nothing about neighbours when no adult has one. Two
 * passengers in one seat are each reported `seatTakenByOther`; two adults with infants in one
 * block are each reported `oneInfantPerBlock`. Passengers without a seat break no rule (they get
 * one at check-in); assignments of keys not in `passengers` are ignored — the caller checks the keys.
 */
export function seatAssignmentProblems(
  assignments: SeatAssignments,
  passengers: readonly SeatRulePassenger[],
  seatAt: SeatAt,
): { passengerKey: string; violation: SeatRuleViolation }[] {
  return passengers.flatMap((passenger) => {
    const seat = assignments.get(passenger.key);
    if (!seat) return [];
    return violationsOf(passenger, seat, assignments, passengers, seatAt, 'final').map((violation) => ({
      passengerKey: passenger.key,
      violation,
    }));
  });
}
