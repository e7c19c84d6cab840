import type { CheckinBody, CheckinJourney, CheckinView, TravelDocument } from '@skybook/contracts/checkin';
import { formatDay } from '@skybook/domain/date-format';
import { checkInResultKey } from '@skybook/domain/error-codes';
import type { Language } from '@skybook/domain/languages';
import type { TFunction } from 'i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { useCountries } from '../../../lib/countries';
import { storeCheckinAnswer, useCheckIn } from '../api/check-in';
import { checkinPath, type SuccessState } from '../checkin-navigation';
import { stepReadiness, useCheckinDraft } from '../hooks/use-checkin-draft';
import { useLeaveOnRefusedGrant } from '../hooks/use-leave-on-refused-grant';
import { flightRoute, journeyRoute, journeyTitle, nameOf } from '../journey-format';
import { checkinDraftStore, type CheckinDraft } from '../stores/checkin-draft';
import { CheckinGate } from './CheckinGate';
import { JourneyFlights } from './JourneyFlights';

export interface CheckinSummaryPageProps {
  readonly language: Language;
}

/** /checkin/summary: what checking in will do, then POST checkin. */
export function CheckinSummaryPage({ language }: CheckinSummaryPageProps) {
  return (
    <CheckinGate language={language}>{(view) => <SummaryStep view={view} language={language} />}</CheckinGate>
  );
}

function SummaryStep({ view, language }: { readonly view: CheckinView; readonly language: Language }) {
  const { t } = useTranslation('checkin');
  const [draft] = useCheckinDraft(view.reservationKey);
  // Once checked in, this page is on its way to the boarding passes: it decides nothing more.
  const [isLeaving, setLeaving] = useState(false);
  if (isLeaving) {
    return (
      <p role="status" className="ci-loading">
        {t('success.loading')}
      </p>
    );
  }
  const readiness = stepReadiness(view, draft, 'summary');
  if (!readiness.ready) return <Navigate to={checkinPath(language, readiness.goTo)} replace />;
  return (
    <Summary
      view={view}
      journey={readiness.journey}
      draft={readiness.draft}
      language={language}
      onCheckedIn={() => {
        setLeaving(true);
      }}
    />
  );
}

/** A passport number as the page shows it: only its last three characters. */
export function maskedNumber(number: string): string {
  return `${'•'.repeat(Math.max(0, number.length - 3))}${number.slice(-3)}`;
}

/** What POST checkin is sent: each chosen passenger, their passport abroad, the seats they chose. */
export function checkinBody(journey: CheckinJourney, draft: CheckinDraft): CheckinBody {
  return {
    departureKey: journey.key,
    passengers: draft.passengerKeys.map((key) => {
      const document: TravelDocument | undefined = journey.international ? draft.documents[key] : undefined;
      const seats = Object.entries(draft.seats[key] ?? {})
        .filter(([flightKey]) => journey.segments.some((segment) => segment.key === flightKey))
        .map(([flightKey, seatCode]) => ({ flightKey, seatCode }));
      return { key, ...(document ? { document } : {}), seats };
    }),
    dangerousGoodsAccepted: draft.dangerousGoodsAccepted,
  };
}

/**
 * Why checking in failed, in words: the server's (already translated) message first; else the
 * words of the result code its details carry (requirements §8 check-in result codes).
 */
function failureText(error: unknown, t: TFunction<'checkin'>): string {
  if (error instanceof ApiError) {
    if (error.message !== '') return error.message;
    const code: unknown = error.envelope?.details?.resultCode;
    if (typeof code === 'number' || typeof code === 'string') return t(checkInResultKey(code));
  }
  return t('errors.checkIn.failed');
}

interface SummaryProps {
  readonly view: CheckinView;
  readonly journey: CheckinJourney;
  readonly draft: CheckinDraft;
  readonly language: Language;
  readonly onCheckedIn: () => void;
}

function Summary({ view, journey, draft, language, onCheckedIn }: SummaryProps) {
  const { t } = useTranslation('checkin');
  const { t: tItinerary } = useTranslation('itinerary');
  const navigate = useNavigate();
  const headingId = useId();
  const passengersId = useId();
  const countries = useCountries(language);
  const queryClient = useQueryClient();
  const checkIn = useCheckIn();
  const leaveOnRefusedGrant = useLeaveOnRefusedGrant();
  const [problem, setProblem] = useState<string | null>(null);
  const passengers = journey.passengers.filter((passenger) => draft.passengerKeys.includes(passenger.key));
  const countryName = (code: string) =>
    countries.data?.find((country) => country.countryCode === code)?.name ?? code;

  const seatText = (passengerKey: string, flightKey: string) => {
    const kept = passengers
      .find((passenger) => passenger.key === passengerKey)
      ?.flights.find((flight) => flight.flightKey === flightKey)?.seatCode;
    const code = kept ?? draft.seats[passengerKey]?.[flightKey];
    return code ? t('summary.seat', { seat: code }) : t('summary.seatAtCheckin');
  };

  const submit = () => {
    setProblem(null);
    checkIn.mutate(checkinBody(journey, draft), {
      onSuccess: (answer) => {
        onCheckedIn();
        // The passports are not kept once sent; Back to this page then leads to the boarding
        // passes (requirements §2 going back from check-in success).
        checkinDraftStore.save({ ...draft, documents: {}, checkedIn: true });
        storeCheckinAnswer(queryClient, answer, language);
        const state: SuccessState = { departureKey: journey.key };
        void navigate(checkinPath(language, 'success'), { state });
      },
      onError: (error) => {
        if (leaveOnRefusedGrant(error)) return;
        setProblem(failureText(error, t));
      },
    });
  };

  return (
    <div className="ci-page">
      <section className="ci-card" aria-labelledby={headingId}>
        <h2 id={headingId} className="ci-card__title">
          {journeyTitle(t, journey, view.journeys.length)}: {journeyRoute(journey)}
        </h2>
        <JourneyFlights journey={journey} language={language} />
      </section>
      <section className="ci-card" aria-labelledby={passengersId}>
        <h2 id={passengersId} className="ci-card__title">
          {t('summary.passengers')}
        </h2>
        <ul className="ci-summary">
          {passengers.map((passenger) => {
            const document = journey.international ? draft.documents[passenger.key] : undefined;
            return (
              <li key={passenger.key} className="ci-summary__passenger">
                <h3 className="ci-summary__name">{nameOf(passenger, tItinerary)}</h3>
                <ul className="ci-summary__flights">
                  {journey.segments.map((segment) => (
                    <li key={segment.key}>
                      {flightRoute(segment)}: {seatText(passenger.key, segment.key)}
                    </li>
                  ))}
                </ul>
                {document ? (
                  <p className="ci-note">
                    {t('summary.document', {
                      number: maskedNumber(document.number),
                      nationality: countryName(document.nationality),
                      date: formatDay(document.expiresOn, language, 'medium'),
                    })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <p className="ci-note">{t('summary.accepted')}</p>
      </section>
      {problem ? (
        <p role="alert" className="ci-alert">
          {problem}
        </p>
      ) : null}
      <div className="ci-actions ci-actions--steps">
        <Link to={checkinPath(language, 'select-seats')} className={buttonClassName('secondary')}>
          {t('summary.back')}
        </Link>
        <Button onPress={submit} isPending={checkIn.isPending}>
          {checkIn.isPending ? t('summary.submitting') : t('summary.submit')}
        </Button>
      </div>
    </div>
  );
}
