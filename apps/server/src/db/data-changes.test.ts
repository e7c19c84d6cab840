import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../test/engines';
import { dataChangesOf, writesSearchTables } from './data-changes';

describe('writesSearchTables', () => {
  it.each([
    'update "flight_fare" set "sold" = "sold" + $1 where "flight_id" = $2',
    'update "flight_fare" as "ff" set "sold" = 0',
    'insert into "flight" ("id") values (?)',
    'insert or replace into "promotion" ("code") values (?)',
    'delete from "airport_config" where "code" = ?',
    'with "x" as (select 1) update "flight_fare" set "sold" = 1',
    'UPDATE flight_fare SET sold = 0',
    'create table if not exists "exchange_rate" ("code" text)',
    'drop table "fare_bucket"',
  ])('counts %s', (statement) => {
    expect(writesSearchTables(statement)).toBe(true);
  });

  it.each([
    'select * from "flight" inner join "flight_fare" on true',
    'select "sold" from "flight_fare" for update',
    'update "reservation" set "flight" = 1',
    'insert into "reservation_flight" ("flight_id") values (1)',
    'insert into "x" ("a") values (1) on conflict do update set "promotion" = 1',
    'begin immediate',
    'commit',
  ])('leaves out %s', (statement) => {
    expect(writesSearchTables(statement)).toBe(false);
  });
});

describe.each(TEST_ENGINES)('search data changes on $engine', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  }, 120_000);
  afterAll(async () => {
    await database.drop();
  });

  const touchInventory = (db: TestDatabase['db']) =>
    db.updateTable('flight_fare').set({ sold: 0 }).where('flight_id', '=', -1).execute();

  it('is the handle’s own tracker', () => {
    expect(dataChangesOf(database.db)).toBe(database.changes);
  });

  it('moves on at a write of a searched table outside a transaction, not at reads or other tables', async () => {
    const before = database.changes.generation;
    await database.db.selectFrom('flight_fare').select('sold').limit(1).execute();
    await database.db.deleteFrom('seed_run').where('name', '=', 'none').execute();
    expect(database.changes.generation).toBe(before);
    await touchInventory(database.db);
    expect(database.changes.generation).toBe(before + 1);
    await sql`update flight set status = status where id = -1`.execute(database.db);
    expect(database.changes.generation).toBe(before + 2);
  });

  it('moves on once a transaction that wrote commits, after its commit', async () => {
    const before = database.changes.generation;
    let inside = -1;
    await database.db.transaction().execute(async (trx) => {
      await touchInventory(trx);
      await touchInventory(trx);
      inside = database.changes.generation;
    });
    expect(inside).toBe(before);
    expect(database.changes.generation).toBe(before + 1);
  });

  it('stays where it was when the transaction rolls back', async () => {
    const before = database.changes.generation;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await touchInventory(trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(database.changes.generation).toBe(before);
    // The connection carries nothing over: a later transaction without writes moves nothing.
    await database.db
      .transaction()
      .execute((trx) => trx.selectFrom('flight').select('id').limit(1).execute());
    expect(database.changes.generation).toBe(before);
  });

  it('tells its listeners, as a local change', async () => {
    const heard: string[] = [];
    const stop = database.changes.onChange((origin) => heard.push(origin));
    await touchInventory(database.db);
    stop();
    await touchInventory(database.db);
    expect(heard).toEqual(['local']);
  });
});
