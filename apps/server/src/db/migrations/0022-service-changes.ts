import { sql, type Kysely } from 'kysely';

// Extras bought after booking (decision 024): a Paid booking's addition waits for its payment in a
// service_change row, and is taken back when unpaid by its deadline. db/tables/service-changes.ts
// documents the columns.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_change')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reservation_id', 'text', (col) => col.notNull().references('reservation.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('added', 'text', (col) => col.notNull())
    .addColumn('seats', 'text', (col) => col.notNull())
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('closed_at', 'text')
    .addCheckConstraint('service_change_status', sql`status in ('pending', 'paid', 'reverted')`)
    .addCheckConstraint('service_change_amount', sql`amount > 0`)
    .addCheckConstraint('service_change_closed', sql`(status = 'pending') = (closed_at is null)`)
    .execute();
  // One addition at a time waits for its payment, whatever the code does.
  await db.schema
    .createIndex('service_change_pending_unique')
    .on('service_change')
    .column('reservation_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  // The sweeper's question: pending additions, by deadline.
  await db.schema
    .createIndex('service_change_pending_due_idx')
    .on('service_change')
    .column('due_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('service_change').execute();
}
