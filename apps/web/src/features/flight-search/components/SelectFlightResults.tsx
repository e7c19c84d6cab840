import type { SearchFlightResponse } from '@skybook/contracts/flight-search';
import type { IsoDate } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { trackAddToCart } from '../../../lib/cart-analytics';
import { useBookingDraft, type DraftDirection } from '../../../stores/booking-draft';
import { DEFAULT_ARRANGEMENT, type JourneyArrangement } from '../arrange-journeys';
import { chosenFareOf, draftDirectionOf } from '../chosen-fares';
import { formatDay } from '@skybook/domain/date-format';
import type { FlightSearch } from '../search-params';
import { fareTotal } from '../../../components/flights/JourneyCard';
import { JourneyFilters } from './JourneyFilters';
import { LegJourneys } from './LegJourneys';
import { MultiStopResults, type LegResultsProps } from './MultiStopResults';

type Leg = SearchFlightResponse['legs'][number];

export interface SelectFlightResultsProps {
  readonly data: SearchFlightResponse;
  readonly locale: Language;
  readonly search: FlightSearch;
  readonly today: IsoDate;
}

/** A one-way or round-trip leg, its choice kept per direction in the draft. */
function DirectionJourneys(
  props: {
    readonly leg: Leg;
    readonly arrangement: JourneyArrangement;
    /** After the traveller has chosen this direction's fare. */
    readonly onChosen?: () => void;
  } & SelectFlightResultsProps,
) {
  const { leg, data, onChosen } = props;
  const draft = useBookingDraft();
  const direction = draftDirectionOf(leg);
  return (
    <LegJourneys
      {...props}
      legIndex={direction === 'return' ? 1 : 0}
      chosen={chosenFareOf(data.tripType, leg, draft)}
      onChoose={(journey, fare) => {
        draft.selectFare(direction, fare.bookingKey, {
          journeyKey: journey.key,
          family: fare.family,
          totalAmount: fareTotal(fare),
          currency: data.currency,
        });
        // requirements §4 cart funnel: the direction's flight replaces the one in the cart.
        trackAddToCart({
          direction,
          journeyKey: journey.key,
          route: `${leg.departAirport}-${leg.arrivalAirport}`,
          fareFamily: fare.family,
          totalAmount: fareTotal(fare),
          currency: data.currency,
        });
        onChosen?.();
      }}
    />
  );
}

function legTitle(leg: Leg, t: TFunction): string {
  const route = `${leg.departAirport} → ${leg.arrivalAirport}`;
  return leg.direction === 'return'
    ? t('flightSearch.returnTab', { route })
    : t('flightSearch.departureTab', { route });
}

/**
 * The legs of an answer: a step per leg for multi-stop, tabs per direction for a round trip,
 * the single list for one way.
 */
export function SelectFlightResults({ data, locale, search, today }: SelectFlightResultsProps) {
  const { t } = useTranslation();
  const [arrangement, setArrangement] = useState(DEFAULT_ARRANGEMENT);
  const filters = <JourneyFilters value={arrangement} onChange={setArrangement} />;
  const [firstLeg] = data.legs;
  const results: LegResultsProps = { data, locale, search, today, arrangement, filters };
  if (data.tripType === 'stopover') return <MultiStopResults {...results} />;
  if (data.legs.length === 1 && firstLeg) {
    return (
      <section className="leg" aria-label={legTitle(firstLeg, t)}>
        <h2 className="leg__title">{legTitle(firstLeg, t)}</h2>
        <p className="leg__date">{formatDay(firstLeg.date, locale, 'weekday')}</p>
        {filters}
        <DirectionJourneys
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
  return <RoundTripResults {...results} />;
}

/**
 * A round trip: a tab per direction. Choosing one direction's fare while the other has none
 * leads on to the other: its tab is selected and focused, the tabs scrolled into view, and the
 * move said to screen readers, so nothing is left to find on a long list or a small screen.
 */
function RoundTripResults(props: LegResultsProps) {
  const { data, locale, filters } = props;
  const { t } = useTranslation();
  const directionTab = useBookingDraft((state) => state.directionTab);
  const setDirectionTab = useBookingDraft((state) => state.setDirectionTab);
  const tabsRef = useRef<HTMLDivElement>(null);
  const [leadTo, setLeadTo] = useState<{ direction: DraftDirection; count: number } | null>(null);

  useEffect(() => {
    if (leadTo === null) return;
    const tabs = tabsRef.current;
    const tab = tabs?.querySelector<HTMLElement>(`[role="tab"][data-key="${leadTo.direction}"]`);
    if (!tabs || !tab) return;
    tab.focus({ preventScroll: true });
    // (jsdom, without layout, has neither.)
    if (!('scrollIntoView' in tabs) || typeof window.matchMedia !== 'function') return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    tabs.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [leadTo]);

  const leadOn = (chosen: DraftDirection) => {
    const other: DraftDirection = chosen === 'departure' ? 'return' : 'departure';
    const otherLeg = data.legs.find((leg) => draftDirectionOf(leg) === other);
    const draft = useBookingDraft.getState();
    if (!otherLeg || chosenFareOf(data.tripType, otherLeg, draft) !== null) return;
    setDirectionTab(other);
    setLeadTo((previous) => ({ direction: other, count: (previous?.count ?? 0) + 1 }));
  };

  return (
    <>
      {filters}
      <p className="visually-hidden" role="status">
        {leadTo === null
          ? ''
          : t(leadTo.direction === 'return' ? 'flightSearch.nowReturn' : 'flightSearch.nowDeparture')}
      </p>
      <Tabs
        ref={tabsRef}
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
              <span className="leg-tabs__date">{formatDay(leg.date, locale, 'weekday')}</span>
            </Tab>
          ))}
        </TabList>
        {data.legs.map((leg) => (
          <TabPanel key={leg.index} id={draftDirectionOf(leg)} className="leg-tabs__panel">
            <DirectionJourneys
              {...props}
              leg={leg}
              onChosen={() => {
                leadOn(draftDirectionOf(leg));
              }}
            />
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}
