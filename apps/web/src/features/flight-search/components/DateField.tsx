import { parseDate, type CalendarDate } from '@internationalized/date';
import { money } from '@skybook/domain/money';
import { formatAmount, formatCompactMoney } from '@skybook/domain/money-format';
import { useQuery } from '@tanstack/react-query';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarStateContext,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  useLocale,
} from 'react-aria-components';
import { Icon } from '../../../components/ui/Icon';
import { labelInName, shownDay } from '../../../lib/label-in-name';
import { lowFareQueryOptions } from '../../../lib/low-fare';
import { dayFares, monthFareQuery, type CalendarFareRoute, type DayFare } from '../calendar-fares';
import { useHydrated } from '../../../lib/use-hydrated';
import { PHONE_MEDIA, useMediaQuery } from '../../../lib/use-media-query';
import '../search-form-extras.css';

function toCalendarDate(value: string | null): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

export interface DateFieldProps {
  readonly label: string;
  readonly value: string | null;
  readonly minValue: string;
  readonly onChange: (value: string | null) => void;
  readonly errorMessage?: string | undefined;
  /** The route whose lowest fare per day the calendar shows; none until both places are chosen. */
  readonly fareRoute?: CalendarFareRoute | null | undefined;
}

interface FareCalendarGridProps {
  readonly route: CalendarFareRoute;
}

/**
 * The month grid with each day's lowest fare (GET low-fare for the month on show, cached per
 * route, month, passengers and currency). Every cell keeps room for its price line, so nothing
 * moves when prices arrive.
 */
function FareCalendarGrid({ route }: FareCalendarGridProps) {
  const { t } = useTranslation('searchForm');
  const { locale } = useLocale();
  const state = useContext(CalendarStateContext);
  // The month on show (YYYY-MM); the grid always sits inside a Calendar, which provides it.
  const month = state?.visibleRange.start.toString().slice(0, 7) ?? '';
  const lowFare = useQuery({
    ...lowFareQueryOptions(monthFareQuery(route, month)),
    enabled: route.isDirect && month !== '',
  });
  const fares = useMemo(() => (lowFare.data ? dayFares(lowFare.data) : undefined), [lowFare.data]);
  const currency = lowFare.data?.currency ?? route.currency;
  const passengerCount = route.passengers.adults + route.passengers.children + route.passengers.infants;

  function fareText(fare: DayFare | undefined): { visible: string; spoken: string | undefined } {
    if (!fare) return { visible: '', spoken: undefined };
    if (fare.kind === 'noFlight') return { visible: '–', spoken: t('fares.noFlight') };
    if (fare.kind === 'soldOut') return { visible: '–', spoken: t('fares.soldOut') };
    const price = formatAmount(fare.amount, currency, locale);
    return {
      visible: formatCompactMoney(money(fare.amount, currency), locale),
      spoken: fare.isCheapest ? t('fares.cheapestDay', { price }) : price,
    };
  }

  return (
    <>
      <CalendarGrid className="calendar__grid">
        {(date) => {
          const fare = fares?.get(date.toString());
          const text = fareText(fare);
          const kind = fare?.kind === 'price' && fare.isCheapest ? 'cheapest' : fare?.kind;
          return (
            <CalendarCell
              date={date}
              className="calendar__cell calendar__cell--fare"
              data-fare={kind}
              render={(props) => (
                <div
                  {...props}
                  aria-label={labelInName(
                    [shownDay(date, locale), text.visible],
                    [props['aria-label'], text.spoken],
                  )}
                />
              )}
            >
              {({ formattedDate, isDisabled }) => (
                <>
                  {/* The space keeps the day and the fare two words in the cell's text, as its name says them. */}
                  <span className="calendar__day">{formattedDate}</span>{' '}
                  <span className="calendar__fare" aria-hidden="true">
                    {isDisabled ? '' : text.visible}
                  </span>
                </>
              )}
            </CalendarCell>
          );
        }}
      </CalendarGrid>
      <div className="calendar__notes">
        {route.isDirect ? (
          <>
            <p>{t('fares.note', { count: passengerCount, currency })}</p>
            <p className="calendar__legend">
              <span className="calendar__legend-mark" aria-hidden="true" />
              {t('fares.cheapest')}
            </p>
          </>
        ) : (
          <p>{t('fares.connectionOnly')}</p>
        )}
        <p role="status" className="calendar__status">
          {lowFare.isFetching ? t('fares.loading') : lowFare.isError ? t('fares.error') : ''}
        </p>
      </div>
    </>
  );
}

/**
 * A date typed by segments or picked on a calendar, in the page's language (the I18nProvider's);
 * with a route, each day of the calendar shows its lowest fare.
 */
export function DateField({ label, value, minValue, onChange, errorMessage, fareRoute }: DateFieldProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const isPhone = useMediaQuery(PHONE_MEDIA);
  return (
    <DatePicker
      className="search-field"
      // A page prerendered at build time must not show the build day's dates (decision 006); the
      // browser's first render hydrates that page, so it shows them once hydrated.
      value={hydrated ? toCalendarDate(value) : null}
      minValue={toCalendarDate(minValue) ?? undefined}
      onChange={(date) => {
        onChange(date ? date.toString() : null);
      }}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
    >
      <Label className="search-field__label">{label}</Label>
      <Group className="search-field__control search-field__date">
        <DateInput className="date-input">
          {(segment) => <DateSegment segment={segment} className="date-segment" />}
        </DateInput>
        <Button className="search-field__toggle" aria-label={t('flightSearch.openCalendar', { label })}>
          <Icon name="calendar" />
        </Button>
      </Group>
      <FieldError className="search-field__error">{errorMessage}</FieldError>
      {/*
        Where the calendar fits without covering its field: on a phone under (or over) it; on a wider
        screen beside it, as a calendar with fares is taller than the room under or over a field in
        the middle of a laptop's screen, where it was squeezed over the field itself.
      */}
      <Popover className="search-popover" placement={isPhone ? 'bottom' : 'start top'} containerPadding={8}>
        <Dialog className="calendar-dialog" aria-label={label}>
          <Calendar className={fareRoute ? 'calendar calendar--fares' : 'calendar'}>
            <header className="calendar__header">
              <Button slot="previous" className="calendar__nav" aria-label={t('flightSearch.previousMonth')}>
                ‹
              </Button>
              <Heading className="calendar__title" />
              <Button slot="next" className="calendar__nav" aria-label={t('flightSearch.nextMonth')}>
                ›
              </Button>
            </header>
            {fareRoute ? (
              <FareCalendarGrid route={fareRoute} />
            ) : (
              <CalendarGrid className="calendar__grid">
                {(date) => <CalendarCell date={date} className="calendar__cell" />}
              </CalendarGrid>
            )}
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
