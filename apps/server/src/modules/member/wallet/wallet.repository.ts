import type { WalletTransactionKind } from '@skybook/domain/wallet-rules';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/database';

/**
 * SQL of the member wallet's ledger (decision 029). A movement is written by the service inside one
 * database transaction: the transaction row claims its reference first (a conditional insert, so a
 * duplicate waits for the first and then finds it), then the member's balance moves (a debit only
 * by a conditional update whose row count decides), then the two entries.
 */

export type WalletAccountRow = Database['wallet_account'];
export type WalletTransactionRow = Database['wallet_transaction'];
type Executor = Kysely<Database> | Transaction<Database>;

/** The airline's account each kind of movement moves money against. */
export const AIRLINE_ACCOUNT_OF: Readonly<Record<WalletTransactionKind, string>> = {
  topup: 'airline:topupClearing',
  payment: 'airline:bookingSales',
  refund: 'airline:bookingSales',
  creditShell: 'airline:creditShells',
  promotion: 'airline:promotions',
};

/** A member's wallet account, if the member activated one. */
export function findMemberAccount(db: Executor, memberId: string): Promise<WalletAccountRow | undefined> {
  return db
    .selectFrom('wallet_account')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', '=', 'member')
    .executeTakeFirst();
}

/** Opens a member's wallet with a zero balance; false when the member already has one. */
export async function insertMemberAccount(
  db: Executor,
  account: { id: string; memberId: string; pinHash: string; createdAt: string },
): Promise<boolean> {
  const result = await db
    .insertInto('wallet_account')
    .values({
      id: account.id,
      kind: 'member',
      member_id: account.memberId,
      pin_hash: account.pinHash,
      balance: 0,
      pin_failures: 0,
      spending_locked_until: null,
      created_at: account.createdAt,
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/**
 * Counts a wrong PIN in one update: the fifth in a row locks spending until `lockUntil` and starts
 * the count again. Answers the count and the lock afterwards.
 */
export async function recordWrongPin(
  db: Executor,
  accountId: string,
  maxFailures: number,
  lockUntil: string,
): Promise<{ failures: number; lockedUntil: string | null }> {
  const reachesLimit = sql<boolean>`pin_failures + 1 >= ${maxFailures}`;
  await db
    .updateTable('wallet_account')
    .set({
      pin_failures: sql<number>`case when ${reachesLimit} then 0 else pin_failures + 1 end`,
      spending_locked_until: sql<
        string | null
      >`case when ${reachesLimit} then ${lockUntil} else spending_locked_until end`,
    })
    .where('id', '=', accountId)
    .execute();
  const row = await db
    .selectFrom('wallet_account')
    .select(['pin_failures', 'spending_locked_until'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { failures: row.pin_failures, lockedUntil: row.spending_locked_until };
}

/** A right PIN: the count of wrong ones in a row starts again. */
export async function clearWrongPins(db: Executor, accountId: string): Promise<void> {
  await db
    .updateTable('wallet_account')
    .set({ pin_failures: 0 })
    .where('id', '=', accountId)
    .where('pin_failures', '>', 0)
    .execute();
}

/** The movement of a kind recorded under a reference, if any. */
export function findTransaction(
  db: Executor,
  kind: WalletTransactionKind,
  reference: string,
): Promise<WalletTransactionRow | undefined> {
  return db
    .selectFrom('wallet_transaction')
    .selectAll()
    .where('kind', '=', kind)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/**
 * Claims a movement's reference by inserting its transaction row; false when the reference (or, for
 * a refund, its payment) is already recorded — by a transaction that committed, the insert having
 * waited for it on PostgreSQL and SQLite's write lock having ordered the two.
 */
export async function claimTransaction(
  trx: Transaction<Database>,
  row: WalletTransactionRow,
): Promise<boolean> {
  const result = await trx
    .insertInto('wallet_transaction')
    .values(row)
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Puts money into a member's wallet. */
export async function creditBalance(trx: Transaction<Database>, accountId: string, amount: number) {
  const result = await trx
    .updateTable('wallet_account')
    .set({ balance: sql<number>`balance + ${amount}` })
    .where('id', '=', accountId)
    .where('kind', '=', 'member')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new Error(`wallet account ${accountId} is not a member's`);
}

/**
 * Takes money out of a member's wallet if the balance covers it, in one conditional update: its row
 * count is the answer, so two spends at once can never take the balance below zero (PostgreSQL
 * re-reads the row the first one updated; SQLite runs them one after the other).
 */
export async function debitBalance(
  trx: Transaction<Database>,
  accountId: string,
  amount: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('wallet_account')
    .set({ balance: sql<number>`balance - ${amount}` })
    .where('id', '=', accountId)
    .where('kind', '=', 'member')
    .where('balance', '>=', amount)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The two sides of a movement: `amount` into `to`, out of `from`. */
export async function insertEntries(
  trx: Transaction<Database>,
  transactionId: string,
  movement: { from: string; to: string; amount: number },
): Promise<void> {
  await trx
    .insertInto('wallet_entry')
    .values([
      { transaction_id: transactionId, account_id: movement.from, amount: -movement.amount },
      { transaction_id: transactionId, account_id: movement.to, amount: movement.amount },
    ])
    .execute();
}

/** A member's balance as its account keeps it (undefined: no wallet). */
export async function findBalance(db: Executor, accountId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('wallet_account')
    .select('balance')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.balance ?? undefined;
}

/** One page of a wallet's movements of the given kinds, newest first, and how many there are. */
export async function findHistory(
  db: Executor,
  accountId: string,
  kinds: readonly WalletTransactionKind[],
  page: { limit: number; offset: number },
): Promise<{ rows: WalletTransactionRow[]; total: number }> {
  if (kinds.length === 0) return { rows: [], total: 0 };
  const filtered = db
    .selectFrom('wallet_transaction')
    .where('account_id', '=', accountId)
    .where('kind', 'in', kinds);
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
