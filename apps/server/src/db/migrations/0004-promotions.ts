import { sql, type Kysely } from 'kysely';

// Promotion codes (db/tables/promotions.ts documents every column).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotion')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('description_vi', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .addColumn('discount_kind', 'text', (col) => col.notNull())
    .addColumn('percent_bp', 'integer')
    .addColumn('amount', 'bigint')
    .addColumn('max_discount', 'bigint')
    .addColumn('route_scope', 'text', (col) => col.notNull())
    .addColumn('city_pairs', 'text', (col) => col.notNull())
    .addColumn('fare_families', 'text', (col) => col.notNull())
    .addColumn('travel_from', 'text', (col) => col.notNull())
    .addColumn('travel_to', 'text', (col) => col.notNull())
    .addColumn('sale_from', 'text', (col) => col.notNull())
    .addColumn('sale_to', 'text', (col) => col.notNull())
    .addColumn('min_passengers', 'integer', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull())
    .addCheckConstraint(
      'promotion_discount',
      sql`(discount_kind = 'percent' and percent_bp between 1 and 10000 and amount is null) or (discount_kind = 'amount' and amount > 0 and percent_bp is null)`,
    )
    .addCheckConstraint(
      'promotion_route_scope',
      sql`route_scope in ('all', 'domestic', 'international', 'cityPairs')`,
    )
    .addCheckConstraint('promotion_windows', sql`travel_from <= travel_to and sale_from <= sale_to`)
    .addCheckConstraint('promotion_min_passengers', sql`min_passengers between 1 and 9`)
    .addCheckConstraint('promotion_is_active_flag', sql`is_active in (0, 1)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promotion').execute();
}
