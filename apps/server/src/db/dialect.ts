import { PostgresAdapter, type Kysely } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

/** Reads the engine from a DATABASE_URL: `sqlite:<path>` (or `sqlite::memory:`) or `postgres://…`. */
export function engineOf(url: string): Engine {
  if (url.startsWith('sqlite:')) return 'sqlite';
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got ${maskUrl(url)})`);
}

export function maskUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):([^@]*)@/, '//$1:***@');
}

/** True when the database uses PostgreSQL; for the rare column whose DDL differs by engine. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
