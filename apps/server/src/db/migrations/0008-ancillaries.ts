import { sql, type Kysely } from 'kysely';

// The extras catalogue, travel insurance, the CMS's HTML texts and add-ons
// (db/tables/ancillaries.ts documents every column).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ancillary_service')
    .addColumn('service_type', 'text', (col) => col.primaryKey())
    .addColumn('category', 'text')
    .addColumn('name_vi', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('description_vi', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .addColumn('icon_path', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('is_enabled', 'integer', (col) => col.notNull())
    .addColumn('is_default', 'integer', (col) => col.notNull())
    .addCheckConstraint(
      'ancillary_service_category',
      sql`category is null or category in ('Meal', 'Baggage', 'Bus', 'Priority', 'Flower')`,
    )
    .addCheckConstraint('ancillary_service_flags', sql`is_enabled in (0, 1) and is_default in (0, 1)`)
    .execute();

  await db.schema
    .createTable('ancillary_product')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('service_type', 'text', (col) => col.notNull().references('ancillary_service.service_type'))
    .addColumn('category', 'text')
    .addColumn('unit', 'text', (col) => col.notNull())
    .addColumn('name_vi', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('description_vi', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .addColumn('image_path', 'text')
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('applies_to', 'text', (col) => col.notNull())
    .addColumn('min_block_minutes', 'integer', (col) => col.notNull())
    .addColumn('airport_end', 'text')
    .addColumn('airport_codes', 'text')
    .addColumn('valid_from', 'text')
    .addColumn('valid_to', 'text')
    .addColumn('max_quantity', 'integer', (col) => col.notNull())
    .addColumn('terms_key', 'text')
    .addColumn('weight_kg', 'integer')
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull())
    .addCheckConstraint(
      'ancillary_product_unit',
      sql`unit in ('passengerJourney', 'passengerFlight', 'bookingJourney')`,
    )
    .addCheckConstraint('ancillary_product_amount', sql`amount >= 0`)
    .addCheckConstraint(
      'ancillary_product_applies_to',
      sql`applies_to in ('domestic', 'international', 'all')`,
    )
    .addCheckConstraint('ancillary_product_block', sql`min_block_minutes >= 0`)
    // A product offered at some airports says at which end of the journey they are checked.
    .addCheckConstraint(
      'ancillary_product_airports',
      sql`(airport_end is null and airport_codes is null) or (airport_end in ('departure', 'arrival') and airport_codes is not null)`,
    )
    // YYYY-MM-DD text sorts as the dates do.
    .addCheckConstraint(
      'ancillary_product_season',
      sql`valid_from is null or valid_to is null or valid_from <= valid_to`,
    )
    .addCheckConstraint('ancillary_product_max_quantity', sql`max_quantity between 1 and 20`)
    .addCheckConstraint('ancillary_product_weight', sql`weight_kg is null or weight_kg > 0`)
    .addCheckConstraint('ancillary_product_is_active_flag', sql`is_active in (0, 1)`)
    .execute();
  await db.schema
    .createIndex('ancillary_product_order_idx')
    .on('ancillary_product')
    .columns(['sort_order', 'code'])
    .execute();

  await db.schema
    .createTable('insurance_plan')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('name_vi', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('coverage_vi', 'text', (col) => col.notNull())
    .addColumn('coverage_en', 'text', (col) => col.notNull())
    .addColumn('terms_key', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull())
    .addCheckConstraint('insurance_plan_scope', sql`scope in ('domestic', 'international')`)
    .addCheckConstraint('insurance_plan_is_active_flag', sql`is_active in (0, 1)`)
    .execute();

  await db.schema
    .createTable('insurance_premium')
    .addColumn('plan_code', 'text', (col) =>
      col.notNull().references('insurance_plan.code').onDelete('cascade'),
    )
    .addColumn('min_age', 'integer', (col) => col.notNull())
    .addColumn('max_age', 'integer', (col) => col.notNull())
    .addColumn('min_days', 'integer', (col) => col.notNull())
    .addColumn('max_days', 'integer', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('insurance_premium_pk', ['plan_code', 'min_age', 'min_days'])
    .addCheckConstraint('insurance_premium_ages', sql`min_age >= 0 and min_age <= max_age`)
    .addCheckConstraint('insurance_premium_days', sql`min_days >= 1 and min_days <= max_days`)
    .addCheckConstraint('insurance_premium_amount', sql`amount > 0`)
    .execute();

  await db.schema
    .createTable('html_content')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('language_id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('html_content_pk', ['name', 'language_id'])
    .execute();

  await db.schema
    .createTable('addon')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('name_vi', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('description_vi', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .addColumn('image_path', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull())
    .addCheckConstraint('addon_is_active_flag', sql`is_active in (0, 1)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('addon').execute();
  await db.schema.dropTable('html_content').execute();
  await db.schema.dropTable('insurance_premium').execute();
  await db.schema.dropTable('insurance_plan').execute();
  await db.schema.dropTable('ancillary_product').execute();
  await db.schema.dropTable('ancillary_service').execute();
}
