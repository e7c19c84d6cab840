import type { Language } from '@skybook/domain/languages';
import { useCallback, useEffect, useState } from 'react';
import { useImagePopup, usePopups } from '../api/get-popups';
import { readStored, writeStored } from '../browser-storage';
import { PHONE_MEDIA, useMediaQuery } from '../../../lib/use-media-query';
import { popupSeenKey } from '../overlay-rules';
import { choosePopups, type ChosenPopups, type PopupPosition } from '../popup-choice';
import { CornerPopup } from './CornerPopup';
import { MiddlePopup } from './MiddlePopup';
import '../overlays.css';

export interface SitePopupsProps {
  readonly language: Language;
  /** The page's path without the language prefix (`/` is home), as overlay-rules' pagePathOf writes it. */
  readonly pagePath: string;
}

interface PageVisit {
  readonly pagePath: string;
  readonly chosen: ChosenPopups;
}

/**
 * The popups of the page on screen (SPEC §2 Popups, §3 Popup): the phone or desktop variant by
 * screen size, each of Middle, Bottom_Left and Bottom_Right at most once per page path per browser
 * session. Which popups a visit shows is decided once, when the page's popups are known; showing
 * one sets its session flag, and so does closing it.
 */
export function SitePopups({ language, pagePath }: SitePopupsProps) {
  const device = useMediaQuery(PHONE_MEDIA) ? 'mobile' : 'desktop';
  const isHome = pagePath === '/';
  const popups = usePopups(language, device);
  const imagePopup = useImagePopup(language, isHome);
  const [visit, setVisit] = useState<PageVisit | undefined>(undefined);
  const isKnown = popups.isSuccess && (!isHome || imagePopup.isSuccess || imagePopup.isError);

  // A new page: decide its popups as soon as they are known (state derived during render, so the
  // decision is made once per visit and only the effect below writes the session flags).
  if (isKnown && visit?.pagePath !== pagePath) {
    const homeImage = isHome && imagePopup.isSuccess ? imagePopup.data : null;
    setVisit({
      pagePath,
      chosen: choosePopups(
        pagePath,
        popups.data,
        homeImage,
        (position) => readStored('sessionStorage', popupSeenKey(position, pagePath)) !== null,
      ),
    });
  }
  const chosen: ChosenPopups = visit?.pagePath === pagePath ? visit.chosen : {};

  useEffect(() => {
    if (visit === undefined) return;
    for (const position of Object.keys(visit.chosen))
      writeStored('sessionStorage', popupSeenKey(position, visit.pagePath), 'shown');
  }, [visit]);

  const close = useCallback(
    (position: PopupPosition) => {
      writeStored('sessionStorage', popupSeenKey(position, pagePath), 'closed');
      setVisit((current) => {
        if (current?.pagePath !== pagePath) return current;
        const { [position]: _closed, ...rest } = current.chosen;
        return { pagePath, chosen: rest };
      });
    },
    [pagePath],
  );

  return (
    <>
      {chosen.Middle ? (
        <MiddlePopup
          popup={chosen.Middle}
          device={device}
          language={language}
          onClose={() => {
            close('Middle');
          }}
        />
      ) : null}
      {chosen.Bottom_Left || chosen.Bottom_Right ? (
        <div className="popup-corners">
          {chosen.Bottom_Left ? (
            <CornerPopup
              popup={chosen.Bottom_Left}
              device={device}
              language={language}
              onClose={() => {
                close('Bottom_Left');
              }}
            />
          ) : null}
          {chosen.Bottom_Right ? (
            <CornerPopup
              popup={chosen.Bottom_Right}
              device={device}
              language={language}
              onClose={() => {
                close('Bottom_Right');
              }}
            />
          ) : null}
        </div>
      ) : null}
    </>
  );
}
