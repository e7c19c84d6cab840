// `npm run soak -- [--base-url URL] [--database-url URL] [--cluster N] [--seconds 60] [--workers 16] [--port 8500] [--seed N]`
// Mixed traffic for a bounded time, then the invariants by SQL. Without --base-url it starts one
// server itself (TEST_CLOCK on, TRUST_PROXY on, a month of schedule) on a fresh database: the one
// --database-url names (a PostgreSQL one is dropped and created again), else PostgreSQL beside a
// postgres DATABASE_URL (database `skybook_soak`, made afresh), else a new SQLite file in .soak/.
// With --cluster N it starts the cluster instead (scripts/cluster/: N processes on PostgreSQL and
// Redis behind nginx on --port) on that fresh database, PostgreSQL's (skybook_soak beside a
// postgres DATABASE_URL, or on the system PostgreSQL). With --base-url (one server or a cluster
// already running) --database-url must name the database behind it.
// Prints the operations, the invariants and the first 5xx answers; writes .soak/report.json (and
// the server's warnings and errors to .soak/server.log when it started one); exits
// non-zero on any 5xx, any call without an answer, or any violation.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer, type RunningServer } from '../bench/server-process';
import { startCluster } from '../cluster/cluster';
import { clusterOptionsFromEnv } from '../cluster/options';
import { recreateDatabase } from '../cluster/postgres';
import { checkInvariants, type InvariantReport } from './invariants';
import { formatOps, type SoakReport } from './report';
import { runSoak } from './soak';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const scratch = join(repoRoot, '.soak');

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'database-url': { type: 'string' },
    cluster: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    workers: { type: 'string', default: '16' },
    port: { type: 'string', default: '8500' },
    seed: { type: 'string' },
  },
});

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`--${name} must be a positive whole number, not ${text}`);
  return value;
}

/** The fresh database a self-started server gets. */
function scratchDatabase(): string {
  const named = values['database-url'];
  const env = process.env.DATABASE_URL;
  const url =
    named ??
    (env?.startsWith('postgres')
      ? Object.assign(new URL(env), { pathname: '/skybook_soak' }).toString()
      : `sqlite:${join(scratch, `soak-${String(Date.now())}.db`)}`);
  if (url.startsWith('postgres')) recreateDatabase(url);
  return url;
}

function printInvariants(invariants: InvariantReport): void {
  const width = Math.max(...invariants.checks.map((check) => check.name.length));
  console.log('\ninvariant' + ' '.repeat(Math.max(1, width - 7)) + 'violations');
  for (const check of invariants.checks) {
    console.log(
      `${check.name.padEnd(width)}  ${String(check.count).padStart(8)}${check.count > 0 ? '  VIOLATED' : ''}`,
    );
    for (const example of check.examples) console.log(`    ${example}`);
  }
}

function printErrors(report: SoakReport): void {
  for (const error of report.firstServerErrors) {
    console.log(`\n${error.op}: ${error.status === 0 ? 'no answer' : `HTTP ${String(error.status)}`}`);
    console.log(`  request: ${error.request}`);
    console.log(`  answer:  ${error.body}`);
  }
}

async function main(): Promise<number> {
  const seconds = positive('seconds', values.seconds);
  const workers = positive('workers', values.workers);
  const seed = values.seed === undefined ? undefined : positive('seed', values.seed);
  mkdirSync(scratch, { recursive: true });
  let server: RunningServer | undefined;
  let baseUrl = values['base-url'];
  let databaseUrl = values['database-url'];
  if (values.cluster !== undefined) {
    const processes = positive('cluster', values.cluster);
    const port = positive('port', values.port);
    const defaults = clusterOptionsFromEnv([], { ...process.env, CLUSTER_PORT: String(port) });
    // A fresh database beside a postgres DATABASE_URL (CI's); else the system PostgreSQL, which
    // the cluster installs and starts, with a database of the soak's own.
    const external =
      values['database-url'] !== undefined || process.env.DATABASE_URL?.startsWith('postgres') === true;
    const cluster = await startCluster({
      ...defaults,
      processes,
      postgres: external
        ? { kind: 'external', url: scratchDatabase() }
        : { kind: 'system', database: 'skybook_soak' },
      env: { TEST_CLOCK: 'true', SEED_DAYS: '30' },
    });
    databaseUrl = cluster.databaseUrl;
    console.log(`soak: cluster of ${String(processes)} processes behind nginx at ${cluster.baseUrl}`);
    server = { baseUrl: cluster.baseUrl, stop: () => cluster.stop() };
    baseUrl = cluster.baseUrl;
  } else if (baseUrl === undefined) {
    databaseUrl = scratchDatabase();
    const port = positive('port', values.port);
    writeFileSync(join(scratch, 'server.log'), '');
    console.log(`soak: starting a server on :${String(port)} (${databaseUrl.replace(/\/\/[^@]*@/, '//')})`);
    server = await startServer({
      repoRoot,
      port,
      logPath: join(scratch, 'server.log'),
      env: {
        DATABASE_URL: databaseUrl,
        PUBLIC_URL: `http://127.0.0.1:${String(port)}`,
        TEST_CLOCK: 'true',
        // Each booking lookup comes from an address of its own (x-forwarded-for).
        TRUST_PROXY: 'true',
        // A month of flights: the travellers fly 2 to 25 days out, and the seed is quicker.
        SEED_DAYS: '30',
      },
    });
    baseUrl = server.baseUrl;
  } else if (databaseUrl === undefined) {
    throw new Error('--database-url must name the database behind --base-url, for the invariants');
  }
  let report: SoakReport;
  try {
    console.log(`soak: ${String(workers)} travellers for ${String(seconds)} s against ${baseUrl}`);
    report = await runSoak({ baseUrl, seconds, workers, ...(seed === undefined ? {} : { seed }) });
  } finally {
    // Stopped before the invariants are read: nothing is running when they are.
    await server?.stop();
  }
  const invariants = await checkInvariants({ databaseUrl }, report);
  writeFileSync(join(scratch, 'report.json'), JSON.stringify({ report, invariants }, null, 2));
  console.log(`\n${formatOps(report)}`);
  console.log(
    `\n${String(report.requests)} requests, ${String(Math.round(report.requests / seconds))}/s; ` +
      `${String(report.bookings.length)} bookings, ${String(report.capturedPayments.length)} payments captured; ` +
      `${String(report.serverErrors)} 5xx, ${String(report.failedRequests)} without an answer`,
  );
  printInvariants(invariants);
  printErrors(report);
  const failed = report.serverErrors + report.failedRequests + invariants.violations;
  console.log(failed === 0 ? '\nsoak: passed' : '\nsoak: FAILED');
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
