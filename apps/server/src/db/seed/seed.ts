import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../database';
import { isPostgres } from '../dialect';
import type { NetworkTables } from '../tables/network';
import { readAirportCsv } from './airports';
import { SEED_TABLES, generateSeedData, type SeedData, type SeedOptions } from './generate';

export type { SeedOptions } from './generate';

/** The seed_run name of the network seed. */
export const NETWORK_SEED_NAME = 'network';

/** What a seed wrote; stored as JSON in seed_run.report and returned on every later call. */
export interface SeedReport {
  seed: number;
  startDate: string;
  days: number;
  airports: { vietnam: number; international: number };
  cityPairs: { total: number; domestic: number; international: number };
  flights: number;
  /** Seats per aircraft type (all physical seats) and how many of them are sellable. */
  seats: Record<string, { total: number; sellable: number }>;
  /** Rows written per table. */
  rows: Record<keyof NetworkTables, number>;
}

export interface SeedDependencies {
  /** data/airports.csv text; read from the seed's data folder when absent. */
  airportCsv?: string;
  /** Wall clock for seed_run.finished_at only; the data never depends on it. */
  now?: () => Date;
}

/**
 * SQLite allows 32,766 bound parameters per statement, PostgreSQL 65,535; batches stay under the
 * smaller limit so one size fits both.
 */
const MAX_PARAMETERS = 30_000;
/** Beyond a few thousand rows a statement gets no faster and Kysely's compile gets slower. */
const MAX_ROWS_PER_INSERT = 2_000;

export function summarise(data: SeedData, options: SeedOptions): SeedReport {
  const vietnam = data.airport.filter((airport) => airport.country_code === 'VN').length;
  const domestic = data.city_pair.filter((pair) => pair.is_domestic === 1).length;
  const seats: SeedReport['seats'] = {};
  for (const type of data.aircraft_type) {
    seats[type.code] = { total: type.seat_count, sellable: type.sellable_seat_count };
  }
  const rows = Object.fromEntries(
    SEED_TABLES.map((table) => [table, data[table].length]),
  ) as SeedReport['rows'];
  return {
    seed: options.seed,
    startDate: options.startDate,
    days: options.days,
    airports: { vietnam, international: data.airport.length - vietnam },
    cityPairs: { total: data.city_pair.length, domestic, international: data.city_pair.length - domestic },
    flights: data.flight.length,
    seats,
    rows,
  };
}

/**
 * Inserts rows in multi-row statements. Compiling a 2,000-row insert costs Kysely about as much
 * as running it, so the SQL Kysely compiles for the first full batch is reused for the following
 * full batches with their own parameters — after checking that Kysely orders the parameters row
 * by row in the rows' key order, as the reuse assumes.
 */
async function insertAll<T extends keyof NetworkTables>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly NetworkTables[T][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first) as (keyof NetworkTables[T])[];
  const batch = Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / columns.length)));
  const parametersOf = (chunk: readonly NetworkTables[T][]): unknown[] => {
    const parameters: unknown[] = new Array(chunk.length * columns.length);
    let index = 0;
    for (const row of chunk) for (const column of columns) parameters[index++] = row[column];
    return parameters;
  };
  // Kysely cannot relate a generic table name to its row type; the rows come typed from SeedData.
  const untyped = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  let reusableSql: string | undefined;
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    if (reusableSql !== undefined && chunk.length === batch) {
      await trx.executeQuery(CompiledQuery.raw(reusableSql, parametersOf(chunk)));
      continue;
    }
    const compiled = untyped.insertInto(table).values(chunk).compile();
    if (chunk.length === batch && sameValues(compiled.parameters, parametersOf(chunk)))
      reusableSql = compiled.sql;
    await trx.executeQuery(compiled);
  }
}

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * Seeds the network once. If seed_run already has the 'network' row, returns its stored report
 * and writes nothing; otherwise writes every table and the seed_run row in one transaction, so a
 * crash leaves nothing half-written, and returns the report. Concurrent callers serialise on the
 * write lock (SQLite BEGIN IMMEDIATE, a transaction-scoped advisory lock on PostgreSQL) and the
 * later ones find the row.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: SeedOptions,
  dependencies: SeedDependencies = {},
): Promise<SeedReport> {
  const existing = await findReport(db);
  if (existing) return existing;
  const data = generateSeedData(options, dependencies.airportCsv ?? readAirportCsv());
  const report = summarise(data, options);
  const now = dependencies.now ?? ((): Date => new Date());
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx as unknown as Kysely<unknown>)) {
      await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    }
    const raced = await findReport(trx);
    if (raced) return raced;
    for (const table of SEED_TABLES) await insertAll(trx, table, data[table]);
    await trx
      .insertInto('seed_run')
      .values({
        name: NETWORK_SEED_NAME,
        seed: options.seed,
        start_date: options.startDate,
        days: options.days,
        report: JSON.stringify(report),
        finished_at: now().toISOString(),
      })
      .execute();
    return report;
  });
}

/** An arbitrary constant naming the seed's advisory lock on PostgreSQL. */
const SEED_LOCK_KEY = 73_022_611;

async function findReport(db: Kysely<Database>): Promise<SeedReport | undefined> {
  const row = await db
    .selectFrom('seed_run')
    .select('report')
    .where('name', '=', NETWORK_SEED_NAME)
    .executeTakeFirst();
  return row ? (JSON.parse(row.report) as SeedReport) : undefined;
}
