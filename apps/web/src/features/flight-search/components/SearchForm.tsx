import { addDaysToIsoDate, isIsoDate } from '@skybook/domain/clock';
import { DEFAULT_RETURN_DAYS_AHEAD } from '@skybook/domain/booking-constants';
import type { Language } from '@skybook/domain/languages';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  I18nProvider,
  Input,
  Label,
  RadioButton,
  RadioField,
  RadioGroup,
  TextField,
} from 'react-aria-components';
import { useNavigate } from 'react-router';
import { DraftSaveAlert } from '../../../components/DraftSaveAlert';
import { sitePath } from '../../../lib/site-path';
import { clearChosenFlights, dropUnreachableArrival, useBookingDraft } from '../../../stores/booking-draft';
import { useAirports } from '../../../lib/airports';
import { CHEAP_SEARCH_SUBMITTER, isCheapSearchSubmit, toCheapCalendarParams } from '../cheap-search-link';
import { multiStopSearch, searchToday, toSearchParams } from '../search-params';
import { calendarFareRoute } from '../calendar-fares';
import { useRecentSearches } from '../recent-searches';
import { AirportComboBox } from './AirportComboBox';
import { DateField } from './DateField';
import { MultiStopFields, useMultiStopForm } from './MultiStopFields';
import { PassengerPicker } from './PassengerPicker';
import { QueryEntryNotice } from './QueryEntryNotice';
import { RecentSearchChips, useRecentSearchesSection } from './RecentSearches';
import '../flight-search.css';

type FieldName = 'departure' | 'arrival' | 'departDate' | 'returnDate';
type FormErrors = Partial<Record<FieldName, string>>;

const PROMO_CODE = /^[A-Za-z0-9]{4,16}$/;

export interface SearchFormProps {
  readonly language: Language;
}

