import type { CurrencyCode } from '@skybook/domain/currency';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { useBookingDraft } from './booking-draft';
import { debouncedLocalStorage } from './debounced-storage';

/**
 * The booking made from the session's draft (requirements §4 booking creation), kept across reloads:
 * - the Idempotency-Key of the creation, drawn once and sent again by every retry and reload until
 *   the server has answered with the booking (design §5), so a booking is never made twice;
 * - while the server is still creating it after a gateway timeout, when the "confirming your
 *   booking" wait began, so a reload resumes the 5 s polling where it was, bounded at 120 s;
 * - the booking once made: what the payment pages show of it (no passenger details).
 */

/** What the payment pages need of the booking. */
export interface CreatedBooking {
  /** The reservation's opaque key. */
  readonly key: string;
  readonly locator: string;
  readonly status: 'Paid' | 'Unpaid' | 'Cancel';
  /** ISO instant an unpaid booking is cancelled at (6-hour hold). */
  readonly holdExpiresAt: string;
  readonly currency: CurrencyCode;
  readonly minorUnitExponent: number;
  readonly totalAmount: number;
  /** Still to pay, in `currency` minor units. */
  readonly remaining: number;
}

/** Why creation stopped without a booking. */
export interface CreationFailure {
  /** The server's requirements §8 code, or `CONFIRMATION_TIMEOUT` when 120 s of polling found nothing. */
  readonly errorCode: string;
  /** The server's translated sentence; null for our own codes (the page translates them). */
  readonly message: string | null;
}

export type CreationPhase =
  /** The creation request is to be sent (again, with the same key). */
  | 'creating'
  /** The server timed out at its gateway and goes on: the page polls the booking status. */
  | 'confirming'
  | 'failed'
  | 'done';

export interface BookingCreationSlice {
  /** The booking session the creation belongs to; another session starts afresh. */
  readonly sessionId: string | null;
  readonly idempotencyKey: string | null;
  readonly phase: CreationPhase;
  /** Epoch ms the polling began (phase `confirming`). */
  readonly confirmingSince: number | null;
  readonly booking: CreatedBooking | null;
  readonly failure: CreationFailure | null;
}

export interface BookingCreationState extends BookingCreationSlice {
  /**
   * Starts (or resumes) the creation of the session's booking: keeps the key already drawn for
   * this session, or draws one. A booking already made for the session is kept.
   */
  readonly begin: (sessionId: string) => void;
  /**
   * The server is still making the booking: poll its status. The 120 s bound counts from the
   * first time this happened for the booking, whatever reloads or resends came between.
   */
  readonly startConfirming: (nowMs: number) => void;
  /** The server knows of no creation while we poll: send it again, same key, same bound. */
  readonly resend: () => void;
  readonly succeed: (booking: CreatedBooking) => void;
  readonly fail: (failure: CreationFailure) => void;
  /** Sends the creation again with the same key (after a failure the traveller retries). */
  readonly retry: () => void;
  readonly clear: () => void;
}

export const BOOKING_CREATION_STORAGE_KEY = 'skybook.booking-creation';
export const BOOKING_CREATION_VERSION = 1;

const NOTHING: BookingCreationSlice = {
  sessionId: null,
  idempotencyKey: null,
  phase: 'creating',
  confirmingSince: null,
  booking: null,
  failure: null,
};

/** A fresh Idempotency-Key: a random UUID (the contract wants 8–255 visible characters). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function migrateBookingCreation(persisted: unknown, version: number): BookingCreationSlice {
  if (typeof persisted !== 'object' || persisted === null || version !== BOOKING_CREATION_VERSION)
    return NOTHING;
  return { ...NOTHING, ...(persisted as Partial<BookingCreationSlice>) };
}

export const useBookingCreation = create<BookingCreationState>()(
  persist(
    (set, get) => ({
      ...NOTHING,
      begin: (sessionId) => {
        const state = get();
        if (state.sessionId === sessionId) {
          if (state.phase === 'failed') set({ phase: 'creating', failure: null, confirmingSince: null });
          if (state.idempotencyKey === null && state.booking === null)
            set({ idempotencyKey: newIdempotencyKey() });
          return;
        }
        set({ ...NOTHING, sessionId, idempotencyKey: newIdempotencyKey() });
      },
      startConfirming: (nowMs) => {
        const { confirmingSince } = get();
        set({ phase: 'confirming', confirmingSince: confirmingSince ?? nowMs, failure: null });
      },
      resend: () => {
        if (get().phase === 'confirming') set({ phase: 'creating' });
      },
      succeed: (booking) => {
        // The key has done its job: a later booking of this session would be a new operation.
        set({ phase: 'done', booking, idempotencyKey: null, confirmingSince: null, failure: null });
      },
      fail: (failure) => {
        set({ phase: 'failed', failure, confirmingSince: null });
      },
      retry: () => {
        if (get().phase === 'failed') set({ phase: 'creating', failure: null, confirmingSince: null });
      },
      clear: () => {
        set(NOTHING);
      },
    }),
    {
      name: BOOKING_CREATION_STORAGE_KEY,
      version: BOOKING_CREATION_VERSION,
      migrate: migrateBookingCreation,
      storage: debouncedLocalStorage((failed) => {
        // requirements §4: a failed save is said by the alert the booking draft already has.
        if (failed) useBookingDraft.setState({ saveFailed: true });
      }),
      partialize: ({ sessionId, idempotencyKey, phase, confirmingSince, booking, failure }) => ({
        sessionId,
        idempotencyKey,
        phase,
        confirmingSince,
        booking,
        failure,
      }),
    },
  ),
);
