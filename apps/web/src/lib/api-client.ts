import type { ErrorCode, ErrorEnvelope } from '@skybook/contracts/errors';
import { systemClock } from '@skybook/domain/clock';
import { createRequestId } from '@skybook/domain/request-id';
import type { z } from 'zod';
import { checkAnswer, startAnswerChecker } from './answer-check';
import { i18n } from './i18n';
import { nextTask } from './next-task';
import type { WorkerContract, WorkerContractSchema } from './worker-contracts';

/** Longest a call may take (requirements §9 main timeout). */
const REQUEST_TIMEOUT_MS = 200_000;

/**
 * A failed call: the server's error envelope (design §3) when it sent one, or a client-side code
 * (network failure, unreadable answer) with a message in the page's language.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode;
  readonly envelope: ErrorEnvelope | undefined;
  /**
   * A numeric result code (requirements §8 "Numeric codes", e.g. 20001) from an error answer that is not
   * our envelope; `errorCode` is then the client-side one.
   */
  readonly resultCode: string | undefined;

  constructor(
    status: number,
    errorCode: ErrorCode,
    message: string,
    envelope?: ErrorEnvelope,
    resultCode?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.envelope = envelope;
    this.resultCode = resultCode;
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

export function unreadable(status: number, resultCode?: string): ApiError {
  return new ApiError(status, 'INTERNAL_ERROR', i18n.t('api.unreadable'), undefined, resultCode);
}

/** The digits of an `errorCode` or `code` field of an answer that is not our envelope, if any. */
function numericResultCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  for (const field of ['errorCode', 'code']) {
    const value: unknown = (body as Record<string, unknown>)[field];
    if (typeof value === 'number' && Number.isInteger(value)) return String(value);
    if (typeof value === 'string' && /^\d{1,6}$/.test(value.trim())) return value.trim();
  }
  return undefined;
}

/**
 * A contract checked in the answer-check worker (src/lib/worker-contracts.ts): the answers a page
 * needs while it starts, so zod never loads on the main thread for them.
 */
export interface WorkerCheckedContract<Contract extends WorkerContract> {
  readonly workerContract: Contract;
}

/** The contract `name` of src/lib/worker-contracts.ts, for an `apiGet` whose answer the worker checks. */
export function checkedInWorker<Contract extends WorkerContract>(
  name: Contract,
): WorkerCheckedContract<Contract> {
  return { workerContract: name };
}

/**
 * A response's contract: the zod schema itself, or a function importing it. The import form
 * keeps zod and the contracts out of a page's start-up code; they load beside the request.
 * (A {@link WorkerCheckedContract} keeps them off the main thread altogether.)
 */
export type SchemaSource<Schema extends z.ZodType> = Schema | (() => Promise<Schema>);

function isWorkerChecked(
  source: SchemaSource<z.ZodType> | WorkerCheckedContract<WorkerContract>,
): source is WorkerCheckedContract<WorkerContract> {
  return typeof source === 'object' && 'workerContract' in source;
}

function loadSchema<Schema extends z.ZodType>(source: SchemaSource<Schema>): Promise<Schema> {
  return typeof source === 'function' ? source() : Promise.resolve(source);
}

const loadErrorEnvelopeSchema = () =>
  import('@skybook/contracts/errors').then((module) => module.errorEnvelopeSchema);

export interface ApiGetOptions {
  readonly query?: QueryParams;
  readonly signal?: AbortSignal;
  /** Extra request headers (the booking session's `x-session-id`). */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Signs the request as it goes out, its exact URL and body text (a booking session's calls,
   * decision 044): the headers it answers are sent with it.
   */
  readonly sign?: (request: OutgoingRequest) => Promise<Readonly<Record<string, string>>>;
  /** Hears the headers of every answer that arrives, failed or not, before it is parsed. */
  readonly onResponse?: (headers: Headers) => void;
  /**
   * The answer's language when the page's is not yet set: a request a route's loader starts
   * while the app is starting (lib/early-answer.ts). Otherwise the page's language.
   */
  readonly language?: string;
}

/** A request as it is sent: its method, its path with the query, its body's text (none for GET). */
export interface OutgoingRequest {
  readonly method: ApiMethod;
  readonly url: string;
  readonly body: string | undefined;
}

export interface ApiPostOptions extends ApiGetOptions {
  /** Sent as JSON. */
  readonly body: unknown;
}

/**
 * Sends `method path` with the page's language, a requirements §9 request id and the caller's
 * headers; a network failure becomes an {@link ApiError}, a cancelled request stays an abort.
 */
