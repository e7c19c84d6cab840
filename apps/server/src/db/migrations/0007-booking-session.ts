import { sql, type Kysely } from 'kysely';

// Booking sessions and seat holds (db/tables/booking-session.ts documents every column).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_session')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('trip_type', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('booking_keys', 'text', (col) => col.notNull())
    .addColumn('facts', 'text', (col) => col.notNull())
    .addColumn('details', 'text')
    .addColumn('services', 'text')
    .addColumn('quotation', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('booking_session_expires_idx')
    .on('booking_session')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('seat_assignment')
    .addColumn('flight_id', 'integer', (col) => col.notNull())
    .addColumn('seat_code', 'text', (col) => col.notNull())
    .addColumn('passenger_key', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('reservation_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('seat_assignment_pk', ['flight_id', 'seat_code'])
    .addCheckConstraint('seat_assignment_status', sql`status in ('held', 'sold')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seat_assignment').execute();
  await db.schema.dropTable('booking_session').execute();
}
