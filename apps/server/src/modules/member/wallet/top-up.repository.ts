import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';

/** SQL of the wallet's top-ups through a payment method (decision 033). */

export type TopUpRow = Database['wallet_top_up'];
type Executor = Kysely<Database> | Transaction<Database>;

export async function insertTopUp(db: Executor, row: TopUpRow): Promise<void> {
  await db.insertInto('wallet_top_up').values(row).execute();
}

export function findTopUp(db: Executor, id: string): Promise<TopUpRow | undefined> {
  return db.selectFrom('wallet_top_up').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Settles a PENDING top-up as the gateway reported it, conditionally: false when another
 * notification settled it first (the row count decides).
 */
export async function settleTopUp(
  db: Executor,
  id: string,
  change: { status: 'CREDITED' | 'FAILED'; gatewayRef: string | null; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('wallet_top_up')
    .set({ status: change.status, gateway_ref: change.gatewayRef, updated_at: change.now })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
