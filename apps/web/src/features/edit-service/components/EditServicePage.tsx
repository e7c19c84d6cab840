import type { ServiceChangeQuotation } from '@skybook/contracts/service-change';
import type { Language } from '@skybook/domain/languages';
import { formatAmount } from '@skybook/domain/money-format';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useManagedReservation } from '../../../lib/managed-reservation';
import { sitePath } from '../../../lib/site-path';
import { runningTotal, termsNeeded, toServiceSelection, type Additions } from '../additions';
import { useBookedExtras, useBookedInsurance, useBookedSeats } from '../api/booked-extras';
import { useApplyServiceChange, useQuoteServiceChange } from '../api/service-change';
import { sessionGrantSource, type GrantSource, type StoredGrant } from '../grant-source';
import { ExtrasSection } from './ExtrasSection';
import { InsuranceSection } from './InsuranceSection';
import type { BookedSeatMap } from '../../../components/seat-map-slot';
import { SeatSection } from './SeatSection';
import '../edit-service.css';

export interface EditServicePageProps {
  readonly language: Language;
  readonly SeatMap: BookedSeatMap;
  /**
   * Where the grant is read from (the search page's store; sessionStorage by default): it opens
   * the page and goes with its extras, seats, insurance and change calls. The booking itself is
   * the manage pages' shared query, which sends the tab's stored grant, kept fresh by its answers.
   */
  readonly grants?: GrantSource;
}

/**
 * /my/edit-service (requirements §2 "edit service", §3 isEditService; decision 024): the traveller
 * adds seats, bags, meals, priority check-in, shuttle and insurance to a booking found by
 * /my/search-booking. No grant: back to that page.
 */
export function EditServicePage({ language, SeatMap, grants = sessionGrantSource }: EditServicePageProps) {
  const [grant] = useState(() => grants.read(new Date()));
  if (!grant) return <Navigate to={sitePath(language, 'my/search-booking')} replace />;
  return <EditServiceForm grant={grant} language={language} SeatMap={SeatMap} />;
}

interface EditServiceFormProps {
  readonly grant: StoredGrant;
  readonly language: Language;
  readonly SeatMap: BookedSeatMap;
}

