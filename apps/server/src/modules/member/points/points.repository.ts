import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/database';

/**
 * SQL of the loyalty points (decision 030): the ledger and each member's balance. A segment is
 * credited by a conditional insert (the unique booking–passenger–flight constraint refuses a
 * second credit, whoever wrote the first), a redemption by its unique reference, and the balance
 * changes in the same transaction, never below zero (a conditional update and a CHECK).
 */

export type PointsEntryRow = Database['points_entry'];
type Executor = Kysely<Database> | Transaction<Database>;

export type SegmentCredit = Pick<
  PointsEntryRow,
  'reservation_id' | 'passenger_key' | 'flight_id' | 'member_id'
>;

/** Inserts the entry unless its segment (or its kind and reference) is taken; true when inserted. */
export async function insertEntryOnce(trx: Transaction<Database>, entry: PointsEntryRow): Promise<boolean> {
  const result = await trx
    .insertInto('points_entry')
    .values(entry)
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

/** Who each segment of the booking was credited to (earn or claim). */
export function findSegmentCredits(db: Executor, reservationId: string): Promise<SegmentCredit[]> {
  return db
    .selectFrom('points_entry')
    .select(['reservation_id', 'passenger_key', 'flight_id', 'member_id'])
    .where('reservation_id', '=', reservationId)
    .execute();
}

/** Adds points to the member's balance, opening it at the first credit. */
export async function addToBalance(
  trx: Transaction<Database>,
  memberId: string,
  points: number,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('points_account')
    .values({ member_id: memberId, balance: points, updated_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict.column('member_id').doUpdateSet((eb) => ({
        balance: eb('points_account.balance', '+', eb.ref('excluded.balance')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Takes points from the balance if it has that many; false (nothing changed) otherwise. */
export async function takeFromBalance(
  trx: Transaction<Database>,
  memberId: string,
  points: number,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('points_account')
    .set((eb) => ({ balance: eb('balance', '-', points), updated_at: now.toISOString() }))
    .where('member_id', '=', memberId)
    .where('balance', '>=', points)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function findBalance(db: Executor, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('points_account')
    .select('balance')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

/** Qualifying points of flights the member arrived from in (`after`, `before`). */
export async function sumQualifyingPoints(
  db: Executor,
  memberId: string,
  range: { after: string; before: string },
): Promise<number> {
  const row = await db
    .selectFrom('points_entry')
    .select(sql<number | string | null>`sum(qualifying_points)`.as('total'))
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['earn', 'claim'])
    .where('flown_at', '>', range.after)
    .where('flown_at', '<', range.before)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The entry of this kind and reference, if any. */
export function findEntryByReference(
  db: Executor,
  kind: string,
  reference: string,
): Promise<PointsEntryRow | undefined> {
  return db
    .selectFrom('points_entry')
    .selectAll()
    .where('kind', '=', kind)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** A page of the member's entries, newest first. */
export function findEntries(
  db: Executor,
  memberId: string,
  page: { offset: number; limit: number },
): Promise<PointsEntryRow[]> {
  return db
    .selectFrom('points_entry')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countEntries(db: Executor, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('points_entry')
    .select(sql<number | string>`count(*)`.as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The sum of the member's entries: what the balance must equal (tests check it). */
export async function sumEntries(db: Executor, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('points_entry')
    .select(sql<number | string | null>`sum(points)`.as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
