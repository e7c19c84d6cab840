import type { ErrorCode, ErrorEnvelope } from '@skybook/contracts/errors';
import { systemClock } from '@skybook/domain/clock';
import { createRequestId } from '@skybook/domain/request-id';
import type { z } from 'zod';
import { i18n } from './i18n';

/** Longest a call may take (SPEC §9 main timeout). */
const REQUEST_TIMEOUT_MS = 200_000;

/**
 * A failed call: the server's error envelope (DESIGN §3) when it sent one, or a client-side code
 * (network failure, unreadable answer) with a message in the page's language.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode;
  readonly envelope: ErrorEnvelope | undefined;

  constructor(status: number, errorCode: ErrorCode, message: string, envelope?: ErrorEnvelope) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.envelope = envelope;
  }
}

function randomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

/** Query values; an array repeats the parameter (`legs=…&legs=…`). */
export type QueryParams = Readonly<Record<string, string | number | readonly string[] | undefined | null>>;

function isStringList(value: unknown): value is readonly string[] {
  return Array.isArray(value);
}

function toUrl(path: string, query: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (isStringList(value)) for (const item of value) search.append(key, item);
    else if (typeof value === 'string' || typeof value === 'number') {
      if (value !== '') search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

function unreadable(status: number): ApiError {
  return new ApiError(status, 'INTERNAL_ERROR', i18n.t('api.unreadable'));
}

/**
 * A response's contract: the zod schema itself, or a function importing it. The import form
 * keeps zod and the contracts out of a page's start-up code; they load beside the request.
 */
export type SchemaSource<Schema extends z.ZodType> = Schema | (() => Promise<Schema>);

function loadSchema<Schema extends z.ZodType>(source: SchemaSource<Schema>): Promise<Schema> {
  return typeof source === 'function' ? source() : Promise.resolve(source);
}

const loadErrorEnvelopeSchema = () =>
  import('@skybook/contracts/errors').then((module) => module.errorEnvelopeSchema);

export interface ApiGetOptions {
  readonly query?: QueryParams;
  readonly signal?: AbortSignal;
}

/**
 * GETs `path` with the page's language and a SPEC §9 request id, and parses the JSON answer with
 * the contract's `schema`; anything else becomes an {@link ApiError}.
 */
export async function apiGet<Schema extends z.ZodType>(
  path: string,
  schemaSource: SchemaSource<Schema>,
  options: ApiGetOptions = {},
): Promise<z.output<Schema>> {
  const schemaLoad = loadSchema(schemaSource);
  // Settled here too, so a failed import never surfaces as an unhandled rejection before use.
  schemaLoad.catch(() => undefined);
  const signals = [AbortSignal.timeout(REQUEST_TIMEOUT_MS)];
  if (options.signal) signals.push(options.signal);
  let response: Response;
  try {
    response = await fetch(toUrl(path, options.query), {
      headers: {
        Accept: 'application/json',
        'Accept-Language': i18n.language || 'vi',
        requestId: createRequestId(systemClock, randomBytes),
      },
      signal: AbortSignal.any(signals),
    });
  } catch (error) {
    // A cancelled request is not a failure to show (SPEC §4); let the caller see the abort.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'SERVICE_UNAVAILABLE', i18n.t('api.network'));
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw unreadable(response.status);
  }
  if (!response.ok) {
    const errorEnvelopeSchema = await loadErrorEnvelopeSchema().catch(() => {
      throw unreadable(response.status);
    });
    const envelope = errorEnvelopeSchema.safeParse(body);
    if (envelope.success)
      throw new ApiError(response.status, envelope.data.errorCode, envelope.data.message, envelope.data);
    throw unreadable(response.status);
  }
  const schema = await schemaLoad.catch(() => {
    throw unreadable(response.status);
  });
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unreadable(response.status);
  return parsed.data;
}
