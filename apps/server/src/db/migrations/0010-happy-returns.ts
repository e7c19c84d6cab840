import { sql, type Kysely } from 'kysely';

// The lost-and-found service (db/tables/happy-returns.ts documents every column).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('happy_return_category')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull())
    .addCheckConstraint('happy_return_category_is_active_flag', sql`is_active in (0, 1)`)
    .execute();
  await db.schema
    .createTable('happy_return_category_text')
    .addColumn('category_id', 'text', (col) => col.notNull().references('happy_return_category.id'))
    .addColumn('language_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('happy_return_category_text_pk', ['category_id', 'language_id'])
    .execute();

  await db.schema
    .createTable('happy_return_property')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('input_type', 'text', (col) => col.notNull())
    .addColumn('max_length', 'integer')
    .addCheckConstraint(
      'happy_return_property_input',
      sql`(input_type = 'select' and max_length is null) or (input_type = 'text' and max_length between 1 and 200)`,
    )
    .execute();
  await db.schema
    .createTable('happy_return_property_text')
    .addColumn('property_id', 'text', (col) => col.notNull().references('happy_return_property.id'))
    .addColumn('language_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('happy_return_property_text_pk', ['property_id', 'language_id'])
    .execute();
  await db.schema
    .createTable('happy_return_property_value')
    .addColumn('property_id', 'text', (col) => col.notNull().references('happy_return_property.id'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('happy_return_property_value_pk', ['property_id', 'code'])
    .execute();
  await db.schema
    .createTable('happy_return_property_value_text')
    .addColumn('property_id', 'text', (col) => col.notNull())
    .addColumn('value_code', 'text', (col) => col.notNull())
    .addColumn('language_id', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('happy_return_property_value_text_pk', [
      'property_id',
      'value_code',
      'language_id',
    ])
    .addForeignKeyConstraint(
      'happy_return_property_value_text_value_fk',
      ['property_id', 'value_code'],
      'happy_return_property_value',
      ['property_id', 'code'],
    )
    .execute();
  await db.schema
    .createTable('happy_return_category_property')
    .addColumn('category_id', 'text', (col) => col.notNull().references('happy_return_category.id'))
    .addColumn('property_id', 'text', (col) => col.notNull().references('happy_return_property.id'))
    .addColumn('is_required', 'integer', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('happy_return_category_property_pk', ['category_id', 'property_id'])
    .addCheckConstraint('happy_return_category_property_required_flag', sql`is_required in (0, 1)`)
    .execute();

  await db.schema
    .createTable('happy_return_item')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('category_id', 'text', (col) => col.notNull().references('happy_return_category.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('title_vi', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('description_vi', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .addColumn('properties', 'text', (col) => col.notNull())
    .addColumn('carrier_code', 'text', (col) => col.notNull())
    .addColumn('flight_number', 'text', (col) => col.notNull())
    .addColumn('flight_date', 'text', (col) => col.notNull())
    .addColumn('origin_code', 'text', (col) => col.notNull())
    .addColumn('destination_code', 'text', (col) => col.notNull())
    .addColumn('departure_at', 'text', (col) => col.notNull())
    .addColumn('arrival_at', 'text', (col) => col.notNull())
    .addColumn('found_location', 'text', (col) => col.notNull())
    .addColumn('found_seat', 'text')
    .addColumn('finder_name', 'text', (col) => col.notNull())
    .addColumn('owner_locator', 'text')
    .addColumn('owner_family_name', 'text')
    .addColumn('storage_airport_code', 'text', (col) => col.notNull())
    .addColumn('found_at', 'text', (col) => col.notNull())
    .addColumn('hold_until', 'text', (col) => col.notNull())
    .addColumn('active_claim_reference', 'text')
    .addColumn('returned_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('happy_return_item_status', sql`status in ('found', 'claimPending', 'returned')`)
    // A claimed or returned item names its claim; a found one has none; only a returned one has a return time.
    .addCheckConstraint(
      'happy_return_item_claim',
      sql`(status = 'found') = (active_claim_reference is null) and (status = 'returned') = (returned_at is not null)`,
    )
    .addCheckConstraint('happy_return_item_owner', sql`(owner_locator is null) = (owner_family_name is null)`)
    .execute();
  await db.schema
    .createIndex('happy_return_item_flight_idx')
    .on('happy_return_item')
    .columns(['flight_date', 'flight_number'])
    .execute();
  await db.schema
    .createIndex('happy_return_item_flight_number_idx')
    .on('happy_return_item')
    .columns(['flight_number'])
    .execute();
  await db.schema
    .createIndex('happy_return_item_owner_idx')
    .on('happy_return_item')
    .columns(['owner_locator'])
    .execute();

  await db.schema
    .createTable('happy_return_inquiry')
    .addColumn('reference', 'text', (col) => col.primaryKey())
    .addColumn('contact_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone_code', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('carrier_code', 'text')
    .addColumn('flight_number', 'text', (col) => col.notNull())
    .addColumn('flight_date', 'text', (col) => col.notNull())
    .addColumn('category_id', 'text', (col) => col.notNull().references('happy_return_category.id'))
    .addColumn('properties', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('lost_place', 'text', (col) => col.notNull())
    .addColumn('lost_place_detail', 'text')
    .addColumn('language_id', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('happy_return_inquiry_description', sql`length(description) between 1 and 1000`)
    .execute();

  await db.schema
    .createTable('happy_return_claim')
    .addColumn('reference', 'text', (col) => col.primaryKey())
    .addColumn('item_id', 'text', (col) => col.notNull().references('happy_return_item.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone_code', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('booking_code', 'text', (col) => col.notNull())
    .addColumn('proof', 'text', (col) => col.notNull())
    .addColumn('return_method', 'text', (col) => col.notNull())
    .addColumn('delivery_address', 'text')
    .addColumn('language_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('decided_at', 'text')
    .addCheckConstraint(
      'happy_return_claim_status',
      sql`status in ('pending', 'queued', 'approved', 'rejected')`,
    )
    .addCheckConstraint(
      'happy_return_claim_return',
      sql`(return_method = 'airportOffice' and delivery_address is null) or (return_method = 'courier' and delivery_address is not null)`,
    )
    .execute();
  // Never two claims being verified or approved for one item (design §5: the invariant in SQL).
  await db.schema
    .createIndex('happy_return_claim_one_active_idx')
    .on('happy_return_claim')
    .column('item_id')
    .unique()
    .where(sql.ref('status'), 'in', [sql.lit('pending'), sql.lit('approved')])
    .execute();
  await db.schema
    .createIndex('happy_return_claim_claimant_idx')
    .on('happy_return_claim')
    .columns(['item_id', 'email', 'booking_code'])
    .execute();

  await db.schema
    .createTable('happy_return_reference_counter')
    .addColumn('year', 'integer', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .addCheckConstraint('happy_return_reference_counter_positive', sql`last_number >= 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'happy_return_reference_counter',
    'happy_return_claim',
    'happy_return_inquiry',
    'happy_return_item',
    'happy_return_category_property',
    'happy_return_property_value_text',
    'happy_return_property_value',
    'happy_return_property_text',
    'happy_return_property',
    'happy_return_category_text',
    'happy_return_category',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
