import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { isPostgres } from '../../../db/dialect';

/*
 * SQL of flight search and the low-fare calendar. Every per-request query runs on
 * flight_search_idx (origin_code, destination_code, departure_date_local, departure_time_local)
 * and joins flight_fare by its primary key (flight_search.test.ts checks SQLite's plan).
 */

/** One flight and the inventory of every fare family it sells: what pricing needs, nothing more. */
export interface FlightRow {
  id: number;
  city_pair_id: number;
  carrier_code: string;
  flight_number: string;
  departure_date_local: string;
  departure_time_local: string;
  arrival_date_local: string;
  arrival_time_local: string;
  departure_at: string;
  arrival_at: string;
  block_minutes: number;
  aircraft_type_code: string;
  fares: FlightFamilyInventory[];
  /** The families' inventory as the query folded it (`Eco 180 3 1250000,…`). */
  faresText: string;
  /** Every column above as the query folded them: the flight's whole state as read. */
  state: string;
}

export interface FlightFamilyInventory {
  family: string;
  capacity: number;
  sold: number;
  baseFare: number;
}

export interface FlightSearchWhere {
  origins: readonly string[];
  destinations: readonly string[];
  dates: readonly string[];
}

/**
 * Scheduled flights from any of `origins` to any of `destinations` on any of the local `dates`,
 * in departure order, each with its families' inventory.
 */
export async function findFlights(db: Kysely<Database>, where: FlightSearchWhere): Promise<FlightRow[]> {
  const rows = await executeFlightsQuery(db, where);
  return rows.map((row) => parseFlight(row.flight));
}

/**
 * The query of {@link findFlights}, unexecuted (EXPLAIN in tests). One row per flight, folded
 * into one text column: the flight's columns separated by `|`, then its families
 * (`Eco 180 3 1250000,Deluxe …`). Reading values is most of what a small SQLite query costs
 * (about 0.5 µs each through better-sqlite3; a search read ~13 per flight, ~130 µs for 16
 * flights), while concatenating inside SQLite is nearly free. The text is also the flight's whole
 * state as read, which journey-cache.ts keys on. Group by the primary key lets PostgreSQL select
 * the other columns.
 */
export function flightsQuery(db: Kysely<Database>, where: FlightSearchWhere) {
  const fare = sql<string>`ff.fare_family_code || ' ' || ff.capacity || ' ' || ff.sold || ' ' || ff.base_fare`;
  const fares = isPostgres(db as unknown as Kysely<unknown>)
    ? sql<string>`string_agg(${fare}, ',')`
    : sql<string>`group_concat(${fare}, ',')`;
  const flight = sql<string>`f.id || '|' || f.city_pair_id || '|' || f.carrier_code || '|' || f.flight_number
    || '|' || f.departure_date_local || '|' || f.departure_time_local || '|' || f.arrival_date_local
    || '|' || f.arrival_time_local || '|' || f.departure_at || '|' || f.arrival_at || '|' || f.block_minutes
    || '|' || f.aircraft_type_code || '|' || ${fares}`;
  return db
    .selectFrom('flight as f')
    .innerJoin('flight_fare as ff', 'ff.flight_id', 'f.id')
    .select(flight.as('flight'))
    .where('f.origin_code', 'in', list(where.origins))
    .where('f.destination_code', 'in', list(where.destinations))
    .where('f.departure_date_local', 'in', list(where.dates))
    .where('f.status', '=', 'Scheduled')
    .groupBy('f.id')
    .orderBy('f.departure_at')
    .orderBy('f.id');
}

/** A row of {@link flightsQuery} read back: the columns in the order the query folds them. */
function parseFlight(text: string): FlightRow {
  const [
    id = '',
    cityPairId = '',
    carrier = '',
    number = '',
    departureDate = '',
    departureTime = '',
    arrivalDate = '',
    arrivalTime = '',
    departureAt = '',
    arrivalAt = '',
    blockMinutes = '',
    aircraft = '',
    faresText = '',
  ] = text.split('|');
  return {
    id: Number(id),
    city_pair_id: Number(cityPairId),
    carrier_code: carrier,
    flight_number: number,
    departure_date_local: departureDate,
    departure_time_local: departureTime,
    arrival_date_local: arrivalDate,
    arrival_time_local: arrivalTime,
    departure_at: departureAt,
    arrival_at: arrivalAt,
    block_minutes: Number(blockMinutes),
    aircraft_type_code: aircraft,
    fares: parseFares(faresText),
    faresText,
    state: text,
  };
}

