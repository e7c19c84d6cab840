import { BOOKING_STATUS_POLL_INTERVAL_MS, BOOKING_STATUS_POLL_MAX_TRIES } from '@skybook/domain/constants';
import { NO_STATUS_POLLING_METHOD_ID } from '@skybook/domain/payment-codes';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useBookingCreation, type BookingCreationSlice } from '../../../stores/booking-creation';
import { usePaymentForm } from '../../../stores/payment-form';
import { createReservation, getBookingCreationStatus } from '../api/reservations';
import { toCreatedBooking } from '../created-booking';

/** Our code for 120 s of polling that found no booking. */
export const CONFIRMATION_TIMEOUT = 'CONFIRMATION_TIMEOUT';

/** Answers meaning the booking is being (or has been) made by an earlier request: ask its status. */
const ASK_STATUS_CODES: ReadonlySet<string> = new Set([
  'IDEMPOTENCY_REQUEST_IN_PROGRESS',
  'BOOKING_IN_PROGRESS',
  'RESERVATION_EXISTS',
]);

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * Sends the creation (phase `creating`) with the stored key and files its answer: the booking;
 * on a gateway timeout (500 REQUEST_TIMEOUT_AT_API_GATEWAY) the polling phase, except for the
 * PL6 pay-later method (requirements §4); a failure otherwise.
 */
async function sendCreation(idempotencyKey: string, signal: AbortSignal): Promise<void> {
  const store = useBookingCreation.getState();
  try {
    const { reservation } = await createReservation(idempotencyKey, signal);
    store.succeed(toCreatedBooking(reservation));
  } catch (error) {
    if (isAbort(error, signal)) return;
    if (!(error instanceof ApiError)) {
      store.fail({ errorCode: 'INTERNAL_ERROR', message: null });
      return;
    }
    const noPolling = usePaymentForm.getState().methodSelect === NO_STATUS_POLLING_METHOD_ID;
    if (error.errorCode === 'REQUEST_TIMEOUT_AT_API_GATEWAY' && !noPolling) {
      store.startConfirming(Date.now());
      return;
    }
    if (ASK_STATUS_CODES.has(error.errorCode)) {
      store.startConfirming(Date.now());
      return;
    }
    store.fail({ errorCode: error.errorCode, message: error.message });
  }
}

/**
 * One status poll: the booking once made, a failure when creation failed on the server, or (null)
 * keep waiting. A server that never heard of the creation (`none`) gets it again, same key.
 */
async function pollOnce(signal: AbortSignal): Promise<'wait' | 'settled'> {
  const store = useBookingCreation.getState();
  const answer = await getBookingCreationStatus(signal);
  if (answer.reservation && !answer.status.newBookingProcessing) {
    store.succeed(toCreatedBooking(answer.reservation));
    return 'settled';
  }
  if (answer.status.state === 'failed') {
    store.fail({ errorCode: answer.status.errorCode ?? 'BOOKING_CREATION_TIMEOUT', message: null });
    return 'settled';
  }
  if (answer.status.state === 'none') {
    store.resend();
    return 'settled';
  }
  return 'wait';
}

/**
 * Polls the booking status every 5 s from `since` until the booking exists, creation fails, or
 * 24 polls (120 s) have found nothing (requirements §4, §9). Resumes on the same schedule after a reload.
 */
function startPolling(since: number, signal: AbortSignal): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
  });
  const timedOut = () => {
    useBookingCreation.getState().fail({ errorCode: CONFIRMATION_TIMEOUT, message: null });
  };
  /** Waits for poll number `try` (1 at 5 s, … 24 at 120 s after `since`). */
  const schedule = () => {
    const elapsed = Math.max(0, Date.now() - since);
    const next = Math.floor(elapsed / BOOKING_STATUS_POLL_INTERVAL_MS) + 1;
    if (next > BOOKING_STATUS_POLL_MAX_TRIES) {
      timedOut();
      return;
    }
    timer = setTimeout(
      () => {
        void tick(next);
      },
      next * BOOKING_STATUS_POLL_INTERVAL_MS - elapsed,
    );
  };
  const tick = async (attempt: number) => {
    let outcome: 'wait' | 'settled' = 'wait';
    try {
      outcome = await pollOnce(signal);
    } catch (error) {
      if (isAbort(error, signal)) return;
      // A lost session has ended the flow already (bookingRequest); anything else is retried.
      if (error instanceof ApiError && error.errorCode === 'SESSION_EXPIRED') return;
    }
    if (outcome === 'settled' || signal.aborted) return;
    if (attempt >= BOOKING_STATUS_POLL_MAX_TRIES) timedOut();
    else schedule();
  };
  schedule();
}

/**
 * Makes the booking of `sessionId` from its draft and keeps it in the booking-creation store:
 * sends the creation once per key, polls while the server is still making it, and resumes either
 * after a reload. Returns the store's state for this session.
 */
export function useBookingCreationFlow(sessionId: string): BookingCreationSlice {
  const state = useBookingCreation();
  const { phase, idempotencyKey, confirmingSince } = state;
  const isMine = state.sessionId === sessionId;

  useEffect(() => {
    useBookingCreation.getState().begin(sessionId);
  }, [sessionId]);

  useEffect(() => {
    if (!isMine || phase !== 'creating' || idempotencyKey === null) return undefined;
    const controller = new AbortController();
    void sendCreation(idempotencyKey, controller.signal);
    return () => {
      controller.abort();
    };
  }, [isMine, phase, idempotencyKey]);

  useEffect(() => {
    if (!isMine || phase !== 'confirming' || confirmingSince === null) return undefined;
    const controller = new AbortController();
    startPolling(confirmingSince, controller.signal);
    return () => {
      controller.abort();
    };
  }, [isMine, phase, confirmingSince]);

  return state;
}
