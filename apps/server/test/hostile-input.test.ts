import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH } from '../src/plugins/input-guard';
import { createTestApp, type TestApp } from './app-fixture';
import { openSessionsOnDirectFlight, quoteSession } from './reservation-fixture';
import { TEST_ENGINES } from './engines';
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
} from './openapi-fixture';

/**
 * Hostile input over the whole API, read from the generated OpenAPI document so that a route
 * added later is covered without editing this file: a NUL in each path parameter, query
 * parameter and string body field in turn, and a deeply nested body to every route that can take
 * one. Every answer is a 4xx with the edge's code, never a 5xx, on both engines.
 */

const NUL_TEXT = 'a\u0000b';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'QUERY']);

interface Attempt {
  what: string;
  method: string;
  url: string;
  body?: string;
}

/** One request per path parameter, query parameter and string body field, each holding a NUL. */
function nulAttempts(route: Route): Attempt[] {
  const byPlace = (place: Parameter['in']) => parametersIn(route, place);
  const params = Object.fromEntries(byPlace('path').map((p) => [p.name, sampleScalar(p.schema)]));
  const query = Object.fromEntries(
    byPlace('query')
      .filter((p) => p.required)
      .map((p) => [p.name, sampleScalar(p.schema)]),
  );
  const fields: BodyField[] = [];
  const schema = jsonBodySchema(route);
  const body = schema ? sampleBody(schema, [], fields) : undefined;
  const strings = fields.filter((field) => field.type === 'string').map((field) => field.path);
  const json = body === undefined ? undefined : JSON.stringify(body);
  const attempts: Attempt[] = [];
  for (const parameter of byPlace('path'))
    attempts.push({
      what: `path ${parameter.name}`,
      method: route.method,
      url: urlOf(route, { ...params, [parameter.name]: NUL_TEXT }, Object.entries(query)),
      ...(json === undefined ? {} : { body: json }),
    });
  for (const parameter of byPlace('query'))
    attempts.push({
      what: `query ${parameter.name}`,
      method: route.method,
      url: urlOf(route, params, Object.entries({ ...query, [parameter.name]: NUL_TEXT })),
      ...(json === undefined ? {} : { body: json }),
    });
  for (const path of strings)
    attempts.push({
      what: `body ${path.join('.')}`,
      method: route.method,
      url: urlOf(route, params, Object.entries(query)),
      body: JSON.stringify(withValueAt(body, path, NUL_TEXT)),
    });
  return attempts;
}

describe.each(TEST_ENGINES)('every route of /openapi.json on $engine', (engine) => {
  let subject: TestApp;
  let app: FastifyInstance;
  let routes: Route[];
  let sessionHeaders: Record<string, string>;

  beforeAll(async () => {
    subject = await createTestApp(engine, { seedDays: 6, importContent: true });
    app = subject.app;
    const { sessions } = await openSessionsOnDirectFlight(app, {
      from: 'SGN',
      to: 'PQC',
      date: '2026-11-25',
      count: 1,
    });
    const [session] = sessions;
    if (!session) throw new Error('no session');
    await quoteSession(app, session);
    sessionHeaders = session.headers;
    routes = await readRoutes(app);
  });
  afterAll(() => subject.close());

  const send = (attempt: Attempt) =>
    app.inject({
      method: attempt.method,
      url: attempt.url,
      headers: {
        ...sessionHeaders,
        'idempotency-key': randomUUID(),
        'accept-language': 'en',
        ...(attempt.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(attempt.body === undefined ? {} : { payload: attempt.body }),
    });

  const codeOf = (body: string): unknown => {
    try {
      return (JSON.parse(body) as { errorCode?: unknown }).errorCode;
    } catch {
      return undefined;
    }
  };

  it('lists the API: every module’s routes, forty of them with a body', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => route.operation.requestBody).length).toBeGreaterThanOrEqual(40);
  });

  it('answers a NUL in any path parameter, query parameter or string body field with 400 INVALID_CHARACTERS', async () => {
    const attempts = routes.flatMap(nulAttempts);
    expect(attempts.length).toBeGreaterThan(300);
    const wrong: string[] = [];
    for (const attempt of attempts) {
      const response = await send(attempt);
      const errorCode = attempt.method === 'HEAD' ? 'INVALID_CHARACTERS' : codeOf(response.body);
      if (response.statusCode !== 400 || errorCode !== 'INVALID_CHARACTERS')
        wrong.push(
          `${attempt.method} ${attempt.url} (${attempt.what}): ${String(response.statusCode)} ${String(errorCode)}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it('answers a body nested far too deep with 400 PAYLOAD_TOO_DEEP on every route that can take a body', async () => {
    const depth = 20_000; // 40 kB: under the 64 kB limit of the raw-body routes (gateway callbacks).
    const bodies = [
      `${'['.repeat(depth)}${']'.repeat(depth)}`,
      `${'{"a":'.repeat(depth / 2)}1${'}'.repeat(depth / 2)}`,
    ];
    const targets = routes.filter((route) => BODY_METHODS.has(route.method));
    expect(targets.length).toBeGreaterThanOrEqual(40);
    const wrong: string[] = [];
    for (const route of targets) {
      for (const body of bodies) {
        const url = route.path.replace(/\{[^}]+\}/g, 'x');
        const response = await send({ what: 'deep body', method: route.method, url, body });
        const errorCode = codeOf(response.body);
        // The OpenID provider reads its own (form) bodies: it must refuse, never fail.
        const handedToProvider = route.path.startsWith('/auth/');
        const refused = handedToProvider
          ? response.statusCode >= 400 && response.statusCode < 500
          : response.statusCode === 400 && errorCode === 'PAYLOAD_TOO_DEEP';
        if (!refused)
          wrong.push(`${route.method} ${url}: ${String(response.statusCode)} ${String(errorCode)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(MAX_BODY_DEPTH).toBeLessThan(depth);
  });
});
