import { sql, type Kysely } from 'kysely';

// Reservations, their inventory, idempotency records and booking creations
// (db/tables/reservations.ts documents every column).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reservation')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('locator', 'text', (col) => col.notNull())
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('total_amount', 'bigint', (col) => col.notNull())
    .addColumn('paid_amount', 'bigint', (col) => col.notNull())
    .addColumn('hold_expires_at', 'text', (col) => col.notNull())
    .addColumn('contact', 'text', (col) => col.notNull())
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('cancelled_reason', 'text')
    .addCheckConstraint('reservation_status', sql`status in ('Unpaid', 'Paid', 'Cancel')`)
    .addCheckConstraint('reservation_amounts', sql`total_amount >= 0 and paid_amount >= 0`)
    .addCheckConstraint(
      'reservation_cancelled_reason',
      sql`(status = 'Cancel') = (cancelled_reason is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('reservation_locator_unique')
    .on('reservation')
    .column('locator')
    .unique()
    .execute();
  // One booking per session, whatever the code does.
  await db.schema
    .createIndex('reservation_session_unique')
    .on('reservation')
    .column('session_id')
    .unique()
    .execute();
  // The sweeper's question: unpaid holds past their expiry.
  await db.schema
    .createIndex('reservation_unpaid_hold_idx')
    .on('reservation')
    .column('hold_expires_at')
    .where(sql.ref('status'), '=', 'Unpaid')
    .execute();

  await db.schema
    .createTable('reservation_inventory')
    .addColumn('reservation_id', 'text', (col) => col.notNull().references('reservation.id'))
    .addColumn('flight_id', 'integer', (col) => col.notNull())
    .addColumn('fare_family_code', 'text', (col) => col.notNull())
    .addColumn('passengers', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('reservation_inventory_pk', ['reservation_id', 'flight_id', 'fare_family_code'])
    .addCheckConstraint('reservation_inventory_passengers', sql`passengers > 0`)
    .execute();
  await db.schema
    .createIndex('reservation_inventory_flight_idx')
    .on('reservation_inventory')
    .columns(['flight_id', 'fare_family_code'])
    .execute();

  // A passenger holds at most one seat per flight (the primary key already makes a seat one
  // passenger's); partial, as seat rows without a reservation are not a passenger's.
  await db.schema
    .createIndex('seat_assignment_passenger_unique')
    .on('seat_assignment')
    .columns(['flight_id', 'reservation_id', 'passenger_key'])
    .unique()
    .where(sql.ref('reservation_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('seat_assignment_reservation_idx')
    .on('seat_assignment')
    .column('reservation_id')
    .execute();

  await db.schema
    .createTable('idempotency_record')
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('response_content_type', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('locked_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_record_pk', ['scope', 'key'])
    .addCheckConstraint('idempotency_record_state', sql`state in ('processing', 'done')`)
    .addCheckConstraint(
      'idempotency_record_response',
      sql`(state = 'done') = (response_status is not null and response_body is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('idempotency_record_expires_idx')
    .on('idempotency_record')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('booking_creation')
    .addColumn('session_id', 'text', (col) => col.primaryKey())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('attempt_id', 'text', (col) => col.notNull())
    .addColumn('reservation_id', 'text', (col) => col.references('reservation.id'))
    .addColumn('error_code', 'text')
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .addCheckConstraint('booking_creation_state', sql`state in ('processing', 'done', 'failed')`)
    .addCheckConstraint(
      'booking_creation_outcome',
      sql`(state = 'done') = (reservation_id is not null) and (state = 'failed') = (error_code is not null)`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_creation').execute();
  await db.schema.dropTable('idempotency_record').execute();
  await db.schema.dropIndex('seat_assignment_reservation_idx').execute();
  await db.schema.dropIndex('seat_assignment_passenger_unique').execute();
  await db.schema.dropTable('reservation_inventory').execute();
  await db.schema.dropTable('reservation').execute();
}
