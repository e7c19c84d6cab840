import type { JourneyChangeQuote, JourneyChangesBody } from '@skybook/contracts/journey-change';
import type { CreditShell } from '@skybook/contracts/manage-booking';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { Language } from '@skybook/domain/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { restoreCart, trackPurchase, type CartFlight } from '../../../lib/cart-analytics';
import { storeReservation } from '../../../lib/managed-reservation';
import { manageNoticeState } from '../../../lib/manage-notice';
import { sitePath } from '../../../lib/site-path';
import { useApplyChange, type AppliedJourneyChange } from '../api/apply-change';
import { changeQuoteQueryKey } from '../api/change-quote';

/** Whether the server answered the attempt (a stored answer a retry with its key would replay). */
function wasAnswered(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.errorCode !== 'IDEMPOTENCY_REQUEST_IN_PROGRESS'
  );
}

async function quoteOfPriceChange(error: unknown): Promise<JourneyChangeQuote | null> {
  if (!(error instanceof ApiError) || error.errorCode !== 'PRICE_CHANGED') return null;
  const { journeyChangeQuoteSchema } = await import('@skybook/contracts/journey-change');
  const parsed = journeyChangeQuoteSchema.safeParse(error.envelope?.details?.quotation);
  return parsed.success ? parsed.data : null;
}

/** requirements §4: the purchase of a change to a booking is reported as a refund (GA4 `refund`). */
function reportChange(reservation: ReservationDto, answer: AppliedJourneyChange): void {
  const { quotation } = answer;
  const flights: CartFlight[] = quotation.journeys.flatMap((line) => {
    const journey = answer.reservation.journeys.find((candidate) => candidate.key === line.newJourneyKey);
    if (!journey || journey.direction === 'leg') return [];
    const first = journey.segments[0];
    const last = journey.segments.at(-1);
    return [
      {
        direction: journey.direction,
        journeyKey: journey.key,
        route: `${first?.departure.airport.code ?? ''}-${last?.arrival.airport.code ?? ''}`,
        fareFamily: line.fareFamily.code,
        totalAmount: line.newAmount,
        currency: reservation.currency,
      },
    ];
  });
  restoreCart(flights);
  trackPurchase({
    // The booking's own transaction: its payment page reports a paid difference under the same id.
    transactionId: reservation.locator,
    amount: quotation.amountDue + quotation.credit,
    currency: reservation.currency,
    isEditBooking: true,
  });
}

export interface ConfirmChange {
  /** Applies the change as `quote` priced it; a press while one is on its way does nothing. */
  readonly confirm: (quote: JourneyChangeQuote) => void;
  readonly isPending: boolean;
  /** The last attempt's failure (a PRICE_CHANGED has already replaced the quote shown). */
  readonly error: unknown;
  /** The quote shown was replaced by the server's newer one: it asks to confirm again. */
  readonly priceChanged: boolean;
  /** A paid booking's negative difference, made a credit shell. */
  readonly credit: CreditShell | null;
}

/**
 * Confirming a quoted change (POST reservations/edit-booking) with one Idempotency-Key per
 * attempt, sent again only by a retry of an attempt that got no answer. Then: an Unpaid booking
 * (or one settling nothing) goes back to its detail with a notice; a Paid one with a balance goes
 * to pay it; a credit shell is shown here.
 */
export function useConfirmChange(
  reservation: ReservationDto,
  changes: JourneyChangesBody['changes'],
  language: Language,
  /** After the change is made, before the page moves on. */
  onApplied: () => void,
): ConfirmChange {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useApplyChange();
  const attempt = useRef<{ readonly key: string; readonly body: string } | null>(null);
  const [priceChanged, setPriceChanged] = useState(false);
  const [credit, setCredit] = useState<CreditShell | null>(null);

  const confirm = (quote: JourneyChangeQuote) => {
    if (mutation.isPending) return;
    const body = { changes, amount: quote.amountDue - quote.credit };
    const text = JSON.stringify(body);
    const key = attempt.current?.body === text ? attempt.current.key : crypto.randomUUID();
    attempt.current = { key, body: text };
    setPriceChanged(false);
    mutation.mutate(
      { body, idempotencyKey: key },
      {
        onSuccess: (answer) => {
          attempt.current = null;
          reportChange(reservation, answer);
          onApplied();
          storeReservation(queryClient, answer.reservation, language);
          if (answer.reservation.status === 'Paid' && answer.quotation.amountDue > 0) {
            void navigate(sitePath(language, 'my/payment-methods'));
          } else if (answer.credit) {
            setCredit(answer.credit);
          } else {
            void navigate(sitePath(language, `my/booking-detail/${reservation.key}`), {
              state: manageNoticeState('journeyChanged'),
            });
          }
        },
        onError: (error) => {
          if (wasAnswered(error)) attempt.current = null;
          void quoteOfPriceChange(error).then((newer) => {
            if (!newer) return;
            queryClient.setQueryData(changeQuoteQueryKey(reservation.key, changes), newer);
            setPriceChanged(true);
          });
        },
      },
    );
  };

  return {
    confirm,
    isPending: mutation.isPending,
    error: priceChanged ? null : mutation.error,
    priceChanged,
    credit,
  };
}
