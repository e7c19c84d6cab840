import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { useBookingSession } from '../../stores/booking-session';
import { bookingSessionFixture, TEST_SESSION_ID } from '../../test/booking-session.fixture';
import { fetchUrl } from '../../test/payment.fixture';
import { bookingFlowPayer, manageGrantPayer, type StoredManageGrant } from './payer';

const answer = z.object({ ok: z.boolean() });

describe('the payment payers', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const headersOfCall = (index: number) => new Headers(fetchMock.mock.calls[index]?.[1]?.headers);

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('pays in the booking flow as the live session, and comes back to its confirmation with the locator', async () => {
    const session = bookingSessionFixture();
    useBookingSession.getState().openSession(session);
    await bookingFlowPayer.request('GET', '/booking/api/v1/payment/methods-by-bookingKey', answer);
    expect(headersOfCall(0).get('x-session-id')).toBe(TEST_SESSION_ID);
    expect(headersOfCall(0).get('x-signature')).toMatch(/^[\w-]{43}$/);
    const status = bookingFlowPayer.statusCredentials();
    expect(status.headers).toEqual({ 'x-session-id': TEST_SESSION_ID });
    // The status call is signed with the session's key too, even once the session has ended.
    expect(await status.sign?.({ method: 'PATCH', url: '/p', body: '{}' })).toHaveProperty('x-signature');
    expect(bookingFlowPayer.confirmationPage('ABC234', 'p1')).toBe(
      'payment-confirmation?locator=ABC234&paymentId=p1',
    );
    expect(bookingFlowPayer.backPage).toBe('select-service');
  });

  it('pays in manage booking as the grant read at each call, so a refreshed grant is the one sent', async () => {
    let stored: StoredManageGrant | null = {
      grant: 'first.grant',
      expiresAt: '2099-01-01T00:00:00.000Z',
      reservationKey: 'res-1',
    };
    const payer = manageGrantPayer({ read: () => stored }, 'res-1');
    await payer.request('POST', '/booking/api/v1/payment', answer, {
      body: { a: 1 },
      headers: { 'idempotency-key': 'k' },
    });
    expect(headersOfCall(0).get('x-manage-grant')).toBe('first.grant');
    expect(headersOfCall(0).get('idempotency-key')).toBe('k');
    expect(headersOfCall(0).has('x-session-id')).toBe(false);
    stored = { ...stored, grant: 'second.grant' };
    await payer.request('GET', '/booking/api/v1/payment/methods-by-bookingKey', answer, {
      query: { languageId: 'vi' },
    });
    expect(fetchUrl(fetchMock.mock.calls[1]?.[0] ?? '')).toBe(
      '/booking/api/v1/payment/methods-by-bookingKey?languageId=vi',
    );
    expect(headersOfCall(1).get('x-manage-grant')).toBe('second.grant');
    expect(payer.confirmationPage('ABC234', 'p1')).toBe('my/payment-confirmation?paymentId=p1');
    expect(payer.backPage).toBe('my/booking-detail/res-1');
    expect(payer.methodsPage).toBe('my/payment-methods');

    // Without a grant nothing is sent: the traveller must find the booking again.
    stored = null;
    await expect(payer.request('GET', '/x', answer)).rejects.toMatchObject({
      errorCode: 'MANAGE_GRANT_EXPIRED',
    });
    await expect(payer.request('GET', '/x', answer)).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(payer.statusCredentials()).toEqual({ headers: {} });
  });
});
