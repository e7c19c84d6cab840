import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../src/db/create-db';
import type { Engine } from '../src/db/dialect';
import { migrateToLatest } from '../src/db/migrate';

export interface TestEngine {
  engine: Engine;
  /** The server DATABASE_URL under test (for PostgreSQL, an admin URL used to create databases). */
  url: string;
}

const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

/**
 * The engines the server integration tests run on: SQLite always, PostgreSQL too when
 * DATABASE_URL names one (CI does). Use with `describe.each(TEST_ENGINES)`.
 */
export const TEST_ENGINES: TestEngine[] = [
  { engine: 'sqlite', url: 'sqlite::memory:' },
  ...(postgresUrl ? [{ engine: 'postgres' as const, url: postgresUrl }] : []),
];

export interface TestDatabase extends DatabaseHandle {
  /** The DATABASE_URL of this fresh database, for code that opens its own connection. */
  url: string;
  /** Closes the connection and drops the database. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: an in-memory SQLite database, or a new
 * PostgreSQL database created beside the one DATABASE_URL names (test files run in parallel, so
 * each gets its own).
 */
export async function createTestDatabase(
  engine: TestEngine,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  let handle: DatabaseHandle;
  let url = engine.url;
  let dropDatabase = (): Promise<void> => Promise.resolve();
  if (engine.engine === 'sqlite') {
    handle = createDatabase(url);
  } else {
    const name = `skybook_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(engine.url, `CREATE DATABASE ${name}`);
    const target = new URL(engine.url);
    target.pathname = `/${name}`;
    url = target.toString();
    handle = createDatabase(url, { poolSize: 4 });
    dropDatabase = () => adminQuery(engine.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  if (options.migrate !== false) await migrateToLatest(handle.db);
  return {
    ...handle,
    url,
    async drop() {
      await handle.destroy();
      await dropDatabase();
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
