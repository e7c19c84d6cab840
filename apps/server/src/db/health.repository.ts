import { sql, type Kysely } from 'kysely';
import type { Database } from './database';

/** The cheapest round trip to the database: resolves when it answers (readiness, /readyz). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
