import { addDaysToIsoDate, type IsoDate } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLowFare } from '../../../lib/low-fare';
import { formatAmount } from '@skybook/domain/money-format';
import { formatDay } from '@skybook/domain/date-format';
import { searchLegsOf, toSearchParams, withLegDate, type FlightSearch } from '../search-params';

const DAYS_AROUND = 3;

export interface DateStripProps {
  readonly search: FlightSearch;
  /** Which flight of the search, as searchLegsOf counts: 0 departure, 1 return, or a multi-stop leg. */
  readonly legIndex: number;
  readonly today: IsoDate;
  readonly language: Language;
}

/** ±3 days around the leg's searched day with each day's lowest total (low-fare), to move the search. */
export function DateStrip({ search, legIndex, today, language }: DateStripProps) {
  const { t } = useTranslation();
  const legs = searchLegsOf(search);
  const leg = legs[legIndex] ?? legs[0];
  const date = leg?.date ?? search.departDate;
  const first = addDaysToIsoDate(date, -DAYS_AROUND);
  const from = first < today ? today : first;
  const to = addDaysToIsoDate(date, DAYS_AROUND);
  const lowFare = useLowFare({
    departAirport: leg?.from ?? search.departAirport,
    arrivalAirport: leg?.to ?? search.arrivalAirport,
    from,
    to,
    adultCount: String(search.passengers.adults),
    childCount: String(search.passengers.children),
    infantCount: String(search.passengers.infants),
    ...(search.currency ? { currency: search.currency } : {}),
  });
  const days = Array.from({ length: DAYS_AROUND * 2 + 1 }, (_, index) => addDaysToIsoDate(first, index));

  return (
    <nav className="date-strip" aria-label={t('flightSearch.otherDays')}>
      <ul className="date-strip__days">
        {days.map((day) => {
          const info = lowFare.data?.days.find((entry) => entry.date === day);
          const label = formatDay(day, language, 'weekdayNumeric');
          const price =
            info?.lowestTotalAmount != null && lowFare.data
              ? formatAmount(info.lowestTotalAmount, lowFare.data.currency, language)
              : lowFare.isSuccess
                ? t('flightSearch.noFare')
                : '';
          const target = withLegDate(search, legIndex, day, today);
          const content = (
            <>
              <span className="date-strip__date">{label}</span>
              <span className="date-strip__price">{price}</span>
            </>
          );
          return (
            <li key={day}>
              {day === date ? (
                <span className="date-strip__day date-strip__day--current" aria-current="date">
                  {content}
                </span>
              ) : target ? (
                <Link className="date-strip__day" to={`?${toSearchParams(target).toString()}`} replace>
                  {content}
                </Link>
              ) : (
                <span className="date-strip__day date-strip__day--disabled">{content}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
