import type { FlightSeatMapDto, SeatDto } from '@skybook/contracts/seat-map';
import { KNOWN_SEAT_CLASSES, type SeatAt, type SeatRuleSeat } from '@skybook/domain/seat-rules';

/** A seat class the map draws and prices (requirements §3); a seat of any other class is drawn unavailable. */
export type KnownSeatClass = (typeof KNOWN_SEAT_CLASSES)[number];

export function isKnownSeatClass(value: string): value is KnownSeatClass {
  return KNOWN_SEAT_CLASSES.some((known) => known === value);
}

/** One position of a drawn row. */
export type GridCell =
  /** A seat of a known class: choosable when the server says it is available and no rule bites. */
  | {
      readonly kind: 'seat';
      readonly seat: SeatDto;
      readonly seatClass: KnownSeatClass;
      readonly rule: SeatRuleSeat;
    }
  /**
   * Drawn as an unavailable seat: an element type or seat class the map does not know, or a seat
   * element without its seat. Focusable, so a screen reader still hears that something is there.
   */
  | {
      readonly kind: 'unknown';
      readonly seat: SeatDto | null;
      readonly letter: string;
      readonly position: number;
    }
  | { readonly kind: 'aisle' }
  | { readonly kind: 'empty' };

export interface GridRow {
  readonly number: number;
  readonly isExitRow: boolean;
  readonly isWing: boolean;
  /** Column headers of the row's cabin (`-` for an aisle). */
  readonly columns: readonly string[];
  /** The first row of a cabin whose columns differ from the cabin before: it gets a letters header. */
  readonly startsColumns: boolean;
  readonly cells: readonly GridCell[];
}

export interface SeatGrid {
  readonly rows: readonly GridRow[];
  /** Seats of known classes and unknown classes alike, by code (`12A`); unknown ones unavailable. */
  readonly seatsByCode: ReadonlyMap<string, SeatRuleSeat>;
  /** The seat at a row number and column, for the neighbour checks of the seat rules. */
  readonly seatAt: SeatAt;
}

/** A cell of the grid by index: `row` into `SeatGrid.rows`, `cell` into that row's cells. */
export interface GridPosition {
  readonly row: number;
  readonly cell: number;
}

function sameColumns(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a?.length === b.length && a.every((column, index) => column === b[index]);
}

function toSeatRuleSeat(
  seat: SeatDto,
  row: number,
  column: number,
  isExitRow: boolean,
  choosable: boolean,
): SeatRuleSeat {
  return {
    code: seat.code,
    row,
    letter: seat.letter,
    column,
    block: seat.block,
    isExitRow,
    seatClass: seat.seatClass,
    available: choosable && seat.available,
  };
}

/**
 * Lays a flight's cabins out as one list of rows. Rows shorter than their cabin's columns are
 * padded with empty cells, so every row of a cabin lines up under its letters. Unknown element
 * types and seat classes become `unknown` cells; nothing here throws on what the server sends.
 */
export function buildSeatGrid(flight: FlightSeatMapDto): SeatGrid {
  const rows: GridRow[] = [];
  const seatsByCode = new Map<string, SeatRuleSeat>();
  const byPlace = new Map<string, SeatRuleSeat>();
  let previousColumns: readonly string[] | undefined;
  for (const cabin of flight.cabins) {
    const width = Math.max(cabin.columns.length, ...cabin.rows.map((row) => row.elements.length));
    cabin.rows.forEach((row, rowIndex) => {
      const cells: GridCell[] = [];
      for (let column = 0; column < width; column += 1) {
        const element = row.elements[column];
        const header = cabin.columns[column] ?? '';
        if (!element || element.type === 'empty') {
          cells.push({ kind: 'empty' });
        } else if (element.type === 'aisle') {
          cells.push({ kind: 'aisle' });
        } else if (element.type === 'seat' && element.seat && isKnownSeatClass(element.seat.seatClass)) {
          const rule = toSeatRuleSeat(element.seat, row.number, column, row.isExitRow, true);
          seatsByCode.set(rule.code, rule);
          byPlace.set(`${row.number}|${column}`, rule);
          cells.push({ kind: 'seat', seat: element.seat, seatClass: element.seat.seatClass, rule });
        } else {
          const seat = element.seat;
          if (element.type === 'seat' && seat) {
            // A seat of a class the map does not know: a real seat, never choosable here.
            const rule = toSeatRuleSeat(seat, row.number, column, row.isExitRow, false);
            seatsByCode.set(rule.code, rule);
            byPlace.set(`${row.number}|${column}`, rule);
          }
          const letter = seat?.letter ?? (header === '-' ? '' : header);
          cells.push({ kind: 'unknown', seat, letter, position: column + 1 });
        }
      }
      rows.push({
        number: row.number,
        isExitRow: row.isExitRow,
        isWing: row.isWing,
        columns: cabin.columns,
        startsColumns: rowIndex === 0 && !sameColumns(previousColumns, cabin.columns),
        cells,
      });
    });
    if (cabin.rows.length > 0) previousColumns = cabin.columns;
  }
  return {
    rows,
    seatsByCode,
    seatAt: (row, column) => byPlace.get(`${row}|${column}`),
  };
}

