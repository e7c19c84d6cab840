import type { AncillaryOptionsResponse } from '@skybook/contracts/ancillaries';
import type { SessionJourneyDto } from '@skybook/contracts/booking-session';
import type { LegalContentKey } from '@skybook/contracts/legal-content';
import type { CurrencyCode } from '@skybook/domain/currency';
import type { Language } from '@skybook/domain/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServiceSelection } from '../../../stores/service-selection';
import { type SelectionService } from '../../../stores/service-selection-model';
import { flightLabels } from '../journey-labels';
import { directionServices, markSubject, type DirectionService, type OfferedService } from '../page-services';
import type { ServicePassenger } from '../passengers';
import { PackChoice } from './PackChoice';
import { PassengerSwitcher } from './PassengerSwitcher';
import { ProductList } from './ProductList';
import { SeatSection } from './SeatSection';
import { ServiceSection } from './ServiceSection';

export interface ServiceText {
  readonly name: string;
  readonly description: string | null;
  readonly iconUrl: string | null;
}

export interface DirectionPanelProps {
  readonly journey: SessionJourneyDto;
  readonly options: AncillaryOptionsResponse | undefined;
  /** The extras could not be loaded: the server's message. */
  readonly optionsProblem: string | null;
  readonly offered: readonly OfferedService[];
  readonly serviceText: (service: SelectionService) => ServiceText;
  /** Adults and children. */
  readonly passengers: readonly ServicePassenger[];
  readonly currency: CurrencyCode;
  readonly minorUnitExponent: number;
  readonly language: Language;
  readonly onReadTerms: (termsKey: LegalContentKey) => void;
  /** The direction's tools: copy to return, reset, and its running total. */
  readonly toolbar: ReactNode;
}

/** One direction's tab: whose extras are chosen, and each service the journey offers. */
export function DirectionPanel(props: DirectionPanelProps) {
  const {
    journey,
    options,
    optionsProblem,
    offered,
    serviceText,
    passengers,
    currency,
    language,
    onReadTerms,
  } = props;
  const { t } = useTranslation('selectService');
  const currentKey = useServiceSelection((state) => state.currentPassenger);
  const expanded = useServiceSelection((state) => state.expandedServices);
  const setExpanded = useServiceSelection((state) => state.setExpandedServices);
  const completed = useServiceSelection((state) => state.journeys[journey.index]?.completed);
  const modified = useServiceSelection((state) => state.journeys[journey.index]?.modified);
  const passenger = passengers.find((each) => each.key === currentKey) ?? passengers[0] ?? null;
  const services = directionServices(offered, options);
  const flights = flightLabels(journey);

  const body = (service: DirectionService) => {
    switch (service.serviceType) {
      case 'seat':
        return (
          <SeatSection
            journey={journey}
            passengers={passengers}
            currency={currency}
            minorUnitExponent={props.minorUnitExponent}
            locale={language}
            isActive={expanded.includes('seat')}
          />
        );
      case 'luggage':
      case 'oversizeLuggage':
        return options ? (
          <PackChoice
            journeyIndex={journey.index}
            serviceType={service.serviceType}
            products={service.products}
            allowance={options.allowance}
            passenger={passenger}
            currency={currency}
            locale={language}
          />
        ) : null;
      default:
        return (
          <ProductList
            journeyIndex={journey.index}
            products={service.products}
            flights={flights}
            passenger={passenger}
            currency={currency}
            locale={language}
            onReadTerms={onReadTerms}
          />
        );
    }
  };

  return (
    <div className="direction-panel">
      {props.toolbar}
      <PassengerSwitcher journeyIndex={journey.index} passengers={passengers} current={passenger} />
      {optionsProblem ? (
        <p role="alert" className="service-alert">
          {optionsProblem}
        </p>
      ) : null}
      {!options && !optionsProblem ? <p role="status">{t('loading')}</p> : null}
      <div className="direction-panel__services">
        {services.map((service) => {
          const subject = markSubject(service, passenger?.key ?? null);
          const text = serviceText(service.serviceType);
          const included =
            service.products.length > 0 && service.products.every((product) => product.includedInFare);
          return (
            <ServiceSection
              key={service.serviceType}
              title={text.name}
              description={text.description}
              iconUrl={text.iconUrl}
              glyph={service.serviceType}
              isExpanded={expanded.includes(service.serviceType)}
              onExpandedChange={(isExpanded) => {
                setExpanded(
                  isExpanded
                    ? [...expanded, service.serviceType]
                    : expanded.filter((each) => each !== service.serviceType),
                );
              }}
              isCompleted={
                included || (subject !== null && (completed?.[service.serviceType] ?? []).includes(subject))
              }
              isModified={subject !== null && (modified?.[service.serviceType] ?? []).includes(subject)}
            >
              {body(service)}
            </ServiceSection>
          );
        })}
      </div>
    </div>
  );
}
