import type { CheckinJourney, CheckinView } from '@skybook/contracts/checkin';
import type { Language } from '@skybook/domain/languages';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { checkinPath } from '../checkin-navigation';
import { stepReadiness, useCheckinDraft } from '../hooks/use-checkin-draft';
import {
  checkableOnes,
  journeyRoute,
  journeyTitle,
  lastFlightDay,
  nameOf,
  refusalText,
} from '../journey-format';
import { documentOf, initialValues, passengersResolver, type PassengersValues } from '../passengers-form';
import type { CheckinDraft } from '../stores/checkin-draft';
import { CheckboxField } from './CheckboxField';
import { CheckinGate } from './CheckinGate';
import { DangerousGoodsNotice } from './DangerousGoodsNotice';
import { JourneyFlights } from './JourneyFlights';
import { PassportFields } from './PassportFields';

export interface CheckinPassengersPageProps {
  readonly language: Language;
}

/** /checkin/select-passengers: who checks in, their passports abroad, and the dangerous goods. */
export function CheckinPassengersPage({ language }: CheckinPassengersPageProps) {
  return (
    <CheckinGate language={language}>
      {(view) => <PassengersStep view={view} language={language} />}
    </CheckinGate>
  );
}

function PassengersStep({ view, language }: { readonly view: CheckinView; readonly language: Language }) {
  const [draft, saveDraft] = useCheckinDraft(view.reservationKey);
  const readiness = stepReadiness(view, draft, 'select-passengers');
  if (!readiness.ready) return <Navigate to={checkinPath(language, readiness.goTo)} replace />;
  return (
    <PassengersForm
      journey={readiness.journey}
      journeyCount={view.journeys.length}
      draft={readiness.draft}
      onSave={saveDraft}
      language={language}
    />
  );
}

interface PassengersFormProps {
  readonly journey: CheckinJourney;
  readonly journeyCount: number;
  readonly draft: CheckinDraft;
  readonly onSave: (draft: CheckinDraft) => void;
  readonly language: Language;
}

function PassengersForm({ journey, journeyCount, draft, onSave, language }: PassengersFormProps) {
  const { t } = useTranslation('checkin');
  const { t: tItinerary } = useTranslation('itinerary');
  const navigate = useNavigate();
  const headingId = useId();
  const goodsId = useId();
  const eligible = useMemo(() => checkableOnes(journey), [journey]);
  const others = journey.passengers.filter((passenger) => !eligible.includes(passenger));
  const resolver = useMemo(
    () =>
      passengersResolver(
        journey,
        eligible.map((passenger) => passenger.key),
      ),
    [journey, eligible],
  );
  const { control, handleSubmit, formState } = useForm<PassengersValues>({
    defaultValues: initialValues(eligible, draft),
    resolver,
    mode: 'onTouched',
  });
  const choices = useWatch({ control, name: 'passengers' });
  const chooseError = formState.errors.passengers?.[0]?.selected?.message === 'chooseOne';
  const goodsError = formState.errors.accepted !== undefined;

  const save = (values: PassengersValues) => {
    const chosen = values.passengers.filter((choice) => choice.selected);
    const keys = chosen.map((choice) => choice.key);
    onSave({
      ...draft,
      passengerKeys: keys,
      documents: journey.international
        ? Object.fromEntries(chosen.map((choice) => [choice.key, documentOf(choice)]))
        : {},
      dangerousGoodsAccepted: values.accepted,
      seats: Object.fromEntries(Object.entries(draft.seats).filter(([key]) => keys.includes(key))),
    });
    void navigate(checkinPath(language, 'select-seats'));
  };

  return (
    <form
      className="ci-page"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      <section className="ci-card" aria-labelledby={headingId}>
        <h2 id={headingId} className="ci-card__title">
          {journeyTitle(t, journey, journeyCount)}: {journeyRoute(journey)}
        </h2>
        <JourneyFlights journey={journey} language={language} />
        <fieldset className="ci-choices">
          <legend className="ci-card__subtitle">{t('passengers.legend')}</legend>
          {chooseError ? (
            <p id="ci-choose-error" className="ci-field-error">
              {t('passengers.chooseOne')}
            </p>
          ) : null}
          {eligible.map((passenger, index) => (
            <CheckboxField
              key={passenger.key}
              control={control}
              name={`passengers.${index}.selected`}
              id={`ci-passenger-${passenger.key}`}
              label={nameOf(passenger, tItinerary)}
              isInvalid={index === 0 && chooseError}
              errorId="ci-choose-error"
            />
          ))}
          {others.map((passenger) => {
            const reasonId = `ci-passenger-${passenger.key}-reason`;
            const isDone = passenger.flights.every((flight) => flight.checkedIn);
            return (
              <div key={passenger.key} className="ci-check ci-check--disabled">
                <input
                  id={`ci-passenger-${passenger.key}`}
                  type="checkbox"
                  className="ci-check__box"
                  checked={isDone}
                  disabled
                  readOnly
                  aria-describedby={reasonId}
                />
                <label htmlFor={`ci-passenger-${passenger.key}`} className="ci-check__label">
                  {nameOf(passenger, tItinerary)}
                </label>
                <p id={reasonId} className="ci-check__reason">
                  {passenger.refusal !== null
                    ? refusalText(t, passenger.refusal)
                    : t('passengers.alreadyCheckedIn')}
                </p>
              </div>
            );
          })}
        </fieldset>
      </section>

      {journey.international && choices.some((choice) => choice.selected) ? (
        <section className="ci-card" aria-labelledby="ci-passports-title">
          <h2 id="ci-passports-title" className="ci-card__title">
            {t('passport.heading')}
          </h2>
          <p className="ci-note">{t('passport.intro')}</p>
          {eligible.map((passenger, index) =>
            choices[index]?.selected ? (
              <PassportFields
                key={passenger.key}
                control={control}
                index={index}
                name={nameOf(passenger, tItinerary)}
                flightDay={lastFlightDay(journey)}
                language={language}
              />
            ) : null,
          )}
        </section>
      ) : null}

      <DangerousGoodsNotice headingId={goodsId}>
        <CheckboxField
          control={control}
          name="accepted"
          id="ci-goods-accepted"
          label={t('dangerousGoods.accept')}
          isRequired
          isInvalid={goodsError}
          errorId="ci-goods-error"
        />
        {goodsError ? (
          <p id="ci-goods-error" className="ci-field-error">
            {t('dangerousGoods.notAccepted')}
          </p>
        ) : null}
      </DangerousGoodsNotice>

      <div className="ci-actions ci-actions--steps">
        <Link to={checkinPath(language, 'select-flight')} className={buttonClassName('secondary')}>
          {t('passengers.back')}
        </Link>
        <Button type="submit">{t('passengers.continue')}</Button>
      </div>
    </form>
  );
}