/** Seats and unknown elements take focus; aisles and empty places do not. */
export function isFocusableCell(cell: GridCell | undefined): boolean {
  return cell?.kind === 'seat' || cell?.kind === 'unknown';
}

function focusableIndexes(row: GridRow | undefined): number[] {
  if (!row) return [];
  return row.cells.flatMap((cell, index) => (isFocusableCell(cell) ? [index] : []));
}

function letterOf(cell: GridCell | undefined): string | undefined {
  if (cell?.kind === 'seat') return cell.seat.letter;
  if (cell?.kind === 'unknown') return cell.letter || undefined;
  return undefined;
}

/** The position in `rowIndex` closest to `from`: the same seat letter if the row has it, else the nearest column. */
function closestInRow(grid: SeatGrid, rowIndex: number, from: GridPosition): GridPosition | undefined {
  const row = grid.rows[rowIndex];
  const candidates = focusableIndexes(row);
  if (!row || candidates.length === 0) return undefined;
  const letter = letterOf(grid.rows[from.row]?.cells[from.cell]);
  const sameLetter = letter ? candidates.find((index) => letterOf(row.cells[index]) === letter) : undefined;
  if (sameLetter !== undefined) return { row: rowIndex, cell: sameLetter };
  let best = candidates[0] ?? 0;
  for (const index of candidates) {
    if (Math.abs(index - from.cell) < Math.abs(best - from.cell)) best = index;
  }
  return { row: rowIndex, cell: best };
}

/** Walks `steps` rows up (negative) or down from `from`, skipping rows without seats, stopping at the ends. */
function moveRows(grid: SeatGrid, from: GridPosition, steps: number): GridPosition {
  const direction = Math.sign(steps);
  let remaining = Math.abs(steps);
  let result = from;
  for (
    let index = from.row + direction;
    index >= 0 && index < grid.rows.length && remaining > 0;
    index += direction
  ) {
    const target = closestInRow(grid, index, from);
    if (target) {
      result = target;
      remaining -= 1;
    }
  }
  return result;
}

/** How many rows Page Up and Page Down move. */
export const PAGE_ROWS = 5;

/**
 * Where a key moves focus in the grid (ARIA grid pattern): arrows to the next seat in that
 * direction (aisles and empty places skipped), Home / End to the row's first / last seat (with
 * Ctrl: the map's), Page Up / Page Down by {@link PAGE_ROWS} rows. `undefined` for other keys.
 */
export function nextPosition(
  grid: SeatGrid,
  from: GridPosition,
  key: string,
  withControl = false,
): GridPosition | undefined {
  const inRow = focusableIndexes(grid.rows[from.row]);
  switch (key) {
    case 'ArrowLeft': {
      const cell = inRow.findLast((index) => index < from.cell);
      return cell === undefined ? from : { row: from.row, cell };
    }
    case 'ArrowRight': {
      const cell = inRow.find((index) => index > from.cell);
      return cell === undefined ? from : { row: from.row, cell };
    }
    case 'ArrowUp':
      return moveRows(grid, from, -1);
    case 'ArrowDown':
      return moveRows(grid, from, 1);
    case 'PageUp':
      return moveRows(grid, from, -PAGE_ROWS);
    case 'PageDown':
      return moveRows(grid, from, PAGE_ROWS);
    case 'Home': {
      if (withControl) return firstPosition(grid) ?? from;
      const cell = inRow[0];
      return cell === undefined ? from : { row: from.row, cell };
    }
    case 'End': {
      if (withControl) return lastPosition(grid) ?? from;
      const cell = inRow.at(-1);
      return cell === undefined ? from : { row: from.row, cell };
    }
    default:
      return undefined;
  }
}

