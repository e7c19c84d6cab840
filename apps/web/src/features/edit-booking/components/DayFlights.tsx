import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { addDaysToIsoDate, isIsoDate, toIsoDate, type IsoDate } from '@skybook/domain/clock';
import { formatDay } from '@skybook/domain/date-format';
import type { Language } from '@skybook/domain/languages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JourneyCard } from '../../../components/flights/JourneyCard';
import { Button } from '../../../components/ui/Button';
import { TextInputField } from '../../../components/ui/TextField';
import { useDayFlights } from '../api/day-flights';
import { passengerCounts, type BookedJourney, type ChosenFlight } from '../journey-choice';

export interface DayFlightsProps {
  readonly id: string;
  readonly reservation: ReservationDto;
  readonly booked: BookedJourney;
  readonly chosen: ChosenFlight | undefined;
  readonly language: Language;
  readonly onChoose: (choice: ChosenFlight) => void;
}

/**
 * The re-shop of one booked journey: a day (the booked one to start with, never before today at
 * the departure airport) and that day's flights on the same route for the booking's passengers and
 * currency, each with its fare families; the booked flights themselves are left out.
 */
export function DayFlights({ id, reservation, booked, chosen, language, onChoose }: DayFlightsProps) {
  const { t } = useTranslation('editBooking');
  const first = booked.segments[0];
  const last = booked.segments.at(-1);
  const today = toIsoDate(new Date(), first?.departure.airport.timeZone ?? 'Asia/Ho_Chi_Minh');
  const bookedDay = first?.departure.scheduledTime.slice(0, 10) ?? today;
  const [day, setDay] = useState<IsoDate>(() =>
    isIsoDate(bookedDay) && bookedDay > today ? bookedDay : today,
  );
  const dateId = useId();
  const titleId = useId();
  const search = useDayFlights(
    {
      departAirport: first?.departure.airport.code ?? '',
      arrivalAirport: last?.arrival.airport.code ?? '',
      departDate: day,
      tripType: 'oneway',
      ...passengerCounts(reservation.passengers),
      currency: reservation.currency,
    },
    language,
  );
  const leg = search.data?.legs[0];
  const isCurrent = search.data !== undefined && leg?.date === day;
  const journeys = (isCurrent ? leg.journeys : []).filter((journey) => journey.key !== booked.key);
  const hidesBooked = isCurrent && leg.journeys.some((journey) => journey.key === booked.key);
  const status = search.isFetching
    ? t('reshop.loading')
    : search.isError
      ? t('reshop.failed')
      : isCurrent
        ? journeys.length === 0
          ? t('reshop.empty')
          : t('reshop.count', { count: journeys.length, date: formatDay(day, language, 'weekday') })
        : '';

  return (
    <section id={id} className="eb-reshop" aria-labelledby={titleId}>
      <h4 id={titleId} className="eb-reshop__title">
        {t('reshop.title')}
      </h4>
      <div className="eb-reshop__day">
        <Button
          variant="secondary"
          className="eb-reshop__step"
          isDisabled={day <= today}
          onPress={() => {
            setDay(addDaysToIsoDate(day, -1));
          }}
        >
          {t('reshop.previousDay')}
        </Button>
        <TextInputField
          id={dateId}
          name="departDate"
          label={t('reshop.date')}
          type="date"
          min={today}
          value={day}
          error={undefined}
          className="eb-reshop__date"
          onChange={(text) => {
            if (isIsoDate(text) && text >= today) setDay(text);
          }}
        />
        <Button
          variant="secondary"
          className="eb-reshop__step"
          onPress={() => {
            setDay(addDaysToIsoDate(day, 1));
          }}
        >
          {t('reshop.nextDay')}
        </Button>
      </div>
      <p className="eb-reshop__status" role="status">
        {status}
      </p>
      {search.isError ? (
        <Button
          variant="secondary"
          onPress={() => {
            void search.refetch();
          }}
        >
          {t('retry')}
        </Button>
      ) : null}
      {hidesBooked ? <p className="eb-note">{t('reshop.currentHidden')}</p> : null}
      {search.data && isCurrent ? (
        <div className="journeys">
          {journeys.map((journey) => (
            <JourneyCard
              key={journey.key}
              journey={journey}
              families={search.data.fareFamilies}
              currency={search.data.currency}
              locale={language}
              chosenFamily={chosen?.journey.key === journey.key ? chosen.fare.family : null}
              onChoose={(fare) => {
                if (fare.bookingKey === null) return;
                const family = search.data.fareFamilies.find((candidate) => candidate.code === fare.family);
                onChoose({
                  journey,
                  fare,
                  bookingKey: fare.bookingKey,
                  familyName: family?.name ?? fare.family,
                });
              }}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
