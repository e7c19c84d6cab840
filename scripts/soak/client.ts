// The soak's HTTP client: every call is timed and recorded under its operation's name with its
// status (0 when no answer came), and a 5xx keeps what was asked and answered for the report.
import type { BookingSessionDto } from '@skybook/contracts/booking-session';
import { signRequest } from '@skybook/domain/request-signature';
import { travellerAddress } from '../bench/booking-session';
import type { SoakRecorder } from './report';

export const API = '/booking/api/v1';
/** apps/server/src/plugins/test-clock.ts: the server's "now" for one request when TEST_CLOCK is on. */
export const TEST_NOW_HEADER = 'x-test-now';

export interface Answer<T> {
  status: number;
  /** The JSON body of a 2xx answer; undefined otherwise. */
  body: T | undefined;
}

export interface CallOptions {
  headers?: Record<string, string>;
  body?: unknown;
  /** The booking session the call names: sent in x-session-id and signed with its key, as the web does. */
  session?: Pick<BookingSessionDto, 'sessionId' | 'signingKey'>;
}

/**
 * How long one call may take before it counts as failed: beyond the server's own bounds (a booking
 * answers by BOOKING_GATEWAY_TIMEOUT_MS, 25 s; a gateway call waits PAYMENT_GATEWAY_TIMEOUT_MS, 30 s).
 */
const TIMEOUT_MS = 60_000;
/** How much of a 5xx body the report keeps. */
const KEPT_BODY = 2000;

export class SoakClient {
  constructor(
    readonly baseUrl: string,
    private readonly recorder: SoakRecorder,
    private readonly clock: () => number,
  ) {}

  async call<T>(op: string, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const started = this.clock();
    // Each call from a traveller of its own (x-forwarded-for, the server trusts its proxy), as the
    // live site's many travellers are: the per-client limits and the proof-of-work threshold
    // (decision 045) are for one client's flood, which the soak is not.
    const headers: Record<string, string> = {
      'accept-language': 'en',
      ...travellerAddress(),
      ...options.headers,
    };
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const url = `${this.baseUrl}${path}`;
    if (options.session) {
      headers['x-session-id'] = options.session.sessionId;
      Object.assign(
        headers,
        await signRequest({ key: options.session.signingKey, method, url, body, now: new Date() }),
      );
    }
    const request = `${method} ${path} ${JSON.stringify(headers)}${body === undefined ? '' : ` ${body}`}`;
    try {
      const response = await fetch(url, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      this.recorder.record(op, response.status, this.clock() - started, {
        request,
        body: text.slice(0, KEPT_BODY),
      });
      const json = response.ok && text !== '' && response.headers.get('content-type')?.includes('json');
      return { status: response.status, body: json ? (JSON.parse(text) as T) : undefined };
    } catch (error) {
      this.recorder.record(op, 0, this.clock() - started, { request, body: String(error) });
      return { status: 0, body: undefined };
    }
  }
}
