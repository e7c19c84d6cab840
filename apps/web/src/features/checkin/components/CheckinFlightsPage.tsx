import type { CheckinJourney, CheckinView } from '@skybook/contracts/checkin';
import type { Language } from '@skybook/domain/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkinPath, type SuccessState } from '../checkin-navigation';
import { checkableOnes } from '../journey-format';
import { checkinDraftStore, startDraft } from '../stores/checkin-draft';
import { CheckinGate } from './CheckinGate';
import { JourneyCard } from './JourneyCard';

export interface CheckinFlightsPageProps {
  readonly language: Language;
}

/** /checkin/select-flight: the booking's journeys, to choose the one to check in. */
export function CheckinFlightsPage({ language }: CheckinFlightsPageProps) {
  return (
    <CheckinGate language={language}>{(view) => <Journeys view={view} language={language} />}</CheckinGate>
  );
}

function Journeys({ view, language }: { readonly view: CheckinView; readonly language: Language }) {
  const { t } = useTranslation('checkin');
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);

  const checkIn = (journey: CheckinJourney) => {
    const draft = startDraft(view.reservationKey, journey.key);
    checkinDraftStore.save({
      ...draft,
      passengerKeys: checkableOnes(journey).map((passenger) => passenger.key),
    });
    void navigate(checkinPath(language, 'select-passengers'));
  };
  const viewPasses = (journey: CheckinJourney) => {
    const state: SuccessState = { departureKey: journey.key };
    void navigate(checkinPath(language, 'success'), { state });
  };

  return (
    <div className="ci-page">
      <p className="ci-booking">{t('booking', { locator: view.locator })}</p>
      <p className="ci-note ci-note--small">{t('journey.localTimes')}</p>
      {view.journeys.map((journey) => (
        <JourneyCard
          key={journey.key}
          journey={journey}
          journeyCount={view.journeys.length}
          reservationKey={view.reservationKey}
          language={language}
          onCheckIn={checkIn}
          onViewPasses={viewPasses}
          onUndone={() => {
            setNotice(t('journey.undone'));
          }}
        />
      ))}
      <p role="status" className="ci-outcome">
        {notice ?? ''}
      </p>
    </div>
  );
}
