import type { BookingSessionDto } from '@skybook/contracts/booking-session';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useBookingDraft } from './booking-draft';
import { createDebouncedStorage } from './debounced-storage';

/** requirements §3 Session: the server-side booking session the chosen flights opened. */
export interface BookingSessionSlice {
  readonly sessionId: string | null;
  /** When the server forgets the session unless it is used again, epoch ms (requirements §4: given in s). */
  readonly expiryMs: number | null;
  /**
   * The session as the server last described it (journeys, passengers, documents rule…), with
   * the key its calls are signed with (decision 044).
   */
  readonly session: BookingSessionDto | null;
}

/** Why a session ends: it expired (the traveller is told), or the booking flow was left on purpose. */
export type SessionEndReason = 'expired' | 'reset';

export interface BookingSessionState extends BookingSessionSlice {
  /**
   * requirements §4 "flags expiry": a session has just expired, so the session-expired dialog shows (on
   * the home page) until dismissed. Kept in memory only: it must outlive the navigation home, not
   * a reload.
   */
  readonly expiredNotice: boolean;
  /** Keeps a session the server has just opened (or described again), replacing any other. */
  readonly openSession: (session: BookingSessionDto) => void;
  /** The server slid the session's expiry to `expirySeconds` (the `x-session-expiry` header). */
  readonly touch: (expirySeconds: number) => void;
  /** Forgets the session; an expired one raises the notice. */
  readonly endSession: (reason: SessionEndReason) => void;
  readonly dismissExpiredNotice: () => void;
}

export const BOOKING_SESSION_STORAGE_KEY = 'skybook.booking-session';
// 2: the session's signing key (in `session`) came along; a session kept without one is dropped.
export const BOOKING_SESSION_VERSION = 2;

const NO_SESSION: BookingSessionSlice = { sessionId: null, expiryMs: null, session: null };

/** A session is live while it has an id and its server-given expiry has not passed. */
export function isSessionLive(
  state: Pick<BookingSessionSlice, 'sessionId' | 'expiryMs'>,
  nowMs: number,
): boolean {
  return state.sessionId !== null && state.expiryMs !== null && nowMs < state.expiryMs;
}

/** The stored session brought up to this version; anything unrecognised means no session. */
export function migrateBookingSession(persisted: unknown, version: number): BookingSessionSlice {
  if (typeof persisted !== 'object' || persisted === null || version !== BOOKING_SESSION_VERSION)
    return NO_SESSION;
  return { ...NO_SESSION, ...(persisted as Partial<BookingSessionSlice>) };
}

export const useBookingSession = create<BookingSessionState>()(
  persist(
    (set, get) => ({
      ...NO_SESSION,
      expiredNotice: false,
      openSession: (session) => {
        set({ sessionId: session.sessionId, expiryMs: session.expiry * 1000, session, expiredNotice: false });
      },
      touch: (expirySeconds) => {
        const { sessionId, session } = get();
        if (sessionId === null || !Number.isFinite(expirySeconds)) return;
        set({
          expiryMs: expirySeconds * 1000,
          session: session ? { ...session, expiry: expirySeconds } : null,
        });
      },
      endSession: (reason) => {
        const hadSession = get().sessionId !== null;
        set({ ...NO_SESSION, ...(reason === 'expired' && hadSession ? { expiredNotice: true } : {}) });
      },
      dismissExpiredNotice: () => {
        set({ expiredNotice: false });
      },
    }),
    {
      name: BOOKING_SESSION_STORAGE_KEY,
      version: BOOKING_SESSION_VERSION,
      migrate: migrateBookingSession,
      storage: createJSONStorage(() =>
        createDebouncedStorage(
          () => window.localStorage,
          // requirements §4: a failed save is said out loud, by the alert the booking draft already has.
          () => {
            useBookingDraft.setState({ saveFailed: true });
          },
          () => undefined,
        ),
      ),
      partialize: ({ sessionId, expiryMs, session }): BookingSessionSlice => ({
        sessionId,
        expiryMs,
        session,
      }),
    },
  ),
);
