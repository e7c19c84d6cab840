import type { Kysely } from 'kysely';

// Migrations see the database untyped on purpose: they describe the schema at their own point in
// history, not the current Database interface.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('airport_config')
    // The city pair's FROM-TO code; no foreign key, so a reseed of the network keeps the settings.
    .addColumn('city_pair_code', 'text', (col) => col.primaryKey())
    .addColumn('is_sale_enabled', 'integer', (col) => col.notNull())
    .addColumn('is_shuttle_supported', 'integer', (col) => col.notNull())
    .addColumn('min_connection_minutes', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('airport_config').execute();
}
