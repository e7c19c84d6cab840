import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingSessionFixture, TEST_SESSION_ID } from '../test/booking-session.fixture';
import {
  BOOKING_SESSION_STORAGE_KEY,
  BOOKING_SESSION_VERSION,
  isSessionLive,
  migrateBookingSession,
  useBookingSession,
} from './booking-session';

const NOW = new Date('2099-01-01T00:00:00Z').getTime();

function stored(): Record<string, unknown> | undefined {
  return (
    JSON.parse(localStorage.getItem(BOOKING_SESSION_STORAGE_KEY) ?? '{}') as {
      state?: Record<string, unknown>;
    }
  ).state;
}

describe('the booking session store', () => {
  beforeAll(async () => {
    // Let a save started while the module loaded (on real timers) finish first.
    await new Promise((resolve) => setTimeout(resolve, 600));
  });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    useBookingSession.getState().endSession('reset');
    useBookingSession.getState().dismissExpiredNotice();
    vi.runAllTimers();
    localStorage.clear();
  });

  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('keeps an opened session with its expiry in milliseconds', () => {
    const session = bookingSessionFixture({ expiry: NOW / 1000 + 1800 });
    useBookingSession.getState().openSession(session);
    const state = useBookingSession.getState();
    expect(state).toMatchObject({ sessionId: TEST_SESSION_ID, expiryMs: NOW + 1_800_000, session });
    expect(isSessionLive(state, NOW + 1_799_999)).toBe(true);
    expect(isSessionLive(state, NOW + 1_800_000)).toBe(false);
  });

  it('is not live without a session', () => {
    expect(isSessionLive(useBookingSession.getState(), NOW)).toBe(false);
    expect(isSessionLive({ sessionId: TEST_SESSION_ID, expiryMs: null }, NOW)).toBe(false);
  });

  it('slides the expiry to what the server says, in seconds, and ignores it without a session', () => {
    useBookingSession.getState().touch(NOW / 1000 + 60);
    expect(useBookingSession.getState().expiryMs).toBeNull();
    useBookingSession.getState().openSession(bookingSessionFixture({ expiry: NOW / 1000 + 60 }));
    useBookingSession.getState().touch(NOW / 1000 + 1800);
    expect(useBookingSession.getState().expiryMs).toBe(NOW + 1_800_000);
    expect(useBookingSession.getState().session?.expiry).toBe(NOW / 1000 + 1800);
  });

  it('raises the expired notice when a session expires, and not when it is reset or was none', () => {
    useBookingSession.getState().endSession('expired');
    expect(useBookingSession.getState().expiredNotice).toBe(false);

    useBookingSession.getState().openSession(bookingSessionFixture());
    useBookingSession.getState().endSession('reset');
    expect(useBookingSession.getState()).toMatchObject({ sessionId: null, expiredNotice: false });

    useBookingSession.getState().openSession(bookingSessionFixture());
    useBookingSession.getState().endSession('expired');
    expect(useBookingSession.getState()).toMatchObject({
      sessionId: null,
      expiryMs: null,
      session: null,
      expiredNotice: true,
    });
    useBookingSession.getState().dismissExpiredNotice();
    expect(useBookingSession.getState().expiredNotice).toBe(false);
  });

  it('drops the notice when a new session opens', () => {
    useBookingSession.getState().openSession(bookingSessionFixture());
    useBookingSession.getState().endSession('expired');
    useBookingSession.getState().openSession(bookingSessionFixture());
    expect(useBookingSession.getState().expiredNotice).toBe(false);
  });

  it('saves the session (not the notice) at most once per 500 ms, and clears it when it ends', () => {
    useBookingSession.getState().openSession(bookingSessionFixture({ expiry: NOW / 1000 + 60 }));
    useBookingSession.getState().touch(NOW / 1000 + 1800);
    vi.advanceTimersByTime(499);
    expect(stored()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(stored()).toMatchObject({ sessionId: TEST_SESSION_ID, expiryMs: NOW + 1_800_000 });
    expect(stored()).not.toHaveProperty('expiredNotice');

    useBookingSession.getState().endSession('expired');
    vi.advanceTimersByTime(500);
    expect(stored()).toEqual({ sessionId: null, expiryMs: null, session: null });
  });

  it('reads a saved session back, and forgets one saved in an unknown shape', async () => {
    const session = bookingSessionFixture();
    localStorage.setItem(
      BOOKING_SESSION_STORAGE_KEY,
      JSON.stringify({
        state: { sessionId: session.sessionId, expiryMs: session.expiry * 1000, session },
        version: BOOKING_SESSION_VERSION,
      }),
    );
    await useBookingSession.persist.rehydrate();
    expect(useBookingSession.getState()).toMatchObject({ sessionId: session.sessionId, session });
    expect(migrateBookingSession({ sessionId: 'x' }, BOOKING_SESSION_VERSION + 1)).toEqual({
      sessionId: null,
      expiryMs: null,
      session: null,
    });
  });
});
