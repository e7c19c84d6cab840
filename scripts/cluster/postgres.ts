// The cluster's PostgreSQL: Debian's system cluster (`pg_ctlcluster <version> main`), or an
// instance of its own in the scratch directory (the fault script stops it without stopping a
// database anyone else on the machine uses), or a DATABASE_URL given from outside (no control).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRoot, postgresVersion, run, sleep } from './system';

export interface PostgresControl {
  /** The DATABASE_URL the server processes get. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** At the cluster's end: an own instance stops; the system cluster keeps running. */
  close(): Promise<void>;
}

export type PostgresMode =
  | { kind: 'system'; database: string }
  | { kind: 'own'; database: string; port: number; dataDir: string }
  | { kind: 'external'; url: string };

const ROLE = 'skybook';

/** Runs `psql` as the `postgres` superuser over the given socket directory and port. */
async function psqlAdmin(sqlText: string, socket: { host?: string; port: number }): Promise<string> {
  const args = [
    '-X',
    '-q',
    '-tA',
    '-p',
    String(socket.port),
    ...(socket.host ? ['-h', socket.host] : []),
    '-c',
    sqlText,
  ];
  return isRoot
    ? run('runuser', ['-u', 'postgres', '--', 'psql', ...args])
    : run('psql', ['-U', 'postgres', ...args]);
}

async function asPostgres(file: string, args: readonly string[]): Promise<string> {
  return isRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

/** The role `skybook`/`skybook` and the database it owns, created when missing. */
async function ensureRoleAndDatabase(database: string, socket: { host?: string; port: number }) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database)) {
    throw new Error(`database name "${database}" must be lower-case letters, digits and _`);
  }
  await psqlAdmin(
    `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${ROLE}') THEN CREATE ROLE ${ROLE} LOGIN PASSWORD '${ROLE}'; END IF; END $$;`,
    socket,
  );
  const exists = await psqlAdmin(`SELECT 1 FROM pg_database WHERE datname = '${database}'`, socket);
  if (exists.trim() !== '1') await psqlAdmin(`CREATE DATABASE ${database} OWNER ${ROLE}`, socket);
}

async function waitReady(port: number, host: string): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      await run('pg_isready', ['-q', '-h', host, '-p', String(port)]);
      return;
    } catch {
      await sleep(500);
    }
  }
  throw new Error(`PostgreSQL on ${host}:${String(port)} not ready in 30 s`);
}

function urlOf(port: number, database: string): string {
  return `postgres://${ROLE}:${ROLE}@127.0.0.1:${String(port)}/${database}`;
}

/**
 * The PostgreSQL database `url` names, dropped and created again empty (scripts/e2e-postgres-db.mjs
 * connects to the maintenance database as the same role): the soak's and the bench's fresh start.
 */
export function recreateDatabase(url: string): void {
  execFileSync(process.execPath, [fileURLToPath(new URL('../e2e-postgres-db.mjs', import.meta.url))], {
    env: { ...process.env, E2E_DATABASE_URL: url },
    stdio: 'inherit',
  });
}

export async function preparePostgres(mode: PostgresMode): Promise<PostgresControl> {
  if (mode.kind === 'external') {
    const refuse = () =>
      Promise.reject(new Error("PostgreSQL is not the cluster's to stop or start (DATABASE_URL given)"));
    return { url: mode.url, stop: refuse, start: refuse, close: () => Promise.resolve() };
  }
  const version = postgresVersion();
  if (version === undefined) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  if (mode.kind === 'system') {
    if (!isRoot) throw new Error('starting the system PostgreSQL needs root; or set DATABASE_URL');
    const control = async (action: 'start' | 'stop') => {
      try {
        await run('pg_ctlcluster', [version, 'main', action]);
      } catch (error) {
        // Already running / already stopped: pg_ctlcluster says so and exits 2.
        if (!/already running|not running/i.test(String(error))) throw error;
      }
    };
    await control('start');
    await waitReady(5432, '127.0.0.1');
    await ensureRoleAndDatabase(mode.database, { port: 5432 });
    return {
      url: urlOf(5432, mode.database),
      stop: () => control('stop'),
      start: async () => {
        await control('start');
        await waitReady(5432, '127.0.0.1');
      },
      close: () => Promise.resolve(),
    };
  }
  const bin = `/usr/lib/postgresql/${version}/bin`;
  const { dataDir, port } = mode;
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (isRoot) {
      const uid = Number((await run('id', ['-u', 'postgres'])).trim());
      const gid = Number((await run('id', ['-g', 'postgres'])).trim());
      chownSync(dataDir, uid, gid);
    }
    await asPostgres(`${bin}/initdb`, [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
  }
  const start = async () => {
    await asPostgres(`${bin}/pg_ctl`, [
      '-D',
      dataDir,
      '-l',
      join(dataDir, 'server.log'),
      '-o',
      `-p ${String(port)} -c listen_addresses=127.0.0.1 -k ${dataDir}`,
      '-w',
      'start',
    ]);
    await waitReady(port, '127.0.0.1');
  };
  const stop = async () => {
    await asPostgres(`${bin}/pg_ctl`, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  const running = await asPostgres(`${bin}/pg_ctl`, ['-D', dataDir, 'status']).then(
    () => true,
    () => false,
  );
  if (!running) await start();
  await ensureRoleAndDatabase(mode.database, { host: dataDir, port });
  return { url: urlOf(port, mode.database), stop, start, close: stop };
}
