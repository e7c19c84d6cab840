/**
 * Imports apps/server/content into the database DATABASE_URL names (default
 * sqlite:./data/skybook.db, relative to the repository root), migrating it first. Safe to run at
 * any time: unchanged content is left alone, edits are applied, removed files are removed.
 * CMS_ADMIN_PASSWORD, when set, becomes the CMS admin's password.
 *
 *   npm run content:import        (tsx apps/server/src/modules/content/import/content-import-cli.ts)
 */
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../../../db/create-db';
import { ContentImportError, importContent } from './content-import';
import { migrateToLatest } from '../../../db/migrate';

const REPO_ROOT = fileURLToPath(new URL('../../../../../../', import.meta.url));

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? 'sqlite:./data/skybook.db';
  const password = process.env.CMS_ADMIN_PASSWORD;
  if (password !== undefined && password !== '' && password.length < 12) {
    throw new Error('CMS_ADMIN_PASSWORD must have at least 12 characters');
  }
  const handle = createDatabase(url, { cwd: REPO_ROOT });
  try {
    await migrateToLatest(handle.db);
    const started = performance.now();
    const report = await importContent(handle.db, {
      now: new Date(),
      ...(password ? { adminPassword: password } : {}),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Content imported into ${handle.displayUrl} in ${seconds} s`);
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await handle.destroy();
  }
}

main().catch((error: unknown) => {
  // A content problem is the author's to fix: its list says where; anything else keeps its stack.
  console.error(error instanceof ContentImportError ? error.message : error);
  process.exitCode = 1;
});
