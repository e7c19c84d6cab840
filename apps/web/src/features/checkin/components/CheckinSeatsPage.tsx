import type { CheckinJourney, CheckinSeatsResponse, CheckinView } from '@skybook/contracts/checkin';
import type { Language } from '@skybook/domain/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import type { BookedSeatMap } from '../../../components/seat-map-slot';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { useCheckinSeats } from '../api/checkin-seats';
import { checkinPath } from '../checkin-navigation';
import { stepReadiness, useCheckinDraft } from '../hooks/use-checkin-draft';
import { journeyRoute, journeyTitle } from '../journey-format';
import type { CheckinDraft } from '../stores/checkin-draft';
import { CheckinGate } from './CheckinGate';
import { FlightSeats } from './FlightSeats';

export interface CheckinSeatsPageProps {
  readonly language: Language;
  readonly SeatMap: BookedSeatMap;
}

/** /checkin/select-seats: each chosen passenger's seat on each flight of the journey. */
export function CheckinSeatsPage({ language, SeatMap }: CheckinSeatsPageProps) {
  return (
    <CheckinGate language={language}>
      {(view) => <SeatsStep view={view} language={language} SeatMap={SeatMap} />}
    </CheckinGate>
  );
}

function SeatsStep({ view, language, SeatMap }: CheckinSeatsPageProps & { readonly view: CheckinView }) {
  const [draft, saveDraft] = useCheckinDraft(view.reservationKey);
  const readiness = stepReadiness(view, draft, 'select-seats');
  if (!readiness.ready) return <Navigate to={checkinPath(language, readiness.goTo)} replace />;
  return (
    <SeatsForm
      view={view}
      journey={readiness.journey}
      draft={readiness.draft}
      onSave={saveDraft}
      language={language}
      SeatMap={SeatMap}
    />
  );
}

interface SeatsFormProps {
  readonly view: CheckinView;
  readonly journey: CheckinJourney;
  readonly draft: CheckinDraft;
  readonly onSave: (draft: CheckinDraft) => void;
  readonly language: Language;
  readonly SeatMap: BookedSeatMap;
}

/** Seat maps are asked per passenger (the API's `departurePassengerJourneyDetailKey`). */
function mapsByPassenger(
  keys: readonly string[],
  answers: readonly { data?: CheckinSeatsResponse; isError: boolean }[],
): {
  readonly maps: ReadonlyMap<string, CheckinSeatsResponse>;
  readonly isLoading: boolean;
  readonly failed: boolean;
} {
  const maps = new Map<string, CheckinSeatsResponse>();
  keys.forEach((key, index) => {
    const data = answers[index]?.data;
    if (data) maps.set(key, data);
  });
  return {
    maps,
    isLoading: answers.some((answer) => answer.data === undefined && !answer.isError),
    failed: answers.some((answer) => answer.isError),
  };
}

function SeatsForm({ view, journey, draft, onSave, language, SeatMap }: SeatsFormProps) {
  const { t } = useTranslation('checkin');
  const navigate = useNavigate();
  const passengers = journey.passengers.filter((passenger) => draft.passengerKeys.includes(passenger.key));
  const keys = passengers.map((passenger) => passenger.key);
  const answers = useCheckinSeats(view.reservationKey, journey.key, keys);
  const { maps, isLoading, failed } = mapsByPassenger(keys, answers);
  const [seats, setSeats] = useState(draft.seats);

  const choose = (passengerKey: string, flightKey: string, seatCode: string | null) => {
    setSeats((current) => {
      const { [flightKey]: _dropped, ...others } = current[passengerKey] ?? {};
      const flights = seatCode === null ? others : { ...others, [flightKey]: seatCode };
      return { ...current, [passengerKey]: flights };
    });
  };

  return (
    <div className="ci-page">
      <p className="ci-booking">
        {journeyTitle(t, journey, view.journeys.length)}: {journeyRoute(journey)}
      </p>
      {failed ? (
        <p role="alert" className="ci-alert">
          {t('seats.loadFailed')}
        </p>
      ) : null}
      {journey.segments.map((segment) => (
        <FlightSeats
          key={segment.key}
          segment={segment}
          passengers={passengers}
          maps={maps}
          isLoading={isLoading}
          seats={seats}
          onChoose={choose}
          language={language}
          SeatMap={SeatMap}
        />
      ))}
      <div className="ci-actions ci-actions--steps">
        <Link to={checkinPath(language, 'select-passengers')} className={buttonClassName('secondary')}>
          {t('seats.back')}
        </Link>
        <Button
          onPress={() => {
            onSave({ ...draft, seats });
            void navigate(checkinPath(language, 'summary'));
          }}
        >
          {t('seats.continue')}
        </Button>
      </div>
    </div>
  );
}