type FlightsQueryRow = Awaited<ReturnType<ReturnType<typeof flightsQuery>['execute']>>[number];

/**
 * The SQL of {@link flightsQuery} depends only on how many origins, destinations and dates it
 * lists, so it is compiled once per shape and database and run with each search's values (Kysely
 * builds and compiles a query in ~50 µs). A shape is cached only after checking that Kysely's own
 * parameters are exactly the values in the order {@link flightsParameters} lists them.
 */
const compiledFlightsQueries = new WeakMap<Kysely<Database>, Map<string, string>>();

const flightsParameters = (where: FlightSearchWhere): unknown[] => [
  ...where.origins,
  ...where.destinations,
  ...where.dates,
  'Scheduled',
];

async function executeFlightsQuery(
  db: Kysely<Database>,
  where: FlightSearchWhere,
): Promise<FlightsQueryRow[]> {
  let byShape = compiledFlightsQueries.get(db);
  if (!byShape) {
    byShape = new Map();
    compiledFlightsQueries.set(db, byShape);
  }
  const shape = `${String(where.origins.length)} ${String(where.destinations.length)} ${String(where.dates.length)}`;
  const parameters = flightsParameters(where);
  const cached = byShape.get(shape);
  if (cached !== undefined) {
    return (await db.executeQuery<FlightsQueryRow>(CompiledQuery.raw(cached, parameters))).rows;
  }
  const compiled = flightsQuery(db, where).compile();
  const same =
    compiled.parameters.length === parameters.length &&
    compiled.parameters.every((value, index) => value === parameters[index]);
  if (same) byShape.set(shape, compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}

function parseFares(text: string): FlightFamilyInventory[] {
  return text.split(',').map((item) => {
    const [family = '', capacity, sold, baseFare] = item.split(' ');
    return { family, capacity: Number(capacity), sold: Number(sold), baseFare: Number(baseFare) };
  });
}

// Kysely wants a mutable array for `in`.
const list = (values: readonly string[]): string[] => [...values];

/** One flight-day-family row of the low-fare calendar. */
export interface LowFareRow {
  id: number;
  departure_date_local: string;
  fare_family_code: string;
  capacity: number;
  sold: number;
  base_fare: number;
}

/** Every scheduled flight and family of one direction between two local dates, inclusive. */
export function findLowFareRows(
  db: Kysely<Database>,
  where: { origin: string; destination: string; from: string; to: string },
): Promise<LowFareRow[]> {
  return lowFareQuery(db, where).execute();
}

/** The query of {@link findLowFareRows}, unexecuted (for EXPLAIN in tests). */
export function lowFareQuery(
  db: Kysely<Database>,
  where: { origin: string; destination: string; from: string; to: string },
) {
  return db
    .selectFrom('flight as f')
    .innerJoin('flight_fare as ff', 'ff.flight_id', 'f.id')
    .select([
      'f.id',
      'f.departure_date_local',
      'ff.fare_family_code',
      'ff.capacity',
      'ff.sold',
      'ff.base_fare',
    ])
    .where('f.origin_code', '=', where.origin)
    .where('f.destination_code', '=', where.destination)
    .where('f.departure_date_local', '>=', where.from)
    .where('f.departure_date_local', '<=', where.to)
    .where('f.status', '=', 'Scheduled');
}

/**
 * The city pairs whose sale the CMS switched off (airport_config.is_sale_enabled = 0; a pair
 * never configured is on sale). Read per request like inventory, never kept in memory, so a
 * `PATCH /cms/api/v1/airport/config` shows on the next search in every server process. The table
 * holds one row per configured pair (at most the 256 city pairs): a scan of it costs microseconds.
 */
export async function findSaleClosedCityPairs(db: Kysely<Database>): Promise<ReadonlySet<string>> {
  const rows = await db
    .selectFrom('airport_config')
    .select('city_pair_code')
    .where('is_sale_enabled', '=', 0)
    .execute();
  return new Set(rows.map((row) => row.city_pair_code));
}

export function findPromotion(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('promotion')
    .selectAll()
    .where('code', '=', code)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}
