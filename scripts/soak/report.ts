// What a soak saw, gathered while it runs and summed up at the end: per operation the count, the
// answers by class and the latency percentiles; every booking the server answered 201 for and
// every payment it answered captured (the invariants look them up in the database afterwards);
// the 5xx and failed requests with the first few bodies; and what the travellers saw that breaks
// a rule by itself (two bookings for one Idempotency-Key, two winners of one seat). Pure: no I/O.

export interface OpSummary {
  op: string;
  count: number;
  ok2xx: number;
  client4xx: number;
  server5xx: number;
  /** No answer at all: connection refused or reset, or no answer within the timeout. */
  failed: number;
  p50Ms: number;
  p99Ms: number;
  /** The 4xx answers' error codes (the error envelope's `errorCode`) and how often each came. */
  clientErrorCodes: Record<string, number>;
}

export interface BookingSeen {
  locator: string;
  key: string;
}

export interface ServerErrorSeen {
  op: string;
  request: string;
  status: number;
  body: string;
}

export interface SoakReport {
  baseUrl: string;
  seconds: number;
  workers: number;
  startedAt: string;
  finishedAt: string;
  ops: OpSummary[];
  requests: number;
  bookings: BookingSeen[];
  /** Payment ids the server answered SUCCESSFUL for. */
  capturedPayments: string[];
  serverErrors: number;
  failedRequests: number;
  /** The first few 5xx answers and failed requests, with what was asked. */
  firstServerErrors: ServerErrorSeen[];
  /** Rules the answers alone break, each with what was seen. */
  clientViolations: string[];
}

/** How many 5xx bodies a report keeps. */
const KEPT_ERRORS = 5;

/** The `p`-th percentile (0–100) of ascending `sorted` by nearest rank; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

/** The error envelope's `errorCode`, when the body is one. */
function errorCodeOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { errorCode?: unknown };
    return typeof parsed.errorCode === 'string' ? parsed.errorCode : undefined;
  } catch {
    return undefined;
  }
}

interface OpTally {
  latencies: number[];
  ok2xx: number;
  client4xx: number;
  server5xx: number;
  failed: number;
  codes: Map<string, number>;
}

export class SoakRecorder {
  readonly #ops = new Map<string, OpTally>();
  readonly #bookings = new Map<string, BookingSeen>();
  readonly #captured = new Set<string>();
  readonly #errors: ServerErrorSeen[] = [];
  readonly #violations: string[] = [];
  #serverErrors = 0;
  #failed = 0;

  /**
   * One call (status 0: no answer) and how long it took; `error` is what was asked and answered,
   * kept for the first 5xx and unanswered calls, and its body's errorCode counted for a 4xx.
   */
  record(op: string, status: number, ms: number, error?: { request: string; body: string }): void {
    let tally = this.#ops.get(op);
    if (!tally) {
      tally = { latencies: [], ok2xx: 0, client4xx: 0, server5xx: 0, failed: 0, codes: new Map() };
      this.#ops.set(op, tally);
    }
    tally.latencies.push(ms);
    if (status === 0) {
      tally.failed += 1;
      this.#failed += 1;
    } else if (status >= 500) {
      tally.server5xx += 1;
      this.#serverErrors += 1;
    } else if (status >= 400) {
      tally.client4xx += 1;
      const code = errorCodeOf(error?.body ?? '') ?? `HTTP ${String(status)}`;
      tally.codes.set(code, (tally.codes.get(code) ?? 0) + 1);
    } else tally.ok2xx += 1;
    if ((status === 0 || status >= 500) && this.#errors.length < KEPT_ERRORS) {
      this.#errors.push({ op, status, request: error?.request ?? '', body: error?.body ?? '' });
    }
  }

  /** A booking the server answered 201 for; a replay of the same booking is kept once. */
  booked(booking: BookingSeen): void {
    this.#bookings.set(booking.locator, booking);
  }

  /** A payment the server answered captured (SUCCESSFUL). */
  captured(paymentId: string): void {
    this.#captured.add(paymentId);
  }

  /** A rule the answers alone break. */
  violation(what: string): void {
    this.#violations.push(what);
  }

  report(run: {
    baseUrl: string;
    seconds: number;
    workers: number;
    startedAt: Date;
    finishedAt: Date;
  }): SoakReport {
    const ops = [...this.#ops.entries()]
      .map(([op, tally]): OpSummary => {
        const sorted = [...tally.latencies].sort((a, b) => a - b);
        return {
          op,
          count: sorted.length,
          ok2xx: tally.ok2xx,
          client4xx: tally.client4xx,
          server5xx: tally.server5xx,
          failed: tally.failed,
          p50Ms: Math.round(percentile(sorted, 50)),
          p99Ms: Math.round(percentile(sorted, 99)),
          clientErrorCodes: Object.fromEntries(tally.codes),
        };
      })
      .sort((a, b) => b.count - a.count || a.op.localeCompare(b.op));
    return {
      baseUrl: run.baseUrl,
      seconds: run.seconds,
      workers: run.workers,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt.toISOString(),
      ops,
      requests: ops.reduce((sum, op) => sum + op.count, 0),
      bookings: [...this.#bookings.values()],
      capturedPayments: [...this.#captured],
      serverErrors: this.#serverErrors,
      failedRequests: this.#failed,
      firstServerErrors: [...this.#errors],
      clientViolations: [...this.#violations],
    };
  }
}

/** The report's operations as a fixed-width table, widest operation name first column. */
export function formatOps(report: SoakReport): string {
  const header = ['op', 'count', '2xx', '4xx', '5xx', 'failed', 'p50 ms', 'p99 ms'];
  const rows = report.ops.map((op) => [
    op.op,
    String(op.count),
    String(op.ok2xx),
    String(op.client4xx),
    String(op.server5xx),
    String(op.failed),
    String(op.p50Ms),
    String(op.p99Ms),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const codes = report.ops
    .filter((op) => op.client4xx > 0)
    .map(
      (op) =>
        `  ${op.op}: ${Object.entries(op.clientErrorCodes)
          .map(([code, count]) => `${code} ${String(count)}`)
          .join(', ')}`,
    );
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    ...(codes.length > 0 ? ['', '4xx by error code:', ...codes] : []),
  ].join('\n');
}
