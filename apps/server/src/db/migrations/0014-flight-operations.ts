import { sql, type Kysely } from 'kysely';

// What actually happened to flights, and the certificates issued of it (db/tables/flight-operations.ts
// documents every column).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('flight_operation')
    .addColumn('flight_id', 'integer', (col) => col.primaryKey().references('flight.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('actual_departure_at', 'text')
    .addColumn('actual_arrival_at', 'text')
    .addColumn('delay_minutes', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint(
      'flight_operation_status',
      sql`status in ('operated', 'delayed', 'cancelled', 'diverted')`,
    )
    .addCheckConstraint(
      'flight_operation_reason',
      sql`reason is null or reason in ('weather', 'technical', 'atc', 'crew', 'late_aircraft', 'airport', 'other')`,
    )
    .addCheckConstraint('flight_operation_delay', sql`delay_minutes >= 0`)
    // A cancelled flight has no actual times; any other has both, arrival after departure (ISO-8601
    // UTC text of one length compares as the instants do).
    .addCheckConstraint(
      'flight_operation_times',
      sql`(status = 'cancelled' and actual_departure_at is null and actual_arrival_at is null)
        or (status <> 'cancelled' and actual_departure_at is not null and actual_arrival_at > actual_departure_at)`,
    )
    .execute();

  await db.schema
    .createTable('flight_certificate')
    .addColumn('number', 'text', (col) => col.primaryKey())
    .addColumn('reservation_id', 'text', (col) => col.notNull().unique().references('reservation.id'))
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('flight_certificate').execute();
  await db.schema.dropTable('flight_operation').execute();
}
