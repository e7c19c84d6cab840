import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH } from '../src/plugins/input-guard';
import { createTestApp, type TestApp } from './app-fixture';
import { openSessionsOnDirectFlight, quoteSession } from './reservation-fixture';
import { TEST_ENGINES } from './engines';

/**
 * Hostile input over the whole API, read from the generated OpenAPI document so that a route
 * added later is covered without editing this file: a NUL in each path parameter, query
 * parameter and string body field in turn, and a deeply nested body to every route that can take
 * one. Every answer is a 4xx with the edge's code, never a 5xx, on both engines.
 */

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema | string;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

interface Route {
  method: string;
  path: string;
  operation: Operation;
}

const NUL_TEXT = 'a\u0000b';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'QUERY']);

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A plain value of a parameter's schema. */
function sampleScalar(schema: JsonSchema | string | undefined): string {
  if (schema === undefined || typeof schema === 'string') return 'x';
  const [first] = schema.enum ?? [];
  if (typeof first === 'string' || typeof first === 'number' || typeof first === 'boolean')
    return String(first);
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) return '1';
  if (types.includes('boolean')) return 'true';
  return schema.format === 'date' ? '2026-11-25' : 'x';
}

/**
 * A value of a body schema with every property present, and the path of each string in it: the
 * places a NUL goes, one at a time.
 */
function sampleBody(schema: JsonSchema, path: string[], strings: string[][], depth = 0): unknown {
  if (depth > 8) return null;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleBody(variant, path, strings, depth + 1);
  if (schema.allOf) {
    const properties = Object.assign(
      {},
      ...schema.allOf.map((part) => part.properties),
    ) as JsonSchema['properties'];
    return sampleBody({ type: 'object', properties }, path, strings, depth + 1);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.[0] !== undefined) return schema.enum[0];
  const types = typesOf(schema);
  if (types.includes('object') || schema.properties) {
    const value: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {}))
      value[key] = sampleBody(property, [...path, key], strings, depth + 1);
    if (typeof schema.additionalProperties === 'object')
      value.k = sampleBody(schema.additionalProperties, [...path, 'k'], strings, depth + 1);
    return value;
  }
  if (types.includes('array'))
    return schema.items ? [sampleBody(schema.items, [...path, '0'], strings, depth + 1)] : [];
  if (types.includes('string')) {
    strings.push(path);
    return schema.format === 'date' ? '2026-11-25' : 'x';
  }
  if (types.includes('integer') || types.includes('number')) return 1;
  if (types.includes('boolean')) return true;
  return null;
}

function withValueAt(value: unknown, path: readonly string[], replacement: unknown): unknown {
  const last = path.at(-1);
  if (last === undefined) return replacement;
  const copy = structuredClone(value);
  let target = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[last] = replacement;
  return copy;
}

interface Attempt {
  what: string;
  method: string;
  url: string;
  body?: string;
}

function urlOf(route: Route, params: Record<string, string>, query: Record<string, string>): string {
  const path = route.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? 'x'),
  );
  const search = new URLSearchParams(query).toString();
  return search === '' ? path : `${path}?${search}`;
}

/** One request per path parameter, query parameter and string body field, each holding a NUL. */
function nulAttempts(route: Route): Attempt[] {
  const parameters = route.operation.parameters ?? [];
  const byPlace = (place: Parameter['in']) => parameters.filter((parameter) => parameter.in === place);
  const params = Object.fromEntries(byPlace('path').map((p) => [p.name, sampleScalar(p.schema)]));
  const query = Object.fromEntries(
    byPlace('query')
      .filter((p) => p.required)
      .map((p) => [p.name, sampleScalar(p.schema)]),
  );
  const strings: string[][] = [];
  const schema = route.operation.requestBody?.content['application/json']?.schema;
  const body = schema ? sampleBody(schema, [], strings) : undefined;
  const json = body === undefined ? undefined : JSON.stringify(body);
  const attempts: Attempt[] = [];
  for (const parameter of byPlace('path'))
    attempts.push({
      what: `path ${parameter.name}`,
      method: route.method,
      url: urlOf(route, { ...params, [parameter.name]: NUL_TEXT }, query),
      ...(json === undefined ? {} : { body: json }),
    });
  for (const parameter of byPlace('query'))
    attempts.push({
      what: `query ${parameter.name}`,
      method: route.method,
      url: urlOf(route, params, { ...query, [parameter.name]: NUL_TEXT }),
      ...(json === undefined ? {} : { body: json }),
    });
  for (const path of strings)
    attempts.push({
      what: `body ${path.join('.')}`,
      method: route.method,
      url: urlOf(route, params, query),
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
    const document = (await app.inject({ url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation,
      })),
    );
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
