import { systemClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../test/engines';
import { ensureContentImported } from '../modules/content/public';
import { createDatabase, type DatabaseHandle } from './create-db';
import { ensureSeeded } from './ensure-seeded';
import { migrateToLatest } from './migrate';
import { withStartupLock } from './startup-lock.repository';

/**
 * Processes started together on one database (a cluster, systemd units) prepare it in turns: the
 * work inside the start-up lock never overlaps, and all of them migrating and seeding at once
 * end with one seeded database and no failure (decision 041).
 */
describe.each(TEST_ENGINES)('start-up lock on $engine', (engine) => {
  let database: TestDatabase;
  const processes: DatabaseHandle[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine, { migrate: false });
    // SQLite in memory is one database per handle: the "processes" share the test's.
    for (let i = 0; i < 3; i += 1) {
      processes.push(engine.engine === 'postgres' ? createDatabase(database.url, { poolSize: 4 }) : database);
    }
  }, 120_000);
  afterAll(async () => {
    for (const handle of processes) if (handle !== database) await handle.destroy();
    await database.drop();
  });

  // SQLite has no lock to take: one process per file, its migrator and IMMEDIATE transactions.
  it.runIf(engine.engine === 'postgres')('lets one holder in at a time', async () => {
    const events: string[] = [];
    await Promise.all(
      processes.map((handle, i) =>
        withStartupLock(handle.db, async () => {
          events.push(`enter ${String(i)}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
          events.push(`leave ${String(i)}`);
        }),
      ),
    );
    expect(events).toHaveLength(6);
    for (let i = 0; i < events.length; i += 2) {
      expect(events[i + 1]).toBe(events[i]?.replace('enter', 'leave'));
    }
  });

  it('migrates and seeds once when every process prepares at the same time', async () => {
    const reports = await Promise.all(
      processes.map((handle) =>
        withStartupLock(handle.db, async () => {
          await migrateToLatest(handle.db);
          return ensureSeeded(handle.db, { seed: 7, days: 2, clock: systemClock, ensureContentImported });
        }),
      ),
    );
    expect(new Set(reports.map((report) => JSON.stringify(report))).size).toBe(1);
    const runs = await database.db
      .selectFrom('seed_run')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('name', '=', 'network')
      .executeTakeFirstOrThrow();
    expect(runs.count).toBe(1);
  }, 180_000);

  it('releases the lock when the work fails', async () => {
    const [first] = processes;
    if (!first) throw new Error('no process');
    await expect(
      withStartupLock(first.db, () => Promise.reject(new Error('migration failed'))),
    ).rejects.toThrow('migration failed');
    await expect(withStartupLock(first.db, () => Promise.resolve('again'))).resolves.toBe('again');
  });
});
