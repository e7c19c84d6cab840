import type { Language } from '@skybook/domain/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCurrentLanguage } from '../../../lib/site-path';
import '../checkin.css';

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

/**
 * What a step explains before its content, in words that need no booking: painted from the HTML
 * with the banner, it is what a traveller reads while the booking loads (design §5: LCP).
 */
const INTROS: Partial<Record<CheckinPageId, 'seats.intro' | 'summary.intro' | 'success.intro'>> = {
  checkinSelectSeats: 'seats.intro',
  checkinSummary: 'summary.intro',
  checkinSuccess: 'success.intro',
};

export interface CheckinFrameProps {
  readonly page: CheckinPageId;
  /** The page itself, given the language, once the app has started. */
  readonly children: (language: Language) => ReactNode;
}

/**
 * A check-in page after the lookup: the banner with its heading, and the step's introduction, are
 * prerendered (they paint from the HTML); the page, which needs the tab's manage grant, renders once the app has started, in a
 * frame a screen tall so the footer does not move when it does (design §5: CLS).
 */
export function CheckinFrame({ page, children }: CheckinFrameProps) {
  const { t } = useTranslation();
  const { t: tCheckin } = useTranslation('checkin');
  const language = useCurrentLanguage();
  const isHydrated = useHydrated();
  const intro = INTROS[page];
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('areas.checkin')}</p>
          <h1 className="page-title">{t(`titles.${page}`)}</h1>
          <p className="page-banner__lead">{tCheckin(`leads.${LEADS[page]}`)}</p>
        </div>
      </div>
      <div className="container page-section booking-frame">
        {intro ? <p className="ci-intro">{tCheckin(intro)}</p> : null}
        {isHydrated ? children(language) : null}
      </div>
    </>
  );
}
