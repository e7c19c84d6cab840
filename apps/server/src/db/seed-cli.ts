/**
 * Seeds the database DATABASE_URL names (default sqlite:./data/skybook.db, relative to the
 * repository root): migrates it, then runs the network seed with SEED (default 20261121) and
 * SEED_DAYS (default 365) from today (UTC). Prints the report; a database already seeded keeps
 * its data and prints the stored report.
 *
 *   tsx apps/server/src/db/seed-cli.ts
 */
import { fileURLToPath } from 'node:url';
import { createDatabase } from './create-db';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed/seed';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

function integerFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return value;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? 'sqlite:./data/skybook.db';
  const seed = integerFromEnv('SEED', 20261121);
  const days = integerFromEnv('SEED_DAYS', 365);
  const startDate = new Date().toISOString().slice(0, 10);
  const handle = createDatabase(url, { cwd: REPO_ROOT });
  try {
    await migrateToLatest(handle.db);
    const started = performance.now();
    const report = await seedDatabase(handle.db, { seed, startDate, days });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Network seed of ${handle.displayUrl} ready in ${seconds} s`);
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await handle.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
