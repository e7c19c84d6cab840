import {
  seatAssignmentProblems,
  seatChoiceProblem,
  type SeatRulePassenger,
  type SeatRuleSeat,
} from '@skybook/domain/seat-rules';

/**
 * Seats given at check-in (decision 026) to passengers who have none on a flight: free of
 * charge, in the Standard cabin, by the seat rules the booking flow applies (a child beside an
 * adult of the booking, no child in an exit row). Each passenger takes the first seat, front to
 * back, that breaks no rule — next to someone of the booking where one is free, so a group sits
 * together. Pure: the caller reads the map and writes the seats.
 */

export interface CheckinSeatMap {
  /** Every seat of the flight; `available` is false for a seat held or sold to anyone. */
  readonly seats: readonly SeatRuleSeat[];
}

/** Seats anyone may be given at check-in without paying. */
const ASSIGNABLE_CLASSES = new Set(['Standard']);

function place(seat: Pick<SeatRuleSeat, 'row' | 'column'>): string {
  return `${String(seat.row)}|${String(seat.column)}`;
}

function beside(a: SeatRuleSeat, b: SeatRuleSeat): boolean {
  return a.row === b.row && a.block === b.block && Math.abs(a.column - b.column) === 1;
}

/**
 * Seats for `needing` (adults first, then children), given who of the booking already sits where
 * (`seated`: passenger key → seat). Answers passenger key → seat code, or undefined when someone
 * cannot be seated by the rules (the flight is full, or no seat beside an adult is left for a
 * child): the caller refuses the check-in then.
 */
export function assignCheckinSeats(
  map: CheckinSeatMap,
  passengers: readonly SeatRulePassenger[],
  seated: ReadonlyMap<string, SeatRuleSeat>,
  needing: readonly string[],
): Map<string, string> | undefined {
  const byPlace = new Map<string, SeatRuleSeat>();
  for (const seat of map.seats) byPlace.set(place(seat), seat);
  const assignments = new Map<string, SeatRuleSeat>();
  for (const [key, seat] of seated) {
    const own = { ...seat, available: true };
    assignments.set(key, own);
    byPlace.set(place(own), own);
  }
  const seatAt = (row: number, column: number) => byPlace.get(`${String(row)}|${String(column)}`);
  const taken = new Set([...assignments.values()].map((seat) => seat.code));
  const free = map.seats
    .filter((seat) => seat.available && !taken.has(seat.code) && ASSIGNABLE_CLASSES.has(seat.seatClass))
    .toSorted((a, b) => a.row - b.row || a.column - b.column);
  const byKey = new Map(passengers.map((passenger) => [passenger.key, passenger]));
  const order = [...needing].toSorted(
    (a, b) => Number(byKey.get(a)?.type === 'child') - Number(byKey.get(b)?.type === 'child'),
  );
  const given = new Map<string, string>();
  for (const key of order) {
    const passenger = byKey.get(key);
    if (!passenger) return undefined;
    const group = [...assignments.values()];
    const candidates = free
      .filter((seat) => !taken.has(seat.code))
      .toSorted(
        (a, b) =>
          Number(!group.some((mine) => beside(mine, b))) - Number(!group.some((mine) => beside(mine, a))),
      );
    const chosen = candidates.find(
      (seat) => seatChoiceProblem(passenger, seat, assignments, passengers, seatAt) === null,
    );
    if (!chosen) return undefined;
    assignments.set(key, chosen);
    taken.add(chosen.code);
    given.set(key, chosen.code);
  }
  const problems = seatAssignmentProblems(assignments, passengers, seatAt).filter((problem) =>
    given.has(problem.passengerKey),
  );
  return problems.length === 0 ? given : undefined;
}
