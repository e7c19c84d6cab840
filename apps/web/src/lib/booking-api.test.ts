import { createHash, createHmac } from 'node:crypto';
import { canonicalRequest } from '@skybook/domain/request-signature';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useBookingSession } from '../stores/booking-session';
import { bookingSessionFixture, TEST_SESSION_ID, TEST_SIGNING_KEY } from '../test/booking-session.fixture';
import { ApiError } from './api-client';
import { bookingRequest, isSessionLossError, openBookingSession, refreshBookingSession } from './booking-api';
import { loadLanguage } from './i18n';

const okSchema = z.object({ ok: z.boolean() });
const nowSeconds = () => Math.floor(Date.now() / 1000);

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown, headers: Record<string, string> = {}): void {
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers })),
  );
}

function envelope(errorCode: string) {
  return { errorCode, message: `server says ${errorCode}`, requestId: 'r-1' };
}

function sentBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
}

const sentHeaders = (call = 0) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);

describe('booking calls with the session', () => {
  beforeAll(async () => {
    await loadLanguage('en');
  });

  beforeEach(() => {
    useBookingSession.getState().openSession(bookingSessionFixture({ expiry: nowSeconds() + 600 }));
    useBookingSession.getState().dismissExpiredNotice();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    useBookingSession.getState().endSession('reset');
    useBookingSession.getState().dismissExpiredNotice();
  });

  it('sends the session id and slides the stored expiry to the answer’s', async () => {
    const expiry = nowSeconds() + 1800;
    answer(200, { ok: true }, { 'x-session-expiry': String(expiry) });
    await expect(
      bookingRequest('POST', '/booking/api/v1/x', okSchema, { body: { a: 1 }, query: { q: 'b' } }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/booking/api/v1/x?q=b');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(sentHeaders().get('x-session-id')).toBe(TEST_SESSION_ID);
    expect(useBookingSession.getState().expiryMs).toBe(expiry * 1000);
  });

  /** The signature the server expects for call `index` as it was sent, at the instant it names. */
  const expectedSignature = (index = 0) => {
    const [url, init] = fetchMock.mock.calls[index] ?? [];
    const body = typeof init?.body === 'string' ? init.body : '';
    const canonical = canonicalRequest({
      method: init?.method ?? 'GET',
      url: typeof url === 'string' ? url : '',
      timestamp: Number(sentHeaders(index).get('x-signature-timestamp')),
      bodySha256: createHash('sha256').update(body).digest('hex'),
    });
    return createHmac('sha256', Buffer.from(TEST_SIGNING_KEY, 'base64url'))
      .update(canonical)
      .digest('base64url');
  };

  it('signs each call with the session’s key over the exact URL and body sent, now', async () => {
    answer(200, { ok: true });
    await bookingRequest('POST', '/booking/api/v1/x', okSchema, {
      body: { b: 'Nguyễn', a: 1 },
      query: { z: '1', q: 'b c' },
    });
    await bookingRequest('GET', '/booking/api/v1/y', okSchema, { query: { legs: ['SGN', 'HAN'] } });
    for (const index of [0, 1]) {
      expect(sentHeaders(index).get('x-signature')).toBe(expectedSignature(index));
      expect(
        Math.abs(Number(sentHeaders(index).get('x-signature-timestamp')) - nowSeconds()),
      ).toBeLessThanOrEqual(1);
    }
  });

  it('signs once more on the server’s clock when this device’s clock is off', async () => {
    const serverTime = nowSeconds() + 3600;
    fetchMock
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({
            ...envelope('REQUEST_SIGNATURE_EXPIRED'),
            details: { serverTime, windowSeconds: 300 },
          }),
          { status: 401 },
        ),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    await expect(bookingRequest('POST', '/booking/api/v1/x', okSchema, { body: {} })).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(Math.abs(Number(sentHeaders(1).get('x-signature-timestamp')) - serverTime)).toBeLessThanOrEqual(1);
    expect(sentHeaders(1).get('x-signature')).toBe(expectedSignature(1));
    expect(useBookingSession.getState().sessionId).toBe(TEST_SESSION_ID);
  });

  it.each(['REQUEST_SIGNATURE_MISSING', 'REQUEST_SIGNATURE_INVALID'])(
    'ends the session as lost when the server answers %s: the key here is not the session’s',
    async (code) => {
      answer(403, envelope(code));
      await expect(bookingRequest('GET', '/booking/api/v1/x', okSchema)).rejects.toMatchObject({
        errorCode: code,
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(useBookingSession.getState()).toMatchObject({ sessionId: null, expiredNotice: true });
    },
  );

  it('slides the expiry on a refused call that used the session too', async () => {
    const expiry = nowSeconds() + 1700;
    answer(400, envelope('INVALID_FORM'), { 'x-session-expiry': String(expiry) });
    await expect(bookingRequest('GET', '/booking/api/v1/x', okSchema)).rejects.toMatchObject({
      errorCode: 'INVALID_FORM',
    });
    expect(useBookingSession.getState()).toMatchObject({
      sessionId: TEST_SESSION_ID,
      expiryMs: expiry * 1000,
      expiredNotice: false,
    });
  });

  it.each([
    'SESSION_EXPIRED',
    'SESSION_ID_INVALID',
    'SESSION_ID_EXPIRED',
    'SESSION_ID_GET_SESSION_DATA_FAILED',
  ])('ends the session as expired when the server answers %s', async (code) => {
    answer(401, envelope(code));
    await expect(bookingRequest('GET', '/booking/api/v1/x', okSchema)).rejects.toMatchObject({
      errorCode: code,
      message: `server says ${code}`,
    });
    expect(useBookingSession.getState()).toMatchObject({ sessionId: null, expiredNotice: true });
  });

  it.each([20001, '20004'])('ends the session on the numeric result code %s', async (code) => {
    answer(400, { code, message: 'session' });
    await expect(bookingRequest('GET', '/booking/api/v1/x', okSchema)).rejects.toBeInstanceOf(ApiError);
    expect(useBookingSession.getState()).toMatchObject({ sessionId: null, expiredNotice: true });
  });

  it('keeps the session on other failures, 20015 included', async () => {
    answer(400, { code: 20015 });
    await expect(bookingRequest('GET', '/booking/api/v1/x', okSchema)).rejects.toBeInstanceOf(ApiError);
    answer(400, envelope('INVALID_FORM'));
    await expect(bookingRequest('GET', '/booking/api/v1/x', okSchema)).rejects.toBeInstanceOf(ApiError);
    expect(useBookingSession.getState()).toMatchObject({ sessionId: TEST_SESSION_ID, expiredNotice: false });
  });

  it('refuses without a request once the session is past its expiry, as the server would', async () => {
    useBookingSession.getState().touch(nowSeconds() - 1);
    const failure = await bookingRequest('GET', '/booking/api/v1/x', okSchema).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ errorCode: 'SESSION_EXPIRED', status: 410 });
    // In the page's language, from the bookingSession namespace.
    expect(failure).toHaveProperty(
      'message',
      'Your session has expired. The data may be out of date, so please search for and choose your flights again.',
    );
    expect(isSessionLossError(failure)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useBookingSession.getState()).toMatchObject({ sessionId: null, expiredNotice: true });
  });

  it('refuses without a request, and without the notice, when there never was a session', async () => {
    useBookingSession.getState().endSession('reset');
    await expect(bookingRequest('GET', '/booking/api/v1/x', okSchema)).rejects.toMatchObject({
      errorCode: 'SESSION_EXPIRED',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useBookingSession.getState().expiredNotice).toBe(false);
  });

  it('does not end a newer session when an answer for an older one says it expired', async () => {
    const newer = bookingSessionFixture({ sessionId: 'f'.repeat(32) });
    fetchMock.mockImplementation(() => {
      useBookingSession.getState().openSession(newer);
      return Promise.resolve(new Response(JSON.stringify(envelope('SESSION_ID_EXPIRED')), { status: 401 }));
    });
    await expect(bookingRequest('GET', '/booking/api/v1/x', okSchema)).rejects.toBeInstanceOf(ApiError);
    expect(useBookingSession.getState()).toMatchObject({ sessionId: newer.sessionId, expiredNotice: false });
  });

  it('opens a session for the chosen booking keys and keeps it', async () => {
    useBookingSession.getState().endSession('reset');
    const session = bookingSessionFixture({ sessionId: 'a'.repeat(32) });
    answer(201, session);
    await expect(openBookingSession('roundTrip', ['k1', 'k2'])).resolves.toEqual(session);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/booking/api/v1/session-booking');
    expect(init?.method).toBe('POST');
    expect(sentBody(init)).toEqual({ tripType: 'roundTrip', bookingKeys: ['k1', 'k2'] });
    expect(sentHeaders().has('x-session-id')).toBe(false);
    expect(useBookingSession.getState()).toMatchObject({
      sessionId: session.sessionId,
      expiryMs: session.expiry * 1000,
      session,
    });
  });

  it('asks the server for the live session again and keeps its newer description', async () => {
    const refreshed = bookingSessionFixture({ hasPassengers: true, expiry: nowSeconds() + 1800 });
    answer(200, refreshed, { 'x-session-expiry': String(refreshed.expiry) });
    await refreshBookingSession();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/booking/api/v1/session-booking');
    expect(sentHeaders().get('x-session-id')).toBe(TEST_SESSION_ID);
    expect(useBookingSession.getState().session?.hasPassengers).toBe(true);
    expect(useBookingSession.getState().expiryMs).toBe(refreshed.expiry * 1000);
  });
});
