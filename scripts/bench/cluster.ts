// The scale-out figures of `npm run bench` (design §5 Speed, issue 25): the cluster (2 server
// processes on PostgreSQL and Redis behind nginx, scripts/cluster/) on its own database, then
// search-flight through nginx, then a short soak of mixed traffic with the invariants read by SQL
// afterwards (scripts/soak/). Run alone: `tsx scripts/bench/cluster.ts [seconds of search] [seconds of soak]`.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from '../cluster/cluster';
import { recreateDatabase } from '../cluster/postgres';
import { checkInvariants } from '../soak/invariants';
import { runSoak } from '../soak/soak';
import { runLoad, searchPaths, type LoadResult } from './load';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ClusterSoakResult {
  processes: number;
  seconds: number;
  workers: number;
  requests: number;
  bookings: number;
  captured: number;
  serverErrors: number;
  failed: number;
  violations: number;
  /** The invariants that failed, with their counts (none when all held). */
  violated: string[];
}

export interface ClusterBenchResult {
  processes: number;
  search: LoadResult;
  soak: ClusterSoakResult;
}

/**
 * The run's PostgreSQL database: `skybook_bench_cluster` beside a postgres DATABASE_URL, dropped
 * and made again; else the database of that name on the system PostgreSQL, made when missing
 * (kept between runs, as the soak's is).
 */
function benchDatabase(): { kind: 'external'; url: string } | { kind: 'system'; database: string } {
  const env = process.env.DATABASE_URL;
  if (!env?.startsWith('postgres')) return { kind: 'system', database: 'skybook_bench_cluster' };
  const url = Object.assign(new URL(env), { pathname: '/skybook_bench_cluster' }).toString();
  recreateDatabase(url);
  return { kind: 'external', url };
}

export async function measureCluster(options: {
  loadSeconds: number;
  soakSeconds: number;
  processes?: number;
  port?: number;
  soakWorkers?: number;
}): Promise<ClusterBenchResult> {
  const processes = options.processes ?? 2;
  const port = options.port ?? 8390;
  const workers = options.soakWorkers ?? 12;
  const cluster = await startCluster({
    processes,
    port,
    postgres: benchDatabase(),
    scratchDir: join(repoRoot, '.bench', 'cluster'),
    redisPort: port + 100,
    // The soak's check-in journeys move the clock per request; its travellers fly up to 25 days out.
    env: { TEST_CLOCK: 'true', SEED_DAYS: '30' },
    log: (line) => {
      console.log(`bench: cluster: ${line}`);
    },
  });
  try {
    console.log('bench: cluster search-flight warm-up, 3 s (not measured)');
    await runLoad({ name: 'warm-up', baseUrl: cluster.baseUrl, paths: searchPaths(), durationSeconds: 3 });
    console.log(
      `bench: cluster search-flight through nginx, ${String(processes)} processes, 50 connections for ${String(options.loadSeconds)} s`,
    );
    const search = await runLoad({
      name: `GET /booking/api/v1/search-flight (nginx, ${String(processes)} processes, PostgreSQL)`,
      baseUrl: cluster.baseUrl,
      paths: searchPaths(),
      durationSeconds: options.loadSeconds,
    });
    console.log(
      `  ${String(search.requestsPerSecond)} req/s, p50 ${String(search.p50Ms)} ms, p99 ${String(search.p99Ms)} ms, non-2xx ${String(search.non2xx)}, errors ${String(search.errors)}`,
    );

    console.log(`bench: cluster soak, ${String(workers)} travellers for ${String(options.soakSeconds)} s`);
    const report = await runSoak({ baseUrl: cluster.baseUrl, seconds: options.soakSeconds, workers });
    await cluster.stop();
    const invariants = await checkInvariants({ databaseUrl: cluster.databaseUrl }, report);
    const soak: ClusterSoakResult = {
      processes,
      seconds: options.soakSeconds,
      workers,
      requests: report.requests,
      bookings: report.bookings.length,
      captured: report.capturedPayments.length,
      serverErrors: report.serverErrors,
      failed: report.failedRequests,
      violations: invariants.violations,
      violated: invariants.checks
        .filter((check) => check.count > 0)
        .map((check) => `${check.name} ${String(check.count)}`),
    };
    console.log(
      `  ${String(soak.requests)} requests, ${String(soak.bookings)} bookings, ${String(soak.captured)} captured, ` +
        `${String(soak.serverErrors)} × 5xx, ${String(soak.failed)} unanswered, ${String(soak.violations)} violations` +
        (soak.violated.length > 0 ? ` (${soak.violated.join(', ')})` : ''),
    );
    return { processes, search, soak };
  } finally {
    await cluster.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [loadSeconds = '10', soakSeconds = '30'] = process.argv.slice(2);
  const result = await measureCluster({ loadSeconds: Number(loadSeconds), soakSeconds: Number(soakSeconds) });
  console.log(JSON.stringify(result, null, 2));
}
