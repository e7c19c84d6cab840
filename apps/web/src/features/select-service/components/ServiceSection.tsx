import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { Icon } from '../../../components/ui/Icon';
import { useRevealedInTurn } from '../../../lib/use-revealed-in-turn';
import type { SelectionService } from '../../../stores/service-selection-model';
import { ServiceGlyph } from './ServiceGlyph';

export interface ServiceSectionProps {
  readonly title: string;
  readonly description: string | null;
  readonly iconUrl: string | null;
  /** Drawn when the content API has no icon for the service. */
  readonly glyph: SelectionService;
  readonly isExpanded: boolean;
  readonly onExpandedChange: (isExpanded: boolean) => void;
  /** requirements §4 marks for the passenger (or booking) shown: has a choice / changed it on this page. */
  readonly isCompleted: boolean;
  readonly isModified: boolean;
  readonly children: ReactNode;
}

/** One service as an expandable panel whose header says whether it is chosen and whether it was changed. */
export function ServiceSection(props: ServiceSectionProps) {
  const {
    title,
    description,
    iconUrl,
    glyph,
    isExpanded,
    onExpandedChange,
    isCompleted,
    isModified,
    children,
  } = props;
  const { t } = useTranslation('selectService');
  // An open panel's products come one commit after the panel itself: the page's build is then two
  // shorter tasks (19 and 10 ms at full speed, traced) instead of one of 34 ms.
  const bodyShown = useRevealedInTurn(2) > 1;
  return (
    <Disclosure className="service-section" isExpanded={isExpanded} onExpandedChange={onExpandedChange}>
      <Heading level={3} className="service-section__heading">
        <Button slot="trigger" className="service-section__trigger">
          {iconUrl ? (
            <img className="service-section__icon" src={iconUrl} alt="" width="32" height="32" />
          ) : (
            <ServiceGlyph service={glyph} />
          )}
          <span className="service-section__text">
            <span className="service-section__title">{title}</span>
            {description ? <span className="service-section__description">{description}</span> : null}
          </span>
          <span className="service-section__marks">
            <span className={isCompleted ? 'mark mark--done' : 'mark'}>
              {isCompleted ? t('marks.completed') : t('marks.notChosen')}
            </span>
            {isModified ? <span className="mark mark--modified">{t('marks.modified')}</span> : null}
          </span>
          <Icon name="chevronDown" className="service-section__chevron" />
        </Button>
      </Heading>
      {/* A collapsed panel's products are not built (React Aria renders a panel's content even
          while it is hidden): a journey offers dozens, each a control, and building them all was
          most of the page's start-up work (design §5 Speed: TBT). The choices live in the store. */}
      <DisclosurePanel className="service-section__panel">
        {isExpanded && bodyShown ? children : null}
      </DisclosurePanel>
    </Disclosure>
  );
}
