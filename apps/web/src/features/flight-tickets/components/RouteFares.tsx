import { getSiteRoute } from '@skybook/contracts/site-routes';
import type { IsoDate } from '@skybook/domain/clock';
import { formatDay } from '@skybook/domain/date-format';
import type { CurrencyCode } from '@skybook/domain/currency';
import type { Language } from '@skybook/domain/languages';
import { money } from '@skybook/domain/money';
import { formatMoney } from '@skybook/domain/money-format';
import type { PassengerCounts } from '@skybook/domain/passenger-counts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { useLowFare } from '../../../lib/low-fare';
import { sitePath } from '../../../lib/site-path';
import { useBookingDraft } from '../../../stores/booking-draft';
import { cheapestByWeek, landingFareWindow } from '../landing';

/** The one-way search a landing page starts, in the shape /select-flight's query string is built from. */
export interface LandingSearch {
  readonly departAirport: string;
  readonly arrivalAirport: string;
  readonly tripType: 'oneway';
  readonly departDate: IsoDate;
  readonly returnDate: null;
  readonly passengers: PassengerCounts;
  readonly currency: CurrencyCode;
  readonly promoCode: null;
}

export interface RouteFaresProps {
  readonly originCode: string;
  readonly destinationCode: string;
  readonly language: Language;
  /** The first day on sale (the flight-search feature's rule for "today"). */
  readonly today: IsoDate;
  /** The flight-search feature's query string for a search (requirements §2 "Search from query string"). */
  readonly toSelectFlightParams: (search: LandingSearch) => URLSearchParams;
}

const ONE_ADULT: PassengerCounts = { adults: 1, children: 0, infants: 0 };

/**
 * The route's cheapest one-way fare for one adult in each coming week (the low-fare calendar's
 * prices, in the visitor's currency), each a search for that day, and a search of the cheapest.
 */
export function RouteFares({
  originCode,
  destinationCode,
  language,
  today,
  toSelectFlightParams,
}: RouteFaresProps) {
  const { t } = useTranslation('flightTickets');
  const currency = useBookingDraft((draft) => draft.currencyDefault);
  const fareWindow = landingFareWindow(today);
  const fares = useLowFare({
    departAirport: originCode,
    arrivalAirport: destinationCode,
    from: fareWindow.from,
    to: fareWindow.to,
    adultCount: '1',
    childCount: '0',
    infantCount: '0',
    currency,
  });
  const searchHref = (departDate: IsoDate, searchCurrency: CurrencyCode): string => {
    const params = toSelectFlightParams({
      departAirport: originCode,
      arrivalAirport: destinationCode,
      tripType: 'oneway',
      departDate,
      returnDate: null,
      passengers: ONE_ADULT,
      currency: searchCurrency,
      promoCode: null,
    });
    return `${sitePath(language, getSiteRoute('selectFlight').path)}?${params.toString()}`;
  };

  const weeks = fares.data ? cheapestByWeek(fares.data, fareWindow.from) : [];
  const cheapest = weeks
    .flatMap((week) => (week.cheapest ? [week.cheapest] : []))
    .reduce<{ date: IsoDate; amount: number } | null>(
      (best, day) => (best === null || day.amount < best.amount ? day : best),
      null,
    );
  const answerCurrency = fares.data?.currency ?? currency;

  return (
    <section className="ft-fares" aria-labelledby="ft-fares-heading">
      <h2 id="ft-fares-heading" className="section-title">
        {t('fares.heading')}
      </h2>
      <p className="ft-muted">{t('fares.note', { currency: answerCurrency })}</p>
      {fares.isPending ? (
        <p role="status" className="ft-muted ft-fares--loading">
          {t('fares.loading')}
        </p>
      ) : fares.isError ? (
        <div role="alert" className="ft-panel">
          <p>{fares.error.message || t('fares.loadFailed')}</p>
          <Button
            variant="secondary"
            onPress={() => {
              void fares.refetch();
            }}
          >
            {t('retry')}
          </Button>
        </div>
      ) : (
        <ul className="ft-weeks">
          {weeks.map((week) => (
            <li key={week.from} className="ft-week">
              <span className="ft-week__range">
                {t('fares.week', {
                  from: formatDay(week.from, language, 'weekdayDayMonth'),
                  to: formatDay(week.to, language, 'weekdayDayMonth'),
                })}
              </span>
              {week.cheapest ? (
                <Link to={searchHref(week.cheapest.date, answerCurrency)} className="ft-week__fare">
                  <span className="ft-visually-hidden">{t('fares.searchOn')} </span>
                  <time dateTime={week.cheapest.date}>
                    {formatDay(week.cheapest.date, language, 'weekdayDayMonth')}
                  </time>
                  <strong className="ft-week__price">
                    {formatMoney(money(week.cheapest.amount, answerCurrency), language)}
                  </strong>
                </Link>
              ) : (
                <span className="ft-week__none">{t('fares.noFare')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link
        to={searchHref(cheapest?.date ?? fareWindow.from, answerCurrency)}
        className={buttonClassName('primary', 'ft-search')}
      >
        {cheapest
          ? t('fares.searchCheapest', { date: formatDay(cheapest.date, language, 'weekdayDayMonth') })
          : t('fares.search')}
      </Link>
    </section>
  );
}
