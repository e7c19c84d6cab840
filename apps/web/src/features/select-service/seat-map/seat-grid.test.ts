import { flightSeatMapSchema, type FlightSeatMapDto, type SeatDto } from '@skybook/contracts/seat-map';
import { describe, expect, it } from 'vitest';
import fixture from './a321-seat-map.fixture.json';
import {
  buildSeatGrid,
  classPrices,
  initialPosition,
  initialsOf,
  nextPosition,
  type GridPosition,
  type SeatGrid,
} from './seat-grid';

const a321 = flightSeatMapSchema.parse(fixture);

function codeAt(grid: SeatGrid, position: GridPosition | undefined): string | undefined {
  if (!position) return undefined;
  const cell = grid.rows[position.row]?.cells[position.cell];
  return cell?.kind === 'seat' ? cell.seat.code : cell?.kind;
}

function at(grid: SeatGrid, code: string): GridPosition {
  for (const [row, gridRow] of grid.rows.entries()) {
    const cell = gridRow.cells.findIndex(
      (candidate) => candidate.kind === 'seat' && candidate.seat.code === code,
    );
    if (cell >= 0) return { row, cell };
  }
  throw new Error(`No seat ${code}`);
}

const press = (grid: SeatGrid, from: string, key: string, withControl = false) =>
  codeAt(grid, nextPosition(grid, at(grid, from), key, withControl));

function seat(code: string, overrides: Partial<SeatDto> = {}): SeatDto {
  return {
    code,
    letter: code.slice(-1),
    seatClass: 'Standard',
    cabinType: 'Standard',
    available: true,
    isWindow: false,
    isAisle: false,
    block: 0,
    baseAmount: 100,
    vatAmount: 0,
    totalAmount: 100,
    includedInFare: false,
    ...overrides,
  };
}

describe('laying out a seat map', () => {
  const grid = buildSeatGrid(a321);

  it('keeps every row of the A321 front to back with its aisle and its missing window seats', () => {
    expect(grid.rows.map((row) => row.number)).toEqual(Array.from({ length: 39 }, (_, index) => index + 1));
    expect(grid.rows[0]?.cells.map((cell) => cell.kind)).toEqual([
      'seat',
      'seat',
      'seat',
      'aisle',
      'seat',
      'seat',
      'seat',
    ]);
    expect(grid.rows[37]?.cells.map((cell) => cell.kind)).toEqual([
      'empty',
      'seat',
      'seat',
      'aisle',
      'seat',
      'seat',
      'empty',
    ]);
    expect(grid.seatsByCode.size).toBe(230);
  });

  it('prints the column letters once when every cabin has the same columns', () => {
    expect(grid.rows.filter((row) => row.startsColumns).map((row) => row.number)).toEqual([1]);
  });

  it('prints them again where a cabin has other columns', () => {
    const business = {
      cabinType: 'Luxury',
      columns: ['A', 'C', '-', 'D', 'F'],
      rows: [
        {
          number: 1,
          isExitRow: false,
          isWing: false,
          elements: [
            { type: 'seat', seat: seat('1A', { seatClass: 'Business' }) },
            { type: 'seat', seat: seat('1C', { seatClass: 'Business' }) },
            { type: 'aisle', seat: null },
            { type: 'seat', seat: seat('1D', { seatClass: 'Business', block: 1 }) },
            { type: 'seat', seat: seat('1F', { seatClass: 'Business', block: 1 }) },
          ],
        },
      ],
    };
    const flight: FlightSeatMapDto = { ...a321, cabins: [business, ...a321.cabins] };
    expect(
      buildSeatGrid(flight)
        .rows.filter((row) => row.startsColumns)
        .map((row) => row.number),
    ).toEqual([1, 1]);
  });

  it('finds seats by place for the neighbour rules, never an aisle', () => {
    expect(grid.seatAt(12, 4)?.code).toBe('12D');
    expect(grid.seatAt(12, 3)).toBeUndefined();
    expect(grid.seatAt(38, 0)).toBeUndefined();
    expect(grid.seatsByCode.get('10A')).toMatchObject({ row: 10, column: 0, block: 0, isExitRow: true });
  });

  it('turns unknown element types, unknown classes and seatless seats into unavailable cells', () => {
    const flight = structuredClone(a321);
    const row = flight.cabins.flatMap((cabin) => cabin.rows).find((candidate) => candidate.number === 30);
    if (!row) throw new Error('row 30');
    row.elements[0] = { type: 'lavatory', seat: null };
    row.elements[1] = { type: 'seat', seat: seat('30B', { seatClass: 'Sleeper' }) };
    row.elements[2] = { type: 'seat', seat: null };
    // A row longer than its cabin's columns, and one shorter.
    row.elements.push({ type: 'galley', seat: null });
    const short = flight.cabins.flatMap((cabin) => cabin.rows).find((candidate) => candidate.number === 31);
    short?.elements.splice(5);
    const odd = buildSeatGrid(flight);
    const cells = odd.rows[29]?.cells ?? [];
    expect(cells.map((cell) => cell.kind)).toEqual([
      'unknown',
      'unknown',
      'unknown',
      'aisle',
      'seat',
      'seat',
      'seat',
      'unknown',
    ]);
    expect(cells[0]).toMatchObject({ letter: 'A', seat: null });
    expect(cells[7]).toMatchObject({ letter: '', position: 8 });
    expect(odd.seatsByCode.get('30B')).toMatchObject({ available: false, seatClass: 'Sleeper' });
    expect(odd.seatAt(30, 0)).toBeUndefined();
    expect(odd.rows[30]?.cells.map((cell) => cell.kind).slice(5)).toEqual(['empty', 'empty', 'empty']);
  });
});

