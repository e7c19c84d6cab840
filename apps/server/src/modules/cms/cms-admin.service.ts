import { randomBytes } from 'node:crypto';
import type { AdminTokenDto } from '@skybook/contracts/cms-admin';
import type { Kysely } from 'kysely';
import { getOrCreateSecret } from '../../db/app-secret.repository';
import type { Database } from '../../db/database';
import { hashAdminToken } from '../../plugins/admin-guard';
import { hashAdminPassword, verifyAdminPassword, verifyAgainstDummy } from './admin-password';
import {
  countAdmins,
  deleteExpiredTokens,
  findAdmin,
  insertAdmin,
  insertTokens,
  takeRefreshToken,
  updateAdminPassword,
} from './cms-admin.repository';

/** The admin account the content import creates. */
export const CMS_ADMIN_USERNAME = 'admin';
/**
 * The app_secret holding the first admin password when none was given: generated once (24 random
 * characters), read by the operator from the database, then changed with
 * `CMS_ADMIN_PASSWORD=… npm run content:import`.
 */
export const CMS_ADMIN_PASSWORD_SECRET = 'cms-admin-password';
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 7 * 24 * 60 * 60;

const newToken = () => randomBytes(32).toString('base64url');

export type AdminAccountChange = 'created' | 'updated' | 'kept';

/**
 * Makes sure the CMS has its admin. With `password`, the admin ends with exactly that password
 * (created or changed; kept when it already is). Without one, an existing admin is kept, and a
 * first admin gets the generated password of app_secret `cms-admin-password`.
 */
export async function ensureCmsAdmin(
  db: Kysely<Database>,
  options: { now: Date; password?: string },
): Promise<AdminAccountChange> {
  const now = options.now.toISOString();
  const existing = await findAdmin(db, CMS_ADMIN_USERNAME);
  if (existing) {
    if (
      options.password === undefined ||
      (await verifyAdminPassword(options.password, existing.password_hash))
    ) {
      return 'kept';
    }
    await updateAdminPassword(db, CMS_ADMIN_USERNAME, await hashAdminPassword(options.password), now);
    return 'updated';
  }
  if (options.password === undefined && Number((await countAdmins(db)).count) > 0) return 'kept';
  const password =
    options.password ??
    (await getOrCreateSecret(
      db,
      CMS_ADMIN_PASSWORD_SECRET,
      () => Promise.resolve(randomBytes(18).toString('base64url')),
      options.now,
    ));
  await insertAdmin(db, {
    username: CMS_ADMIN_USERNAME,
    display_name: 'Skybook content team',
    password_hash: await hashAdminPassword(password),
    created_at: now,
    updated_at: now,
  });
  return 'created';
}

async function issueTokens(db: Kysely<Database>, username: string, displayName: string, now: Date) {
  const accessToken = newToken();
  const refreshToken = newToken();
  const at = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();
  await insertTokens(db, [
    {
      token_hash: hashAdminToken(accessToken),
      username,
      kind: 'access',
      expires_at: at(ACCESS_TOKEN_SECONDS),
      created_at: now.toISOString(),
    },
    {
      token_hash: hashAdminToken(refreshToken),
      username,
      kind: 'refresh',
      expires_at: at(REFRESH_TOKEN_SECONDS),
      created_at: now.toISOString(),
    },
  ]);
  return {
    tokenType: 'Bearer' as const,
    accessToken,
    expiresIn: ACCESS_TOKEN_SECONDS,
    refreshToken,
    refreshExpiresIn: REFRESH_TOKEN_SECONDS,
    admin: { username, displayName },
  };
}

/**
 * Signs an admin in by username and password. Undefined for an unknown username or a wrong
 * password alike, after the same scrypt work, so the answer does not tell which.
 */
export async function signInAdmin(
  db: Kysely<Database>,
  credentials: { username: string; password: string },
  now: Date,
): Promise<AdminTokenDto | undefined> {
  await deleteExpiredTokens(db, now.toISOString());
  const admin = await findAdmin(db, credentials.username);
  const valid = admin
    ? await verifyAdminPassword(credentials.password, admin.password_hash)
    : await verifyAgainstDummy(credentials.password);
  if (!admin || !valid) return undefined;
  return issueTokens(db, admin.username, admin.display_name, now);
}

/** Renews a sign-in with its refresh token (single use); undefined when unknown, used or expired. */
export async function refreshAdminSession(
  db: Kysely<Database>,
  refreshToken: string,
  now: Date,
): Promise<AdminTokenDto | undefined> {
  const taken = await takeRefreshToken(db, hashAdminToken(refreshToken), now.toISOString());
  if (!taken) return undefined;
  const admin = await findAdmin(db, taken.username);
  if (!admin) return undefined;
  return issueTokens(db, admin.username, admin.display_name, now);
}
