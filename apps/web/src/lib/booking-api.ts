import type {
  BookingSessionDto,
  SESSION_EXPIRY_HEADER as CONTRACT_EXPIRY_HEADER,
  SESSION_ID_HEADER as CONTRACT_ID_HEADER,
} from '@skybook/contracts/booking-session';
import type { TripType } from '@skybook/domain/booking-enums';
import { sessionErrorForCode } from '@skybook/domain/error-codes';
import type { z } from 'zod';
import { isSessionLive, useBookingSession } from '../stores/booking-session';
import {
  ApiError,
  apiGet,
  apiPost,
  apiRequest,
  type ApiGetOptions,
  type ApiMethod,
  type QueryParams,
  type SchemaSource,
} from './api-client';
import { i18n } from './i18n';

/*
 * Calls that need the booking session (requirements §4 Session, §5 "certain booking calls need a valid
 * unexpired session"). A lost session — the server's SESSION_EXPIRED or SESSION_ID_* answer, a
 * numeric 20001/20004 result, or a session already past its expiry here — ends the session in
 * the store as expired. The store's `expiredNotice` then does the rest, in one place:
 * <SessionExpiredDialog> (mounted in SiteLayout) sends the traveller home and shows the dialog.
 */

const SESSION_PATH = '/booking/api/v1/session-booking';

// The contract's header names, checked against it by type: importing its values would bring zod
// into select-flight's start-up code, which opens the session (the schema loads with the call).
const SESSION_ID_HEADER: typeof CONTRACT_ID_HEADER = 'x-session-id';
const SESSION_EXPIRY_HEADER: typeof CONTRACT_EXPIRY_HEADER = 'x-session-expiry';

const loadSessionSchema = () =>
  import('@skybook/contracts/booking-session').then((module) => module.bookingSessionSchema);

/**
 * The answer means the server no longer has a usable session for this booking (requirements §8),
 * or will not take this browser's calls for it: a signature missing or not matching means the key
 * kept here is not the session's (decision 044).
 */
export function isSessionLossError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const code = error.errorCode;
  if (code === 'SESSION_EXPIRED' || code.startsWith('SESSION_ID_')) return true;
  if (code === 'REQUEST_SIGNATURE_MISSING' || code === 'REQUEST_SIGNATURE_INVALID') return true;
  return error.resultCode !== undefined && sessionErrorForCode(error.resultCode)?.goHome === true;
}

export interface BookingRequestOptions {
  readonly query?: QueryParams;
  /** POST, PUT and PATCH: sent as JSON. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key). */
  readonly headers?: Readonly<Record<string, string>>;
}

// How far this device's clock is behind the server's, learnt from a refused signature's answer.
let clockOffsetMs = 0;

/**
 * Signs a call with the session's key (decision 044). The signing code loads with the first
 * booking call, not with the page.
 */
function signer(key: string): NonNullable<ApiGetOptions['sign']> {
  return async ({ method, url, body }) => {
    const { signRequest } = await import('@skybook/domain/request-signature');
    return signRequest({ key, method, url, body, now: new Date(Date.now() + clockOffsetMs) });
  };
}

/** The server's clock in a REQUEST_SIGNATURE_EXPIRED answer (epoch seconds), if that is what it is. */
function serverTimeOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.errorCode !== 'REQUEST_SIGNATURE_EXPIRED') return undefined;
  const details = error.envelope?.details as { serverTime?: unknown } | undefined;
  return typeof details?.serverTime === 'number' ? details.serverTime : undefined;
}

/**
 * Runs a signed call; when it is refused as signed at the wrong time (this device's clock is
 * off), runs it once more signed on the server's clock, which the refusal gave.
 */
export async function onServerClock<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const serverTime = serverTimeOf(error);
    if (serverTime === undefined) throw error;
    clockOffsetMs = serverTime * 1000 - Date.now();
    return call();
  }
}

/**
 * The session's id and signer for a call that names the session without needing it live
 * (PATCH payment/status: the gateway's page may outlast it); nothing without a session here.
 */
export function sessionCredentials(): Pick<ApiGetOptions, 'headers' | 'sign'> {
  const { sessionId, session } = useBookingSession.getState();
  if (sessionId === null || !session) return {};
  return { headers: { [SESSION_ID_HEADER]: sessionId }, sign: signer(session.signingKey) };
}

/** Ends the session `sessionId` as expired, unless another one has replaced it meanwhile. */
function expireSession(sessionId: string | null): void {
  const store = useBookingSession.getState();
  if (store.sessionId === sessionId) store.endSession('expired');
}

/**
 * Calls a booking endpoint with the live session's id in `x-session-id`, signed with its key,
 * slides the stored expiry to the answer's `x-session-expiry`, and parses the answer with the
 * contract's schema. A call refused as signed at the wrong time (this device's clock is off) is
 * signed again once on the server's clock.
 *
 * @throws ApiError SESSION_EXPIRED without a request when there is no live session here; the
 *   server's error otherwise. Either way a lost session has been ended as expired first.
 */
export async function bookingRequest<Schema extends z.ZodType>(
  method: ApiMethod,
  path: string,
  schemaSource: SchemaSource<Schema>,
  options: BookingRequestOptions = {},
): Promise<z.output<Schema>> {
  const state = useBookingSession.getState();
  const { sessionId } = state;
  const key = state.session?.signingKey;
  if (sessionId === null || key === undefined || !isSessionLive(state, Date.now())) {
    expireSession(sessionId);
    // The answer the server would give without a usable session.
    throw new ApiError(410, 'SESSION_EXPIRED', i18n.t('bookingSession:expired.message'));
  }
  const common = {
    ...(options.query ? { query: options.query } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    headers: { ...options.headers, [SESSION_ID_HEADER]: sessionId },
    sign: signer(key),
    onResponse: (headers: Headers) => {
      const expiry = Number(headers.get(SESSION_EXPIRY_HEADER) ?? Number.NaN);
      const store = useBookingSession.getState();
      if (Number.isInteger(expiry) && store.sessionId === sessionId) store.touch(expiry);
    },
  };
  try {
    return await onServerClock(() =>
      method === 'GET'
        ? apiGet(path, schemaSource, common)
        : apiRequest(method, path, schemaSource, { ...common, body: options.body }),
    );
  } catch (error) {
    if (isSessionLossError(error)) expireSession(sessionId);
    throw error;
  }
}

/**
 * Opens the booking session for the chosen fares (POST session-booking) and keeps it, replacing
 * any earlier one. `bookingKeys` in travel order: departure then return, or one per leg.
 */
export async function openBookingSession(
  tripType: TripType,
  bookingKeys: readonly string[],
  signal?: AbortSignal,
): Promise<BookingSessionDto> {
  const session = await apiPost(SESSION_PATH, loadSessionSchema, {
    body: { tripType, bookingKeys },
    ...(signal ? { signal } : {}),
  });
  useBookingSession.getState().openSession(session);
  return session;
}

/**
 * Asks the server for the live session again (GET session-booking): proves it still knows it,
 * slides its expiry and refreshes what the store holds of it.
 */
export async function refreshBookingSession(signal?: AbortSignal): Promise<BookingSessionDto> {
  const session = await bookingRequest('GET', SESSION_PATH, loadSessionSchema, signal ? { signal } : {});
  const store = useBookingSession.getState();
  if (store.sessionId === session.sessionId) store.openSession(session);
  return session;
}