describe('moving through the map by keyboard', () => {
  const grid = buildSeatGrid(a321);

  it('steps over the aisle and stops at the ends of a row', () => {
    expect(press(grid, '12C', 'ArrowRight')).toBe('12D');
    expect(press(grid, '12D', 'ArrowLeft')).toBe('12C');
    expect(press(grid, '12F', 'ArrowRight')).toBe('12F');
    expect(press(grid, '12A', 'ArrowLeft')).toBe('12A');
  });

  it('keeps the seat letter between rows, or takes the nearest seat where the row has none', () => {
    expect(press(grid, '12B', 'ArrowDown')).toBe('13B');
    expect(press(grid, '12B', 'ArrowUp')).toBe('11B');
    expect(press(grid, '37A', 'ArrowDown')).toBe('38B');
    expect(press(grid, '37F', 'ArrowDown')).toBe('38E');
    expect(press(grid, '39E', 'ArrowDown')).toBe('39E');
    expect(press(grid, '1C', 'ArrowUp')).toBe('1C');
  });

  it('jumps five rows with Page Up and Page Down and stops at the first and last rows', () => {
    expect(press(grid, '12D', 'PageDown')).toBe('17D');
    expect(press(grid, '12D', 'PageUp')).toBe('7D');
    expect(press(grid, '3D', 'PageUp')).toBe('1D');
    expect(press(grid, '37A', 'PageDown')).toBe('39B');
  });

  it('goes to the ends of the row with Home and End, of the map with Ctrl', () => {
    expect(press(grid, '12D', 'Home')).toBe('12A');
    expect(press(grid, '12D', 'End')).toBe('12F');
    expect(press(grid, '38C', 'Home')).toBe('38B');
    expect(press(grid, '12D', 'Home', true)).toBe('1A');
    expect(press(grid, '12D', 'End', true)).toBe('39E');
  });

  it('ignores other keys', () => {
    expect(nextPosition(grid, at(grid, '12D'), 'a')).toBeUndefined();
  });

  it('starts on the chosen seat, else on the first free seat', () => {
    expect(codeAt(grid, initialPosition(grid, '20C'))).toBe('20C');
    expect(codeAt(grid, initialPosition(grid, undefined))).toBe('1C');
    expect(codeAt(grid, initialPosition(grid, '99Z'))).toBe('1C');
  });
});

describe('the legend prices', () => {
  it('gives each class on the flight its lowest price and says when prices differ', () => {
    const flight = structuredClone(a321);
    const row = flight.cabins.flatMap((cabin) => cabin.rows).find((candidate) => candidate.number === 30);
    const element = row?.elements[0];
    if (element?.seat) element.seat.totalAmount = 50_000;
    expect(
      classPrices(buildSeatGrid(flight)).map(({ seatClass, cheapest, varies }) => [
        seatClass,
        cheapest.totalAmount,
        varies,
      ]),
    ).toEqual([
      ['Premium', 162_000, false],
      ['Standard', 50_000, true],
      ['ExitRow', 129_600, false],
      ['FrontRow', 108_000, false],
    ]);
  });
});

describe('initials of a passenger', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('NGUYEN VAN AN', 'ADT1')).toBe('NA');
    expect(initialsOf('  đặng   thu ', 'ADT1')).toBe('ĐT');
    expect(initialsOf('AN', 'ADT1')).toBe('A');
  });

  it('falls back to the passenger key before a name is typed', () => {
    expect(initialsOf('   ', 'CHD1')).toBe('CHD1');
  });
});
