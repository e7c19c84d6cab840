import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database';

/** What a one-time seed writes: its report, and the inserts that write it. */
export interface SeedPlan<Report> {
  report: Report;
  /** Inserts with `onConflict … doNothing`, so a concurrent second writer adds nothing. */
  write: (trx: Transaction<Database>) => Promise<void>;
}

/**
 * Runs a seed once per database, recorded by its own seed_run row: a database seeded before the
 * seed existed gets it on its next start, and rows the airline later edits or deletes are never
 * brought back. When the row exists the stored report is answered and `plan` is not called.
 * Concurrent callers serialise on the write transaction; the loser's inserts do nothing.
 */
export async function seedOnce<Report>(
  db: Kysely<Database>,
  run: { name: string; now: Date; seed?: number },
  plan: () => SeedPlan<Report> | Promise<SeedPlan<Report>>,
): Promise<Report> {
  const done = await db
    .selectFrom('seed_run')
    .select('report')
    .where('name', '=', run.name)
    .executeTakeFirst();
  if (done) return JSON.parse(done.report) as Report;
  const { report, write } = await plan();
  const now = run.now.toISOString();
  await db.transaction().execute(async (trx) => {
    await write(trx);
    await trx
      .insertInto('seed_run')
      .values({
        name: run.name,
        seed: run.seed ?? 0,
        start_date: now.slice(0, 10),
        days: 0,
        report: JSON.stringify(report),
        finished_at: now,
      })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  });
  return report;
}