function firstPosition(grid: SeatGrid): GridPosition | undefined {
  for (const [row, gridRow] of grid.rows.entries()) {
    const cell = focusableIndexes(gridRow)[0];
    if (cell !== undefined) return { row, cell };
  }
  return undefined;
}

function lastPosition(grid: SeatGrid): GridPosition | undefined {
  for (let row = grid.rows.length - 1; row >= 0; row -= 1) {
    const cell = focusableIndexes(grid.rows[row]).at(-1);
    if (cell !== undefined) return { row, cell };
  }
  return undefined;
}

/** Where a seat code sits in the grid. */
export function positionOfSeat(grid: SeatGrid, code: string): GridPosition | undefined {
  for (const [row, gridRow] of grid.rows.entries()) {
    const cell = gridRow.cells.findIndex(
      (candidate) => candidate.kind === 'seat' && candidate.seat.code === code,
    );
    if (cell >= 0) return { row, cell };
  }
  return undefined;
}

/**
 * The grid's one tab stop when focus has not been in the grid yet: the chosen seat, else the
 * first seat that can be chosen, else the first focusable place.
 */
export function initialPosition(grid: SeatGrid, chosenSeat: string | undefined): GridPosition | undefined {
  const chosen = chosenSeat ? positionOfSeat(grid, chosenSeat) : undefined;
  if (chosen) return chosen;
  for (const [row, gridRow] of grid.rows.entries()) {
    const cell = gridRow.cells.findIndex(
      (candidate) => candidate.kind === 'seat' && candidate.seat.available,
    );
    if (cell >= 0) return { row, cell };
  }
  return firstPosition(grid);
}

/** A legend line: a seat class with its lowest price on this flight. */
export interface ClassPrice {
  readonly seatClass: KnownSeatClass;
  /** The seat of the class with the lowest total. */
  readonly cheapest: SeatDto;
  /** Seats of the class cost different amounts, so the legend says "from". */
  readonly varies: boolean;
}

/** The known seat classes present on the flight, in {@link KNOWN_SEAT_CLASSES} order, with their lowest price. */
export function classPrices(grid: SeatGrid): ClassPrice[] {
  const byClass = new Map<KnownSeatClass, { cheapest: SeatDto; varies: boolean }>();
  for (const row of grid.rows) {
    for (const cell of row.cells) {
      if (cell.kind !== 'seat') continue;
      const entry = byClass.get(cell.seatClass);
      if (!entry) {
        byClass.set(cell.seatClass, { cheapest: cell.seat, varies: false });
        continue;
      }
      const varies = entry.varies || entry.cheapest.totalAmount !== cell.seat.totalAmount;
      const cheapest = cell.seat.totalAmount < entry.cheapest.totalAmount ? cell.seat : entry.cheapest;
      byClass.set(cell.seatClass, { cheapest, varies });
    }
  }
  return KNOWN_SEAT_CLASSES.flatMap((seatClass) => {
    const entry = byClass.get(seatClass);
    return entry ? [{ seatClass, ...entry }] : [];
  });
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function firstGrapheme(word: string | undefined): string {
  if (!word) return '';
  for (const { segment } of graphemes.segment(word)) return segment;
  return '';
}

/** Up to two initials of a passenger's name (`NGUYEN VAN AN` → `NA`); the passenger key when no name yet. */
export function initialsOf(name: string, fallback: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return fallback;
  const last = words.length > 1 ? words.at(-1) : undefined;
  return `${firstGrapheme(words[0])}${firstGrapheme(last)}`.toLocaleUpperCase();
}
