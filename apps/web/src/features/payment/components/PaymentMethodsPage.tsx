import type { LegalContentKey } from '@skybook/contracts/legal-content';
import type { Language } from '@skybook/domain/languages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { restoreCart, trackBeginCheckout, type CartFlight } from '../../../lib/cart-analytics';
import { isGrantRefused } from '../../../lib/manage-request';
import { hasStoredLogin } from '../../../lib/member-session';
import { sitePath } from '../../../lib/site-path';
import type { CreatedBooking } from '../../../stores/booking-creation';
import { useBookingDraft } from '../../../stores/booking-draft';
import { usePaymentForm } from '../../../stores/payment-form';
import { usePaymentMethods } from '../api/payment-methods';
import { usePaymentPayer } from '../payer';
import { BookingSummary } from './BookingSummary';
import { MethodList } from './MethodList';
import { PaymentDetails } from './PaymentDetails';
import { PointsRedemption } from './PointsRedemption';
import { TermsDialog } from './TermsDialog';
import '../payment.css';

export interface PaymentMethodsPageProps {
  /**
   * The booking the flow just made. Left out in manage booking, where the payer's grant names
   * the booking (and the booking flow's draft is not this booking's).
   */
  readonly booking?: CreatedBooking;
  readonly language: Language;
}

/** The flights of the draft as the cart funnel's items (the cart is empty after a reload). */
function cartFlightsOfDraft(): CartFlight[] {
  const { selectedFares, departurePlace, arrivalPlace } = useBookingDraft.getState();
  const flights: CartFlight[] = [];
  for (const direction of ['departure', 'return'] as const) {
    const fare = selectedFares[direction];
    if (!fare) continue;
    const [from, to] =
      direction === 'departure' ? [departurePlace, arrivalPlace] : [arrivalPlace, departurePlace];
    flights.push({
      direction,
      journeyKey: fare.journeyKey,
      route: `${from ?? ''}-${to ?? ''}`,
      fareFamily: fare.family,
      totalAmount: fare.totalAmount,
      currency: fare.currency,
    });
  }
  return flights;
}

/**
 * /payment-methods and /my/payment-methods (requirements §2): the booking being paid (or its
 * balance due), the methods it can be paid with (grouped, each with its fee), the chosen method's
 * details and Pay, as the payer of the context (the booking session, or a manage grant).
 */
export function PaymentMethodsPage({ booking, language }: PaymentMethodsPageProps) {
  const { t } = useTranslation('payment');
  const payer = usePaymentPayer();
  const methods = usePaymentMethods(payer, booking?.locator ?? null, language);
  const selected = usePaymentForm((state) => state.methodSelect);
  const chooseMethod = usePaymentForm((state) => state.chooseMethod);
  const [termsKey, setTermsKey] = useState<LegalContentKey | null>(null);

  useEffect(() => {
    if (!booking) return;
    restoreCart(cartFlightsOfDraft());
    trackBeginCheckout({ amount: booking.remaining, currency: booking.currency });
  }, [booking]);

  if (methods.isPending) return <p role="status">{t('methods.loading')}</p>;
  if (methods.isError) {
    if (isGrantRefused(methods.error)) {
      // The grant no longer opens the booking: find it again (a fresh grant).
      return (
        <div className="pay-error" role="alert">
          <p>{t('manage.grantExpired')}</p>
          <Link to={sitePath(language, 'my/search-booking')} className={buttonClassName('secondary')}>
            {t('manage.findAgain')}
          </Link>
        </div>
      );
    }
    return (
      <div className="pay-error" role="alert">
        <p>{methods.error instanceof ApiError ? methods.error.message : t('methods.loadFailed')}</p>
        <Button
          variant="secondary"
          onPress={() => {
            void methods.refetch();
          }}
        >
          {t('methods.retry')}
        </Button>
      </div>
    );
  }

  const { payments, reservation } = methods.data;
  if (reservation.status !== 'Unpaid' && !reservation.balanceDue) {
    return (
      <div className="pay-error" role="alert">
        <p>{reservation.status === 'Paid' ? t('methods.alreadyPaid') : t('methods.cancelled')}</p>
        {payer.kind === 'manage' ? (
          <Link to={sitePath(language, payer.backPage)} className={buttonClassName('secondary')}>
            {t('manage.backToBooking')}
          </Link>
        ) : (
          <Link to={sitePath(language)} className={buttonClassName('secondary')}>
            {t('confirmation.home')}
          </Link>
        )}
      </div>
    );
  }
  const method = payments.find((each) => each.identifier === selected && each.isAvailable) ?? null;
  return (
    <div className="pay-layout">
      <div className="pay-layout__main">
        {/* Points are a signed-in member's, on a booking not paid yet; a guest makes no member request. */}
        {hasStoredLogin() && !reservation.balanceDue ? (
          <PointsRedemption payer={payer} locator={booking?.locator ?? null} language={language} />
        ) : null}
        <MethodList
          methods={payments}
          selected={method?.identifier ?? null}
          onSelect={(chosen) => {
            chooseMethod(chosen.group, chosen.identifier);
          }}
          language={language}
        />
        {method ? (
          <PaymentDetails
            key={method.identifier}
            method={method}
            locator={reservation.locator}
            language={language}
            holdExpiresAt={reservation.holdExpiresAt}
            holdTimeZone={reservation.holdTimeZone}
            onReadTerms={setTermsKey}
          />
        ) : (
          <p className="pay-note">{t('methods.choose')}</p>
        )}
        <Link to={sitePath(language, payer.backPage)} className="text-link">
          {payer.kind === 'manage' ? t('manage.backToBooking') : t('methods.back')}
        </Link>
      </div>
      <BookingSummary
        locator={reservation.locator}
        holdExpiresAt={reservation.holdExpiresAt}
        holdTimeZone={reservation.holdTimeZone}
        currency={reservation.remaining.currency}
        remaining={reservation.remaining.totalAmount}
        pointsDiscount={reservation.pointsDiscount}
        isBalanceDue={reservation.balanceDue}
        fee={method?.fee.totalAmount ?? 0}
        language={language}
      />
      <TermsDialog
        name={termsKey}
        language={language}
        onClose={() => {
          setTermsKey(null);
        }}
      />
    </div>
  );
}
