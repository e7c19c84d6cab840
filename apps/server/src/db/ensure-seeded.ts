import type { Clock } from '@skybook/domain/clock';
import type { Kysely } from 'kysely';
import type { Database } from './database';
import { seedAncillaries } from './seed/ancillaries';
import { seedHappyReturns } from './seed/happy-returns';
import { seedHotDeals } from './seed/hot-deals';
import { seedPromotions } from './seed/promotions';
import { seedDatabase, type SeedReport } from './seed/seed';
import { seedVouchers } from './seed/vouchers';

export interface EnsureSeededOptions {
  seed: number;
  days: number;
  clock: Clock;
  /**
   * Imports the content store when the database never had it (the content module's
   * `ensureContentImported`, passed in by server.ts: db/ does not reach into modules).
   */
  ensureContentImported: (db: Kysely<Database>, options: { now: Date }) => Promise<unknown>;
}

/**
 * Seeds the demo network on a fresh database and does nothing on a seeded one. The schedule
 * starts on today's UTC date at the first seeding; later starts reuse it.
 * When several processes start on one PostgreSQL database at once, the loser of the seeding race
 * fails on a unique key; it then finds the winner's seed and carries on.
 */
export async function ensureSeeded(db: Kysely<Database>, options: EnsureSeededOptions): Promise<SeedReport> {
  const startDate = options.clock.now().toISOString().slice(0, 10);
  const report = await seedNetwork(db, options, startDate);
  // Promotions have their own seed_run row, so a database seeded before they existed gets them
  // too, with windows relative to the day they were added.
  await seedPromotions(db, { startDate });
  // Hot deals likewise: written once, then the airline's to edit.
  await seedHotDeals(db, { now: options.clock.now() });
  // The extras catalogue, insurance, legal texts and add-ons likewise.
  await seedAncillaries(db, { now: options.clock.now() });
  // The lost-and-found catalogue and the items found on the network's flights likewise.
  await seedHappyReturns(db, { seed: options.seed, now: options.clock.now() });
  // The content store (apps/server/content) on a database that never had it; later edits come in
  // with `npm run content:import`.
  await options.ensureContentImported(db, { now: options.clock.now() });
  // The documented test vouchers (payment by voucher).
  await seedVouchers(db, { now: options.clock.now() });
  return report;
}

async function seedNetwork(
  db: Kysely<Database>,
  options: EnsureSeededOptions,
  startDate: string,
): Promise<SeedReport> {
  try {
    return await seedDatabase(db, { seed: options.seed, startDate, days: options.days });
  } catch (error) {
    const winner = await db
      .selectFrom('seed_run')
      .select('report')
      .where('name', '=', 'network')
      .executeTakeFirst();
    if (winner) return JSON.parse(winner.report) as SeedReport;
    throw error;
  }
}
