import { createServer, type AddressInfo } from 'node:net';
import { createManualClock, type ManualClock } from '@skybook/domain/clock';
import { signRequest } from '@skybook/domain/request-signature';
import type { FastifyInstance, FastifyServerOptions, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { importContent } from '../src/modules/content/public';
import { seedAncillaries } from '../src/db/seed/ancillaries';
import { seedHappyReturns } from '../src/db/seed/happy-returns';
import { seedPromotions } from '../src/db/seed/promotions';
import { seedDatabase } from '../src/db/seed/seed';
import {
  loadSessionSigningSecret,
  sessionSigningKey,
} from '../src/modules/booking/session/request-signature';
import { createTestDatabase, type TestDatabase, type TestEngine } from './engines';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  serveWeb?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Extra routes registered before ready(), e.g. one that throws. */
  extend?: (app: FastifyInstance) => void;
  /**
   * Seed the network for this many days from TEST_NOW's date, with the promotions and the extras
   * catalogue (0 or unset: no seed).
   */
  seedDays?: number;
  /** Import apps/server/content into the content store (menus, pages, posts, FAQ …). */
  importContent?: boolean;
  /**
   * Sign `app.inject` calls that name a booking session, as the web does (default true; false
   * to send them as they are written, for the signature's own tests).
   */
  signSessionCalls?: boolean;
  /**
   * Another app's database, already seeded: this app is a second server process beside it (close()
   * leaves the database to its owner). Unset: a fresh database of its own.
   */
  database?: TestDatabase;
}

/** Thresholds no test reaches unless it means to (each test's client is one address). */
export const CAPTCHA_OFF = {
  CAPTCHA_BOOKINGS_PER_WINDOW: '1000000',
  CAPTCHA_LOOKUPS_PER_WINDOW: '1000000',
  CAPTCHA_SIGNUPS_PER_WINDOW: '1000000',
} as const;

export const TEST_NOW = new Date('2026-11-21T03:00:00.000Z');

/** The real app on a fresh migrated database of the given engine, with a manual clock. */
export async function createTestApp(engine: TestEngine, options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.database;
  const database = shared ?? (await createTestDatabase(engine));
  if (options.seedDays && !shared) {
    await seedDatabase(database.db, {
      seed: 20261121,
      startDate: TEST_NOW.toISOString().slice(0, 10),
      days: options.seedDays,
    });
    await seedPromotions(database.db, { startDate: TEST_NOW.toISOString().slice(0, 10) });
    await seedAncillaries(database.db, { now: TEST_NOW });
    await seedHappyReturns(database.db, { seed: 20261121, now: TEST_NOW });
  }
  if (options.importContent && !shared) await importContent(database.db, { now: TEST_NOW });
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:8080',
    // Every test client is 127.0.0.1: tests that book or look up more than a visitor would are not
    // asked for the proof-of-work challenge; captcha tests set their own thresholds (decision 045).
    ...CAPTCHA_OFF,
    ...options.env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    engine: database.engine,
    clock: createManualClock(TEST_NOW),
    logger: options.logger ?? false,
    serveWeb: options.serveWeb ?? false,
  });
  options.extend?.(app);
  await app.ready();
  if (options.signSessionCalls ?? true) signInjectedSessionCalls(app);
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!shared) await database.drop();
    },
  };
}

/** A TCP port free on loopback right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  return port;
}

export interface MerchantTestApp extends TestApp {
  clock: ManualClock;
  /** `http://127.0.0.1:<port>`, also its PUBLIC_URL. */
  origin: string;
}

/**
 * The app seeded for `seedDays` and listening on a free port, its PUBLIC_URL that address: it is
 * its own merchant, so the payment sandbox calls back its notification and IPN routes over HTTP as
 * an outside party would. The hold sweeper waits an hour between runs (tests sweep by hand).
 */
