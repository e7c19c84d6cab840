import { BOOKING_STATUS_POLL_MAX_MS } from '@skybook/domain/constants';
import type { Language } from '@skybook/domain/languages';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { useCaptchaChecking } from '../../../lib/captcha-retry';
import { sitePath } from '../../../lib/site-path';
import {
  useBookingCreation,
  type CreatedBooking,
  type CreationFailure,
} from '../../../stores/booking-creation';
import { CONFIRMATION_TIMEOUT, useBookingCreationFlow } from '../hooks/use-booking-creation';
import '../booking-confirm.css';

export interface BookingCreationGateProps {
  readonly sessionId: string;
  readonly language: Language;
  /** The page to show once the booking exists. */
  readonly children: (booking: CreatedBooking) => ReactNode;
}

/** Failures another try (same key) may get past; the others need other flights or extras. */
const RETRYABLE: ReadonlySet<string> = new Set([
  CONFIRMATION_TIMEOUT,
  'REQUEST_TIMEOUT_AT_API_GATEWAY',
  'BOOKING_CREATION_TIMEOUT',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  // The security check (decision 045) did not hold: another try solves a fresh challenge.
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'CAPTCHA_EXPIRED',
]);

/** Codes the booking status reports without a sentence; the page says them. */
const FAILURE_KEYS = new Map(
  Object.entries({
    [CONFIRMATION_TIMEOUT]: 'creation.failures.CONFIRMATION_TIMEOUT',
    SOLD_OUT: 'creation.failures.SOLD_OUT',
    SEAT_UNAVAILABLE: 'creation.failures.SEAT_UNAVAILABLE',
    PRICE_CHANGED: 'creation.failures.PRICE_CHANGED',
    BOOKING_CREATION_TIMEOUT: 'creation.failures.BOOKING_CREATION_TIMEOUT',
    REQUEST_TIMEOUT_AT_API_GATEWAY: 'creation.failures.REQUEST_TIMEOUT_AT_API_GATEWAY',
  } as const),
);

/**
 * Makes the session's booking before the payment page shows (requirements §4 booking creation): a short
 * "booking your seats" note, the "confirming your booking" wait with its progress bar while the
 * server finishes after a gateway timeout, or a failure with a way back.
 */
export function BookingCreationGate({ sessionId, language, children }: BookingCreationGateProps) {
  const state = useBookingCreationFlow(sessionId);
  if (state.sessionId !== sessionId) return <CreatingNote />;
  if (state.phase === 'done' && state.booking) return children(state.booking);
  if (state.phase === 'confirming' && state.confirmingSince !== null)
    return <ConfirmingBooking since={state.confirmingSince} />;
  if (state.phase === 'failed' && state.failure)
    return <CreationFailed failure={state.failure} language={language} />;
  return <CreatingNote />;
}

/** Booking your seats; while the server's challenge is solved (decision 045), that instead. */
function CreatingNote() {
  const { t } = useTranslation('payment');
  const { t: common } = useTranslation();
  const checking = useCaptchaChecking();
  return (
    <p className="creation-note" role="status">
      {checking ? common('api.captchaChecking') : t('creation.creating')}
    </p>
  );
}

/** Whole seconds since `since`, ticking every second. */
function useElapsedMs(since: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return Math.max(0, now - since);
}

export interface ConfirmingBookingProps {
  /** Epoch ms the wait began (kept across reloads). */
  readonly since: number;
}

/** The "confirming your booking" wait: what is happening, a progress bar over the 120 s bound. */
export function ConfirmingBooking({ since }: ConfirmingBookingProps) {
  const { t } = useTranslation('payment');
  const elapsed = Math.min(useElapsedMs(since), BOOKING_STATUS_POLL_MAX_MS);
  const percent = Math.round((elapsed / BOOKING_STATUS_POLL_MAX_MS) * 100);
  return (
    <section className="creation-panel" aria-labelledby="confirming-title">
      <h2 id="confirming-title" className="creation-panel__title">
        {t('creation.confirmingTitle')}
      </h2>
      <p>{t('creation.confirmingText')}</p>
      <label className="creation-panel__label" htmlFor="confirming-progress">
        {t('creation.progressLabel')}
      </label>
      <progress
        id="confirming-progress"
        className="creation-progress"
        max={100}
        value={percent}
        aria-valuetext={t('creation.progressValue', { percent })}
      />
      <p className="creation-panel__hint">{t('creation.keepOpen')}</p>
    </section>
  );
}

interface CreationFailedProps {
  readonly failure: CreationFailure;
  readonly language: Language;
}

function CreationFailed({ failure, language }: CreationFailedProps) {
  const { t } = useTranslation('payment');
  const retry = useBookingCreation((state) => state.retry);
  const known = FAILURE_KEYS.get(failure.errorCode);
  const message = failure.message ?? (known ? t(known) : t('creation.failures.other'));
  const needsOtherFlights = failure.errorCode === 'SOLD_OUT' || failure.errorCode === 'SEAT_UNAVAILABLE';
  return (
    <section className="creation-panel creation-panel--failed" aria-labelledby="creation-failed-title">
      <h2 id="creation-failed-title" className="creation-panel__title">
        {t('creation.failedTitle')}
      </h2>
      <p role="alert">{message}</p>
      <div className="creation-panel__actions">
        <Link
          to={sitePath(language, needsOtherFlights ? 'select-flight' : 'select-service')}
          className={buttonClassName('secondary')}
        >
          {needsOtherFlights ? t('creation.backToFlights') : t('creation.backToExtras')}
        </Link>
        {RETRYABLE.has(failure.errorCode) ? <Button onPress={retry}>{t('creation.retry')}</Button> : null}
      </div>
    </section>
  );
}
