import type { Kysely } from 'kysely';

// Migrations see the database untyped on purpose: they describe the schema at their own point in
// history, not the current Database interface.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_secret')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('seed_run')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('seed', 'integer', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('days', 'integer', (col) => col.notNull())
    .addColumn('report', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seed_run').execute();
  await db.schema.dropTable('app_secret').execute();
}
