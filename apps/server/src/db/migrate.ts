import { Migrator, type Kysely } from 'kysely';
import type { Database } from './database';
import { migrationProvider } from './migrations/index';

function migratorFor(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: migrationProvider });
}

/**
 * Brings the schema to the latest migration. Kysely's migrator takes a lock (a lock table on
 * SQLite, an advisory lock on PostgreSQL), so several processes starting at once migrate once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await migratorFor(db).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const cause =
      error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** The migrations not yet applied; empty when the schema is at head. */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrations = await migratorFor(db).getMigrations();
  return migrations.filter((migration) => migration.executedAt === undefined).map((m) => m.name);
}
