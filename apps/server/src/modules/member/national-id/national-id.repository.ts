import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

/** Members' linked national IDs (member_national_id). */

export type NationalIdRow = Database['member_national_id'];

/** The members (one per scheme at most) who linked the national ID with this hash, the newest link first. */
export async function findLinksByHash(db: Kysely<Database>, idNumberHash: string): Promise<NationalIdRow[]> {
  return db
    .selectFrom('member_national_id')
    .selectAll()
    .where('id_number_hash', '=', idNumberHash)
    .orderBy('linked_at', 'desc')
    .execute();
}

/**
 * Links the national ID to the member, replacing the member's earlier link, in one transaction:
 * false (and nothing changed) when another member of the scheme holds it.
 */
export async function replaceLink(db: Kysely<Database>, row: NationalIdRow): Promise<boolean> {
  return db
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom('member_national_id').where('member_id', '=', row.member_id).execute();
      const inserted = await trx
        .insertInto('member_national_id')
        .values(row)
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      if (inserted.numInsertedOrUpdatedRows === 1n) return true;
      // Roll the deletion back: the member keeps the link they had.
      throw new LinkTaken();
    })
    .catch((error: unknown) => {
      if (error instanceof LinkTaken) return false;
      throw error;
    });
}

class LinkTaken extends Error {}

export async function deleteLink(db: Kysely<Database>, memberId: string): Promise<void> {
  await db.deleteFrom('member_national_id').where('member_id', '=', memberId).execute();
}

/** The member's link, if they have one. */
export async function findLinkOf(db: Kysely<Database>, memberId: string): Promise<NationalIdRow | undefined> {
  return db.selectFrom('member_national_id').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}
