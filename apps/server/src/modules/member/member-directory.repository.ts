import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** SQL of the member table as the points read it: who a member is, by id or by member code. */

const COLUMNS = ['id', 'member_code', 'family_name', 'middle_given_name'] as const;

export function findMemberById(db: Kysely<Database>, memberId: string) {
  return db.selectFrom('member').select(COLUMNS).where('id', '=', memberId).executeTakeFirst();
}

export function findMembersByCodes(db: Kysely<Database>, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('member')
    .select(COLUMNS)
    .where('member_code', 'in', [...codes])
    .execute();
}
