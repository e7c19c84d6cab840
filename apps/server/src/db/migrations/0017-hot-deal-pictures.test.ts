import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../../test/engines';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from './index';

/** 0017 points deals seeded with the shipped SVG drawings at the WebP pictures that replace them. */

const NOW = '2026-11-21T03:00:00.000Z';

describe.each(TEST_ENGINES)('migration 0017-hot-deal-pictures on $engine', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine, { migrate: false });
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    const before = await migrator.migrateTo('0016-refunds');
    expect(before.error).toBeUndefined();
  }, 120_000);
  afterAll(() => database.drop());

  it('moves shipped drawings to their pictures and leaves any other image alone', async () => {
    const { db } = database;
    const deal = (id: number, imagePath: string) =>
      sql`insert into hot_deal (id, origin_code, destination_code, trip_type, stay_days, image_path, sort_order, is_active, sale_from, sale_to, created_at, updated_at)
        values (${id}, 'SGN', 'HAN', 'oneway', null, ${imagePath}, ${id}, 1, null, null, ${NOW}, ${NOW})`;
    await deal(1, '/hotdeal/images/han.svg').execute(db);
    await deal(2, '/content/images/campaigns/green.svg').execute(db);

    await migrateToLatest(db);

    const rows = await db.selectFrom('hot_deal').select(['id', 'image_path']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, image_path: '/hotdeal/images/han.webp' },
      { id: 2, image_path: '/content/images/campaigns/green.svg' },
    ]);
  });
});
