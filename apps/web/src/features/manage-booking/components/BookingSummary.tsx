import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { reservationStatement } from '@skybook/contracts/reservation-statement';
import { formatDateTime } from '@skybook/domain/date-format';
import type { Language } from '@skybook/domain/languages';
import { formatAmount } from '@skybook/domain/money-format';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { BookingActions } from './BookingActions';
import { holdTimeZone } from './booking-time';

export interface BookingSummaryProps {
  readonly reservation: ReservationDto;
  readonly language: Language;
  /** The hold's countdown reached 0: the booking is read again (the server then says Cancel). */
  readonly onHoldEnded: () => void;
}

/** The reasons a cancelled booking names that have their own sentence; any other reads "cancelled". */
function cancelReasonKey(reason: string | null): 'holdExpired' | 'cancelledByTraveller' | 'other' {
  return reason === 'holdExpired' || reason === 'cancelledByTraveller' ? reason : 'other';
}

/**
 * The booking at a glance (requirements §4 booking status): its code, Paid / Unpaid / Cancel,
 * an unpaid booking's deadline on the departure airport's clock with a live countdown, a
 * cancelled one's reason, what is left to pay, and what the traveller can do with it.
 */
export function BookingSummary({ reservation, language, onHoldEnded }: BookingSummaryProps) {
  const { t } = useTranslation('manageBooking');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { status } = reservation;
  const remaining = Math.max(0, reservationStatement(reservation).remaining);
  return (
    <section className="mb-card mb-summary" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mb-card__title">
        {t('detail.summaryTitle')}
      </h2>
      <dl className="mb-facts">
        <div className="mb-facts__item">
          <dt>{t('detail.locator')}</dt>
          <dd className="mb-locator">{reservation.locator}</dd>
        </div>
        <div className="mb-facts__item">
          <dt>{t('detail.status')}</dt>
          <dd>
            <span className={`mb-status mb-status--${status}`}>{t(`detail.statuses.${status}`)}</span>
          </dd>
        </div>
        {status === 'Unpaid' ? (
          <HoldFacts reservation={reservation} language={language} onHoldEnded={onHoldEnded} />
        ) : null}
        {status === 'Cancel' ? (
          <div className="mb-facts__item">
            <dt>{t('detail.cancelReason')}</dt>
            <dd>{t(`detail.cancelReasons.${cancelReasonKey(reservation.cancelledReason)}`)}</dd>
          </div>
        ) : null}
        {status !== 'Cancel' && remaining > 0 ? (
          <div className="mb-facts__item">
            <dt>{t('detail.remaining')}</dt>
            <dd className="mb-amount">{formatAmount(remaining, reservation.currency, language)}</dd>
          </div>
        ) : null}
        <div className="mb-facts__item mb-facts__item--wide">
          <dt>{t('detail.contactEmail')}</dt>
          <dd className="mb-email">{reservation.contact.email}</dd>
        </div>
      </dl>
      {status === 'Unpaid' ? <p className="mb-note">{t('detail.holdNote')}</p> : null}
      <BookingActions
        reservation={reservation}
        language={language}
        remaining={remaining}
        onCancelDialogClosed={() => {
          // After the modal has given the focus back to its trigger, which is gone by then.
          setTimeout(() => {
            headingRef.current?.focus();
          }, 0);
        }}
      />
    </section>
  );
}

interface HoldFactsProps {
  readonly reservation: ReservationDto;
  readonly language: Language;
  readonly onHoldEnded: () => void;
}

/** An unpaid booking's deadline and the time left, read out when it runs out. */
function HoldFacts({ reservation, language, onHoldEnded }: HoldFactsProps) {
  const { t } = useTranslation('manageBooking');
  const left = useCountdown(reservation.holdExpiresAt);
  const hasEnded = left === 0;
  const told = useRef(false);
  useEffect(() => {
    if (!hasEnded || told.current) return;
    told.current = true;
    onHoldEnded();
  }, [hasEnded, onHoldEnded]);
  return (
    <>
      <div className="mb-facts__item mb-facts__item--wide">
        <dt>{t('detail.heldUntil')}</dt>
        <dd>{formatDateTime(reservation.holdExpiresAt, language, holdTimeZone(reservation))}</dd>
      </div>
      <div className="mb-facts__item">
        <dt>{t('detail.timeLeft')}</dt>
        {/* A timer is not read out every second (role timer is aria-live off); its end is. */}
        <dd>
          <span role="timer" className="mb-countdown">
            {formatCountdown(left)}
          </span>
          <span role="status" className="mb-countdown__ended">
            {hasEnded ? t('detail.holdExpired') : ''}
          </span>
        </dd>
      </div>
    </>
  );
}
