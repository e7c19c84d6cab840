import type { FastifyInstance } from 'fastify';

/*
 * The app's own OpenAPI document as a list of operations, and plain values of their schemas, for
 * the tests that send something to every route (hostile input, the fuzz over every field): a
 * route added later is covered without editing them.
 */

export interface JsonSchema {
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

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema | string;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

export interface Route {
  method: string;
  path: string;
  operation: Operation;
}

/** A leaf of a sample body: where it is and what type its schema gives it. */
export interface BodyField {
  path: string[];
  type: 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';
}

/** A value known to be right for a field of this name (a real locator, a session's key …), if any. */
export type KnownValue = (name: string) => string | undefined;

const noKnownValue: KnownValue = () => undefined;

/** Every operation of GET /openapi.json: method (upper case), path as documented, operation. */
export async function readRoutes(app: FastifyInstance): Promise<Route[]> {
  const document = (await app.inject({ url: '/openapi.json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

export const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

export const parametersIn = (route: Route, place: Parameter['in']): Parameter[] =>
  (route.operation.parameters ?? []).filter((parameter) => parameter.in === place);

export const jsonBodySchema = (route: Route): JsonSchema | undefined =>
  route.operation.requestBody?.content['application/json']?.schema;

/** A plain value of a parameter's schema. */
export function sampleScalar(
  schema: JsonSchema | string | undefined,
  name = '',
  known: KnownValue = noKnownValue,
): string {
  const value = known(name);
  if (value !== undefined) return value;
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
 * A value of a body schema with every property present (the first variant of a union), and each
 * leaf in `fields`: the places a hostile value goes. An array holds one item (path `…, '0'`).
 */
export function sampleBody(
  schema: JsonSchema,
  path: string[],
  fields: BodyField[],
  known: KnownValue = noKnownValue,
  depth = 0,
): unknown {
  if (depth > 8) return null;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleBody(variant, path, fields, known, depth + 1);
  if (schema.allOf) {
    const properties = Object.assign(
      {},
      ...schema.allOf.map((part) => part.properties),
    ) as JsonSchema['properties'];
    return sampleBody({ type: 'object', properties }, path, fields, known, depth + 1);
  }
  const types = typesOf(schema);
  const leaf = (type: BodyField['type'], value: unknown): unknown => {
    fields.push({ path, type });
    return value;
  };
  if (schema.const !== undefined)
    return leaf(typeof schema.const === 'string' ? 'string' : 'null', schema.const);
  if (schema.enum?.[0] !== undefined)
    return leaf(typeof schema.enum[0] === 'string' ? 'string' : 'number', schema.enum[0]);
  if (types.includes('object') || schema.properties) {
    const value: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {}))
      value[key] = sampleBody(property, [...path, key], fields, known, depth + 1);
    if (typeof schema.additionalProperties === 'object')
      value.k = sampleBody(schema.additionalProperties, [...path, 'k'], fields, known, depth + 1);
    return leaf('object', value);
  }
  if (types.includes('array')) {
    const items = schema.items ? [sampleBody(schema.items, [...path, '0'], fields, known, depth + 1)] : [];
    return leaf('array', items);
  }
  if (types.includes('string'))
    return leaf('string', known(path.at(-1) ?? '') ?? (schema.format === 'date' ? '2026-11-25' : 'x'));
  if (types.includes('integer') || types.includes('number')) return leaf('number', 1);
  if (types.includes('boolean')) return leaf('boolean', true);
  return leaf('null', null);
}

/** A copy of `value` with `replacement` at `path` (the root when the path is empty). */
export function withValueAt(value: unknown, path: readonly string[], replacement: unknown): unknown {
  const last = path.at(-1);
  if (last === undefined) return replacement;
  const copy = structuredClone(value);
  let target = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[last] = replacement;
  return copy;
}

/**
 * Percent-encodes text as a client would; a lone surrogate (no UTF-8 form) goes as its WTF-8
 * bytes, which the server must refuse rather than trip over.
 */
export function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (code >= 0xd800 && code <= 0xdfff)
        out +=
          `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
      else out += encodeURIComponent(char);
    }
    return out;
  }
}

/** The route's URL with its path parameters filled in and the query appended. */
export function urlOf(route: Route, params: Record<string, string>, query: [string, string][]): string {
  const path = route.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    percentEncode(params[name] ?? 'x'),
  );
  const search = query.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&');
  return search === '' ? path : `${path}?${search}`;
}