/** Home's flight search (requirements §2 Screens: Home): sends the search to /select-flight by query string. */
export function SearchForm({ language }: SearchFormProps) {
  const { t } = useTranslation();
  const { t: tCheap } = useTranslation('cheapCalendar');
  const navigate = useNavigate();
  const draft = useBookingDraft();
  const today = searchToday();
  const [errors, setErrors] = useState<FormErrors>({});
  const [promoError, setPromoError] = useState<string | undefined>();
  const { t: tList } = useTranslation('flightList');
  const multiStop = useMultiStopForm(today);
  const isMultiStop = draft.tripType === 'stopover';

  const departDate =
    draft.departureDate && isIsoDate(draft.departureDate) && draft.departureDate >= today
      ? draft.departureDate
      : addDaysToIsoDate(today, 1);
  const returnDate =
    draft.returnDate && isIsoDate(draft.returnDate) && draft.returnDate >= departDate
      ? draft.returnDate
      : addDaysToIsoDate(departDate, DEFAULT_RETURN_DAYS_AHEAD);
  const isRoundTrip = draft.tripType !== 'oneway';

  const departures = useAirports(language, null);
  const arrivals = useAirports(language, draft.departurePlace);
  const reachable = draft.departurePlace ? arrivals.data : undefined;
  const recentSearches = useRecentSearchesSection(language, departures.data?.airportGroups);
  const recordSearch = useRecentSearches((state) => state.record);

  useEffect(() => {
    if (!reachable) return;
    dropUnreachableArrival(
      new Set(reachable.airportGroups.flatMap((group) => group.airports.map((airport) => airport.code))),
    );
  }, [reachable]);

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: FormErrors = {};
    if (!draft.departurePlace) next.departure = t('flightSearch.errors.departure');
    if (!draft.arrivalPlace) next.arrival = t('flightSearch.errors.arrival');
    else if (draft.arrivalPlace === draft.departurePlace) next.arrival = t('flightSearch.errors.sameAirport');
    const promo = draft.promoCode.trim();
    const badPromo = promo !== '' && !PROMO_CODE.test(promo);
    if (isMultiStop) {
      setErrors({});
      setPromoError(badPromo ? t('flightSearch.errors.promoCode') : undefined);
      const legs = multiStop.check();
      if (!legs || badPromo) return;
      clearChosenFlights();
      draft.setSelectedCheap(false);
      const search = multiStopSearch({
        legs,
        passengers: draft.passengers,
        currency: draft.currencyDefault,
        promoCode: promo === '' ? null : promo.toUpperCase(),
      });
      void navigate(`${sitePath(language, 'select-flight')}?${toSearchParams(search).toString()}`);
      return;
    }
    setErrors(next);
    setPromoError(badPromo ? t('flightSearch.errors.promoCode') : undefined);
    if (Object.keys(next).length > 0 || badPromo || !draft.departurePlace || !draft.arrivalPlace) return;
    draft.setDates(departDate, isRoundTrip ? returnDate : null);
    clearChosenFlights();
    const params = toSearchParams({
      departAirport: draft.departurePlace,
      arrivalAirport: draft.arrivalPlace,
      tripType: isRoundTrip ? 'roundTrip' : 'oneway',
      departDate,
      returnDate: isRoundTrip ? returnDate : null,
      passengers: draft.passengers,
      currency: draft.currencyDefault,
      promoCode: promo === '' ? null : promo.toUpperCase(),
    });
    // requirements §3 selectedCheap: only days picked on the cheapest-fare calendar set it again.
    draft.setSelectedCheap(false);
    if (isCheapSearchSubmit(event)) {
      void navigate(
        `${sitePath(language, 'select-flight-cheap')}?${toCheapCalendarParams(params).toString()}`,
      );
      return;
    }
    recordSearch({
      departAirport: draft.departurePlace,
      arrivalAirport: draft.arrivalPlace,
      tripType: isRoundTrip ? 'roundTrip' : 'oneway',
      departDate,
      returnDate: isRoundTrip ? returnDate : null,
      passengers: draft.passengers,
    });
    void navigate(`${sitePath(language, 'select-flight')}?${params.toString()}`);
  }

  const errorList = [
    ...(isMultiStop
      ? multiStop.messages
      : [errors.departure, errors.arrival, errors.departDate, errors.returnDate]),
    promoError,
  ].filter((message): message is string => message !== undefined);

  return (
    <I18nProvider locale={language}>
      <form className="search-form" noValidate onSubmit={submit} aria-label={t('home.searchTitle')}>
        <QueryEntryNotice language={language} />
        <RadioGroup
          className="trip-type"
          orientation="horizontal"
          value={isMultiStop ? 'stopover' : isRoundTrip ? 'roundTrip' : 'oneway'}
          onChange={(value) => {
            draft.setTripType(value === 'oneway' || value === 'stopover' ? value : 'roundTrip');
          }}
        >
          <Label className="visually-hidden">{t('flightSearch.tripType')}</Label>
          <RadioField value="roundTrip">
            <RadioButton className="trip-type__option">{t('flightSearch.roundTrip')}</RadioButton>
          </RadioField>
          <RadioField value="oneway">
            <RadioButton className="trip-type__option">{t('flightSearch.oneway')}</RadioButton>
          </RadioField>
          <RadioField value="stopover">
            <RadioButton className="trip-type__option">{tList('multiStop.tripType')}</RadioButton>
          </RadioField>
        </RadioGroup>
        {isMultiStop ? (
          <MultiStopFields language={language} today={today} problems={multiStop.problems} />
        ) : (
          <>
            <div className="search-form__places">
              <AirportComboBox
                label={t('flightSearch.from')}
                groups={departures.data?.airportGroups ?? []}
                isLoading={departures.isPending}
                selectedCode={draft.departurePlace}
                onChange={draft.setDeparturePlace}
                errorMessage={errors.departure}
                placeholder={t('placeholders.departure', { ns: 'searchForm' })}
                recentSearches={recentSearches}
              />
              <AirportComboBox
                label={t('flightSearch.to')}
                groups={arrivals.data?.airportGroups ?? []}
                isLoading={arrivals.isPending}
                selectedCode={draft.arrivalPlace}
                onChange={draft.setArrivalPlace}
                errorMessage={errors.arrival}
                placeholder={t('placeholders.arrival', { ns: 'searchForm' })}
              />
            </div>
            <div className="search-form__dates">
              <DateField
                label={t('flightSearch.departDate')}
                value={departDate}
                minValue={today}
                onChange={(value) => {
                  if (value === null || !isIsoDate(value)) return;
                  const keepReturn = draft.returnDate !== null && draft.returnDate >= value;
                  draft.setDates(
                    value,
                    keepReturn ? draft.returnDate : addDaysToIsoDate(value, DEFAULT_RETURN_DAYS_AHEAD),
                  );
                }}
                errorMessage={errors.departDate}
                fareRoute={calendarFareRoute(draft, reachable?.airportGroups, 'departure')}
              />
              {isRoundTrip ? (
                <DateField
                  label={t('flightSearch.returnDate')}
                  value={returnDate}
                  minValue={departDate}
                  onChange={(value) => {
                    if (value === null || !isIsoDate(value)) return;
                    draft.setDates(departDate, value < departDate ? departDate : value);
                  }}
                  errorMessage={errors.returnDate}
                  fareRoute={calendarFareRoute(draft, reachable?.airportGroups, 'return')}
                />
              ) : null}
            </div>
          </>
        )}
        <PassengerPicker value={draft.passengers} onChange={draft.setPassengers} />
        <TextField
          className="search-field"
          value={draft.promoCode}
          onChange={draft.setPromoCode}
          isInvalid={promoError !== undefined}
          validationBehavior="aria"
        >
          <Label className="search-field__label">{t('flightSearch.promoCode')}</Label>
          <Input className="search-field__control search-field__text" autoComplete="off" />
        </TextField>
        <div role="alert" className="search-form__errors">
          {errorList.length > 0 ? (
            <ul>
              {errorList.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <DraftSaveAlert />
        <Button type="submit" className="ui-button ui-button--primary search-form__submit">
          {t('flightSearch.find')}
        </Button>
        {/* After Find flight, so Enter in a field still means Find flight. Not for multi-stop: the
            calendar shows one route and its return. */}
        {draft.tripType === 'stopover' ? null : (
          <Button
            type="submit"
            name={CHEAP_SEARCH_SUBMITTER.name}
            value={CHEAP_SEARCH_SUBMITTER.value}
            className="ui-button ui-button--secondary search-form__submit"
          >
            {tCheap('findCheapest')}
          </Button>
        )}
      </form>
      <RecentSearchChips language={language} />
    </I18nProvider>
  );
}
