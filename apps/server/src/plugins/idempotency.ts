import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER,
  IDEMPOTENCY_TTL_HOURS,
  idempotencyKeySchema,
} from '@skybook/contracts/reservation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  deleteIdempotencyClaim,
  findIdempotencyRecord,
  insertIdempotencyClaim,
  storeIdempotencyAnswer,
  takeOverIdempotencyRecord,
  type IdempotencyClaim,
} from '../db/idempotency.repository';
import { appError } from './app-error';

/*
 * Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header Field", design §5): a route
 * that must not run twice for one intent (booking creation, payment, wallet, voucher) spreads
 * `idempotent(...)` into its route options. Then:
 *
 * - no key → 400 IDEMPOTENCY_KEY_MISSING (the route refuses to guess);
 * - the first request with a key runs, and its answer (status, body, content type) is stored in
 *   `idempotency_record` and replayed for 24 hours to every repeat with the same key and the same
 *   request, with `Idempotency-Replayed: true`;
 * - the same key with another request (method, path or body) → 422 IDEMPOTENCY_KEY_REUSED;
 * - a repeat while the first still runs → 409 IDEMPOTENCY_REQUEST_IN_PROGRESS (Retry-After: 1).
 *
 * A key belongs to a scope: the route and its owner (the booking session, the booking a manage
 * grant opens, or the client's address), so two travellers drawing the same key never meet. A 5xx
 * answer is not stored (the failure may be transient; the key is released and the client may
 * retry with it): the route's own rules must make the retry safe, as booking creation's
 * one-booking-per-session does. A
 * request that dies before answering leaves its key `processing`; after `staleAfterMs` another
 * request with the key takes it over. The record table is the only state, so several server
 * processes share it.
 */

const TTL_MS = IDEMPOTENCY_TTL_HOURS * 60 * 60 * 1000;

export interface IdempotencyOptions {
  /**
   * Whose key it is, e.g. the booking session; requests of different owners never share keys. May
   * have to check a credential first (a manage grant names its booking): it may then throw the
   * credential's error, before any key is claimed.
   */
  owner: (request: FastifyRequest) => string | Promise<string>;
  /** How long a key may stay `processing` before a repeat may take it over (default 2 minutes). */
  staleAfterMs?: number;
}

const claims = new WeakMap<FastifyRequest, IdempotencyClaim>();

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    return Object.fromEntries(
      Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });
}

/** SHA-256 of what makes two requests "the same request": method, URL with query, body. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method}\n${url}\n${canonicalJson(body)}`)
    .digest('hex');
}

/** The owner of a request: the value of `header` when sent, else the client's address. */
export function ownerFromHeader(header: string): (request: FastifyRequest) => string {
  return (request) => {
    const value = request.headers[header];
    const first = Array.isArray(value) ? value[0] : value;
    return first !== undefined && first !== '' ? `${header}:${first}` : `ip:${request.ip}`;
  };
}

function headerKey(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key === '') throw appError('IDEMPOTENCY_KEY_MISSING');
  if (!idempotencyKeySchema.safeParse(key).success) {
    throw appError('INVALID_REQUEST', {
      details: { field: IDEMPOTENCY_KEY_HEADER, reason: 'format' },
    });
  }
  return key;
}

/**
 * Route hooks that make a route idempotent: `app.post(url, { schema, ...idempotent({ owner }) },
 * handler)`. The key is checked after the schema validated the request and before the handler.
 */
export function idempotent(options: IdempotencyOptions): {
  preHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
} {
  const staleAfterMs = options.staleAfterMs ?? 120_000;

  const preHandler = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> => {
    const key = headerKey(request);
    const { db, clock } = request.server;
    const scope = `${request.method} ${request.routeOptions.url ?? request.url}|${await options.owner(request)}`;
    const hash = requestFingerprint(request.method, request.url, request.body);
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = clock.now();
      const nowText = now.toISOString();
      const inserted = await insertIdempotencyClaim(db, {
        scope,
        key,
        request_hash: hash,
        state: 'processing',
        response_status: null,
        response_body: null,
        response_content_type: null,
        created_at: nowText,
        locked_at: nowText,
        expires_at: new Date(now.getTime() + TTL_MS).toISOString(),
      });
      if (inserted) {
        claims.set(request, { scope, key, lockedAt: nowText });
        return undefined;
      }
      const record = await findIdempotencyRecord(db, scope, key);
      if (!record) continue;
      const expired = record.expires_at <= nowText;
      const stale =
        record.state === 'processing' && Date.parse(record.locked_at) <= now.getTime() - staleAfterMs;
      if (!expired && record.request_hash !== hash) throw appError('IDEMPOTENCY_KEY_REUSED');
      if (expired || stale) {
        // Take the key over, only if nobody else did in between (same lock as read).
        const taken = await takeOverIdempotencyRecord(db, record, {
          request_hash: hash,
          state: 'processing',
          response_status: null,
          response_body: null,
          response_content_type: null,
          created_at: expired ? nowText : record.created_at,
          locked_at: nowText,
          expires_at: expired ? new Date(now.getTime() + TTL_MS).toISOString() : record.expires_at,
        });
        if (taken) {
          claims.set(request, { scope, key, lockedAt: nowText });
          return undefined;
        }
        continue;
      }
      if (record.state === 'done' && record.response_status !== null && record.response_body !== null) {
        // Returning the reply tells Fastify the answer is sent: the handler does not run.
        return reply
          .code(record.response_status)
          .header(IDEMPOTENCY_REPLAYED_HEADER, 'true')
          .type(record.response_content_type ?? 'application/json; charset=utf-8')
          .send(record.response_body);
      }
      throw appError('IDEMPOTENCY_REQUEST_IN_PROGRESS', { headers: { 'retry-after': '1' } });
    }
    throw appError('IDEMPOTENCY_REQUEST_IN_PROGRESS', { headers: { 'retry-after': '1' } });
  };

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const { db } = request.server;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    try {
      if (reply.statusCode >= 500 || body === null) {
        await deleteIdempotencyClaim(db, claim);
      } else {
        const contentType = reply.getHeader('content-type');
        await storeIdempotencyAnswer(db, claim, {
          response_status: reply.statusCode,
          response_body: body,
          response_content_type: typeof contentType === 'string' ? contentType : null,
        });
      }
    } catch (error) {
      // The answer still goes out; the key stays `processing` until it goes stale.
      request.log.warn({ err: error }, 'idempotency record not stored');
    }
    return payload;
  };

  return { preHandler, onSend };
}
