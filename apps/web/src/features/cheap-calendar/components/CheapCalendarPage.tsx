import type { IsoDate } from '@skybook/domain/clock';
import { BASE_CURRENCY, type CurrencyCode } from '@skybook/domain/currency';
import type { Language } from '@skybook/domain/languages';
import type { PassengerCounts } from '@skybook/domain/passenger-counts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { I18nProvider } from 'react-aria-components';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/Button';
import { sitePath } from '../../../lib/site-path';
import { useBookingDraft } from '../../../stores/booking-draft';
import {
  firstDayOfMonth,
  lastSaleDay,
  parseCheapSearchParams,
  toCheapSearchParams,
  type CheapSearch,
} from '../cheap-search-params';
import { CheapSummary } from './CheapSummary';
import { FareCalendar, type ChosenDay } from './FareCalendar';
import '../cheap-calendar.css';

/** The dated search the chosen days make, in the shape /select-flight's query string is built from. */
export interface CheapChoice {
  readonly departAirport: string;
  readonly arrivalAirport: string;
  readonly tripType: 'oneway' | 'roundTrip';
  readonly departDate: IsoDate;
  readonly returnDate: IsoDate | null;
  readonly passengers: PassengerCounts;
  readonly currency: CurrencyCode | null;
  readonly promoCode: string | null;
}

export interface CheapCalendarPageProps {
  readonly language: Language;
  /** The first day on sale (the flight-search feature's rule for "today"). */
  readonly today: IsoDate;
  /** requirements §2's select-flight query string for the chosen days (owned by the flight-search feature). */
  readonly toSelectFlightParams: (choice: CheapChoice) => URLSearchParams;
}

/** /select-flight-cheap: a month of lowest fares per direction; the days picked open select-flight. */
export function CheapCalendarPage({ language, today, toSelectFlightParams }: CheapCalendarPageProps) {
  const { t } = useTranslation('cheapCalendar');
  const navigate = useNavigate();
  const setSelectedCheap = useBookingDraft((draft) => draft.setSelectedCheap);
  const [params] = useSearchParams();
  const paramsText = params.toString();
  const parsed = useMemo(
    () => parseCheapSearchParams(new URLSearchParams(paramsText), today),
    [paramsText, today],
  );
  const search = parsed.ok ? parsed.search : null;

  useEffect(() => {
    // A month outside the sale window was moved: the address bar says which month is shown.
    if (search?.corrected) void navigate(`?${toCheapSearchParams(search).toString()}`, { replace: true });
  }, [search, navigate]);

  if (!parsed.ok) {
    return (
      <div className="cheap-problem" role="alert">
        <p>{t(`invalid.${parsed.problem}`)}</p>
        <Link to={sitePath(language)} className={buttonClassName('secondary')}>
          {t('backHome')}
        </Link>
      </div>
    );
  }

  return (
    <I18nProvider locale={language}>
      <CheapCalendars
        // A new search starts with nothing picked.
        key={paramsText}
        search={parsed.search}
        language={language}
        today={today}
        onContinue={(choice) => {
          // requirements §3 selectedCheap: the booking draft remembers the days came from this calendar.
          setSelectedCheap(true);
          void navigate(`${sitePath(language, 'select-flight')}?${toSelectFlightParams(choice).toString()}`);
        }}
      />
    </I18nProvider>
  );
}

interface CheapCalendarsProps {
  readonly search: CheapSearch;
  readonly language: Language;
  readonly today: IsoDate;
  readonly onContinue: (choice: CheapChoice) => void;
}

function CheapCalendars({ search, language, today, onContinue }: CheapCalendarsProps) {
  const { t } = useTranslation('cheapCalendar');
  const maxDate = lastSaleDay(today);
  const monthStart = firstDayOfMonth(search.month) ?? today;
  const opening = monthStart > today ? monthStart : today;
  const [departureFocus, setDepartureFocus] = useState<IsoDate>(opening);
  const [returnFocus, setReturnFocus] = useState<IsoDate>(opening);
  const [departure, setDeparture] = useState<ChosenDay | null>(null);
  const [returnDay, setReturnDay] = useState<ChosenDay | null>(null);
  const isRoundTrip = search.tripType === 'roundTrip';
  const { adults, children, infants } = search.passengers;

  function chooseDeparture(day: ChosenDay) {
    setDeparture(day);
    // The return can never be before the departure: drop it, and open its calendar there.
    if (returnDay && returnDay.date < day.date) setReturnDay(null);
    if (returnFocus < day.date) setReturnFocus(day.date);
  }

  return (
    <div className="cheap-calendar">
      <div className="cheap-calendar__intro">
        <p>
          <strong>
            {t('route', { from: search.departAirport, to: search.arrivalAirport })}
            {' · '}
            {t(isRoundTrip ? 'roundTrip' : 'oneway')}
          </strong>
          {' · '}
          {t('passengers', { adults, children, infants })}
        </p>
        <p className="cheap-calendar__explain">{t('intro')}</p>
        <p className="cheap-calendar__change">
          <Link to={sitePath(language)}>{t('changeSearch')}</Link>
        </p>
      </div>
      <ul className="cheap-calendar__legend">
        <li className="cheap-calendar__legend-cheapest">{t('legendCheapest')}</li>
        <li>{t('legendCurrency', { currency: search.currency ?? BASE_CURRENCY })}</li>
      </ul>
      <div className="cheap-calendar__calendars">
        <FareCalendar
          direction="departure"
          title={t('departure', {
            route: t('route', { from: search.departAirport, to: search.arrivalAirport }),
          })}
          language={language}
          search={search}
          minDate={today}
          maxDate={maxDate}
          focusedDate={departureFocus}
          onFocusedDateChange={setDepartureFocus}
          selected={departure}
          onSelect={chooseDeparture}
        />
        {isRoundTrip ? (
          <FareCalendar
            direction="return"
            title={t('return', {
              route: t('route', { from: search.arrivalAirport, to: search.departAirport }),
            })}
            language={language}
            search={search}
            minDate={departure?.date ?? today}
            maxDate={maxDate}
            focusedDate={returnFocus}
            onFocusedDateChange={setReturnFocus}
            selected={returnDay}
            onSelect={setReturnDay}
          />
        ) : null}
      </div>
      <CheapSummary
        language={language}
        isRoundTrip={isRoundTrip}
        departure={departure}
        returnDay={returnDay}
        onContinue={() => {
          if (!departure || (isRoundTrip && !returnDay)) return;
          onContinue({
            departAirport: search.departAirport,
            arrivalAirport: search.arrivalAirport,
            tripType: search.tripType,
            departDate: departure.date,
            returnDate: isRoundTrip ? (returnDay?.date ?? null) : null,
            passengers: search.passengers,
            currency: search.currency,
            promoCode: search.promoCode,
          });
        }}
      />
    </div>
  );
}
