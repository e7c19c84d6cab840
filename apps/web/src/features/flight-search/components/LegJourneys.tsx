import type { FareOptionDto, JourneyDto, SearchFlightResponse } from '@skybook/contracts/flight-search';
import type { IsoDate } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { useRevealedInTurn } from '../../../lib/use-revealed-in-turn';
import { arrangeJourneys, type JourneyArrangement } from '../arrange-journeys';
import type { ChosenFare } from '../chosen-fares';
import type { FlightSearch } from '../search-params';
import { DateStrip } from './DateStrip';
import { EmptyDay } from './EmptyDay';
import { JourneyCard } from '../../../components/flights/JourneyCard';

type Leg = SearchFlightResponse['legs'][number];

export interface LegJourneysProps {
  readonly data: SearchFlightResponse;
  readonly locale: Language;
  readonly search: FlightSearch;
  readonly today: IsoDate;
  readonly leg: Leg;
  /** The leg's place in the search (searchLegsOf): which day the date strip moves. */
  readonly legIndex: number;
  readonly arrangement: JourneyArrangement;
  readonly chosen: ChosenFare | null;
  readonly onChoose: (journey: JourneyDto, fare: FareOptionDto) => void;
}

/** One leg's day strip and journeys, or why there are none (no route, or nothing that day). */
export function LegJourneys({
  leg,
  legIndex,
  data,
  locale,
  search,
  today,
  arrangement,
  chosen,
  onChoose,
}: LegJourneysProps) {
  const { t } = useTranslation();
  // One journey card per commit, below those shown: all of a day's cards in one commit were the
  // page's longest task as the answer arrived (design §5 Speed: TBT).
  const revealed = useRevealedInTurn(leg.journeys.length);
  const strip = <DateStrip search={search} legIndex={legIndex} today={today} language={locale} />;
  if (leg.journeys.length === 0) {
    return (
      <>
        {strip}
        {leg.routeExists ? (
          <EmptyDay search={search} legIndex={legIndex} today={today} language={locale} />
        ) : (
          <p className="empty-day" role="status">
            {t('flightSearch.noRoute')}
          </p>
        )}
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
      {journeys.slice(0, revealed).map((journey) => (
        <JourneyCard
          key={journey.key}
          journey={journey}
          families={data.fareFamilies}
          currency={data.currency}
          locale={locale}
          chosenFamily={chosen?.journey.key === journey.key ? chosen.fare.family : null}
          onChoose={(fare) => {
            onChoose(journey, fare);
          }}
        />
      ))}
    </div>
  );
}
