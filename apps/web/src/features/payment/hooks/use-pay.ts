import type { CreatePaymentResponse } from '@skybook/contracts/payment';
import type { PaymentMethod } from '@skybook/contracts/payment-methods';
import type { Language } from '@skybook/domain/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { trackAddPaymentInfo } from '../../../lib/cart-analytics';
import { sitePath } from '../../../lib/site-path';
import { newIdempotencyKey } from '../../../stores/booking-creation';
import { usePaymentForm } from '../../../stores/payment-form';
import { createPayment } from '../api/create-payment';
import { paymentMethodsKey } from '../api/payment-methods';
import { usePaymentPayer, type PaymentPayer } from '../payer';
import { leavePage } from '../leave-page';
import { paymentBody } from '../payment-body';
import { trimmedBilling, type PaymentFormValues } from '../payment-form-model';

/** The confirmation page of a payment (the same the gateways send the browser back to). */
export function confirmationPath(
  payer: PaymentPayer,
  language: Language,
  locator: string,
  paymentId: string,
): string {
  return sitePath(language, payer.confirmationPage(locator, paymentId));
}

/** Only a web address may receive the browser (never `javascript:` or the like). */
function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** What POST payment answered for an instalment plan waiting on HDBank's code. */
export interface InstalmentOtpStep {
  readonly paymentId: string;
  readonly otp: NonNullable<CreatePaymentResponse['otp']>;
  /** HDBank's own page for the same code, as the way out. */
  readonly bankUrl: string | null;
}

export interface PayState {
  readonly isPaying: boolean;
  readonly error: string | null;
  /** An instalment plan waiting on HDBank's code, entered on this page; null otherwise. */
  readonly otpStep: InstalmentOtpStep | null;
  readonly pay: (method: PaymentMethod, values: PaymentFormValues) => Promise<void>;
}

/**
 * Pay: POST /payment once per press, whatever the clicks (a second press while one is in flight
 * does nothing; each attempt has its own Idempotency-Key, so a retried request is never charged
 * twice), then the gateway's page, HDBank's code on this page for an instalment plan, or the
 * confirmation when the payment settled at once.
 */
export function usePay(locator: string, language: Language): PayState {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payer = usePaymentPayer();
  const inFlight = useRef(false);
  const [isPaying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [otpStep, setOtpStep] = useState<InstalmentOtpStep | null>(null);

  const pay = async (method: PaymentMethod, values: PaymentFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    setError(null);
    if (method.kind === 'card') usePaymentForm.getState().setBilling(trimmedBilling(values.billing));
    trackAddPaymentInfo(
      { amount: method.total.totalAmount, currency: method.total.currency },
      method.identifier,
    );
    try {
      const body = await paymentBody(method, values, locator, language);
      const { payment, redirectUrl, otp } = await createPayment(payer, body, newIdempotencyKey());
      if (method.kind === 'instalment' && otp !== null && payment.outcome === 'pending') {
        // HDBank sent its code: it is entered here (its page stays the way out). Pay stays used.
        setOtpStep({
          paymentId: payment.id,
          otp,
          bankUrl: redirectUrl !== null && isWebAddress(redirectUrl) ? redirectUrl : null,
        });
        setPaying(false);
        return;
      }
      if (redirectUrl !== null && isWebAddress(redirectUrl)) {
        // The page is left: the button stays busy until it is.
        leavePage(redirectUrl);
        return;
      }
      void navigate(confirmationPath(payer, language, locator, payment.id));
    } catch (caught) {
      inFlight.current = false;
      setPaying(false);
      if (caught instanceof ApiError) {
        if (caught.errorCode === 'PRICE_CHANGED')
          void queryClient.invalidateQueries({ queryKey: paymentMethodsKey(payer) });
        setError(caught.message);
      } else setError(t('pay.failed'));
    }
  };

  return { isPaying, error, otpStep, pay };
}
