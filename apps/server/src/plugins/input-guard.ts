import { Transform, type Readable, type TransformCallback } from 'node:stream';
import type { FieldIssue } from '@skybook/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translateError } from '../i18n/error-messages';
import { type AppError, appError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Body fields whose text is multi-line by nature (a description a person types in a text
     * area): tab, CR and LF are allowed there and nowhere else. Dotted paths below the body, `*`
     * for any array index or record key: `['description']`, `['notes.*.text']`.
     */
    multilineFields?: readonly string[];
  }
}

/**
 * The deepest nesting of arrays and objects a JSON body may have. The deepest request the web
 * app sends is about ten levels; a deeper body only costs CPU (and stack) in every walk over it.
 */
export const MAX_BODY_DEPTH = 32;

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const NONE: ReadonlySet<number> = new Set();
const LINES: ReadonlySet<number> = new Set([TAB, LF, CR]);
// HTTP allows a tab inside a field value.
const HEADER_ALLOWED: ReadonlySet<number> = new Set([TAB]);

/**
 * Whether text holds a control character: C0 (NUL included: PostgreSQL cannot store it), DEL, and
 * C1 unless `latin1` (header values arrive as Latin-1 bytes, where 0x80–0x9F are parts of UTF-8
 * text). `allowed` lists the ones a field may hold (tab and line breaks in a text area).
 */
function hasControl(text: string, allowed: ReadonlySet<number> = NONE, latin1 = false): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0x20 && code < 0x7f) continue;
    if ((code < 0x20 || code === 0x7f || (!latin1 && code <= 0x9f)) && !allowed.has(code)) return true;
  }
  return false;
}

const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

const tooDeep = (): AppError => appError('PAYLOAD_TOO_DEEP', { details: { maxDepth: MAX_BODY_DEPTH } });

/**
 * Passes a JSON body through unchanged while counting its nesting, byte by byte (the ASCII
 * brackets and quotes never occur inside a multi-byte UTF-8 character), and fails as soon as it
 * goes deeper than MAX_BODY_DEPTH: before any parser, schema or fingerprint walks it.
 */
class JsonDepthLimit extends Transform {
  private depth = 0;
  private inString = false;
  private escaped = false;

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    for (const byte of bytes) {
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) {
        this.inString = true;
      } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
        if (++this.depth > MAX_BODY_DEPTH) {
          callback(tooDeep());
          return;
        }
      } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) {
        this.depth--;
      }
    }
    callback(null, bytes);
  }
}

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  if (type === undefined) return false;
  const media = (type.split(';', 1)[0] ?? '').trim().toLowerCase();
  return media === 'application/json' || media.endsWith('+json');
}

function limitDepth(payload: Readable): Transform {
  const limited = new JsonDepthLimit();
  payload.on('error', (error) => limited.destroy(error));
  // Not pipeline(): a failure must not destroy the request, or no answer could be sent on it.
  payload.pipe(limited);
  return limited;
}

/** `notes.*.text` → a matcher of body paths such as ['notes', '0', 'text']. */
function pathMatcher(patterns: readonly string[] | undefined): (path: readonly string[]) => boolean {
  if (!patterns || patterns.length === 0) return () => false;
  const compiled = patterns.map((pattern) => pattern.split('.'));
  return (path) =>
    compiled.some(
      (pattern) =>
        pattern.length === path.length &&
        pattern.every((segment, index) => segment === '*' || segment === path[index]),
    );
}

type Issue = { path: string; code: 'control_character' };

const issueAt = (path: string): Issue => ({ path, code: 'control_character' });

/** The first string of a query or params object (keys included) holding a control character. */
function findInFlat(where: string, values: unknown): Issue | undefined {
  if (values === null || typeof values !== 'object') return undefined;
  for (const [key, value] of Object.entries(values)) {
    if (hasControl(key)) return issueAt(`${where}.${key}`);
    const list: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of list)
      if (typeof item === 'string' && hasControl(item)) return issueAt(`${where}.${key}`);
  }
  return undefined;
}

function findInHeaders(request: FastifyRequest): Issue | undefined {
  for (const [name, value] of Object.entries(request.headers)) {
    const list = Array.isArray(value) ? value : [value];
    for (const item of list)
      if (item !== undefined && hasControl(item, HEADER_ALLOWED, true)) return issueAt(`headers.${name}`);
  }
  return undefined;
}

/**
 * The first string of a parsed body (keys included) holding a control character, walked without
 * recursion; tab and line breaks pass in the route's multi-line fields. Bodies from parsers that
 * bypass the depth limit (forms) are bounded here too.
 */
function findInBody(body: unknown, isMultiline: (path: readonly string[]) => boolean): Issue | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  const at = (path: readonly string[]) => issueAt(['body', ...path].join('.'));
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (hasControl(value, isMultiline(path) ? LINES : NONE)) return at(path);
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (path.length >= MAX_BODY_DEPTH) throw tooDeep();
    const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
    const children: { value: unknown; path: string[] }[] = [];
    for (const [key, child] of entries) {
      const name = String(key);
      if (hasControl(name)) return at([...path, name]);
      children.push({ value: child, path: [...path, name] });
    }
    // Reversed onto the stack, so fields are checked in order and the first bad one is named.
    pending.push(...children.reverse());
  }
  return undefined;
}

function refuse(request: FastifyRequest, issue: Issue): AppError {
  const message = translateError('INVALID_CHARACTERS', request.language);
  const details: { issues: FieldIssue[] } = { issues: [{ ...issue, message }] };
  return appError('INVALID_CHARACTERS', { details });
}

/**
 * One rule at the edge, for every route of every module, before any of its own code runs:
 * - a JSON body nested deeper than MAX_BODY_DEPTH → 400 PAYLOAD_TOO_DEEP, found while the body
 *   streams in, before it is parsed (the size limit is Fastify's `bodyLimit`: 413
 *   PAYLOAD_TOO_LARGE);
 * - a control character (NUL included) in a path parameter, a query parameter, a header or any
 *   string or key of the body → 400 INVALID_CHARACTERS naming where; tab, CR and LF only in the
 *   route's `multilineFields`. PostgreSQL cannot store NUL, and no field means one.
 */
export const inputGuardPlugin = fp(
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const issue =
        findInFlat('params', request.params) ?? findInFlat('query', request.query) ?? findInHeaders(request);
      done(issue ? refuse(request, issue) : undefined);
    });
    app.addHook('preParsing', (request, _reply, payload, done) => {
      // Only where one of our JSON parsers reads the body: a route that hands the raw request to
      // another server (the OpenID provider) must get it untouched.
      const parsedHere = isJson(request) && request.server.hasContentTypeParser('application/json');
      done(null, parsedHere ? limitDepth(payload) : payload);
    });
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.body === undefined) {
        done();
        return;
      }
      try {
        const issue = findInBody(request.body, pathMatcher(request.routeOptions.config.multilineFields));
        done(issue ? refuse(request, issue) : undefined);
      } catch (error) {
        done(error as Error);
      }
    });
  },
  { name: 'input-guard', dependencies: ['request-context', 'errors'] },
);
