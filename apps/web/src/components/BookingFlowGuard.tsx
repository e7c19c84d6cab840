import type {
  BookingSessionDto,
  BOOKING_SESSION_TTL_MINUTES as CONTRACT_TTL_MINUTES,
} from '@skybook/contracts/booking-session';
import { IDLE_TIMEOUT_MS } from '@skybook/domain/constants';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { refreshBookingSession } from '../lib/booking-api';
import { useHydrated } from '../lib/use-hydrated';
import { sitePath, useCurrentLanguage } from '../lib/site-path';
import { useIdleTimer } from '../lib/use-idle-timer';
import { isSessionLive, useBookingSession } from '../stores/booking-session';

// The contract's value, checked by type (its module would bring zod into every booking page).
const SESSION_TTL_MS = (30 satisfies typeof CONTRACT_TTL_MINUTES) * 60_000;
/** An active traveller's session is slid on the server at most once per this long (keep-alive). */
const KEEP_ALIVE_EVERY_MS = 5 * 60_000;

/** Ends the stored session as expired when it is past its expiry now. */
function expireIfPast(): void {
  const state = useBookingSession.getState();
  if (state.sessionId !== null && !isSessionLive(state, Date.now())) state.endSession('expired');
}

export interface BookingFlowGuardProps {
  /** The page; as a function it receives the live session. */
  readonly children: ReactNode | ((session: BookingSessionDto) => ReactNode);
}

/**
 * Wraps a booking-flow page (/passengers, /select-service, /payment-methods), requirements §4:
 * - without a session it sends the traveller home (a session that expired raises the
 *   session-expired notice instead: SessionExpiredDialog goes home and says so);
 * - on mount it asks the server for the session, which proves it is still known there and
 *   slides its expiry; activity slides it again every few minutes, so only idleness expires it;
 * - the idle timer: 25 minutes without activity end the session as expired; so does the
 *   server-given expiry passing. Leaving the page cancels both.
 */
export function BookingFlowGuard({ children }: BookingFlowGuardProps) {
  const language = useCurrentLanguage();
  const hydrated = useHydrated();
  const sessionId = useBookingSession((state) => state.sessionId);
  const expiryMs = useBookingSession((state) => state.expiryMs);
  const session = useBookingSession((state) => state.session);
  const expiredNotice = useBookingSession((state) => state.expiredNotice);
  const endSession = useBookingSession((state) => state.endSession);
  const refreshing = useRef(false);

  // Before the first paint: a stored session already past its expiry never shows its page.
  useLayoutEffect(() => {
    if (sessionId === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      const left = (expiryMs ?? 0) - Date.now();
      if (left > 0) timer = setTimeout(watch, left);
      else expireIfPast();
    };
    watch();
    return () => {
      clearTimeout(timer);
    };
  }, [sessionId, expiryMs]);

  useEffect(() => {
    if (sessionId === null) return undefined;
    const controller = new AbortController();
    // A lost session ends itself in bookingRequest; other failures are the page's to show.
    refreshBookingSession(controller.signal).catch(() => undefined);
    return () => {
      controller.abort();
    };
  }, [sessionId]);

  useIdleTimer({
    timeoutMs: IDLE_TIMEOUT_MS,
    onIdle: () => {
      endSession('expired');
    },
    onActivity: () => {
      const state = useBookingSession.getState();
      if (refreshing.current || state.expiryMs === null || !isSessionLive(state, Date.now())) return;
      if (state.expiryMs - Date.now() > SESSION_TTL_MS - KEEP_ALIVE_EVERY_MS) return;
      refreshing.current = true;
      refreshBookingSession()
        .catch(() => undefined)
        .finally(() => {
          refreshing.current = false;
        });
    },
  });

  // Prerendering (scripts/prerender.mjs) knows no traveller: the page's frame only, which is also
  // what the browser's first render hydrates.
  if (!hydrated) return null;
  if (sessionId === null || session === null) {
    // An expired session's way home is SessionExpiredDialog's, with the notice.
    return expiredNotice ? null : <Navigate to={sitePath(language)} replace />;
  }
  return typeof children === 'function' ? children(session) : children;
}
