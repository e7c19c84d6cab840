import type { NetworkTables } from '../tables/network';

type SeatRow = NetworkTables['seat_map_seat'];

export type AircraftTypeCode = 'A320' | 'A321' | 'A330';
export type SeatClass = 'Business' | 'Premium' | 'FrontRow' | 'ExitRow' | 'Standard';

/** requirements §3 cabin types by seat class. */
const CABIN_TYPE: Record<SeatClass, string> = {
  Business: 'Luxury',
  Premium: 'Luxury',
  FrontRow: 'front',
  ExitRow: 'Extra leg',
  Standard: 'Standard',
};

/** Column of each seat letter across the cabin, aisles included (narrow body: ABC | DEF). */
const NARROW_COLUMNS: Record<string, number> = { A: 0, B: 1, C: 2, D: 4, E: 5, F: 6 };
/** Wide body 3-3-3: ABC | DEF | GHK; the 2-2-2 business rows use A C | E F | H K. */
const WIDE_COLUMNS: Record<string, number> = { A: 0, B: 1, C: 2, D: 4, E: 5, F: 6, G: 8, H: 9, K: 10 };

interface CabinSection {
  fromRow: number;
  toRow: number;
  letters: string;
  seatClass: SeatClass;
}

interface AircraftTypeSpec {
  code: AircraftTypeCode;
  name: string;
  layout: string;
  isWideBody: boolean;
  columns: Record<string, number>;
  /** Later sections override earlier ones for the rows they cover. */
  sections: CabinSection[];
  exitRows: number[];
  /** Seats held for crew and operational use (the galley-side seats of the last row). */
  blocked: string[];
}

/**
 * The fleet's three cabins: A320 180 seats (30 rows), A321 230 (39 rows, the last two lose their
 * window seats where the fuselage tapers), A330 377 (12 business seats 2-2-2 in rows 1–2, then
 * 3-3-3 economy with 2-3-2 in the tapering last two rows). Premium rows are the SkyBoss seats at
 * the front of the economy cabin; exit rows have extra legroom.
 */
export const AIRCRAFT_TYPES: readonly AircraftTypeSpec[] = [
  {
    code: 'A320',
    name: 'Airbus A320',
    layout: 'ABC-DEF',
    isWideBody: false,
    columns: NARROW_COLUMNS,
    sections: [
      { fromRow: 1, toRow: 30, letters: 'ABCDEF', seatClass: 'Standard' },
      { fromRow: 1, toRow: 3, letters: 'ABCDEF', seatClass: 'Premium' },
      { fromRow: 4, toRow: 7, letters: 'ABCDEF', seatClass: 'FrontRow' },
    ],
    exitRows: [11, 12],
    blocked: ['30C', '30D'],
  },
  {
    code: 'A321',
    name: 'Airbus A321',
    layout: 'ABC-DEF',
    isWideBody: false,
    columns: NARROW_COLUMNS,
    sections: [
      { fromRow: 1, toRow: 37, letters: 'ABCDEF', seatClass: 'Standard' },
      { fromRow: 38, toRow: 39, letters: 'BCDE', seatClass: 'Standard' },
      { fromRow: 1, toRow: 3, letters: 'ABCDEF', seatClass: 'Premium' },
      { fromRow: 4, toRow: 8, letters: 'ABCDEF', seatClass: 'FrontRow' },
    ],
    exitRows: [10, 25],
    blocked: ['39C', '39D'],
  },
  {
    code: 'A330',
    name: 'Airbus A330-300',
    layout: 'ABC-DEF-GHK',
    isWideBody: true,
    columns: WIDE_COLUMNS,
    sections: [
      { fromRow: 1, toRow: 2, letters: 'ACEFHK', seatClass: 'Business' },
      { fromRow: 3, toRow: 41, letters: 'ABCDEFGHK', seatClass: 'Standard' },
      { fromRow: 42, toRow: 43, letters: 'ACDEFHK', seatClass: 'Standard' },
      { fromRow: 3, toRow: 5, letters: 'ABCDEFGHK', seatClass: 'Premium' },
      { fromRow: 6, toRow: 9, letters: 'ABCDEFGHK', seatClass: 'FrontRow' },
    ],
    exitRows: [20, 33],
    blocked: ['43C', '43D'],
  },
];

export function aircraftTypeSpec(code: string): AircraftTypeSpec {
  const spec = AIRCRAFT_TYPES.find((type) => type.code === code);
  if (!spec) throw new Error(`Unknown aircraft type ${code}`);
  return spec;
}

