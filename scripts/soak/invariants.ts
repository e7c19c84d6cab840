// checkInvariants: after a soak, design §5 Reliability's invariants read by SQL from the database
// behind the server (the queries the server's tests use: apps/server/test/invariants.ts and the
// wallet ledger's check), plus what only the soak knows: every booking it was answered 201 for has
// its row, and every payment it was answered captured is still captured with a Paid booking, or
// its money is owed back (a refund) or kept as the cancelled booking's credit.
import type { Kysely } from 'kysely';
import { createDatabase } from '../../apps/server/src/db/create-db';
import type { Database } from '../../apps/server/src/db/database';
import { checkLedger } from '../../apps/server/src/modules/member/wallet/wallet-ledger.fixture';
import {
  inventoryChecks,
  paymentChecks,
  pointsLedgerChecks,
  touchedFlights,
  voucherChecks,
  type CheckResults,
} from '../../apps/server/test/invariants';
import type { InvariantCheck } from '../cluster/invariants';
import type { SoakReport } from './report';

export interface InvariantResult {
  name: string;
  count: number;
  /** Up to 5 of them. */
  examples: string[];
}

export interface InvariantReport {
  checks: InvariantResult[];
  /** The sum of every check's count: 0 when all hold. */
  violations: number;
}

/** What the checks need of a run: its 201 bookings, and what only a soak records. */
export type SoakRecords = { bookings: readonly { locator: string }[] } & Partial<
  Pick<SoakReport, 'capturedPayments' | 'clientViolations'>
>;

const EXAMPLES = 5;
/** Rows looked up per query (well under both engines' bound-parameter limits). */
const CHUNK = 500;

async function inChunks<T, R>(items: readonly T[], run: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += CHUNK)
    out.push(...(await run(items.slice(start, start + CHUNK))));
  return out;
}

/** The soak's own records against the rows: no booking lost, no captured payment gone astray. */
async function lostChecks(db: Kysely<Database>, report: SoakRecords): Promise<CheckResults> {
  const locators = report.bookings.map((booking) => booking.locator);
  const found = new Set(
    (
      await inChunks(locators, (chunk) =>
        db.selectFrom('reservation').select('locator').where('locator', 'in', chunk).execute(),
      )
    ).map((row) => row.locator),
  );
  const captured = report.capturedPayments ?? [];
  const payments = await inChunks(captured, (chunk) =>
    db
      .selectFrom('payment')
      .innerJoin('reservation', 'reservation.id', 'payment.reservation_id')
      .leftJoin('reservation_cancellation', 'reservation_cancellation.reservation_id', 'reservation.id')
      .select([
        'payment.id',
        'payment.status',
        'payment.refunded_at',
        'reservation.locator',
        'reservation.status as booking',
        'reservation_cancellation.resolution',
      ])
      .where('payment.id', 'in', chunk)
      .execute(),
  );
  const byId = new Map(payments.map((payment) => [payment.id, payment]));
  return {
    bookingLost: locators
      .filter((locator) => !found.has(locator))
      .map((locator) => `201 for ${locator}, no row`),
    capturedPaymentLost: captured.flatMap((id) => {
      const payment = byId.get(id);
      if (!payment) return [`payment ${id} answered captured, no row`];
      if (payment.status !== 'SUCCESSFUL') return [`payment ${id} answered captured, now ${payment.status}`];
      const accounted =
        payment.booking === 'Paid' || payment.refunded_at !== null || payment.resolution !== null;
      return accounted
        ? []
        : [`payment ${id} captured for ${payment.locator}, ${payment.booking}, no refund or credit`];
    }),
    answersBreakARule: [...(report.clientViolations ?? [])],
  };
}

/** The wallet ledger's check (decision 029) as named lists. */
async function walletChecks(db: Kysely<Database>): Promise<CheckResults> {
  const ledger = await checkLedger(db);
  return {
    walletBalanceOff: ledger.balancesOff.map(
      (row) => `${row.accountId}: balance ${String(row.balance)}, entries ${String(row.entries)}`,
    ),
    walletTransactionUnbalanced: ledger.unbalancedTransactions.map(
      (row) => `${row.transactionId}: ${String(row.entries)} entries summing to ${String(row.total)}`,
    ),
    walletReferenceTwice: ledger.duplicateReferences,
    walletEntryMisdirected: ledger.misdirectedEntries,
    walletTotalNotZero: ledger.total === 0 ? [] : [`every entry sums to ${String(ledger.total)}`],
  };
}

export async function checkInvariants(
  options: { databaseUrl: string },
  report: SoakRecords,
): Promise<InvariantReport> {
  const handle = createDatabase(options.databaseUrl, { poolSize: 2 });
  try {
    const { db } = handle;
    // The seed sells no seat, so every seat sold anywhere is a live booking's: the baseline is 0.
    const groups = [
      await inventoryChecks(db, await touchedFlights(db), new Map()),
      await paymentChecks(db),
      await voucherChecks(db),
      await walletChecks(db),
      await pointsLedgerChecks(db),
      await lostChecks(db, report),
    ];
    const checks = groups.flatMap((group) =>
      Object.entries(group).map(([name, found]) => ({
        name,
        count: found.length,
        examples: found.slice(0, EXAMPLES),
      })),
    );
    return { checks, violations: checks.reduce((sum, check) => sum + check.count, 0) };
  } finally {
    await handle.destroy();
  }
}

/** The same checks in the shape the cluster's fault script calls after each fault (scripts/cluster/invariants.ts). */
export const soakInvariants: InvariantCheck = async ({ databaseUrl, bookings }) =>
  (await checkInvariants({ databaseUrl }, { bookings })).checks.map((check) => ({
    name: check.name,
    ok: check.count === 0,
    detail: check.count === 0 ? 'none' : `${String(check.count)}: ${check.examples.join('; ')}`,
  }));
