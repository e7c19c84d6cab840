import type { BoardingPass, CheckinJourney, CheckinView } from '@skybook/contracts/checkin';
import type { Language } from '@skybook/domain/languages';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { ApiError } from '../../../lib/api-client';
import { useDownloadBoardingPassFile, fileId, type BoardingPassFile } from '../api/boarding-pass-file';
import { useBoardingPasses } from '../api/boarding-passes';
import { useSendBoardingPasses } from '../api/send-boarding-passes';
import { checkinPath, departureKeyOf } from '../checkin-navigation';
import { useCheckinDraft } from '../hooks/use-checkin-draft';
import { useLeaveOnRefusedGrant } from '../hooks/use-leave-on-refused-grant';
import { useUndoCheckinDialog } from '../hooks/use-undo-checkin-dialog';
import { hasCheckedIn, journeyOf, journeyRoute, journeyTitle } from '../journey-format';
import { checkinDraftStore } from '../stores/checkin-draft';
import { BoardingPassCard } from './BoardingPassCard';
import { CheckinGate } from './CheckinGate';
import { UndoCheckinDialog } from './UndoCheckinDialog';

export interface CheckinSuccessPageProps {
  readonly language: Language;
}

/**
 * /checkin/success: the checked-in journey's boarding passes, their files, the e-mail and the
 * undo. The journey is the one the link named (select-flight, booking detail), else the one just
 * checked in, else the first one with passes.
 */
export function CheckinSuccessPage({ language }: CheckinSuccessPageProps) {
  return (
    <CheckinGate language={language}>{(view) => <SuccessStep view={view} language={language} />}</CheckinGate>
  );
}

function SuccessStep({ view, language }: { readonly view: CheckinView; readonly language: Language }) {
  const location = useLocation();
  const [draft] = useCheckinDraft(view.reservationKey);
  const named = journeyOf(view, departureKeyOf(location.state) ?? draft?.departureKey);
  const journey = named && hasCheckedIn(named) ? named : view.journeys.find(hasCheckedIn);
  if (!journey) return <Navigate to={checkinPath(language, 'select-flight')} replace />;
  return <BoardingPasses key={journey.key} view={view} journey={journey} language={language} />;
}

interface BoardingPassesProps {
  readonly view: CheckinView;
  readonly journey: CheckinJourney;
  readonly language: Language;
}

function BoardingPasses({ view, journey, language }: BoardingPassesProps) {
  const { t } = useTranslation('checkin');
  const navigate = useNavigate();
  const headingId = useId();
  const passes = useBoardingPasses(view.reservationKey, journey.key);
  const download = useDownloadBoardingPassFile(view.locator, journey.key);
  const email = useSendBoardingPasses();
  const leaveOnRefusedGrant = useLeaveOnRefusedGrant();
  const [outcome, setOutcome] = useState<{ readonly text: string; readonly isError: boolean } | null>(null);
  const undo = useUndoCheckinDialog(view.reservationKey, journey.key, language, () => {
    checkinDraftStore.clear();
    void navigate(checkinPath(language, 'select-flight'), { replace: true });
  });

  useEffect(() => {
    if (passes.error) leaveOnRefusedGrant(passes.error);
  }, [passes.error, leaveOnRefusedGrant]);

  const failed = (error: unknown, fallback: string) => {
    if (leaveOnRefusedGrant(error)) return;
    setOutcome({
      text: error instanceof ApiError && error.message !== '' ? error.message : fallback,
      isError: true,
    });
  };
  const save = (file: BoardingPassFile) => {
    setOutcome(null);
    download.mutate(file, {
      onSuccess: () => {
        setOutcome({ text: t('success.downloaded'), isError: false });
      },
      onError: (error) => {
        failed(error, t('success.failed'));
      },
    });
  };
  const isSaving = (file: BoardingPassFile) =>
    download.isPending && fileId(download.variables) === fileId(file);
  const walletFile = (pass: BoardingPass): BoardingPassFile => ({
    kind: 'pkpass',
    passengerKey: pass.passengerKey,
    flightKey: pass.flightKey,
  });
  const a4: BoardingPassFile = { kind: 'pdf', size: 'a4' };
  const phone: BoardingPassFile = { kind: 'pdf', size: 'phone' };
  const calendar: BoardingPassFile = { kind: 'ics' };

  return (
    <div className="ci-page">
      <section className="ci-card" aria-labelledby={headingId}>
        <h2 id={headingId} className="ci-card__title">
          {t('success.title')}
        </h2>
        <p className="ci-booking">
          {journeyTitle(t, journey, view.journeys.length)}: {journeyRoute(journey)} ·{' '}
          {t('booking', { locator: view.locator })}
        </p>
        <div className="ci-actions">
          <Button
            variant="secondary"
            isPending={isSaving(a4)}
            onPress={() => {
              save(a4);
            }}
          >
            <Icon name="download" />
            {t('success.downloadA4')}
          </Button>
          <Button
            variant="secondary"
            isPending={isSaving(phone)}
            onPress={() => {
              save(phone);
            }}
          >
            <Icon name="download" />
            {t('success.downloadPhone')}
          </Button>
          <Button
            variant="secondary"
            isPending={isSaving(calendar)}
            onPress={() => {
              save(calendar);
            }}
          >
            <Icon name="calendar" />
            {t('success.calendar')}
          </Button>
          <Button
            variant="secondary"
            isPending={email.isPending}
            onPress={() => {
              setOutcome(null);
              email.mutate(
                { departureKey: journey.key, languageCode: language },
                {
                  onSuccess: (answer) => {
                    setOutcome({
                      text: t('success.emailSent', { email: answer.email || view.email }),
                      isError: false,
                    });
                  },
                  onError: (error) => {
                    failed(error, t('errors.sendMailFail'));
                  },
                },
              );
            }}
          >
            {t('success.email')}
          </Button>
          {journey.canUndo ? (
            <Button variant="ghost" className="ci-actions__undo" onPress={undo.open}>
              {t('journey.undo')}
            </Button>
          ) : null}
        </div>
        <p role="status" className={outcome?.isError ? 'ci-outcome ci-outcome--error' : 'ci-outcome'}>
          {outcome?.text ?? ''}
        </p>
      </section>
      <section className="ci-passes" aria-label={t('success.documents')}>
        {passes.data ? (
          passes.data.boardingPasses.map((pass) => (
            <BoardingPassCard
              key={`${pass.passengerKey}-${pass.flightKey}`}
              pass={pass}
              language={language}
              isSavingToWallet={isSaving(walletFile(pass))}
              onAppleWallet={(chosen) => {
                save(walletFile(chosen));
              }}
            />
          ))
        ) : passes.isError ? (
          <div role="alert" className="ci-alert ci-alert--block">
            <p>{passes.error instanceof ApiError ? passes.error.message : t('success.failed')}</p>
            <Button
              variant="secondary"
              onPress={() => {
                void passes.refetch();
              }}
            >
              {t('retry')}
            </Button>
          </div>
        ) : (
          <p role="status" className="ci-loading">
            {t('success.loading')}
          </p>
        )}
      </section>
      <Link to={checkinPath(language, 'select-flight')} className={buttonClassName('secondary', 'ci-back')}>
        {t('success.backToFlights')}
      </Link>
      <UndoCheckinDialog {...undo.dialog} />
    </div>
  );
}
