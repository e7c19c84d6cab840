import { sql, type Kysely } from 'kysely';

// The seeded network (db/tables/network.ts documents every column). One schema for SQLite and
// PostgreSQL: text for codes, dates and instants; integer 0/1 flags; bigint for money; double
// precision for coordinates. Integer keys are assigned by the seed, never by the database.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('language')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('short_name', 'text', (col) => col.notNull())
    .addColumn('is_default', 'integer', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addCheckConstraint('language_is_default_flag', sql`is_default in (0, 1)`)
    .execute();

  await db.schema
    .createTable('currency')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('minor_unit_exponent', 'integer', (col) => col.notNull())
    .addColumn('symbol', 'text', (col) => col.notNull())
    .addColumn('description_vi', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addCheckConstraint('currency_exponent_range', sql`minor_unit_exponent between 0 and 4`)
    .execute();

  await db.schema
    .createTable('exchange_rate')
    .addColumn('base_currency', 'text', (col) => col.notNull().references('currency.code'))
    .addColumn('quote_currency', 'text', (col) => col.notNull().references('currency.code'))
    .addColumn('numerator', 'bigint', (col) => col.notNull())
    .addColumn('denominator', 'bigint', (col) => col.notNull())
    .addColumn('as_of', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('exchange_rate_pk', ['base_currency', 'quote_currency'])
    .addCheckConstraint('exchange_rate_positive', sql`numerator > 0 and denominator > 0`)
    .execute();

  await db.schema
    .createTable('country')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('name_vi', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('phone_code', 'text', (col) => col.notNull())
    .addColumn('default_currency', 'text', (col) => col.notNull().references('currency.code'))
    .addColumn('language_id', 'text', (col) => col.notNull().references('language.id'))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('carrier')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('country_code', 'text', (col) => col.notNull().references('country.code'))
    .execute();

  await db.schema
    .createTable('province')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('country_code', 'text', (col) => col.notNull().references('country.code'))
    .addColumn('name_vi', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('province_country_idx')
    .on('province')
    .columns(['country_code', 'sort_order'])
    .execute();

  await db.schema
    .createTable('airport_group')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('country_code', 'text', (col) => col.notNull().unique().references('country.code'))
    .addColumn('name_vi', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('airport')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('icao', 'text', (col) => col.notNull().unique())
    .addColumn('name_vi', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('city_vi', 'text', (col) => col.notNull())
    .addColumn('city_en', 'text', (col) => col.notNull())
    .addColumn('country_code', 'text', (col) => col.notNull().references('country.code'))
    .addColumn('province_code', 'text', (col) => col.notNull().references('province.code'))
    .addColumn('airport_group_id', 'integer', (col) => col.notNull().references('airport_group.id'))
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('elevation_ft', 'integer', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addCheckConstraint('airport_code_format', sql`length(code) = 3`)
    .addCheckConstraint(
      'airport_coordinates',
      sql`latitude between -90 and 90 and longitude between -180 and 180`,
    )
    .execute();
  await db.schema
    .createIndex('airport_group_idx')
    .on('airport')
    .columns(['airport_group_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('city_pair')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('origin_code', 'text', (col) => col.notNull().references('airport.code'))
    .addColumn('destination_code', 'text', (col) => col.notNull().references('airport.code'))
    .addColumn('carrier_code', 'text', (col) => col.notNull().references('carrier.code'))
    .addColumn('distance_km', 'integer', (col) => col.notNull())
    .addColumn('block_minutes', 'integer', (col) => col.notNull())
    .addColumn('is_domestic', 'integer', (col) => col.notNull())
    .addColumn('base_fare', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull().references('currency.code'))
    .addUniqueConstraint('city_pair_route_unique', ['origin_code', 'destination_code'])
    .addCheckConstraint('city_pair_distinct_airports', sql`origin_code <> destination_code`)
    .addCheckConstraint('city_pair_positive', sql`distance_km > 0 and block_minutes > 0 and base_fare > 0`)
    .addCheckConstraint('city_pair_is_domestic_flag', sql`is_domestic in (0, 1)`)
    .execute();
  await db.schema
    .createIndex('city_pair_destination_idx')
    .on('city_pair')
    .column('destination_code')
    .execute();

  await db.schema
    .createTable('aircraft_type')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('seat_count', 'integer', (col) => col.notNull())
    .addColumn('sellable_seat_count', 'integer', (col) => col.notNull())
    .addColumn('row_count', 'integer', (col) => col.notNull())
    .addColumn('layout', 'text', (col) => col.notNull())
    .addColumn('is_wide_body', 'integer', (col) => col.notNull())
    .addCheckConstraint('aircraft_type_seats', sql`sellable_seat_count between 0 and seat_count`)
    .execute();

  await db.schema
    .createTable('seat_map_seat')
    .addColumn('aircraft_type_code', 'text', (col) => col.notNull().references('aircraft_type.code'))
    .addColumn('seat_code', 'text', (col) => col.notNull())
    .addColumn('row_number', 'integer', (col) => col.notNull())
    .addColumn('letter', 'text', (col) => col.notNull())
    .addColumn('column_index', 'integer', (col) => col.notNull())
    .addColumn('seat_class', 'text', (col) => col.notNull())
    .addColumn('cabin_type', 'text', (col) => col.notNull())
    .addColumn('is_window', 'integer', (col) => col.notNull())
    .addColumn('is_aisle', 'integer', (col) => col.notNull())
    .addColumn('is_exit_row', 'integer', (col) => col.notNull())
    .addColumn('is_front_row', 'integer', (col) => col.notNull())
    .addColumn('is_sellable', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('seat_map_seat_pk', ['aircraft_type_code', 'seat_code'])
    .addUniqueConstraint('seat_map_seat_position_unique', ['aircraft_type_code', 'row_number', 'letter'])
    .addCheckConstraint(
      'seat_map_seat_class',
      sql`seat_class in ('Business', 'Premium', 'FrontRow', 'ExitRow', 'Standard')`,
    )
    .addCheckConstraint(
      'seat_map_seat_flags',
      sql`is_window in (0, 1) and is_aisle in (0, 1) and is_exit_row in (0, 1) and is_front_row in (0, 1) and is_sellable in (0, 1)`,
    )
    .execute();

  await db.schema
    .createTable('seat_fee')
    .addColumn('seat_class', 'text', (col) => col.notNull())
    .addColumn('is_domestic', 'integer', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull().references('currency.code'))
    .addPrimaryKeyConstraint('seat_fee_pk', ['seat_class', 'is_domestic'])
    .addCheckConstraint('seat_fee_amount', sql`amount >= 0`)
    .execute();

  await db.schema
    .createTable('aircraft')
    .addColumn('registration', 'text', (col) => col.primaryKey())
    .addColumn('aircraft_type_code', 'text', (col) => col.notNull().references('aircraft_type.code'))
    .addColumn('is_active', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('fare_family')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('name_vi', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('price_multiplier_permille', 'integer', (col) => col.notNull())
    .addColumn('cabin_baggage_kg', 'integer', (col) => col.notNull())
    .addColumn('checked_baggage_kg', 'integer', (col) => col.notNull())
    .addColumn('has_golf_bag_allowance', 'integer', (col) => col.notNull())
    .addColumn('has_priority_checkin', 'integer', (col) => col.notNull())
    .addColumn('has_meal', 'integer', (col) => col.notNull())
    .addColumn('has_drinks', 'integer', (col) => col.notNull())
    .addColumn('has_lounge', 'integer', (col) => col.notNull())
    .addColumn('free_seat_classes', 'text', (col) => col.notNull())
    .addColumn('can_change', 'integer', (col) => col.notNull())
    .addColumn('change_fee', 'bigint', (col) => col.notNull())
    .addColumn('can_refund', 'integer', (col) => col.notNull())
    .addColumn('is_wide_body_only', 'integer', (col) => col.notNull())
    .addColumn('benefits', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('fare_bucket')
    .addColumn('fare_family_code', 'text', (col) => col.notNull().references('fare_family.code'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .addColumn('up_to_permille', 'integer', (col) => col.notNull())
    .addColumn('price_multiplier_permille', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('fare_bucket_pk', ['fare_family_code', 'code'])
    .addUniqueConstraint('fare_bucket_sequence_unique', ['fare_family_code', 'sequence'])
    .addCheckConstraint(
      'fare_bucket_ranges',
      sql`up_to_permille between 1 and 1000 and price_multiplier_permille > 0`,
    )
    .execute();

  await db.schema
    .createTable('schedule')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('city_pair_id', 'integer', (col) => col.notNull().references('city_pair.id'))
    .addColumn('carrier_code', 'text', (col) => col.notNull().references('carrier.code'))
    .addColumn('flight_number', 'text', (col) => col.notNull())
    .addColumn('departure_time_local', 'text', (col) => col.notNull())
    .addColumn('operating_days', 'text', (col) => col.notNull())
    .addColumn('aircraft_type_code', 'text', (col) => col.notNull().references('aircraft_type.code'))
    .addColumn('valid_from', 'text', (col) => col.notNull())
    .addColumn('valid_to', 'text', (col) => col.notNull())
    .addCheckConstraint('schedule_validity', sql`valid_from <= valid_to`)
    .execute();
  await db.schema.createIndex('schedule_city_pair_idx').on('schedule').column('city_pair_id').execute();

  // flight and flight_fare are the big tables (~120,000 and ~370,000 rows a year). PostgreSQL
  // checks each foreign key with a query per inserted row (~8 µs here), so they reference only
  // their parents: carrier, origin, destination and aircraft type are copies of the schedule's and
  // city pair's values, kept for the search index and written only by the seed.
  await db.schema
    .createTable('flight')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('schedule_id', 'integer', (col) => col.notNull().references('schedule.id'))
    .addColumn('city_pair_id', 'integer', (col) => col.notNull().references('city_pair.id'))
    .addColumn('carrier_code', 'text', (col) => col.notNull())
    .addColumn('flight_number', 'text', (col) => col.notNull())
    .addColumn('origin_code', 'text', (col) => col.notNull())
    .addColumn('destination_code', 'text', (col) => col.notNull())
    .addColumn('departure_date_local', 'text', (col) => col.notNull())
    .addColumn('departure_time_local', 'text', (col) => col.notNull())
    .addColumn('arrival_date_local', 'text', (col) => col.notNull())
    .addColumn('arrival_time_local', 'text', (col) => col.notNull())
    .addColumn('departure_at', 'text', (col) => col.notNull())
    .addColumn('arrival_at', 'text', (col) => col.notNull())
    .addColumn('block_minutes', 'integer', (col) => col.notNull())
    .addColumn('aircraft_type_code', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    // ISO-8601 UTC text of one format sorts as time does, so this compares instants.
    .addCheckConstraint('flight_arrives_after_departure', sql`arrival_at > departure_at`)
    .addCheckConstraint('flight_status', sql`status in ('Scheduled', 'Cancelled')`)
    .execute();
  // Search (origin, destination, local day), then by time; the low-fare calendar ranges over days.
  await db.schema
    .createIndex('flight_search_idx')
    .on('flight')
    .columns(['origin_code', 'destination_code', 'departure_date_local', 'departure_time_local'])
    .execute();
  await db.schema
    .createIndex('flight_number_date_unique')
    .on('flight')
    .columns(['carrier_code', 'flight_number', 'departure_date_local'])
    .unique()
    .execute();
  await db.schema.createIndex('flight_departure_at_idx').on('flight').column('departure_at').execute();

  await db.schema
    .createTable('flight_fare')
    .addColumn('flight_id', 'integer', (col) => col.notNull().references('flight.id'))
    .addColumn('fare_family_code', 'text', (col) => col.notNull().references('fare_family.code'))
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .addColumn('sold', 'integer', (col) => col.notNull())
    .addColumn('base_fare', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('flight_fare_pk', ['flight_id', 'fare_family_code'])
    // design §5: a fare bucket is never sold beyond its capacity, whatever the code does.
    .addCheckConstraint('flight_fare_sold_within_capacity', sql`sold >= 0 and sold <= capacity`)
    .addCheckConstraint('flight_fare_base_fare_positive', sql`base_fare > 0`)
    // Fares are filed in the base currency (design §2); other currencies come from exchange_rate.
    .addCheckConstraint('flight_fare_currency', sql`currency = 'VND'`)
    .execute();

  await db.schema
    .createTable('tax_charge')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('name_vi', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('is_excluded_from_tax_total', 'integer', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addCheckConstraint('tax_charge_kind', sql`kind in ('fare', 'tax', 'fee', 'surcharge', 'ancillary')`)
    .execute();

  await db.schema
    .createTable('tax_charge_rate')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('tax_charge_code', 'text', (col) => col.notNull().references('tax_charge.code'))
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('country_code', 'text', (col) => col.references('country.code'))
    .addColumn('airport_code', 'text', (col) => col.references('airport.code'))
    .addColumn('passenger_type', 'text', (col) => col.notNull())
    .addColumn('min_distance_km', 'integer', (col) => col.notNull())
    .addColumn('amount', 'bigint')
    .addColumn('percent_bp', 'integer')
    .addColumn('currency', 'text', (col) => col.notNull().references('currency.code'))
    .addColumn('valid_from', 'text', (col) => col.notNull())
    .addColumn('valid_to', 'text')
    .addCheckConstraint('tax_charge_rate_scope', sql`scope in ('domestic', 'international')`)
    .addCheckConstraint('tax_charge_rate_passenger', sql`passenger_type in ('adult', 'child', 'infant')`)
    .addCheckConstraint(
      'tax_charge_rate_one_value',
      sql`(amount is null and percent_bp >= 0) or (percent_bp is null and amount >= 0)`,
    )
    .execute();
  await db.schema
    .createIndex('tax_charge_rate_lookup_idx')
    .on('tax_charge_rate')
    .columns(['scope', 'country_code', 'airport_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'tax_charge_rate',
    'tax_charge',
    'flight_fare',
    'flight',
    'schedule',
    'fare_bucket',
    'fare_family',
    'aircraft',
    'seat_fee',
    'seat_map_seat',
    'aircraft_type',
    'city_pair',
    'airport',
    'airport_group',
    'province',
    'carrier',
    'country',
    'exchange_rate',
    'currency',
    'language',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
