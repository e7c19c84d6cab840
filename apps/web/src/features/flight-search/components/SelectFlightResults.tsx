import type { SearchFlightResponse } from '@skybook/contracts/flight-search';
import type { IsoDate } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useBookingDraft, type DraftDirection } from '../../../stores/booking-draft';
import { arrangeJourneys, DEFAULT_ARRANGEMENT, type JourneyArrangement } from '../arrange-journeys';
import type { FlightSearch } from '../search-params';
import { DateStrip } from './DateStrip';
import { JourneyCard, fareTotal } from './JourneyCard';
import { JourneyFilters } from './JourneyFilters';

type Leg = SearchFlightResponse['legs'][number];

/** Round trips have a departure and a return; one way has a single leg, counted as the departure. */
export function draftDirectionOf(leg: Leg): DraftDirection {
  return leg.direction === 'return' ? 'return' : 'departure';
}

/** The fare chosen for a leg, read back from the draft and checked against this very answer. */
export function chosenFareOf(leg: Leg, draft: ReturnType<typeof useBookingDraft.getState>) {
  const direction = draftDirectionOf(leg);
  const selected = draft.selectedFares[direction];
  const key =
    direction === 'return' ? draft.bookingKeys.returnBookingKey : draft.bookingKeys.departureBookingKey;
  if (!selected || !key) return null;
  const journey = leg.journeys.find((candidate) => candidate.key === selected.journeyKey);
  const fare = journey?.fares.find((candidate) => candidate.family === selected.family);
  if (!journey || fare?.bookingKey !== key) return null;
  return { journey, fare };
}

export interface SelectFlightResultsProps {
  readonly data: SearchFlightResponse;
  readonly locale: Language;
  readonly search: FlightSearch;
  readonly today: IsoDate;
}

function LegJourneys({
  leg,
  data,
  locale,
  search,
  today,
  arrangement,
}: { readonly leg: Leg; readonly arrangement: JourneyArrangement } & SelectFlightResultsProps) {
  const { t } = useTranslation();
  const draft = useBookingDraft();
  const chosen = chosenFareOf(leg, draft);
  const direction = draftDirectionOf(leg);
  const strip = <DateStrip search={search} direction={direction} today={today} language={locale} />;
  if (leg.journeys.length === 0) {
    return (
      <>
        {strip}
        <p className="empty-day" role="status">
          {leg.routeExists ? t('flightSearch.emptyDay') : t('flightSearch.noRoute')}
        </p>
      </>
    );
  }
  const journeys = arrangeJourneys(leg.journeys, arrangement);
  return (
    <div className="journeys">
      {strip}
      {journeys.length === 0 ? (
        <p className="empty-day" role="status">
          {t('flightSearch.noMatch')}
        </p>
      ) : null}
      {journeys.map((journey) => (
        <JourneyCard
          key={journey.key}
          journey={journey}
          families={data.fareFamilies}
          currency={data.currency}
          locale={locale}
          chosenFamily={chosen?.journey.key === journey.key ? chosen.fare.family : null}
          onChoose={(fare) => {
            draft.selectFare(direction, fare.bookingKey, {
              journeyKey: journey.key,
              family: fare.family,
              totalAmount: fareTotal(fare),
              currency: data.currency,
            });
          }}
        />
      ))}
    </div>
  );
}

function legTitle(leg: Leg, t: ReturnType<typeof useTranslation>['t']): string {
  const route = `${leg.departAirport} → ${leg.arrivalAirport}`;
  return leg.direction === 'return'
    ? t('flightSearch.returnTab', { route })
    : t('flightSearch.departureTab', { route });
}

/** The legs of an answer: tabs per direction for a round trip, the single list otherwise. */
export function SelectFlightResults({ data, locale, search, today }: SelectFlightResultsProps) {
  const { t } = useTranslation();
  const directionTab = useBookingDraft((state) => state.directionTab);
  const setDirectionTab = useBookingDraft((state) => state.setDirectionTab);
  const [arrangement, setArrangement] = useState(DEFAULT_ARRANGEMENT);
  const filters = <JourneyFilters value={arrangement} onChange={setArrangement} />;
  const [firstLeg] = data.legs;
  if (data.legs.length === 1 && firstLeg) {
    return (
      <section className="leg" aria-label={legTitle(firstLeg, t)}>
        <h2 className="leg__title">{legTitle(firstLeg, t)}</h2>
        <p className="leg__date">{firstLeg.date}</p>
        {filters}
        <LegJourneys
          leg={firstLeg}
          data={data}
          locale={locale}
          search={search}
          today={today}
          arrangement={arrangement}
        />
      </section>
    );
  }
  return (
    <>
      {filters}
      <Tabs
        className="leg-tabs"
        selectedKey={directionTab}
        onSelectionChange={(key) => {
          setDirectionTab(key === 'return' ? 'return' : 'departure');
        }}
      >
        <TabList className="leg-tabs__list" aria-label={t('flightSearch.directions')}>
          {data.legs.map((leg) => (
            <Tab key={leg.index} id={draftDirectionOf(leg)} className="leg-tabs__tab">
              <span className="leg-tabs__route">{legTitle(leg, t)}</span>
              <span className="leg-tabs__date">{leg.date}</span>
            </Tab>
          ))}
        </TabList>
        {data.legs.map((leg) => (
          <TabPanel key={leg.index} id={draftDirectionOf(leg)} className="leg-tabs__panel">
            <LegJourneys
              leg={leg}
              data={data}
              locale={locale}
              search={search}
              today={today}
              arrangement={arrangement}
            />
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}
