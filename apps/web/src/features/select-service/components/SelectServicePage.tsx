import type { BookingSessionDto } from '@skybook/contracts/booking-session';
import type { LegalContentKey } from '@skybook/contracts/legal-content';
import type { Language } from '@skybook/domain/languages';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { sitePath } from '../../../lib/site-path';
import { useBuiltOnce } from '../../../lib/use-built-once';
import { useBookingCreation } from '../../../stores/booking-creation';
import { useBookingDraft } from '../../../stores/booking-draft';
import { confirmedForSession, usePassengerDetails } from '../../../stores/passenger-details';
import { useServiceSelection } from '../../../stores/service-selection';
import { type SelectionService } from '../../../stores/service-selection-model';
import { useAncillaryOptions } from '../api/ancillary-options';
import { useFlyGreen } from '../api/fly-green';
import { useOptAncillary, useServiceCatalogue } from '../api/service-content';
import { formatAmount } from '@skybook/domain/money-format';
import { useQuotation } from '../hooks/use-quotation';
import { directionKey, journeyRoute } from '../journey-labels';
import { FALLBACK_SERVICES } from '../page-services';
import { seatedPassengers, servicePassengers } from '../passengers';
import { DirectionPanel, type ServiceText } from './DirectionPanel';
import { DirectionToolbar } from './DirectionToolbar';
import { LegalTextDialog } from './LegalTextDialog';
import { PageAlerts } from './PageAlerts';
import { QuotationSummary } from './QuotationSummary';
import { TripServices } from './TripServices';
import '../select-service.css';

export interface SelectServicePageProps {
  readonly session: BookingSessionDto;
  readonly language: Language;
}

/** Whether the stored selection belongs to this session and its journeys as they are now. */
function useIsBound(session: BookingSessionDto): boolean {
  return useServiceSelection(
    (state) =>
      state.sessionId === session.sessionId &&
      state.journeys.length === session.journeys.length &&
      session.journeys.every(
        (journey) =>
          state.journeys[journey.index]?.bookingKey === journey.bookingKey &&
          state.journeys[journey.index]?.flightCount === journey.segments.length,
      ),
  );
}

/**
 * /select-service (requirements §2 Services): the extras per direction and passenger, the trip's
 * insurance and donation, and the server's quotation of it all.
 */
export function SelectServicePage({ session, language }: SelectServicePageProps) {
  const { t } = useTranslation('selectService');
  const details = usePassengerDetails((state) => confirmedForSession(state, session.sessionId));
  const bindSession = useServiceSelection((state) => state.bindSession);
  const isBound = useIsBound(session);
  const { journeys } = session;

  useEffect(() => {
    bindSession(
      session.sessionId,
      journeys.map((journey) => ({ bookingKey: journey.bookingKey, flightCount: journey.segments.length })),
    );
  }, [bindSession, session.sessionId, journeys]);

  if (!details) {
    return (
      <div className="service-alert service-alert--error" role="alert">
        <p>{t('needPassengers')}</p>
        <Link to={sitePath(language, 'passengers')} className={buttonClassName('secondary')}>
          {t('actions.back')}
        </Link>
      </div>
    );
  }
  if (!isBound) return <p role="status">{t('loading')}</p>;
  return <SelectServiceContent session={session} language={language} details={details} />;
}

