import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../test/engines';

const postgres = TEST_ENGINES.find((engine) => engine.engine === 'postgres');

/**
 * PostgreSQL stopping or restarting ends every connection. One checked out at that moment (in a
 * transaction, between its queries) must fail its next query, not crash the process with an
 * unhandled 'error' event (decision 041, found by the cluster's fault script).
 */
describe.runIf(postgres !== undefined)('PostgreSQL connections ended by the database', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    if (postgres) database = await createTestDatabase(postgres, { migrate: false });
  }, 60_000);
  afterAll(() => database.drop());

  it('fails the next query of a checked-out connection the server ended, and the pool serves on', async () => {
    await database.db.connection().execute(async (connection) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
      const pid = rows[0]?.pid;
      // From another pooled connection: as a shutdown does, while this one runs no query.
      await sql`select pg_terminate_backend(${pid})`.execute(database.db);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(sql`select 1`.execute(connection)).rejects.toThrow();
    });
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(rows).toEqual([{ one: 1 }]);
  });
});
