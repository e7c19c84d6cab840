/*
 * Whole search answers, as sent, for the second they quote (decision 046). An answer is a function
 * of the query, the language, the second its booking keys quote, the reference data and the rows
 * it read. The first three are the entry's key and second; the reference is compared by identity;
 * the rows are covered by the search data generation (db/data-changes.ts): every committed write of
 * a table search reads moves it on, so an entry made before a sale is never served after it, in
 * this process, and in the others as soon as Redis tells them (plugins/data-changes.ts). An entry
 * also dies after a second of real time, whatever the clock says, which bounds what a process
 * that missed a message can serve. Errors are never cached.
 */

/**
 * Sets `key` as the newest entry of `map`, first dropping the oldest when `map` holds `max`: the
 * first-in first-out bound of every cache of the search.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) {
    const oldest = map.keys().next();
    if (oldest.done !== true) map.delete(oldest.value);
  }
  map.set(key, value);
}

/** At most this many answers are kept (tens of kilobytes each); the oldest go first. */
const MAX_ENTRIES = 400;
/** An entry's life in real time, whatever clock the answer quotes. */
const MAX_AGE_MS = 1000;

interface Entry {
  json: string;
  second: number;
  generation: number;
  /** The reference data it was priced with (a `BookingReference`), compared by identity. */
  reference: object;
  bornAt: number;
}

export class SearchAnswerCache {
  readonly #entries = new Map<string, Entry>();

  /**
   * @param generation the search data's generation now, or undefined when nothing may be cached
   * @param monotonicMs real time in milliseconds (tests pass their own)
   */
  constructor(
    private readonly generation: () => number | undefined,
    private readonly monotonicMs: () => number = () => performance.now(),
  ) {}

  /** The answer made for `key` at `second` from the data as it still is, if there is one. */
  get(key: string, second: number, reference: object): string | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    const generation = this.generation();
    if (
      entry.second === second &&
      entry.generation === generation &&
      entry.reference === reference &&
      this.monotonicMs() - entry.bornAt < MAX_AGE_MS
    ) {
      return entry.json;
    }
    this.#entries.delete(key);
    return undefined;
  }

  /** The generation to make an answer under: read before its queries, so a write meanwhile voids it. */
  begin(): number | undefined {
    return this.generation();
  }

  set(
    key: string,
    entry: { json: string; second: number; generation: number | undefined; reference: object },
  ): void {
    if (entry.generation === undefined) return;
    const kept = { ...entry, generation: entry.generation, bornAt: this.monotonicMs() };
    setBounded(this.#entries, key, kept, MAX_ENTRIES);
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** At most this many reads are kept (a day's flights of a route each). */
const MAX_READS = 2000;
/**
 * A read's life in real time. Reads do not depend on the second, so they outlive the answers made
 * from them; the bound only matters where another process's write could go unheard.
 */
const MAX_READ_AGE_MS = 10_000;

/**
 * What the answers are made from: each read (a route's flights on a day, the sale switches, a
 * promotion) kept while the search data generation is the one it was read at, ten seconds of real
 * time at most. A new second then re-signs and re-serialises an answer without a database round
 * trip; concurrent searches asking the same read share one query.
 */
export class SearchReadCache {
  readonly #entries = new Map<string, { generation: number; bornAt: number; value: Promise<unknown> }>();

  constructor(
    private readonly generation: () => number | undefined,
    private readonly monotonicMs: () => number = () => performance.now(),
  ) {}

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    // Read before the query: a write committed meanwhile voids what it returns.
    const generation = this.generation();
    if (generation === undefined) return load();
    const now = this.monotonicMs();
    const entry = this.#entries.get(key);
    if (entry?.generation === generation && now - entry.bornAt < MAX_READ_AGE_MS) {
      return entry.value as Promise<T>;
    }
    const value = load();
    const kept = { generation, bornAt: now, value };
    setBounded(this.#entries, key, kept, MAX_READS);
    // A failed read is not kept: the next search asks the database again.
    value.catch(() => {
      if (this.#entries.get(key) === kept) this.#entries.delete(key);
    });
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }
}