function SelectServiceContent({
  session,
  language,
  details,
}: SelectServicePageProps & { readonly details: NonNullable<ReturnType<typeof confirmedForSession>> }) {
  const { t } = useTranslation('selectService');
  const navigate = useNavigate();
  const { journeys, currency, minorUnitExponent } = session;
  const passengers = useMemo(() => servicePassengers(details), [details]);
  const seated = useMemo(() => seatedPassengers(passengers), [passengers]);
  const quotation = useQuotation(details);
  const optAncillary = useOptAncillary(language);
  const catalogue = useServiceCatalogue(language);
  const flyGreen = useFlyGreen(currency, language);
  const options = useAncillaryOptions(
    journeys.map((journey) => journey.bookingKey),
    language,
  );
  const directionTab = useServiceSelection((state) => state.directionTab);
  const setDirectionTab = useServiceSelection((state) => state.setDirectionTab);
  const applyDefaultServices = useServiceSelection((state) => state.applyDefaultServices);
  const setDraftDirection = useBookingDraft((state) => state.setDirectionTab);
  const [legalKey, setLegalKey] = useState<LegalContentKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const offered = optAncillary.data?.services ?? (optAncillary.isError ? FALLBACK_SERVICES : []);
  // Built once its first answers are in (or have failed), not again as each arrives.
  const answered =
    !optAncillary.isLoading &&
    !catalogue.isLoading &&
    !flyGreen.isLoading &&
    options.every((query) => !query.isLoading) &&
    (quotation.quotation !== null || quotation.failure !== null || quotation.rejection !== null);
  const built = useBuiltOnce(answered);

  useEffect(() => {
    const services = optAncillary.data?.services;
    if (services)
      applyDefaultServices(services.filter((each) => each.isDefault).map((each) => each.serviceType));
  }, [optAncillary.data, applyDefaultServices]);

  const serviceText = (service: SelectionService): ServiceText => {
    const entry = catalogue.data?.services.find((each) => each.serviceType === service);
    if (entry) return { name: entry.name, description: entry.description, iconUrl: entry.iconUrl };
    if (service === 'flyGreen' && flyGreen.data)
      return { name: flyGreen.data.title, description: null, iconUrl: null };
    return { name: t(`services.${service}`), description: null, iconUrl: null };
  };

  const panel = (index: number) => {
    const journey = journeys[index];
    if (!journey) return null;
    const query = options[index];
    const problem = query?.isError
      ? query.error instanceof ApiError
        ? query.error.message
        : t('loadFailed')
      : null;
    return (
      <DirectionPanel
        journey={journey}
        options={query?.data}
        optionsProblem={problem}
        offered={offered}
        serviceText={serviceText}
        passengers={seated}
        currency={currency}
        minorUnitExponent={minorUnitExponent}
        language={language}
        onReadTerms={setLegalKey}
        toolbar={
          <DirectionToolbar
            session={session}
            journeyIndex={index}
            language={language}
            quotation={quotation}
            onNotice={setNotice}
          />
        }
      />
    );
  };

  const tabTitle = (index: number) => {
    const journey = journeys[index];
    if (!journey) return '';
    return t(`directions.${directionKey(journey, journeys.length)}`, {
      number: index + 1,
      route: journeyRoute(journey),
    });
  };

  if (!built) return <p role="status">{t('loading')}</p>;
  return (
    <div className="select-service">
      <div className="select-service__main">
        <PageAlerts
          quotation={quotation}
          notice={notice}
          onDismissNotice={() => {
            setNotice(null);
          }}
        />
        {journeys.length > 1 ? (
          <Tabs
            className="direction-tabs"
            selectedKey={String(directionTab)}
            onSelectionChange={(key) => {
              const index = Number(key);
              setDirectionTab(index);
              const direction = journeys[index]?.direction;
              if (direction === 'departure' || direction === 'return') setDraftDirection(direction);
            }}
          >
            <TabList className="direction-tabs__list" aria-label={t('directions.label')}>
              {journeys.map((journey) => {
                const amount = quotation.quotation?.journeys.find(
                  (each) => each.journeyIndex === journey.index,
                );
                return (
                  <Tab key={journey.index} id={String(journey.index)} className="direction-tabs__tab">
                    <span className="direction-tabs__route">{tabTitle(journey.index)}</span>
                    {amount && quotation.quotation ? (
                      <span className="direction-tabs__amount">
                        {t('directions.extras', {
                          amount: formatAmount(
                            amount.ancillaryAmount,
                            quotation.quotation.currency,
                            language,
                          ),
                        })}
                      </span>
                    ) : null}
                  </Tab>
                );
              })}
            </TabList>
            {journeys.map((journey) => (
              <TabPanel key={journey.index} id={String(journey.index)} className="direction-tabs__panel">
                {panel(journey.index)}
              </TabPanel>
            ))}
          </Tabs>
        ) : (
          <section aria-labelledby="direction-title">
            <h2 id="direction-title" className="direction-title">
              {tabTitle(0)}
            </h2>
            {panel(0)}
          </section>
        )}
        <TripServices
          offered={offered}
          passengers={passengers}
          language={language}
          flyGreen={flyGreen}
          serviceText={serviceText}
          onReadTerms={setLegalKey}
        />
        <div className="select-service__actions">
          <Link to={sitePath(language, 'passengers')} className={buttonClassName('secondary')}>
            {t('actions.back')}
          </Link>
          <Button
            isDisabled={!quotation.isCurrent}
            onPress={() => {
              // The booking is made on the way (payment-methods creates it with this key).
              useBookingCreation.getState().begin(session.sessionId);
              void navigate(sitePath(language, 'payment-methods'));
            }}
          >
            {t('actions.continue')}
          </Button>
        </div>
      </div>
      <QuotationSummary state={quotation} journeys={journeys} locale={language} />
      <LegalTextDialog
        name={legalKey}
        language={language}
        onClose={() => {
          setLegalKey(null);
        }}
      />
    </div>
  );
}
