import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase as KyselySqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import { DataChanges, registerDataChanges, trackingDialect } from './data-changes';
import type { Database } from './database';
import { engineOf, maskUrl, type Engine } from './dialect';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** A URL safe to print: the password is masked. */
  displayUrl: string;
  /** Committed writes of the tables search reads (data-changes.ts). */
  changes: DataChanges;
  destroy(): Promise<void>;
}

/**
 * SQLite takes its write lock lazily with a plain BEGIN, so two processes can both read inside a
 * transaction and then fail to upgrade (SQLITE_BUSY that no busy timeout resolves). Every
 * transaction begins IMMEDIATE instead, which takes the write lock up front and waits on the busy
 * timeout (design §5 Reliability).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** At most this many prepared statements are kept per SQLite database (first in, first out). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query's SQL afresh, ~50 µs for a search query
 * (docs/performance.md). This keeps the prepared statements by SQL text and hands the same one
 * back: better-sqlite3 runs `all`/`run` synchronously and resets the statement after each, so
 * reuse is safe; a statement still iterating (streamed query) is `busy`, and then a fresh one is
 * prepared. SQLite re-prepares a cached statement itself when the schema changes. Transactions
 * are unaffected: `begin immediate`, `commit` and `rollback` are statements like any other.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close() {
      statements.clear();
      sqlite.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (!cached) {
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next();
          if (oldest.done !== true) statements.delete(oldest.value);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

// pg returns int8 and numeric as strings to avoid precision loss. Our int8 columns hold money in
// minor units and epoch values, all far below 2^53, so they are read as numbers; a value beyond
// the safe range is an error rather than a silent rounding.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 value ${value} is not a safe integer`);
  return parsed;
});

export interface CreateDatabaseOptions {
  /** Base directory that relative SQLite paths resolve against. */
  cwd?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

/** Opens the database a DATABASE_URL names, configured as design §2 and §5 require. */
export function createDatabase(url: string, options: CreateDatabaseOptions = {}): DatabaseHandle {
  const engine = engineOf(url);
  if (engine === 'sqlite') return openSqlite(url, options);
  return openPostgres(url, options);
}

function openSqlite(url: string, options: CreateDatabaseOptions): DatabaseHandle {
  const location = url.slice('sqlite:'.length);
  const inMemory = location === ':memory:' || location === '';
  const file = inMemory ? ':memory:' : resolve(options.cwd ?? process.cwd(), location);
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  // NORMAL is durable across application crashes in WAL mode; only an OS crash can lose the last
  // commits. FULL costs ~7x per insert here (design §5 Measuring).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const changes = new DataChanges();
  const db = new Kysely<Database>({
    dialect: trackingDialect(new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }), changes),
  });
  registerDataChanges(db, changes);
  return {
    db,
    engine: 'sqlite',
    displayUrl: `sqlite:${file}`,
    changes,
    destroy: () => db.destroy(),
  };
}

function openPostgres(url: string, options: CreateDatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restarted) emits 'error' on the pool; without a
  // listener Node would crash the process. The pool drops that client and reconnects on demand.
  pool.on('error', () => undefined);
  // A client checked out (inside a transaction, between its queries) whose connection the database
  // ends emits 'error' on the client instead, and the process crashed with it (PostgreSQL stopped
  // under load, `npm run cluster:faults`). Its next query fails instead, the request answers the
  // error envelope, and the pool drops the client when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const changes = new DataChanges();
  const db = new Kysely<Database>({ dialect: trackingDialect(new PostgresDialect({ pool }), changes) });
  registerDataChanges(db, changes);
  return { db, engine: 'postgres', displayUrl: maskUrl(url), changes, destroy: () => db.destroy() };
}
