import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// The payment sandbox's Vikki bank (PATCH reservations/vikki) keeps its payments in
// sandbox_payment like the other gateways: the gateway check gains 'vikki'.

const BEFORE = ['card', 'vnpay', 'payLater', 'hdbank'] as const;
const AFTER = [...BEFORE, 'vikki'] as const;

function gatewayCheck(gateways: readonly string[]) {
  return sql`gateway in (${sql.join(gateways.map((gateway) => sql.lit(gateway)))})`;
}

/**
 * PostgreSQL replaces the constraint. SQLite cannot alter a check: the table is rebuilt (its
 * documented procedure — foreign keys off, copy, drop, rename, indexes again, check, keys on), so
 * the challenges and notifications that reference its rows keep them.
 */
async function allowGateways(db: Kysely<unknown>, gateways: readonly string[]): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table sandbox_payment drop constraint sandbox_payment_gateway`.execute(db);
    await sql`alter table sandbox_payment add constraint sandbox_payment_gateway check (${gatewayCheck(gateways)})`.execute(
      db,
    );
    return;
  }
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.schema
      .createTable('sandbox_payment_next')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('gateway', 'text', (col) => col.notNull())
      .addColumn('merchant_code', 'text', (col) => col.notNull())
      .addColumn('merchant_ref', 'text', (col) => col.notNull())
      .addColumn('amount', 'bigint', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('scenario', 'text', (col) => col.notNull())
      .addColumn('result_code', 'text')
      .addColumn('reason', 'text')
      .addColumn('payer_ref', 'text')
      .addColumn('return_url', 'text', (col) => col.notNull())
      .addColumn('notify_url', 'text', (col) => col.notNull())
      .addColumn('details', 'text', (col) => col.notNull())
      .addColumn('settle_at', 'text')
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addCheckConstraint('sandbox_payment_gateway', gatewayCheck(gateways))
      .addCheckConstraint(
        'sandbox_payment_status',
        sql`status in ('AUTHORIZED', 'REFUSED', 'CANCELLED', 'PENDING', 'ERROR', 'INIT', 'PROCESSING', 'SUCCESSFUL', 'FAILURE')`,
      )
      .addCheckConstraint('sandbox_payment_amount', sql`amount > 0`)
      .execute();
    await sql`insert into sandbox_payment_next select id, gateway, merchant_code, merchant_ref, amount, currency, status, scenario, result_code, reason, payer_ref, return_url, notify_url, details, settle_at, version, created_at, updated_at from sandbox_payment`.execute(
      db,
    );
    await db.schema.dropTable('sandbox_payment').execute();
    await db.schema.alterTable('sandbox_payment_next').renameTo('sandbox_payment').execute();
    await db.schema
      .createIndex('sandbox_payment_merchant_ref_unique')
      .on('sandbox_payment')
      .columns(['gateway', 'merchant_code', 'merchant_ref'])
      .unique()
      .execute();
    await db.schema
      .createIndex('sandbox_payment_settle_idx')
      .on('sandbox_payment')
      .column('settle_at')
      .where(sql.ref('settle_at'), 'is not', null)
      .execute();
    await db.schema
      .createIndex('sandbox_payment_payer_idx')
      .on('sandbox_payment')
      .columns(['gateway', 'payer_ref', 'created_at'])
      .execute();
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('sandbox_payment rebuild broke a foreign key');
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await allowGateways(db, AFTER);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const vikki = sql`select id from sandbox_payment where gateway = 'vikki'`;
  await sql`delete from sandbox_notification where payment_id in (${vikki})`.execute(db);
  await sql`delete from sandbox_payment where gateway = 'vikki'`.execute(db);
  await allowGateways(db, BEFORE);
}
