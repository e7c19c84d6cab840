import type { Kysely } from 'kysely';
import { ensureCmsAdmin, type AdminAccountChange } from '../../cms/public';
import { findSeedRun, recordSeedRun } from './content-import.repository';
import { CONTENT_DIR, readContentSource } from './source';
import { syncContent, type ContentSyncReport } from './sync';
import type { Database } from '../../../db/database';

export { ContentImportError } from './source';

/** The seed_run row of the content import: present once content was imported. */
export const CONTENT_SEED_NAME = 'content';

export interface ContentImportOptions {
  /** The content folder; apps/server/content by default. */
  dir?: URL;
  now: Date;
  /** Sets the CMS admin's password (CMS_ADMIN_PASSWORD of the import command). */
  adminPassword?: string;
}

export interface ContentImportReport extends ContentSyncReport {
  admin: AdminAccountChange;
}

/**
 * Imports the content folder into the content store (apps/server/content/README.md): reads and
 * checks every file first (ContentImportError lists all problems, and nothing is written), then
 * inserts what is new, updates what changed, deletes what no file names any more, and leaves the
 * rest untouched. Running it twice on the same folder changes nothing the second time.
 */
export async function importContent(
  db: Kysely<Database>,
  options: ContentImportOptions,
): Promise<ContentImportReport> {
  const snapshot = readContentSource(options.dir ?? CONTENT_DIR);
  const sync = await syncContent(db, snapshot, options.now);
  const admin = await ensureCmsAdmin(db, {
    now: options.now,
    ...(options.adminPassword === undefined ? {} : { password: options.adminPassword }),
  });
  const report: ContentImportReport = { ...sync, admin };
  const now = options.now.toISOString();
  await recordSeedRun(db, CONTENT_SEED_NAME, report, now);
  return report;
}

/**
 * The import `npm start` runs: on a database that never had content, imports it; afterwards does
 * nothing (`npm run content:import` brings later edits in).
 */
export async function ensureContentImported(
  db: Kysely<Database>,
  options: ContentImportOptions,
): Promise<ContentImportReport | undefined> {
  const done = await findSeedRun(db, CONTENT_SEED_NAME);
  if (done) return undefined;
  return importContent(db, options);
}
