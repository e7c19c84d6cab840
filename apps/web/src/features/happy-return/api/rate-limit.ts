import type { z } from 'zod';
import { ApiError, apiPost, type SchemaSource } from '../../../lib/api-client';

/**
 * A 429 RATE_LIMITED answer of the happy-returns API (searches and requests are limited per
 * visitor), with how long to wait from its Retry-After header when it gave one.
 */
export class RateLimitedError extends ApiError {
  readonly retryAfterSeconds: number | null;

  constructor(cause: ApiError, retryAfterSeconds: number | null) {
    super(cause.status, cause.errorCode, cause.message, cause.envelope, cause.resultCode);
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Retry-After in seconds (RFC 9110: a number of seconds or an HTTP date); null when unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** POSTs to the happy-returns API; a 429 becomes a {@link RateLimitedError}. */
export async function postHappyReturns<Schema extends z.ZodType>(
  path: string,
  schema: SchemaSource<Schema>,
  body: unknown,
): Promise<z.output<Schema>> {
  let retryAfter: string | null = null;
  try {
    return await apiPost(path, schema, {
      body,
      onResponse: (headers) => {
        retryAfter = headers.get('retry-after');
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      throw new RateLimitedError(error, parseRetryAfter(retryAfter));
    throw error;
  }
}
