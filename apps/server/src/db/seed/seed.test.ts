import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES, createTestDatabase, type TestDatabase } from '../../../test/engines';
import type { Database } from '../database';
import { SEED_TABLES } from './generate';
import { NETWORK_SEED_NAME, seedDatabase } from './seed';

const OPTIONS = { seed: 20261121, startDate: '2026-11-21', days: 7 };
const fixedClock = () => new Date('2026-11-21T00:00:00.000Z');

/** Row counts of every network table plus sums that change if any value changes. */
async function snapshot(db: Kysely<Database>): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of [...SEED_TABLES, 'seed_run'] as const) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      db,
    );
    result[table] = String(rows[0]?.n);
  }
  const { rows } = await sql<Record<string, string | number | null>>`
    select
      (select sum(id) from flight) as flight_ids,
      (select max(departure_at) || max(arrival_at) || min(departure_date_local) from flight) as flight_times,
      (select sum(base_fare) + sum(capacity) + sum(sold) from flight_fare) as fares,
      (select sum(distance_km) + sum(base_fare) from city_pair) as pairs,
      (select report || finished_at from seed_run) as seed_run
  `.execute(db);
  for (const [key, value] of Object.entries(rows[0] ?? {})) result[key] = String(value);
  return result;
}

describe.each(TEST_ENGINES)('seedDatabase on $engine', (engine) => {
  let handle: TestDatabase;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });

  afterAll(async () => {
    await handle.drop();
  });

  it('writes the network with the counts it reports', async () => {
    const report = await seedDatabase(handle.db, OPTIONS, { now: fixedClock });
    expect(report.airports.vietnam).toBeGreaterThanOrEqual(20);
    expect(report.airports.international).toBeGreaterThanOrEqual(30);
    expect(report.cityPairs.total).toBeGreaterThanOrEqual(120);
    const counts = await snapshot(handle.db);
    for (const table of SEED_TABLES) expect(Number(counts[table]), table).toBe(report.rows[table]);
    expect(report.flights).toBe(report.rows.flight);
    const run = await handle.db
      .selectFrom('seed_run')
      .selectAll()
      .where('name', '=', NETWORK_SEED_NAME)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ seed: OPTIONS.seed, start_date: OPTIONS.startDate, days: 7 });
  });

  it('finds eight SGN–HAN flights a day through the search index, in departure order', async () => {
    const flights = await handle.db
      .selectFrom('flight')
      .select(['carrier_code', 'flight_number', 'departure_time_local', 'departure_at', 'arrival_at'])
      .where('origin_code', '=', 'SGN')
      .where('destination_code', '=', 'HAN')
      .where('departure_date_local', '=', '2026-11-22')
      .orderBy('departure_time_local')
      .execute();
    expect(flights).toHaveLength(8);
    expect(flights.every((flight) => flight.arrival_at > flight.departure_at)).toBe(true);
  });

  it('returns the stored report and changes nothing when run again', async () => {
    const before = await snapshot(handle.db);
    const first = JSON.parse(
      (await handle.db.selectFrom('seed_run').select('report').executeTakeFirstOrThrow()).report,
    ) as unknown;
    const again = await seedDatabase(handle.db, { ...OPTIONS, seed: 1, days: 3 }, { now: () => new Date() });
    expect(again).toEqual(first);
    expect(await snapshot(handle.db)).toEqual(before);
  });

  it('rejects selling a fare beyond its capacity or below zero', async () => {
    const fare = await handle.db
      .selectFrom('flight_fare')
      .select(['flight_id', 'fare_family_code', 'capacity'])
      .executeTakeFirstOrThrow();
    const setSold = (sold: number) =>
      handle.db
        .updateTable('flight_fare')
        .set({ sold })
        .where('flight_id', '=', fare.flight_id)
        .where('fare_family_code', '=', fare.fare_family_code)
        .execute();
    await expect(setSold(fare.capacity + 1)).rejects.toThrow(/check/i);
    await expect(setSold(-1)).rejects.toThrow(/check/i);
    await setSold(fare.capacity);
    const updated = await handle.db
      .selectFrom('flight_fare')
      .select('sold')
      .where('flight_id', '=', fare.flight_id)
      .where('fare_family_code', '=', fare.fare_family_code)
      .executeTakeFirstOrThrow();
    expect(updated.sold).toBe(fare.capacity);
  });

  it('sells the last seat once under a conditional update', async () => {
    const fare = await handle.db
      .selectFrom('flight_fare')
      .select(['flight_id', 'fare_family_code'])
      .where('fare_family_code', '=', 'Eco')
      .executeTakeFirstOrThrow();
    const where = { flight_id: fare.flight_id, fare_family_code: fare.fare_family_code };
    await handle.db
      .updateTable('flight_fare')
      .set((eb) => ({ sold: eb.ref('capacity') }))
      .where('flight_id', '=', where.flight_id)
      .where('fare_family_code', '=', where.fare_family_code)
      .execute();
    await handle.db
      .updateTable('flight_fare')
      .set((eb) => ({ sold: eb('sold', '-', 1) }))
      .where('flight_id', '=', where.flight_id)
      .where('fare_family_code', '=', where.fare_family_code)
      .execute();
    const sellOne = () =>
      handle.db
        .updateTable('flight_fare')
        .set((eb) => ({ sold: eb('sold', '+', 1) }))
        .where('flight_id', '=', where.flight_id)
        .where('fare_family_code', '=', where.fare_family_code)
        .where((eb) => eb('sold', '<', eb.ref('capacity')))
        .executeTakeFirst();
    const results = await Promise.all([sellOne(), sellOne(), sellOne()]);
    expect(results.map((result) => Number(result.numUpdatedRows)).sort()).toEqual([0, 0, 1]);
  });

  it('rejects a flight that arrives before it departs', async () => {
    const flight = await handle.db
      .selectFrom('flight')
      .select(['id', 'departure_at'])
      .executeTakeFirstOrThrow();
    await expect(
      handle.db
        .updateTable('flight')
        .set({ arrival_at: flight.departure_at })
        .where('id', '=', flight.id)
        .execute(),
    ).rejects.toThrow(/check/i);
  });
});