/** Every seat of one aircraft type, front to back and left to right. */
export function buildSeatMap(spec: AircraftTypeSpec): SeatRow[] {
  const rows = new Map<number, { letters: string; seatClass: SeatClass }>();
  for (const section of spec.sections) {
    for (let row = section.fromRow; row <= section.toRow; row += 1) {
      const existing = rows.get(row);
      // A class section keeps the row's physical letters when they were laid out before.
      rows.set(row, { letters: existing?.letters ?? section.letters, seatClass: section.seatClass });
    }
  }
  const aisleColumns = new Set<number>();
  const allColumns = Object.values(spec.columns);
  for (let column = 0; column <= Math.max(...allColumns); column += 1) {
    if (!allColumns.includes(column)) aisleColumns.add(column);
  }
  const seats: SeatRow[] = [];
  for (const [rowNumber, { letters, seatClass: sectionClass }] of [...rows.entries()].sort(
    (a, b) => a[0] - b[0],
  )) {
    const isExitRow = spec.exitRows.includes(rowNumber);
    const seatClass: SeatClass = isExitRow && sectionClass === 'Standard' ? 'ExitRow' : sectionClass;
    // Seat letters are ASCII, one code unit each.
    const chars = letters.split('');
    chars.forEach((letter, index) => {
      const column = spec.columns[letter];
      if (column === undefined) throw new Error(`${spec.code} has no column for seat letter ${letter}`);
      const seatCode = `${rowNumber}${letter}`;
      seats.push({
        aircraft_type_code: spec.code,
        seat_code: seatCode,
        row_number: rowNumber,
        letter,
        column_index: column,
        seat_class: seatClass,
        cabin_type: CABIN_TYPE[seatClass],
        is_window: index === 0 || index === chars.length - 1 ? 1 : 0,
        is_aisle: aisleColumns.has(column - 1) || aisleColumns.has(column + 1) ? 1 : 0,
        is_exit_row: isExitRow ? 1 : 0,
        is_front_row: seatClass === 'Premium' || seatClass === 'FrontRow' ? 1 : 0,
        is_sellable: spec.blocked.includes(seatCode) ? 0 : 1,
      });
    });
  }
  return seats;
}

export function buildAircraftTypes(): { types: NetworkTables['aircraft_type'][]; seats: SeatRow[] } {
  const seats: SeatRow[] = [];
  const types = AIRCRAFT_TYPES.map((spec): NetworkTables['aircraft_type'] => {
    const map = buildSeatMap(spec);
    seats.push(...map);
    return {
      code: spec.code,
      name: spec.name,
      seat_count: map.length,
      sellable_seat_count: map.filter((seat) => seat.is_sellable === 1).length,
      row_count: new Set(map.map((seat) => seat.row_number)).size,
      layout: spec.layout,
      is_wide_body: spec.isWideBody ? 1 : 0,
    };
  });
  return { types, seats };
}

/** What choosing a seat of a class costs, per passenger and flight, VND (requirements §3 seat charge). */
export function buildSeatFees(): NetworkTables['seat_fee'][] {
  const fees: [SeatClass, number, number][] = [
    // class, domestic, international
    ['Business', 0, 0],
    ['Premium', 150_000, 350_000],
    ['ExitRow', 120_000, 300_000],
    ['FrontRow', 100_000, 250_000],
    ['Standard', 60_000, 150_000],
  ];
  return fees.flatMap(([seatClass, domestic, international]) => [
    { seat_class: seatClass, is_domestic: 1 as const, amount: domestic, currency: 'VND' },
    { seat_class: seatClass, is_domestic: 0 as const, amount: international, currency: 'VND' },
  ]);
}

/** Hours a narrow body or wide body flies a day on average; the fleet is sized from it. */
const DAILY_UTILISATION_MINUTES: Record<AircraftTypeCode, number> = {
  A320: 11 * 60,
  A321: 12 * 60,
  A330: 13 * 60,
};
const REGISTRATION_BASE: Record<AircraftTypeCode, number> = { A321: 500, A320: 600, A330: 800 };

/**
 * The fleet, sized so that each type's average daily block time fits its utilisation with one
 * spare aircraft in ten. Registrations run VN-A5xx (A321), VN-A6xx (A320), VN-A8xx (A330).
 */
export function buildFleet(dailyBlockMinutes: Record<AircraftTypeCode, number>): NetworkTables['aircraft'][] {
  return (Object.keys(REGISTRATION_BASE) as AircraftTypeCode[]).flatMap((code) => {
    const needed = Math.ceil(dailyBlockMinutes[code] / DAILY_UTILISATION_MINUTES[code]);
    const count = Math.max(2, Math.ceil(needed * 1.1));
    if (count > 99)
      throw new Error(`Fleet of ${count} ${code} does not fit the VN-A${REGISTRATION_BASE[code]} block`);
    return Array.from({ length: count }, (_, index) => ({
      registration: `VN-A${REGISTRATION_BASE[code] + index + 1}`,
      aircraft_type_code: code,
      is_active: 1 as const,
    }));
  });
}
