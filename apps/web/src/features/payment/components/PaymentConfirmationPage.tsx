import type { PaymentDto, PaymentStatusResponse } from '@skybook/contracts/payment';
import { AIRLINE_TIME_ZONE } from '@skybook/domain/clock';
import { formatDateTime } from '@skybook/domain/date-format';
import { PAY_LATER_HOTLINE } from '@skybook/domain/error-codes';
import type { PaymentOutcome } from '@skybook/domain/payment-codes';
import type { Language } from '@skybook/domain/languages';
import { formatAmount } from '@skybook/domain/money-format';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { trackPurchase } from '../../../lib/cart-analytics';
import { isGrantRefused } from '../../../lib/manage-request';
import { sitePath } from '../../../lib/site-path';
import { itineraryFileUrl, usePaymentStatus } from '../api/payment-status';
import { isGatewayMessageKey } from '../gateway-messages';
import { usePaymentPayer } from '../payer';
import { BookingOverview } from './BookingOverview';
import '../payment.css';
import '../confirmation.css';

export interface PaymentConfirmationPageProps {
  readonly locator: string;
  readonly paymentId: string | null;
  readonly language: Language;
  /** requirements §3 isEditBooking: the payment was for a change to a booking (reported as a refund). */
  readonly isEditBooking?: boolean;
}

/** The outcome shown (requirements §4): a booking with no payment yet reads as not confirmed. */
export function outcomeOf(payment: PaymentDto | null): PaymentOutcome {
  return payment?.outcome ?? 'error';
}

/**
 * /payment-confirmation?locator&paymentId and manage booking's /my/payment-confirmation?paymentId
 * (requirements §2), as the payer of the context: settles the payment with the server (PATCH
 * payment/status) and shows its outcome — success, not confirmed, cancelled, pending, refused —
 * with the booking code, the hold deadline of an unpaid booking and a way on; then the booking
 * whole: what to do next once paid, the journeys, the passengers with their seats and extras, and
 * the price with what was charged.
 */
export function PaymentConfirmationPage({
  locator,
  paymentId,
  language,
  isEditBooking = false,
}: PaymentConfirmationPageProps) {
  const { t } = useTranslation('payment');
  const payer = usePaymentPayer();
  const status = usePaymentStatus(payer, locator, paymentId);

  // Manage booking's grant names the booking: only the booking flow needs the locator.
  if (locator === '' && payer.kind === 'booking') {
    return (
      <div className="pay-error" role="alert">
        <p>{t('confirmation.missing')}</p>
        <Link to={sitePath(language)} className={buttonClassName('secondary')}>
          {t('confirmation.home')}
        </Link>
      </div>
    );
  }
  if (status.isPending) return <p role="status">{t('confirmation.checking')}</p>;
  if (status.isError && isGrantRefused(status.error)) {
    return (
      <div className="pay-error" role="alert">
        <p>{t('manage.grantExpired')}</p>
        <Link to={sitePath(language, 'my/search-booking')} className={buttonClassName('secondary')}>
          {t('manage.findAgain')}
        </Link>
      </div>
    );
  }
  if (status.isError) {
    return (
      <div className="pay-error" role="alert">
        <p>{status.error instanceof ApiError ? status.error.message : t('confirmation.loadFailed')}</p>
        <Button
          variant="secondary"
          onPress={() => {
            void status.refetch();
          }}
        >
          {t('confirmation.checkAgain')}
        </Button>
      </div>
    );
  }
  return (
    <OutcomeView
      answer={status.data}
      language={language}
      isEditBooking={isEditBooking}
      isRefreshing={status.isFetching}
      onCheckAgain={() => {
        void status.refetch();
      }}
    />
  );
}

interface OutcomeViewProps {
  readonly answer: PaymentStatusResponse;
  readonly language: Language;
  readonly isEditBooking: boolean;
  readonly isRefreshing: boolean;
  readonly onCheckAgain: () => void;
}

