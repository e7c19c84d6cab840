// The traffic the fault script puts on the cluster while it breaks things: autocannon on
// search-flight through nginx (the bench's searches), and a stream of real bookings made over the
// API (the bench's quoted sessions), each retried with its Idempotency-Key as the web app does.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import type autocannon from 'autocannon';
import { bookingKeys, quotedSession, type SigningSession } from '../bench/booking-create';
import { sessionFetch } from '../bench/booking-session';
import { searchPaths, startLoad } from '../bench/load';
import type { CreatedBooking } from './invariants';
import { sleep } from './system';

export interface SearchFigures {
  requests: number;
  '2xx': number;
  '5xx': number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Each status that is not 200, with its count ("500: 12, 503: 3"). */
  otherStatuses: string;
}

/** Search load through nginx until the answer's stop() is called. */
export async function startSearchLoad(
  baseUrl: string,
  connections = 8,
): Promise<() => Promise<SearchFigures>> {
  const stop = await startLoad({ baseUrl, paths: searchPaths(), connections });
  return async () => {
    const result: autocannon.Result = await stop();
    return {
      requests: result.requests.total,
      '2xx': result['2xx'],
      '5xx': result['5xx'],
      errors: result.errors + result.timeouts,
      otherStatuses: Object.entries(result.statusCodeStats ?? {})
        .filter(([status]) => status !== '200')
        .map(([status, stats]) => `${status}: ${String(stats.count ?? 0)}`)
        .join(', '),
    };
  };
}

/** Quoted booking sessions of one adult each, spread over many flights, made before the faults. */
export async function prepareSessions(baseUrl: string, count: number): Promise<SigningSession[]> {
  const keys = await bookingKeys(baseUrl, [10, 11, 12, 13, 14, 15, 16, 17]);
  if (keys.length === 0) throw new Error('no flight on sale 10-17 days out');
  const sessions: SigningSession[] = [];
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, (_, i) =>
      quotedSession(baseUrl, keys[(start + i) % keys.length] ?? ''),
    );
    sessions.push(...(await Promise.all(batch)));
  }
  return sessions;
}

export interface BookingFigures {
  /** Bookings started (one session each). */
  started: number;
  /** Answered 201, on the first try or after retrying. */
  created: number;
  /** Answers of 500 or more and refused or cut connections, retried with the same key. */
  fiveXx: number;
  networkErrors: number;
  /** 409: the key's first request still running somewhere; retried. */
  inProgress: number;
  /** Any other answer (a 4xx), not retried. */
  refused: number;
  /**
   * Still 409 when the retry budget ran out, the booking not made: its key is held by a request
   * that died with its process, until the claim goes stale (2 minutes, plugins/idempotency.ts).
   */
  keyHeld: number;
  /** Still failing otherwise when the retry budget ran out. */
  gaveUp: number;
}

/** How long a booking is retried with its key before the stream gives it up. */
const RETRY_BUDGET_MS = 20_000;

/**
 * Books the prepared sessions one after another on `workers` connections until stopped. A 5xx,
 * a cut connection or a 409 (request in progress) is retried with the same Idempotency-Key, as
 * the web app retries: the booking is made once whatever happened to the first try.
 */
export function startBookingStream(
  baseUrl: string,
  sessions: SigningSession[],
  created: CreatedBooking[],
  options: { workers?: number; pauseMs?: number } = {},
): () => Promise<BookingFigures> {
  const figures: BookingFigures = {
    started: 0,
    created: 0,
    fiveXx: 0,
    networkErrors: 0,
    inProgress: 0,
    refused: 0,
    keyHeld: 0,
    gaveUp: 0,
  };
  let stopping = false;
  const book = async (session: SigningSession) => {
    const key = randomUUID();
    const deadline = Date.now() + RETRY_BUDGET_MS;
    figures.started += 1;
    let last = 0;
    while (Date.now() < deadline) {
      try {
        // Signed afresh on each try, as the web app does: a retry may come minutes later.
        const response = await sessionFetch(session, `${baseUrl}/booking/api/v1/reservations`, {
          method: 'POST',
          headers: { 'idempotency-key': key, 'accept-language': 'vi' },
          body: '{}',
          signal: AbortSignal.timeout(30_000),
        });
        const text = await response.text();
        last = response.status;
        if (response.status === 201) {
          const { reservation } = JSON.parse(text) as { reservation: { locator: string } };
          created.push({ locator: reservation.locator });
          figures.created += 1;
          return;
        }
        if (response.status >= 500) figures.fiveXx += 1;
        else if (response.status === 409) figures.inProgress += 1;
        else {
          figures.refused += 1;
          return;
        }
      } catch {
        last = 0;
        figures.networkErrors += 1;
      }
      await sleep(300);
    }
    // What the web app asks then: whether the session's booking exists after all.
    const made = await madeBooking(baseUrl, session);
    if (made !== undefined) {
      created.push({ locator: made });
      figures.created += 1;
    } else if (last === 409) figures.keyHeld += 1;
    else figures.gaveUp += 1;
  };
  const worker = async () => {
    while (!stopping) {
      const session = sessions.shift();
      if (session === undefined) return;
      await book(session);
      await sleep(options.pauseMs ?? 150);
    }
  };
  const running = Promise.all(Array.from({ length: options.workers ?? 2 }, worker));
  return async () => {
    stopping = true;
    await running;
    return figures;
  };
}

/** The locator of the session's booking if it was made (GET session-booking/status), else undefined. */
async function madeBooking(baseUrl: string, session: SigningSession): Promise<string | undefined> {
  try {
    const response = await sessionFetch(session, `${baseUrl}/booking/api/v1/session-booking/status`, {
      method: 'GET',
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { reservation?: { locator: string } };
    return body.reservation?.locator;
  } catch {
    return undefined;
  }
}

export interface SlowAnswer {
  status: number | null;
  error?: string;
  ms: number;
}

/**
 * A POST straight to a process whose JSON body trickles in over `durationMs` (nginx would buffer
 * it): a request in flight on that process for that long.
 */
export function slowPost(port: number, path: string, body: string, durationMs: number): Promise<SlowAnswer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          resolve({ status: response.statusCode ?? null, ms: Date.now() - started });
        });
      },
    );
    req.on('error', (error) => {
      resolve({ status: null, error: error.message, ms: Date.now() - started });
    });
    const chunks = 10;
    const size = Math.ceil(body.length / chunks);
    let sent = 0;
    const timer = setInterval(() => {
      req.write(body.slice(sent * size, (sent + 1) * size));
      sent += 1;
      if (sent >= chunks) {
        clearInterval(timer);
        req.end();
      }
    }, durationMs / chunks);
  });
}
