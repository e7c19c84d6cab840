import { parseDate, type CalendarDate } from '@internationalized/date';
import { isIsoDate, type IsoDate } from '@skybook/domain/clock';
import type { CurrencyCode } from '@skybook/domain/currency';
import type { Language } from '@skybook/domain/languages';
import { money } from '@skybook/domain/money';
import { formatCompactMoney, formatMoney } from '@skybook/domain/money-format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Calendar, CalendarCell, CalendarGrid, Heading } from 'react-aria-components';
import { buttonClassName } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { labelInName, shownDay } from '../../../lib/label-in-name';
import { toFetchState } from '../../../lib/fetch-state';
import { useLowFare } from '../../../lib/low-fare';
import { monthOf, toLowFareQuery, type CheapSearch } from '../cheap-search-params';
import { toMonthFares, type DayFare } from '../month-fares';

/** A day picked on a calendar and its lowest fare for every passenger. */
export interface ChosenDay {
  readonly date: IsoDate;
  readonly amount: number;
  readonly currency: CurrencyCode;
}

export interface FareCalendarProps {
  readonly direction: 'departure' | 'return';
  /** Names the calendar: "Departure SGN → HAN". */
  readonly title: string;
  readonly language: Language;
  readonly search: CheapSearch;
  /** Earliest day that may be picked: today, or the departure day for the return. */
  readonly minDate: IsoDate;
  /** Last day on sale. */
  readonly maxDate: IsoDate;
  /** The day keyboard focus is on; its month is the one shown and fetched. */
  readonly focusedDate: IsoDate;
  readonly onFocusedDateChange: (date: IsoDate) => void;
  readonly selected: ChosenDay | null;
  readonly onSelect: (day: ChosenDay) => void;
}

/** What one cell shows: a fare, sold out, no flight, still loading, or nothing (past, off sale, failed). */
type CellContent = DayFare | { readonly kind: 'loading' } | null;

/**
 * One direction's month of lowest fares: a react-aria calendar (arrow keys, Page Up/Down, the
 * page's language) whose cells carry the price, with the month's cheapest days marked.
 */
export function FareCalendar({
  direction,
  title,
  language,
  search,
  minDate,
  maxDate,
  focusedDate,
  onFocusedDateChange,
  selected,
  onSelect,
}: FareCalendarProps) {
  const { t } = useTranslation('cheapCalendar');
  const month = monthOf(focusedDate);
  const query = useMemo(() => toLowFareQuery(search, direction, month), [search, direction, month]);
  const result = useLowFare(query);
  const state = toFetchState(result);
  const fares = useMemo(() => (result.data ? toMonthFares(result.data) : null), [result.data]);

  function contentOf(date: string): CellContent {
    if (date < minDate || date > maxDate || monthOf(date) !== month) return null;
    if (!fares) return state === 'IsError' ? null : { kind: 'loading' };
    return fares.days.get(date) ?? { kind: 'noFlight' };
  }

  function describe(content: CellContent): string | null {
    if (!content || !fares) return content?.kind === 'loading' ? t('cell.loading') : null;
    switch (content.kind) {
      case 'fare': {
        const price = t('cell.fare', { price: formatMoney(money(content.amount, fares.currency), language) });
        return content.cheapest ? `${price}, ${t('cell.cheapest')}` : price;
      }
      case 'soldOut':
        return t('cell.soldOut');
      case 'noFlight':
        return t('cell.noFlight');
      default:
        return null;
    }
  }

  /** The words a cell shows under its day (its short fare, or sold out), for its text and its name. */
  function shownText(content: CellContent): string | null {
    if (content?.kind === 'fare' && fares)
      return formatCompactMoney(money(content.amount, fares.currency), language);
    return content?.kind === 'soldOut' ? t('soldOutShort') : null;
  }

  function show(content: CellContent) {
    if (content?.kind === 'noFlight') return <span aria-hidden="true">—</span>;
    if (content?.kind === 'loading') return <span className="fare-cell__skeleton" aria-hidden="true" />;
    return shownText(content);
  }

  return (
    <section className="fare-calendar" aria-labelledby={`fare-calendar-${direction}`}>
      <h2 id={`fare-calendar-${direction}`} className="fare-calendar__title">
        {title}
      </h2>
      <Calendar
        className="fare-calendar__calendar"
        aria-label={title}
        value={selected ? parseDate(selected.date) : null}
        minValue={parseDate(minDate)}
        maxValue={parseDate(maxDate)}
        focusedValue={parseDate(focusedDate)}
        onFocusChange={(date: CalendarDate) => {
          const iso = date.toString();
          if (isIsoDate(iso)) onFocusedDateChange(iso);
        }}
        isDateUnavailable={(date) => {
          const content = contentOf(date.toString());
          return content !== null && content.kind !== 'fare';
        }}
        onChange={(date) => {
          const iso = date.toString();
          const content = contentOf(iso);
          if (fares && content?.kind === 'fare' && isIsoDate(iso))
            onSelect({ date: iso, amount: content.amount, currency: fares.currency });
        }}
      >
        <header className="fare-calendar__header">
          <Button slot="previous" className="fare-calendar__nav" aria-label={t('previousMonth')}>
            ‹
          </Button>
          <Heading className="fare-calendar__month" />
          <Button slot="next" className="fare-calendar__nav" aria-label={t('nextMonth')}>
            ›
          </Button>
        </header>
        <p className="cheap-calendar__sr-only" role="status">
          {state === 'IsFetching' ? t('loading') : ''}
        </p>
        {state === 'IsError' ? (
          <div className="cheap-problem" role="alert">
            <p>{result.error instanceof ApiError ? result.error.message : t('loadError')}</p>
            <button
              type="button"
              className={buttonClassName('secondary')}
              onClick={() => {
                void result.refetch();
              }}
            >
              {t('retry')}
            </button>
          </div>
        ) : null}
        <CalendarGrid className="fare-calendar__grid" weekdayStyle="short">
          {(date) => {
            const content = contentOf(date.toString());
            const description = describe(content);
            const cheapest = content?.kind === 'fare' && content.cheapest;
            return (
              <CalendarCell
                date={date}
                data-date={date.toString()}
                className={cheapest ? 'fare-cell fare-cell--cheapest' : 'fare-cell'}
                render={(props) => (
                  // react-aria names the cell by its date (and today / selected); the fare is added,
                  // so a screen reader hears what the cell shows.
                  <div
                    {...props}
                    aria-label={labelInName(
                      [shownDay(date, language), shownText(content)],
                      [props['aria-label'], description],
                    )}
                  />
                )}
              >
                {({ formattedDate, isOutsideMonth }) =>
                  isOutsideMonth ? null : (
                    <>
                      {/* The space keeps the day and the price two words in the cell's text, as its name says them. */}
                      <span className="fare-cell__day">{formattedDate}</span>{' '}
                      <span className="fare-cell__price">{show(content)}</span>
                    </>
                  )
                }
              </CalendarCell>
            );
          }}
        </CalendarGrid>
      </Calendar>
    </section>
  );
}
