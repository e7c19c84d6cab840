import type { Language } from '@skybook/domain/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCurrentLanguage } from '../../../lib/site-path';

/** The check-in pages after the lookup, by their route id. */
export type CheckinPageId =
  | 'checkinSelectFlight'
  | 'checkinSelectPassengers'
  | 'checkinSelectSeats'
  | 'checkinSummary'
  | 'checkinSuccess';

const LEADS = {
  checkinSelectFlight: 'selectFlight',
  checkinSelectPassengers: 'selectPassengers',
  checkinSelectSeats: 'selectSeats',
  checkinSummary: 'summary',
  checkinSuccess: 'success',
} as const satisfies Record<CheckinPageId, string>;

export interface CheckinFrameProps {
  readonly page: CheckinPageId;
  /** The page itself, given the language, once the app has started. */
  readonly children: (language: Language) => ReactNode;
}

/**
 * A check-in page after the lookup: the banner with its heading is prerendered (it paints from
 * the HTML); the page, which needs the tab's manage grant, renders once the app has started, in a
 * frame a screen tall so the footer does not move when it does (design §5: CLS).
 */
export function CheckinFrame({ page, children }: CheckinFrameProps) {
  const { t } = useTranslation();
  const { t: tCheckin } = useTranslation('checkin');
  const language = useCurrentLanguage();
  const isHydrated = useHydrated();
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('areas.checkin')}</p>
          <h1 className="page-title">{t(`titles.${page}`)}</h1>
          <p className="page-banner__lead">{tCheckin(`leads.${LEADS[page]}`)}</p>
        </div>
      </div>
      <div className="container page-section booking-frame">{isHydrated ? children(language) : null}</div>
    </>
  );
}
