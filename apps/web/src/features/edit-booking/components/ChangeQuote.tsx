import type { JourneyChangeQuote, JourneyChangesBody } from '@skybook/contracts/journey-change';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { formatDay, formatLocalTime } from '@skybook/domain/date-format';
import type { Language } from '@skybook/domain/languages';
import { formatAmount } from '@skybook/domain/money-format';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { passengerName } from '../../../components/itinerary/trip-names';
import { Button } from '../../../components/ui/Button';
import { useChangeQuote } from '../api/change-quote';
import { changeErrorText } from '../change-errors';
import type { ConfirmChange } from '../hooks/use-confirm-change';
import {
  bookedFlightNumbers,
  directionKey,
  searchedFlightNumbers,
  type ChosenFlight,
} from '../journey-choice';

export interface ChangeQuoteProps {
  readonly reservation: ReservationDto;
  readonly changes: JourneyChangesBody['changes'];
  readonly chosen: ReadonlyMap<string, ChosenFlight>;
  readonly language: Language;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  readonly confirmation: ConfirmChange;
}

/**
 * The quotation of the flights picked (POST quotation/edit-booking), before anything changes: per
 * direction the old and the new flight, the fare difference, the booked family's change fee, the
 * seats carried or dropped and the extras that move along; then what the booking costs after, and
 * what is to pay or becomes a credit (never cash). Confirm applies it as quoted.
 */
export function ChangeQuote({
  reservation,
  changes,
  chosen,
  language,
  headingRef,
  confirmation,
}: ChangeQuoteProps) {
  const { t } = useTranslation('editBooking');
  const quote = useChangeQuote(reservation.key, changes);
  return (
    <section className="eb-card eb-quote" aria-labelledby="eb-quote-title" aria-busy={quote.isFetching}>
      <h2 id="eb-quote-title" className="eb-card__title" tabIndex={-1} ref={headingRef}>
        {t('quote.title')}
      </h2>
      {quote.isFetching && !quote.data ? <p role="status">{t('quote.loading')}</p> : null}
      {quote.isError ? (
        <div className="eb-alert" role="alert">
          <p>{changeErrorText(quote.error, t)}</p>
        </div>
      ) : null}
      {quote.data ? (
        <QuoteDetails
          quote={quote.data}
          reservation={reservation}
          chosen={chosen}
          language={language}
          confirmation={confirmation}
          isRefreshing={quote.isFetching}
        />
      ) : null}
    </section>
  );
}

interface QuoteDetailsProps {
  readonly quote: JourneyChangeQuote;
  readonly reservation: ReservationDto;
  readonly chosen: ReadonlyMap<string, ChosenFlight>;
  readonly language: Language;
  readonly confirmation: ConfirmChange;
  readonly isRefreshing: boolean;
}

