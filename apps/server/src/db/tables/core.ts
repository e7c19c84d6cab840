/** Tables the platform itself needs, created by migration 0001-core. */
export interface CoreTables {
  /**
   * Secrets the server generates once and every process shares (OIDC signing keys, cookie keys),
   * so that several processes on one PostgreSQL agree and a restart keeps sessions valid.
   */
  app_secret: {
    name: string;
    /** JSON text. */
    value: string;
    created_at: string;
  };
  /** One row per completed seed: re-running a seed that has a row changes nothing. */
  seed_run: {
    name: string;
    seed: number;
    /** The first scheduled day, YYYY-MM-DD. */
    start_date: string;
    days: number;
    /** JSON text: counts of what was written. */
    report: string;
    finished_at: string;
  };
}
