import type { SearchFlightResponse } from '@skybook/contracts/flight-search';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { openBookingSession } from '../../../lib/booking-api';
import { useBookingDraft } from '../../../stores/booking-draft';
import { chosenFareOf } from '../chosen-fares';
import { formatAmount } from '@skybook/domain/money-format';
import { formatLocalTime } from '@skybook/domain/date-format';
import { fareTotal } from '../../../components/flights/JourneyCard';
import '../multi-stop.css';

export interface SelectionSummaryProps {
  readonly data: SearchFlightResponse;
  readonly locale: string;
  readonly passengersPath: string;
}

/**
 * The running total: the sum of the chosen fares' totals (the server's figures for every
 * passenger), and Continue once every direction (every leg of a multi-stop trip) has a fare;
 * until then it says which are missing, beside the button and as its description.
 * Continue opens the booking session for the chosen fares (requirements §4 Session), then goes on to
 * the passengers; a refusal is said here and the traveller stays to choose again.
 */
export function SelectionSummary({ data, locale, passengersPath }: SelectionSummaryProps) {
  const { t } = useTranslation();
  const { t: tList } = useTranslation('flightList');
  const { t: tSession } = useTranslation('bookingSession');
  const navigate = useNavigate();
  const draft = useBookingDraft();
  const chosen = data.legs.map((leg) => ({ leg, choice: chosenFareOf(data.tripType, leg, draft) }));
  const bookingKeys = chosen.flatMap(({ choice }) =>
    choice?.fare.bookingKey ? [choice.fare.bookingKey] : [],
  );
  const complete = bookingKeys.length === chosen.length;
  const hintId = useId();
  const missing = chosen.filter(({ choice }) => !choice?.fare.bookingKey).map(({ leg }) => leg);
  /** What Continue waits for: the directions (or multi-stop legs) still without a fare. */
  const missingChoice = (): string => {
    if (data.tripType === 'stopover') {
      const legs = missing.map((leg) => String(leg.index + 1)).join(', ');
      return tList('missingLegs', { count: missing.length, legs });
    }
    if (data.tripType === 'oneway') return t('flightSearch.missingFlight');
    if (missing.length > 1) return t('flightSearch.missingBoth');
    return missing[0]?.direction === 'return'
      ? t('flightSearch.missingReturn')
      : t('flightSearch.missingDeparture');
  };
  const [opening, setOpening] = useState(false);
  const [openError, setOpenError] = useState<string | null>(null);
  const total = chosen.reduce((sum, { choice }) => sum + (choice ? fareTotal(choice.fare) : 0), 0);
  const passengers = t('flightSearch.passengers.summary', {
    adults: data.passengers.adult,
    children: data.passengers.child,
    infants: data.passengers.infant,
  });

  return (
    <aside className="selection-summary" aria-labelledby="selection-summary-title">
      <h2 id="selection-summary-title" className="selection-summary__title">
        {t('flightSearch.summaryTitle')}
      </h2>
      <p className="selection-summary__passengers">{passengers}</p>
      <ul className="selection-summary__legs">
        {chosen.map(({ leg, choice }) => {
          const first = choice?.journey.segments[0];
          return (
            <li key={leg.index}>
              <span className="selection-summary__route">
                {data.tripType === 'stopover'
                  ? tList('summaryLeg', {
                      number: leg.index + 1,
                      from: leg.departAirport,
                      to: leg.arrivalAirport,
                    })
                  : `${leg.departAirport} → ${leg.arrivalAirport}`}
              </span>{' '}
              {choice && first ? (
                <span>
                  {t('flightSearch.summaryChoice', {
                    flight: `${first.carrierCode}${first.flightNumber}`,
                    time: formatLocalTime(first.departure.localDateTime),
                    family:
                      data.fareFamilies.find((family) => family.code === choice.fare.family)?.name ??
                      choice.fare.family,
                    amount: formatAmount(fareTotal(choice.fare), data.currency, locale),
                  })}
                </span>
              ) : (
                <span className="selection-summary__missing">{t('flightSearch.notChosen')}</span>
              )}
            </li>
          );
        })}
      </ul>
      <p className="selection-summary__total" aria-live="polite">
        <span>{t('flightSearch.total')}</span>{' '}
        <strong data-testid="selection-total">{formatAmount(total, data.currency, locale)}</strong>
      </p>
      <div role="alert" className="selection-summary__error">
        {openError === null ? null : <p>{openError}</p>}
      </div>
      {complete ? null : (
        <p id={hintId} className="selection-summary__hint">
          {missingChoice()}
        </p>
      )}
      <Button
        className="selection-summary__continue"
        isDisabled={!complete}
        aria-describedby={complete ? undefined : hintId}
        isPending={opening}
        onPress={() => {
          setOpening(true);
          setOpenError(null);
          openBookingSession(data.tripType, bookingKeys).then(
            () => {
              setOpening(false);
              void navigate(passengersPath);
            },
            (error: unknown) => {
              setOpening(false);
              setOpenError(error instanceof ApiError ? error.message : t('api.network'));
            },
          );
        }}
      >
        {opening ? tSession('opening') : t('flightSearch.continue')}
      </Button>
    </aside>
  );
}
