import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';

/** SQL of the member service's side of a member: the profile it reads and updates. */

const PROFILE_COLUMNS = [
  'id',
  'scheme',
  'member_code',
  'email',
  'phone',
  'email_verified_at',
  'family_name',
  'middle_given_name',
  'title',
  'gender',
  'birth_date',
  'nationality',
  'country',
  'province',
  'district',
  'address',
  'postal_code',
  'emergency_name',
  'emergency_phone',
  'emergency_relation',
  'created_at',
] as const;

export type ProfileRow = Pick<Selectable<Database['member']>, (typeof PROFILE_COLUMNS)[number]>;

export function findProfile(db: Kysely<Database>, memberId: string): Promise<ProfileRow | undefined> {
  return db.selectFrom('member').select(PROFILE_COLUMNS).where('id', '=', memberId).executeTakeFirst();
}

/** The members carrying these member codes (the points credit flown segments to them). */
export function findMembersByCodes(db: Kysely<Database>, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('member')
    .select(['id', 'member_code', 'family_name', 'middle_given_name'])
    .where('member_code', 'in', [...codes])
    .execute();
}

export type ProfileChange = Pick<
  Database['member'],
  | 'family_name'
  | 'middle_given_name'
  | 'title'
  | 'gender'
  | 'birth_date'
  | 'nationality'
  | 'country'
  | 'province'
  | 'district'
  | 'address'
  | 'postal_code'
  | 'emergency_name'
  | 'emergency_phone'
  | 'emergency_relation'
>;

/** Replaces the personal info of the member of `scheme`; false when there is no such member. */
export async function updateProfile(
  db: Kysely<Database>,
  member: { id: string; scheme: string },
  change: ProfileChange,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('member')
    .set({ ...change, updated_at: now })
    .where('id', '=', member.id)
    .where('scheme', '=', member.scheme)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Which of these country codes, and which of these provinces of their country, exist. */
export async function findKnownPlaces(
  db: Kysely<Database>,
  countryCodes: readonly string[],
  province: { countryCode: string; code: string } | null,
): Promise<{ countries: Set<string>; province: boolean }> {
  const countries =
    countryCodes.length === 0
      ? []
      : await db
          .selectFrom('country')
          .select('code')
          .where('code', 'in', [...countryCodes])
          .execute();
  const provinceRow =
    province === null
      ? undefined
      : await db
          .selectFrom('province')
          .select('code')
          .where('country_code', '=', province.countryCode)
          .where('code', '=', province.code)
          .executeTakeFirst();
  return { countries: new Set(countries.map((row) => row.code)), province: provinceRow !== undefined };
}
