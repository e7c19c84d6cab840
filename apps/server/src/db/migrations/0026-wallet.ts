import { sql, type Kysely } from 'kysely';

// The member wallet's double-entry ledger (decision 029); db/tables/wallet.ts documents the columns.
// A member is named by the text `member_id` of the identity work's `member` table, which another
// migration creates: there is deliberately no foreign key to it, so the wallet neither waits for nor
// constrains that table (the member service checks who the member is before calling the wallet).

/** The airline's own accounts: where a movement's money comes from or goes to. */
const AIRLINE_ACCOUNTS = ['topupClearing', 'bookingSales', 'creditShells', 'promotions'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallet_account')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('member_id', 'text', (col) => col.unique())
    .addColumn('pin_hash', 'text')
    .addColumn('balance', 'bigint', (col) => col.check(sql`balance >= 0`))
    .addColumn('pin_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('spending_locked_until', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint(
      'wallet_account_kind',
      sql`kind in ('member', 'topupClearing', 'bookingSales', 'creditShells', 'promotions')`,
    )
    .addCheckConstraint(
      'wallet_account_owner',
      sql`(kind = 'member' and member_id is not null and pin_hash is not null and balance is not null)
        or (kind <> 'member' and member_id is null and pin_hash is null and balance is null)`,
    )
    .addCheckConstraint('wallet_account_pin_failures', sql`pin_failures >= 0`)
    .execute();

  await db.schema
    .createTable('wallet_transaction')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('member_id', 'text', (col) => col.notNull())
    .addColumn('account_id', 'text', (col) => col.notNull().references('wallet_account.id'))
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('refund_of', 'text', (col) => col.unique().references('wallet_transaction.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint(
      'wallet_transaction_kind',
      sql`kind in ('topup', 'payment', 'refund', 'creditShell', 'promotion')`,
    )
    .addCheckConstraint('wallet_transaction_amount', sql`amount > 0`)
    .addCheckConstraint('wallet_transaction_reference', sql`length(reference) between 1 and 200`)
    .addCheckConstraint('wallet_transaction_refund', sql`(kind = 'refund') = (refund_of is not null)`)
    .addUniqueConstraint('wallet_transaction_kind_reference', ['kind', 'reference'])
    .execute();
  await db.schema
    .createIndex('wallet_transaction_history_idx')
    .on('wallet_transaction')
    .columns(['account_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('wallet_entry')
    .addColumn('transaction_id', 'text', (col) => col.notNull().references('wallet_transaction.id'))
    .addColumn('account_id', 'text', (col) => col.notNull().references('wallet_account.id'))
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('wallet_entry_pk', ['transaction_id', 'account_id'])
    .addCheckConstraint('wallet_entry_amount', sql`amount <> 0`)
    .execute();
  await db.schema.createIndex('wallet_entry_account_idx').on('wallet_entry').column('account_id').execute();

  for (const kind of AIRLINE_ACCOUNTS) {
    await sql`insert into wallet_account (id, kind, created_at)
      values (${`airline:${kind}`}, ${kind}, ${new Date(0).toISOString()})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_entry').execute();
  await db.schema.dropTable('wallet_transaction').execute();
  await db.schema.dropTable('wallet_account').execute();
}
