import { sql, type Kysely } from 'kysely';
import type { Database } from './database';
import { isPostgres } from './dialect';

/**
 * The key of the session-level advisory lock the start-up preparation holds on PostgreSQL
 * (an arbitrary constant, "skyb" in ASCII; advisory locks are scoped to the database).
 */
const STARTUP_LOCK_KEY = 0x736b7962;

/**
 * Runs `work` (migrate and seed) while no other process on the same PostgreSQL database runs
 * its own (decision 041): the processes of a cluster, or systemd units started together, queue on
 * one advisory lock instead of racing each other's seeding; the first prepares, the others find
 * the database ready. The lock belongs to one pooled connection, so `work` uses the others; a
 * process that dies mid-work loses its connection and with it the lock. SQLite needs none:
 * its transactions begin IMMEDIATE and the migrator takes its own lock.
 */
export async function withStartupLock<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db as unknown as Kysely<unknown>)) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}