function EditServiceForm({ grant, language, SeatMap }: EditServiceFormProps) {
  const { t } = useTranslation('editService');
  const navigate = useNavigate();
  // The booking as every manage page reads it: the answer's fresh grant is kept, a refused one forgotten.
  const booking = useManagedReservation(grant.reservationKey, language);
  const reservation = booking.data?.reservation;
  const [journeyIndex, setJourneyIndex] = useState(0);
  const journey = reservation?.journeys.find((candidate) => candidate.index === journeyIndex);
  const journeyKey = journey?.key ?? '';
  const extras = useBookedExtras(grant, journeyKey, language);
  const seats = useBookedSeats(grant, journeyKey);
  const passengerKeys = useMemo(() => reservation?.passengers.map((p) => p.key) ?? [], [reservation]);
  const insurance = useBookedInsurance(grant, passengerKeys);
  const [additions, setAdditions] = useState<Additions>(new Map());
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [quotation, setQuotation] = useState<{ value: ServiceChangeQuotation; key: string } | null>(null);
  const quote = useQuoteServiceChange(grant);
  const apply = useApplyServiceChange(grant, language);
  const reviewRef = useRef<HTMLHeadingElement>(null);
  // The first view appears whole, once the seats, the extras and the insurance have answered: a
  // section appearing above another would push it down the screen (layout shift). Later, a
  // journey chosen shows its sections as they come.
  const settled = [seats, extras, insurance].every((query) => query.data !== undefined || query.isError);
  const [shown, setShown] = useState(false);
  if (settled && !shown) setShown(true);

  useEffect(() => {
    if (quotation) reviewRef.current?.focus();
  }, [quotation]);

  if (booking.isError) return <p role="alert">{booking.error.message}</p>;
  if (!reservation || !journey || !(shown || settled)) return <p role="status">{t('loading')}</p>;
  const currency = reservation.currency;
  const money = (amount: number) => formatAmount(amount, currency, language);
  const total = runningTotal(additions);
  const needsTerms = termsNeeded(additions).length > 0;
  const insuranceOpen =
    extras.data?.edit?.cutoffs.some((cut) => cut.service === 'travelInsurance' && cut.window === 'open') ??
    false;
  const error = quote.error ?? apply.error;

  const change = (next: Additions) => {
    setAdditions(next);
    setQuotation(null);
  };
  const review = () => {
    quote.mutate(toServiceSelection(additions, termsAccepted), {
      onSuccess: (value) => {
        setQuotation({ value, key: crypto.randomUUID() });
      },
    });
  };
  const confirm = () => {
    if (!quotation) return;
    apply.mutate(
      {
        services: toServiceSelection(additions, termsAccepted),
        amount: quotation.value.totalAmount,
        idempotencyKey: quotation.key,
      },
      {
        onSuccess: (result) => {
          const due = result.change.status === 'pendingPayment' && result.reservationSummary.remaining > 0;
          void navigate(
            due
              ? sitePath(language, 'my/payment-methods')
              : sitePath(language, `my/booking-detail/${reservation.key}`),
          );
        },
      },
    );
  };

  return (
    <div className="edit-service">
      <p className="edit-service__booking">
        {t('booking', { locator: reservation.locator })} ·{' '}
        <span className="edit-service__badge">{t(`status.${reservation.status}`)}</span>
      </p>
      {reservation.journeys.length > 1 ? (
        <fieldset className="edit-service__choices edit-service__journeys">
          <legend>{t('journey')}</legend>
          {reservation.journeys.map((candidate) => (
            <label key={candidate.key} className="edit-service__choice">
              <input
                type="radio"
                name="journey"
                checked={candidate.index === journeyIndex}
                onChange={() => {
                  setJourneyIndex(candidate.index);
                }}
              />
              {`${candidate.segments[0]?.departure.airport.code ?? ''} → ${candidate.segments.at(-1)?.arrival.airport.code ?? ''}`}
            </label>
          ))}
        </fieldset>
      ) : null}

      {seats.data ? (
        <SeatSection
          reservation={reservation}
          journeyIndex={journeyIndex}
          seats={seats.data}
          additions={additions}
          onChange={change}
          SeatMap={SeatMap}
          locale={language}
        />
      ) : (
        <p role="status">{seats.isError ? seats.error.message : t('loading')}</p>
      )}
      {extras.data ? (
        <ExtrasSection
          reservation={reservation}
          journeyIndex={journeyIndex}
          options={extras.data}
          additions={additions}
          onChange={change}
          locale={language}
        />
      ) : (
        <p role="status">{extras.isError ? extras.error.message : t('loading')}</p>
      )}
      {insurance.data ? (
        <InsuranceSection
          reservation={reservation}
          plans={insurance.data}
          isOpen={insuranceOpen}
          additions={additions}
          onChange={change}
          locale={language}
        />
      ) : null}

      <section className="edit-service__summary" aria-labelledby="edit-total">
        <h2 id="edit-total">{t('total.heading')}</h2>
        <p className="edit-service__total" aria-live="polite">
          {t('total.amount', { count: additions.size, price: money(total) })}
        </p>
        {needsTerms ? (
          <label className="edit-service__choice">
            <input
              type="checkbox"
              checked={termsAccepted}
              onChange={(event) => {
                setTermsAccepted(event.target.checked);
                setQuotation(null);
              }}
            />
            {t('terms')}
          </label>
        ) : null}
        {error ? <p role="alert">{error.message}</p> : null}
        <Button
          onPress={review}
          isDisabled={additions.size === 0 || (needsTerms && !termsAccepted)}
          isPending={quote.isPending}
        >
          {t('review')}
        </Button>
      </section>

      {quotation ? (
        <section className="edit-service__summary" aria-labelledby="edit-review">
          <h2 id="edit-review" ref={reviewRef} tabIndex={-1}>
            {t('quotation.heading')}
          </h2>
          <ul className="edit-service__list">
            {quotation.value.lines.map((line, index) => (
              <li key={index} className="edit-service__row">
                <span>{line.label}</span>
                <span>{money(line.totalAmount)}</span>
              </li>
            ))}
          </ul>
          <p className="edit-service__row edit-service__total">
            <span>{t('quotation.total')}</span>
            <span>{money(quotation.value.totalAmount)}</span>
          </p>
          {quotation.value.payBy ? (
            <p>
              {t('quotation.payBy', {
                time: new Date(quotation.value.payBy).toLocaleString(language, {
                  dateStyle: 'short',
                  timeStyle: 'short',
                }),
              })}
            </p>
          ) : null}
          <Button onPress={confirm} isPending={apply.isPending}>
            {reservation.status === 'Paid' && quotation.value.totalAmount > 0
              ? t('quotation.confirmPay')
              : t('quotation.confirm')}
          </Button>
        </section>
      ) : null}
    </div>
  );
}
