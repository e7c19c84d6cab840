import type { BookingSessionDto } from '@skybook/contracts/booking-session';
import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useBuiltOnce } from '../../../lib/use-built-once';
import { useCountries } from '../../../lib/countries';
import { JourneySummary } from './JourneySummary';
import { PassengerDetailsForm } from './PassengerDetailsForm';
import '../passengers.css';

export interface PassengersPageProps {
  readonly session: BookingSessionDto;
  readonly language: Language;
}

const NO_COUNTRIES: readonly never[] = [];

/** /passengers (requirements §2 Passengers): the forms beside the flights of the booking session. */
export function PassengersPage({ session, language }: PassengersPageProps) {
  const { t } = useTranslation('passengers');
  const countries = useCountries(language);
  // The form is built once the countries are in (or failed): their arrival rebuilt every card.
  const built = useBuiltOnce(!countries.isLoading);

  return (
    <div className="pax-page">
      <JourneySummary session={session} language={language} />
      <div className="pax-page__main">
        {countries.isError ? (
          <div role="alert" className="pax-alert">
            <p>{t('country.loadFailed')}</p>
            <Button
              variant="secondary"
              onPress={() => {
                void countries.refetch();
              }}
            >
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {/* A new session starts a new form. */}
        {built ? (
          <PassengerDetailsForm
            key={session.sessionId}
            session={session}
            language={language}
            countries={countries.data ?? NO_COUNTRIES}
          />
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </div>
    </div>
  );
}
