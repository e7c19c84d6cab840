import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { findMembersByCodes, findProfile } from './profile.repository';
import type { PointsMember, PointsMemberDirectory } from './points/points-members';

type MemberRow = Awaited<ReturnType<typeof findMembersByCodes>>[number];

const pointsMemberOf = (row: MemberRow): PointsMember => ({
  memberId: row.id,
  memberCode: row.member_code,
  familyName: row.family_name,
  givenNames: row.middle_given_name,
});

/** The members the points credit and check claims against, read from the member table. */
export function memberDirectory(db: Kysely<Database>): PointsMemberDirectory {
  return {
    async byId(memberId) {
      const row = await findProfile(db, memberId);
      return row ? pointsMemberOf(row) : undefined;
    },
    async byCodes(codes) {
      const rows = await findMembersByCodes(db, codes);
      return new Map(rows.map((row) => [row.member_code, pointsMemberOf(row)]));
    },
  };
}
