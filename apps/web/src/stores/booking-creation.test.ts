import { beforeEach, describe, expect, it } from 'vitest';
import { useBookingCreation, type CreatedBooking } from './booking-creation';

const BOOKING: CreatedBooking = {
  key: 'r-1',
  locator: 'ABC234',
  status: 'Unpaid',
  holdExpiresAt: '2026-11-25T16:00:00.000Z',
  currency: 'VND',
  minorUnitExponent: 0,
  totalAmount: 1_500_000,
  remaining: 1_500_000,
};

describe('the booking creation store', () => {
  beforeEach(() => {
    useBookingCreation.getState().clear();
  });

  it('draws one Idempotency-Key per session and keeps it through retries until the booking exists', () => {
    const store = useBookingCreation.getState();
    store.begin('s1');
    const key = useBookingCreation.getState().idempotencyKey;
    expect(key).toMatch(/^[\x21-\x7e]{8,255}$/);
    store.fail({ errorCode: 'INTERNAL_ERROR', message: null });
    store.retry();
    store.begin('s1');
    expect(useBookingCreation.getState()).toMatchObject({ phase: 'creating', idempotencyKey: key });
    store.succeed(BOOKING);
    expect(useBookingCreation.getState()).toMatchObject({
      phase: 'done',
      booking: BOOKING,
      idempotencyKey: null,
    });
    // Continuing again for the same session keeps the booking made.
    store.begin('s1');
    expect(useBookingCreation.getState()).toMatchObject({ phase: 'done', booking: BOOKING });
  });

  it('starts afresh with a new key for another session', () => {
    useBookingCreation.getState().begin('s1');
    const first = useBookingCreation.getState().idempotencyKey;
    useBookingCreation.getState().begin('s2');
    expect(useBookingCreation.getState().sessionId).toBe('s2');
    expect(useBookingCreation.getState().idempotencyKey).not.toBe(first);
  });

  it('counts the confirmation wait from its first start, across a resend', () => {
    const store = useBookingCreation.getState();
    store.begin('s1');
    store.startConfirming(1_000);
    store.resend();
    expect(useBookingCreation.getState().phase).toBe('creating');
    store.startConfirming(9_000);
    expect(useBookingCreation.getState()).toMatchObject({ phase: 'confirming', confirmingSince: 1_000 });
  });
});
