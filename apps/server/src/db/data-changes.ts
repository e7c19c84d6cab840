import type {
  DatabaseConnection,
  Dialect,
  Driver,
  QueryResult,
  TransactionSettings,
  CompiledQuery,
} from 'kysely';

/*
 * Which committed writes touched the tables flight search reads (decision 046). Caches of whole
 * answers stay valid only while the generation they were made at is current: every committed
 * statement that writes one of the watched tables moves it on, after its commit (or at once outside
 * a transaction), so an answer computed before a sale is never served after it. The driver sees
 * every statement (Kysely's builders and raw SQL alike); what it looks at is the SQL text, so a
 * write is recognised by its verb and a watched table's name anywhere in it (over-counting only
 * costs a cache miss).
 */

/** The tables a search answer is made from: flights and their inventory, sale switches, promotions, reference data. */
export const SEARCH_TABLES = [
  'flight',
  'flight_fare',
  'airport_config',
  'promotion',
  'aircraft_type',
  'airport',
  'city_pair',
  'exchange_rate',
  'fare_bucket',
  'fare_family',
  'tax_charge_rate',
] as const;

const STATEMENT_WRITES = /^\s*(?:insert|update|delete|merge|replace|alter|drop|create|truncate|with)\b/i;
const TABLE_WRITE = new RegExp(
  '\\b(?:insert\\s+(?:or\\s+\\w+\\s+)?into|replace\\s+into|update|delete\\s+from|merge\\s+into|alter\\s+table|' +
    'create\\s+table(?:\\s+if\\s+not\\s+exists)?|drop\\s+table(?:\\s+if\\s+exists)?|truncate(?:\\s+table)?)' +
    `\\s+(?:"?\\w+"?\\.)?"?(?:${SEARCH_TABLES.join('|')})"?(?![\\w$])`,
  'i',
);

/** True for a statement that writes (or redefines) one of the watched tables. */
export function writesSearchTables(sql: string): boolean {
  return STATEMENT_WRITES.test(sql) && TABLE_WRITE.test(sql);
}

export type DataChangeListener = (origin: 'local' | 'remote') => void;

/** One database's generation of search data, as this process knows it. */
export class DataChanges {
  #generation = 0;
  readonly #listeners = new Set<DataChangeListener>();

  /** Moves on at every committed write of a watched table, here or (told through Redis) elsewhere. */
  get generation(): number {
    return this.#generation;
  }

  /** A write committed: by this process (`local`, told to the others) or by another one. */
  changed(origin: 'local' | 'remote' = 'local'): void {
    this.#generation += 1;
    for (const listener of this.#listeners) listener(origin);
  }

  onChange(listener: DataChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

const registry = new WeakMap<object, DataChanges>();

/** The tracker of a database opened by createDatabase; undefined for any other (nothing may be cached then). */
export function dataChangesOf(db: object): DataChanges | undefined {
  return registry.get(db);
}

export function registerDataChanges(db: object, changes: DataChanges): void {
  registry.set(db, changes);
}

/** A connection that notes watched writes: told at once outside a transaction, at commit inside one. */
class TrackedConnection implements DatabaseConnection {
  inTransaction = false;
  dirty = false;
  constructor(
    readonly inner: DatabaseConnection,
    private readonly changes: DataChanges,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(compiledQuery);
    if (writesSearchTables(compiledQuery.sql)) {
      if (this.inTransaction) this.dirty = true;
      else this.changes.changed();
    }
    return result;
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

/** The connection this driver handed out (Kysely gives back what acquireConnection answered). */
function trackedOf(connection: DatabaseConnection): TrackedConnection {
  if (!(connection instanceof TrackedConnection)) throw new Error('not a connection of the tracking driver');
  return connection;
}

class TrackingDriver implements Driver {
  readonly #wrapped = new WeakMap<DatabaseConnection, TrackedConnection>();
  // Savepoints run through the tracked connection as they are; after a rollback to one, the
  // transaction's earlier writes may stand, so `dirty` stays as it is.
  readonly savepoint: Driver['savepoint'];
  readonly rollbackToSavepoint: Driver['rollbackToSavepoint'];
  readonly releaseSavepoint: Driver['releaseSavepoint'];

  constructor(
    private readonly inner: Driver,
    private readonly changes: DataChanges,
  ) {
    this.savepoint = inner.savepoint?.bind(inner);
    this.rollbackToSavepoint = inner.rollbackToSavepoint?.bind(inner);
    this.releaseSavepoint = inner.releaseSavepoint?.bind(inner);
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let tracked = this.#wrapped.get(connection);
    if (!tracked) {
      tracked = new TrackedConnection(connection, this.changes);
      this.#wrapped.set(connection, tracked);
    }
    return tracked;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const tracked = trackedOf(connection);
    // Begin through the tracked connection: the drivers run BEGIN as a query on what they are given.
    await this.inner.beginTransaction(tracked, settings);
    tracked.inTransaction = true;
    tracked.dirty = false;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const tracked = trackedOf(connection);
    tracked.inTransaction = false;
    try {
      await this.inner.commitTransaction(tracked);
    } finally {
      // Even a failed COMMIT may have committed (the connection dropped after): count it.
      if (tracked.dirty) {
        tracked.dirty = false;
        this.changes.changed();
      }
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const tracked = trackedOf(connection);
    tracked.inTransaction = false;
    tracked.dirty = false;
    await this.inner.rollbackTransaction(tracked);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    const tracked = trackedOf(connection);
    // A connection handed back inside a transaction (never by Kysely) must not carry it over.
    tracked.inTransaction = false;
    return this.inner.releaseConnection(tracked.inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** `inner` with every statement seen by `changes` (the rest of the dialect unchanged). */
export function trackingDialect(inner: Dialect, changes: DataChanges): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createDriver: () => new TrackingDriver(inner.createDriver(), changes),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db) => inner.createIntrospector(db),
  };
}
