import { sql, type Kysely } from 'kysely';

// Airline-managed hot deals (db/tables/hot-deals.ts documents every column). Migrations see the
// database untyped on purpose: they describe the schema at their own point in history.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hot_deal')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('origin_code', 'text', (col) => col.notNull())
    .addColumn('destination_code', 'text', (col) => col.notNull())
    .addColumn('trip_type', 'text', (col) => col.notNull())
    .addColumn('stay_days', 'integer')
    .addColumn('image_path', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull())
    .addColumn('sale_from', 'text')
    .addColumn('sale_to', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('hot_deal_route', sql`origin_code <> destination_code`)
    .addCheckConstraint(
      'hot_deal_trip',
      sql`(trip_type = 'oneway' and stay_days is null) or (trip_type = 'roundTrip' and stay_days is not null and stay_days between 1 and 30)`,
    )
    .addCheckConstraint('hot_deal_is_active_flag', sql`is_active in (0, 1)`)
    // ISO-8601 UTC text of one format sorts as time does.
    .addCheckConstraint(
      'hot_deal_sale_window',
      sql`sale_from is null or sale_to is null or sale_from < sale_to`,
    )
    .execute();
  await db.schema.createIndex('hot_deal_order_idx').on('hot_deal').columns(['sort_order', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hot_deal').execute();
}