export async function createMerchantTestApp(
  engine: TestEngine,
  options: { seedDays: number; env?: Record<string, string>; database?: TestDatabase },
): Promise<MerchantTestApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${String(port)}`;
  const test = await createTestApp(engine, {
    seedDays: options.seedDays,
    env: { PUBLIC_URL: origin, HOLD_SWEEP_INTERVAL_MS: '3600000', ...options.env },
    database: options.database,
  });
  await test.app.listen({ port, host: '127.0.0.1' });
  // The manual clock the app was built with (under TEST_CLOCK, app.clock reads through it).
  return { ...test, clock: test.app.credentialsClock as ManualClock, origin };
}

export interface SessionCall {
  readonly method?: string | undefined;
  /** Path and query, or an absolute URL. */
  readonly url: string;
  /** The exact body text sent. */
  readonly body?: string | undefined;
  readonly headers?: Readonly<Record<string, string>> | undefined;
}

/**
 * `call.headers` with the signature of a call that names a booking session (its `x-session-id`
 * header or a `sessionId` query parameter), signed at the app's credentials clock with that session's key
 * (decision 044); a call that names none, or is signed already, keeps its headers.
 */
export async function signSessionCall(
  app: FastifyInstance,
  call: SessionCall,
): Promise<Record<string, string>> {
  const headers = { ...call.headers };
  const names = Object.keys(headers).map((name) => name.toLowerCase());
  if (names.includes('x-signature')) return headers;
  const headerName = Object.keys(headers).find((name) => name.toLowerCase() === 'x-session-id');
  const query = new URL(call.url, 'http://localhost').searchParams;
  const sessionId = (headerName === undefined ? undefined : headers[headerName]) ?? query.get('sessionId');
  if (sessionId === null || sessionId === '') return headers;
  // Signatures are checked on the credentials' clock (real time under TEST_CLOCK).
  const now = app.credentialsClock.now();
  const key = sessionSigningKey(await loadSessionSigningSecret(app.db, now), sessionId);
  const method = (call.method ?? 'GET').toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? undefined : call.body;
  return { ...headers, ...(await signRequest({ key, method, url: call.url, body, now })) };
}

/**
 * `fetch`'s init for a call over HTTP with a JSON body (`json`), in English unless its headers say
 * otherwise, signed when it names a booking session.
 */
export async function httpCallInit(
  app: FastifyInstance,
  path: string,
  init: { method?: string | undefined; headers?: Record<string, string> | undefined; json?: unknown },
): Promise<RequestInit> {
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  const headers = {
    'accept-language': 'en',
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...init.headers,
  };
  return {
    method: init.method ?? 'GET',
    headers: await signSessionCall(app, { method: init.method, url: path, body, headers }),
    ...(body === undefined ? {} : { body }),
  };
}

/** The text light-my-request would send for `payload`, and whether it is JSON. */
function payloadText(payload: InjectOptions['payload']): { text: string | undefined; json: boolean } {
  if (payload === undefined) return { text: undefined, json: false };
  if (typeof payload === 'string') return { text: payload, json: false };
  if (Buffer.isBuffer(payload)) return { text: payload.toString('utf8'), json: false };
  if (typeof (payload as { pipe?: unknown }).pipe === 'function') {
    throw new Error('signInjectedSessionCalls cannot sign a stream payload');
  }
  return { text: JSON.stringify(payload), json: true };
}

/**
 * Wraps `app.inject` so every call naming a booking session is signed as the web signs it: the
 * URL with its `query` option, the body as the exact JSON text sent.
 */
function signInjectedSessionCalls(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  const signed = async (options: InjectOptions): Promise<InjectOptions> => {
    const base = typeof options.url === 'string' ? options.url : (options.path as string | undefined);
    if (base === undefined) return options;
    const extra =
      options.query === undefined
        ? ''
        : typeof options.query === 'string'
          ? options.query
          : new URLSearchParams(options.query as Record<string, string>).toString();
    const url = extra === '' ? base : `${base}${base.includes('?') ? '&' : '?'}${extra}`;
    const { text, json } = payloadText(options.payload ?? options.body);
    const given = (options.headers ?? {}) as Record<string, string>;
    const headers = await signSessionCall(app, { method: options.method, url, body: text, headers: given });
    if (headers === given || !('x-signature' in headers)) return options;
    const hasType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
    const { query: _query, path: _path, body: _body, ...rest } = options;
    return {
      ...rest,
      url,
      headers: json && !hasType ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(text === undefined ? {} : { payload: text }),
    };
  };
  const wrapped = (options?: InjectOptions | string, callback?: unknown) => {
    if (options === undefined || typeof options === 'string' || callback !== undefined) {
      return (inject as (...args: unknown[]) => unknown)(options, callback);
    }
    return signed(options).then((ready) => inject(ready));
  };
  (app as { inject: unknown }).inject = wrapped;
}
