import { addDaysToIsoDate, daysBetween, type IsoDate } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useLowFare } from '../../../lib/low-fare';
import { formatAmount } from '@skybook/domain/money-format';
import { formatDay } from '@skybook/domain/date-format';
import { searchLegsOf, toSearchParams, withLegDate, type FlightSearch } from '../search-params';
import '../multi-stop.css';

/** How far before and after the empty day to look for flights. */
export const NEAREST_DAYS_WINDOW = 14;
/** Most other days offered. */
export const NEAREST_DAYS_OFFERED = 3;

export interface EmptyDayProps {
  readonly search: FlightSearch;
  /** Which flight of the search, as searchLegsOf counts. */
  readonly legIndex: number;
  readonly today: IsoDate;
  readonly language: Language;
}

interface NearDay {
  readonly date: IsoDate;
  readonly amount: number;
}

/**
 * The days nearest to `date` (either side, the earlier one first on a tie) that have a flight
 * with a fare and that the search can move to; at most {@link NEAREST_DAYS_OFFERED}, in date order.
 */
export function nearestDaysWithFlights(
  days: readonly { date: string; flights: number; lowestTotalAmount: number | null }[],
  date: IsoDate,
  canMoveTo: (day: IsoDate) => boolean,
): NearDay[] {
  const candidates: NearDay[] = [];
  for (const day of days) {
    const target = day.date as IsoDate;
    if (target === date || day.flights === 0 || day.lowestTotalAmount === null || !canMoveTo(target))
      continue;
    candidates.push({ date: target, amount: day.lowestTotalAmount });
  }
  const distance = (day: NearDay) => Math.abs(daysBetween(date, day.date));
  return candidates
    .sort((a, b) => distance(a) - distance(b) || a.date.localeCompare(b.date))
    .slice(0, NEAREST_DAYS_OFFERED)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * A day without flights for one leg or direction: says so, and offers the nearest days with
 * flights within two weeks either side (from the low-fare calendar) as buttons that move the
 * search to that day.
 */
export function EmptyDay({ search, legIndex, today, language }: EmptyDayProps) {
  const { t } = useTranslation('flightList');
  const navigate = useNavigate();
  const listId = useId();
  const leg = searchLegsOf(search)[legIndex];
  const date = leg?.date ?? search.departDate;
  const first = addDaysToIsoDate(date, -NEAREST_DAYS_WINDOW);
  const lowFare = useLowFare({
    departAirport: leg?.from ?? search.departAirport,
    arrivalAirport: leg?.to ?? search.arrivalAirport,
    from: first < today ? today : first,
    to: addDaysToIsoDate(date, NEAREST_DAYS_WINDOW),
    adultCount: String(search.passengers.adults),
    childCount: String(search.passengers.children),
    infantCount: String(search.passengers.infants),
    ...(search.currency ? { currency: search.currency } : {}),
  });
  const nearest = lowFare.data
    ? nearestDaysWithFlights(
        lowFare.data.days,
        date,
        (day) => withLegDate(search, legIndex, day, today) !== null,
      )
    : [];

  return (
    <div className="empty-day">
      <p role="status" className="empty-day__message">
        {t('emptyDay.noFlights', { date: formatDay(date, language, 'weekday') })}
      </p>
      {lowFare.isPending ? <p className="empty-day__hint">{t('emptyDay.searching')}</p> : null}
      {lowFare.isSuccess && nearest.length === 0 ? (
        <p className="empty-day__hint">{t('emptyDay.none')}</p>
      ) : null}
      {lowFare.data && nearest.length > 0 ? (
        <>
          <p id={listId} className="empty-day__hint">
            {t('emptyDay.nearest')}
          </p>
          <ul className="empty-day__days" aria-labelledby={listId}>
            {nearest.map((day) => (
              <li key={day.date}>
                <Button
                  variant="secondary"
                  className="empty-day__day"
                  onPress={() => {
                    const moved = withLegDate(search, legIndex, day.date, today);
                    if (moved) void navigate(`?${toSearchParams(moved).toString()}`, { replace: true });
                  }}
                >
                  {t('emptyDay.day', {
                    date: formatDay(day.date, language, 'weekday'),
                    amount: formatAmount(day.amount, lowFare.data.currency, language),
                  })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
