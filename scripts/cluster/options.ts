// The cluster's settings from the command line and the environment (README's configuration table).
import { join } from 'node:path';
import type { ClusterOptions } from './cluster';

function integer(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number ≥ 1, got "${raw}"`);
  return value;
}

/** `--processes N` wins over CLUSTER_PROCESSES. */
function processesArgument(argv: readonly string[]): string | undefined {
  const index = argv.findIndex((arg) => arg === '--processes' || arg.startsWith('--processes='));
  if (index < 0) return undefined;
  const arg = argv[index] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
}

/**
 * CLUSTER_PORT (nginx, default 8080), CLUSTER_PROCESSES, CLUSTER_DATABASE (default
 * skybook_cluster on the system PostgreSQL), CLUSTER_POSTGRES_PORT (an own PostgreSQL instead,
 * in the scratch directory, on that port), DATABASE_URL (a PostgreSQL of your own instead),
 * CLUSTER_REDIS_PORT (the own redis-server's, default 6380), REDIS_URL (a Redis of your own).
 */
export function clusterOptionsFromEnv(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  defaults: { processes?: number; ownPostgres?: boolean } = {},
): ClusterOptions {
  const port = integer('CLUSTER_PORT', env.CLUSTER_PORT) ?? 8080;
  const database = env.CLUSTER_DATABASE ?? 'skybook_cluster';
  const scratchDir = join(import.meta.dirname, '../../.cluster', String(port));
  const postgresPort = integer('CLUSTER_POSTGRES_PORT', env.CLUSTER_POSTGRES_PORT);
  const databaseUrl = env.DATABASE_URL?.startsWith('postgres') ? env.DATABASE_URL : undefined;
  return {
    port,
    processes:
      integer('--processes', processesArgument(argv)) ??
      integer('CLUSTER_PROCESSES', env.CLUSTER_PROCESSES) ??
      defaults.processes,
    scratchDir,
    postgres:
      databaseUrl !== undefined
        ? { kind: 'external', url: databaseUrl }
        : postgresPort !== undefined || defaults.ownPostgres === true
          ? { kind: 'own', database, port: postgresPort ?? 5433, dataDir: join(scratchDir, 'postgres') }
          : { kind: 'system', database },
    redisUrl: env.REDIS_URL === '' ? undefined : env.REDIS_URL,
    redisPort: integer('CLUSTER_REDIS_PORT', env.CLUSTER_REDIS_PORT),
  };
}
