import { sql, type Kysely } from 'kysely';

// A Paid booking's change of flights waiting for its balance (decision 025); db/tables/service-changes.ts
// documents the columns.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journey_change')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reservation_id', 'text', (col) => col.notNull().references('reservation.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('document_before', 'text', (col) => col.notNull())
    .addColumn('old_flight_ids', 'text', (col) => col.notNull())
    .addColumn('new_flight_ids', 'text', (col) => col.notNull())
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('closed_at', 'text')
    .addCheckConstraint('journey_change_status', sql`status in ('pending', 'paid', 'reverted')`)
    .addCheckConstraint('journey_change_amount', sql`amount > 0`)
    .addCheckConstraint('journey_change_closed', sql`(status = 'pending') = (closed_at is null)`)
    .execute();
  await db.schema
    .createIndex('journey_change_pending_unique')
    .on('journey_change')
    .column('reservation_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('journey_change').execute();
}
