import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { SESSION_ID_HEADER } from '@skybook/contracts/booking-session';
import type { Clock } from '@skybook/domain/clock';
import {
  canonicalRequest,
  SIGNATURE_HEADER,
  SIGNATURE_TIMESTAMP_HEADER,
  SIGNATURE_WINDOW_SECONDS,
  signatureTimestamp,
} from '@skybook/domain/request-signature';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { getOrCreateKey } from '../../../db/app-secret.repository';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A query parameter that names the booking session as `x-session-id` does (GET
     * session-booking/status's `sessionId`): a call naming it there is signed too.
     */
    sessionIdQuery?: string;
  }
}

/**
 * Signed booking calls (requirements §7 "signature (sorted query string hashed)", decision 044).
 * Each session has its own signing key, HMAC-SHA256(server secret, "session-signing:" + id):
 * derived, never stored, so every process can check any session's calls (the secret is one
 * app_secret row). The browser gets it in the session-opening answer.
 */

const SECRET_NAME = 'session-signing.hmac-sha256';
const SIGNATURE_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const TIMESTAMP_SHAPE = /^\d{1,12}$/;
const EMPTY_BODY_SHA256 = createHash('sha256').digest('hex');

/** The server's session-signing secret, created once (app_secret, shared by every process). */
export function loadSessionSigningSecret(db: Kysely<Database>, now: Date): Promise<Buffer> {
  return getOrCreateKey(db, SECRET_NAME, now);
}

/** The signing key of session `sessionId`, base64url of 32 bytes. */
export function sessionSigningKey(secret: Buffer, sessionId: string): string {
  return createHmac('sha256', secret).update(`session-signing:${sessionId}`).digest('base64url');
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}

/** The session a request names: its `x-session-id` header, or its route's session query parameter. */
function sessionIdOf(request: FastifyRequest): string | undefined {
  const header = headerOf(request, SESSION_ID_HEADER);
  if (header !== undefined) return header;
  const parameter = request.routeOptions.config.sessionIdQuery;
  if (parameter === undefined) return undefined;
  const value = (request.query as Record<string, unknown> | undefined)?.[parameter];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Passes the body through unchanged while hashing the bytes, and hands the hash on at its end. */
class BodyHash extends Transform {
  readonly #hash = createHash('sha256');

  constructor(private readonly done: (hex: string) => void) {
    super();
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#hash.update(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    this.done(this.#hash.digest('hex'));
    callback();
  }
}

export class RequestSignatures {
  #secret: Promise<Buffer> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** The signing key the session-opening answer hands the browser. */
  async keyOf(sessionId: string): Promise<string> {
    return sessionSigningKey(await this.#loadSecret(), sessionId);
  }

  #loadSecret(): Promise<Buffer> {
    this.#secret ??= loadSessionSigningSecret(this.db, this.clock.now()).catch((error: unknown) => {
      this.#secret = undefined;
      throw error;
    });
    return this.#secret;
  }

  /**
   * Every call of `app`'s routes that names a booking session must be signed with its key:
   * 400 REQUEST_SIGNATURE_MISSING without the two headers; 401 REQUEST_SIGNATURE_EXPIRED for a
   * signed instant more than SIGNATURE_WINDOW_SECONDS from the server's clock (either way);
   * 403 REQUEST_SIGNATURE_INVALID for a signature that is not this request's with this session's
   * key (another method, path, query or body, another session's key, a malformed one). Checked on
   * the body's raw bytes before any route code or schema reads the request. Calls that name no
   * session (search, low fares, manage grants, gateway notifications) are not signed.
   */
  enforce(app: FastifyInstance): void {
    const bodyHashes = new WeakMap<FastifyRequest, string>();
    app.addHook('preParsing', (request, _reply, payload, done) => {
      // GET and HEAD bodies are never read: they are signed as none.
      const bodyRead = request.method !== 'GET' && request.method !== 'HEAD';
      if (!bodyRead || headerOf(request, SESSION_ID_HEADER) === undefined) {
        done(null, payload);
        return;
      }
      const hashed = new BodyHash((hex) => bodyHashes.set(request, hex));
      (payload as Readable).on('error', (error) => hashed.destroy(error));
      // Not pipeline(): a failure must not destroy the request, or no answer could be sent on it.
      payload.pipe(hashed);
      done(null, hashed);
    });
    app.addHook('preValidation', async (request) => {
      const sessionId = sessionIdOf(request);
      if (sessionId === undefined) return;
      const signature = headerOf(request, SIGNATURE_HEADER);
      const timestamp = headerOf(request, SIGNATURE_TIMESTAMP_HEADER);
      if (signature === undefined || timestamp === undefined) throw appError('REQUEST_SIGNATURE_MISSING');
      if (!TIMESTAMP_SHAPE.test(timestamp)) throw appError('REQUEST_SIGNATURE_INVALID');
      const signedAt = Number(timestamp);
      const now = signatureTimestamp(this.clock.now());
      if (Math.abs(now - signedAt) > SIGNATURE_WINDOW_SECONDS) {
        throw appError('REQUEST_SIGNATURE_EXPIRED', {
          details: { serverTime: now, windowSeconds: SIGNATURE_WINDOW_SECONDS },
        });
      }
      const key = Buffer.from(await this.keyOf(sessionId), 'base64url');
      const canonical = canonicalRequest({
        method: request.method,
        url: request.url,
        timestamp: signedAt,
        bodySha256: bodyHashes.get(request) ?? EMPTY_BODY_SHA256,
      });
      const expected = createHmac('sha256', key).update(canonical).digest();
      const given = Buffer.from(signature, 'base64url');
      // One text per signature: base64url leaves the last character's two low bits unused.
      const wellFormed = SIGNATURE_SHAPE.test(signature) && given.toString('base64url') === signature;
      if (!wellFormed || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw appError('REQUEST_SIGNATURE_INVALID');
      }
    });
  }
}
