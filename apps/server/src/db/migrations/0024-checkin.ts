import { sql, type Kysely } from 'kysely';

// Online check-in (decision 026); db/tables/checkin.ts documents the columns.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkin')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reservation_id', 'text', (col) => col.notNull().references('reservation.id'))
    .addColumn('passenger_key', 'text', (col) => col.notNull())
    .addColumn('journey_key', 'text', (col) => col.notNull())
    .addColumn('flight_id', 'integer', (col) => col.notNull().references('flight.id'))
    .addColumn('seat_code', 'text', (col) => col.notNull())
    .addColumn('seat_from_checkin', 'integer', (col) => col.notNull())
    .addColumn('sequence_number', 'integer', (col) => col.notNull())
    .addColumn('travel_document', 'text')
    .addColumn('checked_in_at', 'text', (col) => col.notNull())
    .addColumn('cancelled_at', 'text')
    .addCheckConstraint('checkin_sequence_positive', sql`sequence_number > 0`)
    .addCheckConstraint('checkin_seat_from_checkin', sql`seat_from_checkin in (0, 1)`)
    .addUniqueConstraint('checkin_flight_sequence', ['flight_id', 'sequence_number'])
    .execute();
  await db.schema
    .createIndex('checkin_live_unique')
    .on('checkin')
    .columns(['reservation_id', 'passenger_key', 'flight_id'])
    .unique()
    .where(sql.ref('cancelled_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('checkin_seat_live_unique')
    .on('checkin')
    .columns(['flight_id', 'seat_code'])
    .unique()
    .where(sql.ref('cancelled_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('checkin').execute();
}