export async function send(
  method: ApiMethod,
  path: string,
  options: ApiGetOptions & { readonly body?: unknown },
  accept: string,
): Promise<Response> {
  const signals = [AbortSignal.timeout(REQUEST_TIMEOUT_MS)];
  if (options.signal) signals.push(options.signal);
  const hasBody = method !== 'GET';
  const url = toUrl(path, options.query);
  const body = hasBody ? JSON.stringify(options.body) : undefined;
  // Awaited only when there is one: an unsigned call's fetch starts in the same task (a loader's
  // early call is asked for before the page's code has loaded).
  const signature = options.sign ? await options.sign({ method, url, body }) : undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        ...options.headers,
        ...signature,
        Accept: accept,
        'Accept-Language': options.language ?? (i18n.language || 'vi'),
        requestId: createRequestId(systemClock, randomBytes),
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(hasBody ? { body } : {}),
      signal: AbortSignal.any(signals),
    });
  } catch (error) {
    // A cancelled request is not a failure to show (requirements §4); let the caller see the abort.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'SERVICE_UNAVAILABLE', i18n.t('api.network'));
  }
  options.onResponse?.(response.headers);
  return response;
}

/** The error of a failed answer: the server's envelope when it sent one. */
export async function failureOf(status: number, body: unknown): Promise<ApiError> {
  const errorEnvelopeSchema = await loadErrorEnvelopeSchema().catch(() => {
    throw unreadable(status);
  });
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (envelope.success)
    return new ApiError(status, envelope.data.errorCode, envelope.data.message, envelope.data);
  return unreadable(status, numericResultCode(body));
}

/** The HTTP methods the site's calls use. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends `method path` with the page's language and a requirements §9 request id, and parses the JSON
 * answer with the contract's `schema`; anything else becomes an {@link ApiError}.
 */
export async function apiRequest<Schema extends z.ZodType>(
  method: ApiMethod,
  path: string,
  schemaSource: SchemaSource<Schema> | WorkerCheckedContract<WorkerContract>,
  options: ApiGetOptions & { readonly body?: unknown },
): Promise<z.output<Schema>> {
  // The worker, or the schema, loads while the request is on its way.
  const contract: { readonly inWorker: WorkerContract } | { readonly schemaLoad: Promise<Schema> } =
    isWorkerChecked(schemaSource)
      ? { inWorker: schemaSource.workerContract }
      : { schemaLoad: loadSchema(schemaSource) };
  // The worker starts in a task of its own (it takes milliseconds; the page's first requests all
  // start in one task); an answer back before then starts it itself.
  if ('inWorker' in contract) setTimeout(startAnswerChecker, 0);
  // Settled here too, so a failed import never surfaces as an unhandled rejection before use.
  else contract.schemaLoad.catch(() => undefined);
  const response = await send(method, path, options, 'application/json');
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw unreadable(response.status);
  }
  if (!response.ok) throw await failureOf(response.status, body);
  if ('inWorker' in contract) {
    const outcome = await checkAnswer(contract.inWorker, body).catch(() => {
      throw unreadable(response.status);
    });
    if (!outcome.valid) throw unreadable(response.status);
    // The worker's contract is this request's (checkedInWorker ties the two types).
    return outcome.data as z.output<Schema>;
  }
  const schema = await contract.schemaLoad.catch(() => {
    throw unreadable(response.status);
  });
  // Reading the answer, building its schema (the first use of a contract module) and checking
  // the answer against it are each tens of milliseconds on a slow phone for the first answers:
  // in one task they block input (design §5 Speed: TBT).
  await nextTask();
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unreadable(response.status);
  return parsed.data;
}

/** GETs `path` and parses its answer with the contract's schema (see {@link apiRequest}). */
export function apiGet<Contract extends WorkerContract>(
  path: string,
  contract: WorkerCheckedContract<Contract>,
  options?: ApiGetOptions,
): Promise<z.output<WorkerContractSchema<Contract>>>;
export function apiGet<Schema extends z.ZodType>(
  path: string,
  schemaSource: SchemaSource<Schema>,
  options?: ApiGetOptions,
): Promise<z.output<Schema>>;
export function apiGet(
  path: string,
  schemaSource: SchemaSource<z.ZodType> | WorkerCheckedContract<WorkerContract>,
  options: ApiGetOptions = {},
): Promise<unknown> {
  return apiRequest('GET', path, schemaSource, options);
}

/** POSTs `options.body` as JSON to `path` and parses the answer with the contract's schema. */
export function apiPost<Schema extends z.ZodType>(
  path: string,
  schemaSource: SchemaSource<Schema>,
  options: ApiPostOptions,
): Promise<z.output<Schema>> {
  return apiRequest('POST', path, schemaSource, options);
}

/** PATCHes `options.body` as JSON to `path` and parses the answer with the contract's schema. */
export function apiPatch<Schema extends z.ZodType>(
  path: string,
  schemaSource: SchemaSource<Schema>,
  options: ApiPostOptions,
): Promise<z.output<Schema>> {
  return apiRequest('PATCH', path, schemaSource, options);
}