function QuoteDetails({
  quote,
  reservation,
  chosen,
  language,
  confirmation,
  isRefreshing,
}: QuoteDetailsProps) {
  const { t } = useTranslation('editBooking');
  const money = (amount: number) => formatAmount(amount, reservation.currency, language);
  const signed = (amount: number) =>
    amount === 0 ? money(0) : `${amount > 0 ? '+' : '−'}${money(Math.abs(amount))}`;
  const names = new Map(
    reservation.passengers.map((passenger) => [passenger.key, passengerName(passenger, '')]),
  );
  const isPaid = reservation.status === 'Paid';
  const net = quote.amountDue - quote.credit;
  const outcome =
    net === 0
      ? t('quote.outcome.nothing')
      : isPaid
        ? net > 0
          ? t('quote.outcome.pay', { amount: money(quote.amountDue) })
          : t('quote.outcome.credit', { amount: money(quote.credit) })
        : t('quote.outcome.unpaid', { total: money(quote.newTotal + quote.changeFee) });

  return (
    <>
      <ol className="eb-quote__journeys">
        {quote.journeys.map((line) => {
          const booked = reservation.journeys.find((journey) => journey.key === line.journeyKey);
          const choice = chosen.get(line.journeyKey);
          if (!booked) return null;
          const oldFirst = booked.segments[0];
          const newFirst = choice?.journey.segments[0];
          const newLast = choice?.journey.segments.at(-1);
          const extras = reservation.ancillaryPurchases.filter(
            (purchase) => purchase.journeyKey === line.journeyKey,
          );
          return (
            <li key={line.journeyKey} className="eb-quote__journey">
              <h3 className="eb-quote__direction">
                {t(directionKey(booked, reservation.journeys.length), { number: booked.index + 1 })}
              </h3>
              <dl className="eb-rows">
                <div>
                  <dt>{t('quote.from')}</dt>
                  <dd>
                    {oldFirst
                      ? t('quote.flight', {
                          date: formatDay(oldFirst.departure.scheduledTime.slice(0, 10), language, 'weekday'),
                          time: formatLocalTime(oldFirst.departure.scheduledTime),
                          flight: bookedFlightNumbers(booked),
                          family: booked.fareFamily.name,
                        })
                      : null}
                  </dd>
                </div>
                <div>
                  <dt>{t('quote.to')}</dt>
                  <dd>
                    {choice && newFirst && newLast
                      ? t('quote.flight', {
                          date: formatDay(newFirst.departure.localDateTime.slice(0, 10), language, 'weekday'),
                          time: formatLocalTime(newFirst.departure.localDateTime),
                          flight: searchedFlightNumbers(choice.journey),
                          family: line.fareFamily.name,
                        })
                      : line.fareFamily.name}
                  </dd>
                </div>
                <div>
                  <dt>{t('quote.oldAmount')}</dt>
                  <dd>{money(line.oldAmount)}</dd>
                </div>
                <div>
                  <dt>{t('quote.newAmount')}</dt>
                  <dd>{money(line.newAmount)}</dd>
                </div>
                <div>
                  <dt>{t('quote.difference')}</dt>
                  <dd>{signed(line.newAmount - line.oldAmount)}</dd>
                </div>
                <div>
                  <dt>{t('quote.changeFee', { family: booked.fareFamily.name })}</dt>
                  <dd>{line.changeFee === 0 ? t('quote.free') : money(line.changeFee)}</dd>
                </div>
              </dl>
              <div className="eb-quote__carried">
                <h4 className="eb-quote__subtitle">{t('quote.seats')}</h4>
                {line.carriedSeats.length === 0 && line.dropped.length === 0 ? (
                  <p className="eb-note">{t('quote.noSeats')}</p>
                ) : (
                  <ul className="eb-list">
                    {line.carriedSeats.map((seat) => (
                      <li key={`${seat.passengerKey}-${seat.seatCode}`}>
                        {t('quote.seatCarried', {
                          passenger: names.get(seat.passengerKey) ?? seat.passengerKey,
                          seat: seat.seatCode,
                        })}
                      </li>
                    ))}
                    {line.dropped.map((extra) => (
                      <li key={`${extra.passengerKey ?? ''}-${extra.name}`} className="eb-list__dropped">
                        {t(extra.kind === 'seat' ? 'quote.seatDropped' : 'quote.extraDropped', {
                          passenger: names.get(extra.passengerKey ?? '') ?? '',
                          name: extra.name,
                          amount: money(extra.totalAmount),
                        })}
                      </li>
                    ))}
                  </ul>
                )}
                <h4 className="eb-quote__subtitle">{t('quote.extras')}</h4>
                {extras.length === 0 ? (
                  <p className="eb-note">{t('quote.noExtras')}</p>
                ) : (
                  <ul className="eb-list">
                    {extras.map((extra, index) => (
                      <li key={`${extra.productCode}-${String(index)}`}>
                        {t('quote.extraCarried', {
                          passenger: names.get(extra.passengerKey ?? '') ?? '',
                          name: extra.quantity > 1 ? `${extra.name} × ${String(extra.quantity)}` : extra.name,
                        })}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <dl className="eb-rows eb-quote__totals">
        <div>
          <dt>{t('quote.oldTotal')}</dt>
          <dd>{money(quote.oldTotal)}</dd>
        </div>
        <div>
          <dt>{t('quote.newTotal')}</dt>
          <dd>{money(quote.newTotal)}</dd>
        </div>
        <div>
          <dt>{t('quote.totalFee')}</dt>
          <dd>{money(quote.changeFee)}</dd>
        </div>
        <div className="eb-rows__total">
          <dt>
            {t(
              net < 0
                ? isPaid
                  ? 'quote.final.credit'
                  : 'quote.final.decrease'
                : isPaid
                  ? 'quote.final.payNow'
                  : 'quote.final.increase',
            )}
          </dt>
          <dd>{money(net < 0 ? quote.credit : quote.amountDue)}</dd>
        </div>
      </dl>
      {/* Read out whenever the quote changes: the figure that matters. */}
      <p className="eb-quote__outcome" role="status">
        {isRefreshing ? t('quote.loading') : outcome}
      </p>
      <p className="eb-note">
        {net < 0 ? t('quote.creditNote') : isPaid ? t('quote.paidNote') : t('quote.unpaidNote')}
      </p>
      {confirmation.priceChanged ? (
        <p className="eb-alert" role="alert">
          {t('quote.priceChanged')}
        </p>
      ) : null}
      {confirmation.error ? (
        <p className="eb-alert" role="alert">
          {changeErrorText(confirmation.error, t)}
        </p>
      ) : null}
      <Button
        className="eb-quote__confirm"
        isPending={confirmation.isPending}
        isDisabled={isRefreshing}
        onPress={() => {
          confirmation.confirm(quote);
        }}
      >
        {t('quote.confirm')}
      </Button>
    </>
  );
}
