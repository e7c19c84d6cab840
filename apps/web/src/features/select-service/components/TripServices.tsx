import type { LegalContentKey } from '@skybook/contracts/legal-content';
import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { useServiceSelection } from '../../../stores/service-selection';
import type { useFlyGreen } from '../api/fly-green';
import type { OfferedService } from '../page-services';
import type { ServicePassenger } from '../passengers';
import type { ServiceText } from './DirectionPanel';
import { FlyGreenSection } from './FlyGreenSection';
import { InsuranceSection } from './InsuranceSection';
import { ServiceSection } from './ServiceSection';

export interface TripServicesProps {
  readonly offered: readonly OfferedService[];
  /** Every passenger, infants too (insurance covers them). */
  readonly passengers: readonly ServicePassenger[];
  readonly language: Language;
  readonly flyGreen: ReturnType<typeof useFlyGreen>;
  readonly serviceText: (service: 'travelInsurance' | 'flyGreen') => ServiceText;
  readonly onReadTerms: (termsKey: LegalContentKey) => void;
}

/** The services bought once for the whole trip: travel insurance and the FlyGreen donation. */
export function TripServices({
  offered,
  passengers,
  language,
  flyGreen,
  serviceText,
  onReadTerms,
}: TripServicesProps) {
  const { t } = useTranslation('selectService');
  const expanded = useServiceSelection((state) => state.expandedServices);
  const setExpanded = useServiceSelection((state) => state.setExpandedServices);
  const completed = useServiceSelection((state) => state.tripCompleted);
  const modified = useServiceSelection((state) => state.tripModified);
  const isOffered = (service: 'travelInsurance' | 'flyGreen') =>
    offered.some((each) => each.serviceType === service && each.enabled);
  const services = (['travelInsurance', 'flyGreen'] as const).filter(
    (service) => isOffered(service) && (service !== 'flyGreen' || flyGreen.data?.isFlyGreen === true),
  );
  if (services.length === 0) return null;
  return (
    <section className="trip-services" aria-labelledby="trip-services-title">
      <h2 id="trip-services-title" className="direction-title">
        {t('trip.title')}
      </h2>
      {services.map((service) => {
        const text = serviceText(service);
        return (
          <ServiceSection
            key={service}
            title={text.name}
            description={text.description}
            iconUrl={text.iconUrl}
            glyph={service}
            isExpanded={expanded.includes(service)}
            onExpandedChange={(isExpanded) => {
              setExpanded(isExpanded ? [...expanded, service] : expanded.filter((each) => each !== service));
            }}
            isCompleted={(completed[service] ?? []).length > 0}
            isModified={(modified[service] ?? []).length > 0}
          >
            {service === 'travelInsurance' ? (
              <InsuranceSection passengers={passengers} language={language} onReadTerms={onReadTerms} />
            ) : (
              <FlyGreenSection offer={flyGreen} language={language} />
            )}
          </ServiceSection>
        );
      })}
    </section>
  );
}
