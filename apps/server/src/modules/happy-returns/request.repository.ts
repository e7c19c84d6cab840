import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import type { HappyReturnTables } from '../../db/tables/happy-returns';

/**
 * The next reference number of `year`: one upsert that creates the year's counter at 1 or adds
 * one, returning the new value. Inside the request's transaction the counter row stays locked
 * until commit (PostgreSQL row lock; SQLite's write transaction is exclusive anyway), so concurrent
 * requests get consecutive, distinct numbers, and a request that fails gives its number back.
 */
export async function nextReferenceNumber(trx: Transaction<Database>, year: number): Promise<number> {
  const row = await trx
    .insertInto('happy_return_reference_counter')
    .values({ year, last_number: 1 })
    .onConflict((conflict) =>
      conflict.column('year').doUpdateSet((eb) => ({
        last_number: eb(eb.ref('happy_return_reference_counter.last_number'), '+', 1),
      })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export async function insertInquiry(
  trx: Transaction<Database>,
  row: HappyReturnTables['happy_return_inquiry'],
): Promise<void> {
  await trx.insertInto('happy_return_inquiry').values(row).execute();
}

/**
 * The item a claim is for, with its status. On PostgreSQL the row is locked until the transaction
 * ends, so claims on one item are decided one after the other (SQLite serialises every write
 * transaction already).
 */
export function lockItemForClaim(trx: Transaction<Database>, itemId: string, nowIso: string) {
  return trx
    .selectFrom('happy_return_item')
    .select(['id', 'status'])
    .where('id', '=', itemId)
    .where('found_at', '<=', nowIso)
    .$if(isPostgres(trx as unknown as Kysely<unknown>), (query) => query.forUpdate())
    .executeTakeFirst();
}

/** The claim this person (e-mail and booking code) already made on the item, if any. */
export function findClaimBy(trx: Transaction<Database>, itemId: string, email: string, bookingCode: string) {
  return trx
    .selectFrom('happy_return_claim')
    .selectAll()
    .where('item_id', '=', itemId)
    .where('email', '=', email)
    .where('booking_code', '=', bookingCode)
    .orderBy('created_at')
    .executeTakeFirst();
}

/**
 * Marks a found item claimed by `reference` only while nobody has claimed it: true when this claim
 * is the one being verified, false when another claim got there first.
 */
export async function markItemClaimed(
  trx: Transaction<Database>,
  itemId: string,
  reference: string,
  nowIso: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('happy_return_item')
    .set({ status: 'claimPending', active_claim_reference: reference, updated_at: nowIso })
    .where('id', '=', itemId)
    .where('status', '=', 'found')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertClaim(
  trx: Transaction<Database>,
  row: HappyReturnTables['happy_return_claim'],
): Promise<void> {
  await trx.insertInto('happy_return_claim').values(row).execute();
}
