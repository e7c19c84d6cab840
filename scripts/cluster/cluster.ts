// `npm run cluster` as a function (decision 041): PostgreSQL and Redis, N server processes on
// consecutive ports, nginx in front. The CLI (run.ts), the fault script, the soak and the bench
// drive it through what startCluster answers.
import { existsSync, mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNginx } from './nginx';
import { preparePostgres, type PostgresMode } from './postgres';
import { ownRedis } from './redis';
import { serverProcess, type ClusterProcess } from './server-process';
import { ensurePackages, run, waitForOk } from './system';

export type { ClusterProcess } from './server-process';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ClusterOptions {
  /** Server processes; default os.availableParallelism(). */
  processes?: number;
  /** nginx's port on 127.0.0.1; default 8080. The processes listen on the ports after it. */
  port?: number;
  /** The first server process's port; default port + 1. */
  firstServerPort?: number;
  /**
   * PostgreSQL: the system cluster with this database (default `skybook_cluster`), an own
   * instance in the scratch directory, or a DATABASE_URL given from outside.
   */
  postgres?: PostgresMode;
  /** A Redis to use; unset: an own redis-server on `redisPort`. */
  redisUrl?: string;
  redisPort?: number;
  /** Where logs, nginx's prefix, Redis's and an own PostgreSQL's files go; default .cluster/<port>. */
  scratchDir?: string;
  /** More environment for every server process (LOG_LEVEL defaults to warn). */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface Cluster {
  /** nginx's origin, what travellers use (each process's PUBLIC_URL). */
  baseUrl: string;
  databaseUrl: string;
  redisUrl: string;
  scratchDir: string;
  processes: ClusterProcess[];
  stopPostgres(): Promise<void>;
  startPostgres(): Promise<void>;
  stopRedis(): Promise<void>;
  startRedis(): Promise<void>;
  /** SIGTERM to every process (each drains within 10 s), nginx quits, Redis and an own PostgreSQL stop. */
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log =
    options.log ??
    ((line: string) => {
      console.log(`cluster: ${line}`);
    });
  const port = options.port ?? 8080;
  const count = options.processes ?? availableParallelism();
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`processes must be a whole number ≥ 1, got ${String(count)}`);
  const firstServerPort = options.firstServerPort ?? port + 1;
  const scratchDir = options.scratchDir ?? join(REPO_ROOT, '.cluster', String(port));
  const logDir = join(scratchDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const cleanups: (() => Promise<void>)[] = [];
  const unwind = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };

  try {
    await ensurePackages(log);
    const postgres = await preparePostgres(
      options.postgres ?? { kind: 'system', database: 'skybook_cluster' },
    );
    cleanups.push(() => postgres.close());
    log(`PostgreSQL ready: ${postgres.url.replace(/:[^:@/]+@/, ':***@')}`);

    const redis =
      options.redisUrl === undefined
        ? ownRedis({ port: options.redisPort ?? 6380, dir: join(scratchDir, 'redis') })
        : undefined;
    if (redis) {
      await redis.start();
      cleanups.push(() => redis.stop());
    }
    const redisUrl = redis?.url ?? options.redisUrl ?? '';
    log(`Redis: ${redisUrl}`);

    if (!existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
      log('building the web app (apps/web/dist is missing)');
      await run('npm', ['run', 'build', '-w', '@skybook/web']);
    }

    const baseUrl = `http://127.0.0.1:${String(port)}`;
    const env = {
      LOG_LEVEL: 'warn',
      ...options.env,
      DATABASE_URL: postgres.url,
      REDIS_URL: redisUrl,
      TRUST_PROXY: 'true',
      PUBLIC_URL: baseUrl,
    };
    const processes = Array.from({ length: count }, (_, i) =>
      serverProcess({ repoRoot: REPO_ROOT, port: firstServerPort + i, env, logDir }),
    );
    cleanups.push(async () => {
      await Promise.all(processes.map((process) => process.stop()));
    });
    // The first process migrates and seeds; the others then find the database ready (they would
    // also wait their turn on the start-up lock, decision 041).
    const [first, ...others] = processes;
    if (first) {
      log(`starting the first process on ${String(first.port)}: it migrates and seeds the database`);
      await first.start();
    }
    await Promise.all(others.map((process) => process.start()));
    log(`${String(count)} server processes ready`);

    const nginx = await startNginx({
      repoRoot: REPO_ROOT,
      prefix: join(scratchDir, 'nginx'),
      port,
      serverPorts: processes.map((process) => process.port),
    });
    cleanups.push(() => nginx.stop());
    await waitForOk(`${baseUrl}/readyz`, { timeoutMs: 10_000, what: 'nginx' });

    let stopped: Promise<void> | undefined;
    return {
      baseUrl,
      databaseUrl: postgres.url,
      redisUrl,
      scratchDir,
      processes,
      stopPostgres: () => postgres.stop(),
      startPostgres: () => postgres.start(),
      stopRedis: () =>
        redis ? redis.stop() : Promise.reject(new Error("Redis is not the cluster's (REDIS_URL given)")),
      startRedis: () =>
        redis ? redis.start() : Promise.reject(new Error("Redis is not the cluster's (REDIS_URL given)")),
      stop: () => (stopped ??= unwind()),
    };
  } catch (error) {
    await unwind();
    throw error;
  }
}
