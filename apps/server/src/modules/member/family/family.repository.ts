import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/database';

/** SQL of a member's family members (migration 0030-member-extras). */

export type FamilyRow = Selectable<Database['member_family']>;
export type NewFamilyRow = Omit<FamilyRow, 'slot'>;

/** The member's family members, oldest first. */
export function findFamily(db: Kysely<Database>, memberId: string): Promise<FamilyRow[]> {
  return db
    .selectFrom('member_family')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('slot')
    .execute();
}

/**
 * Adds a family member in the lowest free of the member's `limit` places; false when every place
 * is taken. Two adds at once may pick the same place: the unique (member, place) lets one in and
 * the other, finding nothing inserted, looks again. The CHECK on the place keeps the limit even
 * then, on both engines, without a lock.
 */
export async function insertFamilyMember(
  db: Kysely<Database>,
  row: NewFamilyRow,
  limit: number,
): Promise<boolean> {
  for (let attempt = 0; attempt < limit; attempt++) {
    const taken = await db
      .selectFrom('member_family')
      .select('slot')
      .where('member_id', '=', row.member_id)
      .execute();
    const used = new Set(taken.map(({ slot }) => slot));
    const slot = Array.from({ length: limit }, (_, index) => index + 1).find((place) => !used.has(place));
    if (slot === undefined) return false;
    const result = await db
      .insertInto('member_family')
      .values({ ...row, slot })
      .onConflict((conflict) => conflict.columns(['member_id', 'slot']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 1) return true;
  }
  return false;
}

/** Deletes the member's family member; false when the member has none with that id. */
export async function deleteFamilyMember(
  db: Kysely<Database>,
  memberId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('member_family')
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
