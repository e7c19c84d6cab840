import type { SeatCatalogueRows } from './seat-map.repository';

/* The static half of the seat map: an aircraft type’s cabins, rows and columns (cached per type). */

/**
 * Rows over the wing, per aircraft type: the seat map draws them, nothing is priced by them.
 * Each range holds the type's over-wing exits (db/seed/aircraft.ts): A320 exits at rows 11–12
 * of 30; A321 from behind its forward exit at row 10 to the over-wing exit at row 25 of 39;
 * A330-300 around the exit at row 20 of 43, ending before door 3 at row 33 behind the trailing
 * edge. A type missing here gets the middle 35–65 % of its rows.
 */
export const WING_ROWS: Readonly<Record<string, { from: number; to: number }>> = {
  A320: { from: 10, to: 20 },
  A321: { from: 11, to: 25 },
  A330: { from: 16, to: 31 },
};

/** What never changes for a seat of an aircraft type. */
export interface LayoutSeat {
  code: string;
  letter: string;
  row: number;
  column: number;
  block: number;
  seatClass: string;
  cabinType: string;
  isWindow: boolean;
  isAisle: boolean;
  isExitRow: boolean;
  isSellable: boolean;
}

export type LayoutCell = LayoutSeat | 'aisle' | 'empty';

export interface LayoutRow {
  number: number;
  isExitRow: boolean;
  isWing: boolean;
  cabinType: string;
  cells: LayoutCell[];
}

/** An aircraft type's cabins: what the seat map of every flight of the type starts from. */
export interface AircraftLayout {
  code: string;
  name: string;
  columns: string[];
  cabins: { cabinType: string; rows: LayoutRow[] }[];
  hasBusinessCabin: boolean;
}

/**
 * Builds an aircraft type's cabins from its seat rows. Columns come from the layout (`ABC-DEF` →
 * A B C - D E F); a row has one element per column: its seat, the aisle, or `empty` where the row
 * has no seat of that letter. A cabin is a run of consecutive rows of one cabin type (requirements §3:
 * Luxury, front, Extra leg, Standard), front to back, so a wide body's business rows come first.
 */
export function buildAircraftLayout(
  type: { code: string; name: string; layout: string },
  seats: readonly SeatCatalogueRows['seats'][number][],
): AircraftLayout {
  const columns = type.layout.split('');
  const blockOf = new Map<string, number>();
  type.layout.split('-').forEach((block, index) => {
    for (const letter of block) blockOf.set(letter, index);
  });
  const byRow = new Map<number, Map<string, LayoutSeat>>();
  for (const seat of seats) {
    const column = columns.indexOf(seat.letter);
    const block = blockOf.get(seat.letter);
    if (column < 0 || block === undefined) {
      throw new Error(`Seat ${seat.seat_code} of ${type.code} has a letter outside layout ${type.layout}`);
    }
    const row = byRow.get(seat.row_number) ?? new Map<string, LayoutSeat>();
    row.set(seat.letter, {
      code: seat.seat_code,
      letter: seat.letter,
      row: seat.row_number,
      column,
      block,
      seatClass: seat.seat_class,
      cabinType: seat.cabin_type,
      isWindow: seat.is_window === 1,
      isAisle: seat.is_aisle === 1,
      isExitRow: seat.is_exit_row === 1,
      isSellable: seat.is_sellable === 1,
    });
    byRow.set(seat.row_number, row);
  }
  const numbers = [...byRow.keys()].sort((a, b) => a - b);
  const wing = WING_ROWS[type.code] ?? {
    from: Math.round(numbers.length * 0.35),
    to: Math.round(numbers.length * 0.65),
  };
  const cabins: AircraftLayout['cabins'] = [];
  for (const number of numbers) {
    const rowSeats = byRow.get(number) ?? new Map<string, LayoutSeat>();
    const first = [...rowSeats.values()][0];
    const cabinType = first?.cabinType ?? 'Standard';
    const row: LayoutRow = {
      number,
      isExitRow: [...rowSeats.values()].some((seat) => seat.isExitRow),
      isWing: number >= wing.from && number <= wing.to,
      cabinType,
      cells: columns.map((letter) => (letter === '-' ? 'aisle' : (rowSeats.get(letter) ?? 'empty'))),
    };
    const last = cabins.at(-1);
    if (last?.cabinType === cabinType) last.rows.push(row);
    else cabins.push({ cabinType, rows: [row] });
  }
  return {
    code: type.code,
    name: type.name,
    columns,
    cabins,
    hasBusinessCabin: seats.some((seat) => seat.seat_class === 'Business'),
  };
}