function OutcomeView({ answer, language, isEditBooking, isRefreshing, onCheckAgain }: OutcomeViewProps) {
  const { t } = useTranslation('payment');
  const payer = usePaymentPayer();
  const { payment, reservation } = answer;
  const outcome = outcomeOf(payment);
  const isUnpaid = reservation.status === 'Unpaid';
  // A PL6 hold: nothing charged, the booking held until its deadline.
  const isHeld = payment?.identifier === 'PL6' && outcome === 'pending' && isUnpaid;
  const view = isHeld ? 'held' : outcome;

  useEffect(() => {
    if (outcome !== 'success' || !payment) return;
    trackPurchase({
      transactionId: reservation.locator,
      amount: payment.amount.totalAmount,
      currency: payment.amount.currency,
      isEditBooking,
    });
  }, [outcome, payment, reservation.locator, isEditBooking]);

  const messageKey = payment?.messageKey;
  const gatewayMessage = isGatewayMessageKey(messageKey)
    ? t(messageKey, { hotline: PAY_LATER_HOTLINE })
    : null;
  const { contact } = reservation;
  const pdf = itineraryFileUrl('pdf', reservation.locator, contact.lastName, contact.firstName, language);
  const isPaid = reservation.status === 'Paid';

  return (
    <div className="pay-confirmation">
      <section className={`pay-outcome pay-outcome--${outcome}`} aria-labelledby="pay-outcome-title">
        <OutcomeMark outcome={outcome} />
        <h2 id="pay-outcome-title" className="pay-outcome__title">
          {t(`outcomes.${view}.title`)}
        </h2>
        <p role={outcome === 'success' || isHeld ? 'status' : 'alert'}>{t(`outcomes.${view}.text`)}</p>
        {gatewayMessage ? <p className="pay-note">{gatewayMessage}</p> : null}
        {isPaid ? (
          <p className="pay-outcome__sent">
            {t('confirmation.emailedTo')} <strong className="pay-outcome__email">{contact.email}</strong>
          </p>
        ) : null}
        <dl className="pay-outcome__facts">
          <div>
            <dt>{t('summary.locator')}</dt>
            <dd className="pay-summary__locator">{reservation.locator}</dd>
          </div>
          <div>
            <dt>{t('confirmation.bookingStatus')}</dt>
            <dd>{t(`confirmation.statuses.${reservation.status}`)}</dd>
          </div>
          {payment ? (
            <div>
              <dt>{t('confirmation.amount')}</dt>
              <dd>{formatAmount(payment.amount.totalAmount, payment.amount.currency, language)}</dd>
            </div>
          ) : null}
          {payment?.card?.last4 ? (
            <div>
              <dt>{t('confirmation.card')}</dt>
              <dd>{t('confirmation.cardEnding', { last4: payment.card.last4 })}</dd>
            </div>
          ) : null}
          {isUnpaid ? (
            <div>
              <dt>{t('summary.heldUntil')}</dt>
              <dd>
                {formatDateTime(
                  reservation.holdExpiresAt,
                  language,
                  reservation.journeys[0]?.segments[0]?.departure.airport.timeZone ?? AIRLINE_TIME_ZONE,
                )}
              </dd>
            </div>
          ) : null}
        </dl>
        {isUnpaid ? <p className="pay-note">{t('confirmation.unpaidNote')}</p> : null}
        <div className="pay-outcome__actions">
          {isPaid ? null : (
            <a href={pdf} className={buttonClassName('secondary')} download>
              {t('confirmation.downloadPdf')}
            </a>
          )}
          {outcome === 'pending' && !isHeld ? (
            <Button variant="secondary" onPress={onCheckAgain} isPending={isRefreshing}>
              {t('confirmation.checkAgain')}
            </Button>
          ) : null}
          {outcome !== 'success' && (isUnpaid || reservation.reservationSummary.remaining > 0) ? (
            <Link to={sitePath(language, payer.methodsPage)} className={buttonClassName('primary')}>
              {t(isHeld ? 'confirmation.payNow' : 'confirmation.payAgain')}
            </Link>
          ) : null}
          {payer.kind === 'manage' ? (
            <Link
              to={sitePath(language, payer.backPage)}
              className={buttonClassName(outcome === 'success' ? 'primary' : 'ghost')}
            >
              {t('manage.backToBooking')}
            </Link>
          ) : (
            <Link
              to={sitePath(language)}
              className={buttonClassName(outcome === 'success' ? 'primary' : 'ghost')}
            >
              {t('confirmation.home')}
            </Link>
          )}
        </div>
      </section>
      {reservation.status === 'Cancel' ? null : (
        <BookingOverview reservation={reservation} payment={payment} language={language} />
      )}
    </div>
  );
}

/** A simple mark per outcome: a tick, a clock, a cross. */
function OutcomeMark({ outcome }: { readonly outcome: PaymentOutcome }) {
  const path =
    outcome === 'success'
      ? 'M14 24l7 7 13-15'
      : outcome === 'pending'
        ? 'M24 14v10l6 4'
        : 'M17 17l14 14M31 17L17 31';
  return (
    <svg
      className="pay-outcome__mark"
      viewBox="0 0 48 48"
      width="56"
      height="56"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
