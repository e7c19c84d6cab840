import type { MemberScheme } from '@skybook/domain/member-rules';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../db/database';

/** SQL of the identity provider's side of a member: sign-up, sign-in, lockout, verification links. */

type MemberRow = Database['member'];

/** The columns a sign-in and the provider's claims read. */
const ACCOUNT_COLUMNS = [
  'id',
  'scheme',
  'member_code',
  'email',
  'phone',
  'secret_hash',
  'email_verified_at',
  'family_name',
  'middle_given_name',
  'locked_until',
] as const;

export type AccountRow = Pick<Selectable<MemberRow>, (typeof ACCOUNT_COLUMNS)[number]>;

export type NewAccountRow = Pick<
  MemberRow,
  | 'id'
  | 'scheme'
  | 'member_code'
  | 'email'
  | 'phone'
  | 'secret_hash'
  | 'family_name'
  | 'middle_given_name'
  | 'created_at'
  | 'updated_at'
>;

/** Inserts the account; false when its code, e-mail or phone is taken (nothing is written then). */
export async function insertAccount(db: Kysely<Database>, row: NewAccountRow): Promise<boolean> {
  const result = await db
    .insertInto('member')
    .values({ ...row, failed_sign_ins: 0 })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Which of an e-mail address and a phone number already name an account of the scheme. */
export async function findTakenSignInNames(
  db: Kysely<Database>,
  scheme: MemberScheme,
  names: { email: string | null; phone: string | null },
): Promise<{ email: boolean; phone: boolean }> {
  const rows = await db
    .selectFrom('member')
    .select(['email', 'phone'])
    .where('scheme', '=', scheme)
    .where((eb) =>
      eb.or([
        ...(names.email === null ? [] : [eb('email', '=', names.email)]),
        ...(names.phone === null ? [] : [eb('phone', '=', names.phone)]),
      ]),
    )
    .execute();
  return {
    email: names.email !== null && rows.some((row) => row.email === names.email),
    phone: names.phone !== null && rows.some((row) => row.phone === names.phone),
  };
}

export function findAccountBySignInName(
  db: Kysely<Database>,
  scheme: MemberScheme,
  name: { email: string } | { phone: string },
): Promise<AccountRow | undefined> {
  const query = db.selectFrom('member').select(ACCOUNT_COLUMNS).where('scheme', '=', scheme);
  return (
    'email' in name ? query.where('email', '=', name.email) : query.where('phone', '=', name.phone)
  ).executeTakeFirst();
}

export function findAccountById(db: Kysely<Database>, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('member').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * Counts a wrong secret in one statement, so concurrent attempts each count: the fifth in a row
 * locks the account until `lockUntil` and starts the count again. Answers the lock's end, or null
 * while the account is not locked.
 */
export async function recordWrongSecret(
  db: Kysely<Database>,
  id: string,
  limit: number,
  lockUntil: string,
): Promise<string | null> {
  const reachesLimit = sql<boolean>`failed_sign_ins + 1 >= ${limit}`;
  const row = await db
    .updateTable('member')
    .set({
      failed_sign_ins: sql<number>`case when ${reachesLimit} then 0 else failed_sign_ins + 1 end`,
      locked_until: sql<string | null>`case when ${reachesLimit} then ${lockUntil} else locked_until end`,
    })
    .where('id', '=', id)
    .returning('locked_until')
    .executeTakeFirst();
  // Another value is an earlier lock, long over.
  return row?.locked_until === lockUntil ? lockUntil : null;
}

/** A right secret: the count of wrong ones starts again (written only when there is one). */
export async function clearWrongSecrets(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('member')
    .set({ failed_sign_ins: 0 })
    .where('id', '=', id)
    .where('failed_sign_ins', '>', 0)
    .execute();
}

export async function updateSecretHash(
  db: Kysely<Database>,
  id: string,
  secretHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('member')
    .set({ secret_hash: secretHash, failed_sign_ins: 0, updated_at: now })
    .where('id', '=', id)
    .execute();
}

type VerificationRow = Database['member_email_verification'];

/** A new link for the member; the links sent before it stop working (one live link at a time). */
export async function replaceVerification(db: Kysely<Database>, row: VerificationRow): Promise<void> {
  await db
    .deleteFrom('member_email_verification')
    .where('member_id', '=', row.member_id)
    .where('used_at', 'is', null)
    .execute();
  await db.insertInto('member_email_verification').values(row).execute();
}

export function findVerification(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<Selectable<VerificationRow> | undefined> {
  return db
    .selectFrom('member_email_verification')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Uses the link once: true for the one call that marks it used while it is unused and unexpired,
 * and then marks the member's address verified if it is still the address the link was sent to.
 */
export async function useVerification(
  db: Kysely<Database>,
  link: { tokenHash: string; memberId: string; email: string },
  now: string,
): Promise<boolean> {
  const used = await db
    .updateTable('member_email_verification')
    .set({ used_at: now })
    .where('token_hash', '=', link.tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('member')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', link.memberId)
    .where('email', '=', link.email)
    .where('email_verified_at', 'is', null)
    .execute();
  return true;
}
