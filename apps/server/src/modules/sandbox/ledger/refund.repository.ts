import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import type { SandboxTables } from '../../../db/tables/sandbox';

/** The sandbox's refunds (sandbox_refund): one per payment, named by the merchant's request id. */

type Db = Kysely<Database> | Transaction<Database>;

export type RefundRow = Selectable<SandboxTables['sandbox_refund']>;

export function findRefundByRequest(
  db: Db,
  gateway: string,
  merchantCode: string,
  requestId: string,
): Promise<RefundRow | undefined> {
  return db
    .selectFrom('sandbox_refund')
    .selectAll()
    .where('gateway', '=', gateway)
    .where('merchant_code', '=', merchantCode)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export function findRefundOfPayment(db: Db, paymentId: string): Promise<RefundRow | undefined> {
  return db.selectFrom('sandbox_refund').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
}

export async function insertRefund(db: Db, row: Insertable<SandboxTables['sandbox_refund']>): Promise<void> {
  await db.insertInto('sandbox_refund').values(row).execute();
}

/** The latest refunds with their payment's merchant reference (of one when given), newest first. */
export function listRefundRows(db: Db, filter: { merchantRef?: string | undefined }, limit: number) {
  let query = db
    .selectFrom('sandbox_refund')
    .innerJoin('sandbox_payment', 'sandbox_payment.id', 'sandbox_refund.payment_id')
    .select([
      'sandbox_refund.id',
      'sandbox_refund.gateway',
      'sandbox_refund.request_id',
      'sandbox_payment.merchant_ref',
      'sandbox_refund.payment_id',
      'sandbox_refund.amount',
      'sandbox_refund.currency',
      'sandbox_refund.created_at',
    ]);
  if (filter.merchantRef) query = query.where('sandbox_payment.merchant_ref', '=', filter.merchantRef);
  return query
    .orderBy('sandbox_refund.created_at', 'desc')
    .orderBy('sandbox_refund.id')
    .limit(limit)
    .execute();
}
