import type { Language } from '@skybook/domain/languages';
import { useCallback, useState } from 'react';
import { useImagePopup, usePopups, type PopupDevice } from '../api/get-popups';
import { readStored, writeStored } from '../browser-storage';
import { popupSeenKey } from '../overlay-rules';
import { choosePopups, type ChosenPopups, type PopupPosition, type PopupView } from '../popup-choice';

/** The order a page's popups take their turns in: the dialog first, then the corners. */
const POSITION_ORDER: readonly PopupPosition[] = ['Middle', 'Bottom_Left', 'Bottom_Right'];

interface PageVisit {
  readonly pagePath: string;
  readonly chosen: ChosenPopups;
}

export interface PagePopups {
  /** The page's popups still to show or on screen, in turn order. */
  readonly waiting: readonly PopupView[];
  /** Remembers for this session that the position was shown on this path (requirements §2: once). */
  readonly markShown: (position: PopupPosition) => void;
  /** Closes the position's popup for this visit and the rest of the session. */
  readonly close: (position: PopupPosition) => void;
}

/**
 * The popups of the page on screen (requirements §2 Popups, §3 Popup): the phone or desktop variant by
 * screen size, each of Middle, Bottom_Left and Bottom_Right at most once per page path per browser
 * session. Which popups a visit may show is decided once, when the page's popups are known; the
 * session flag of a position is written when it is actually shown (OverlayHost shows one overlay
 * at a time, so a position still waiting when the visitor leaves may show on a later visit), and
 * again when it is closed. Nothing is asked for until `isEnabled` (the visitor's first interaction).
 */
export function usePagePopups(
  language: Language,
  pagePath: string,
  device: PopupDevice,
  isEnabled: boolean,
): PagePopups {
  const isHome = pagePath === '/';
  const popups = usePopups(language, device, isEnabled);
  const imagePopup = useImagePopup(language, isEnabled && isHome);
  const [visit, setVisit] = useState<PageVisit | undefined>(undefined);
  const isKnown = popups.isSuccess && (!isHome || imagePopup.isSuccess || imagePopup.isError);

  // A new page: decide its popups as soon as they are known (state derived during render, so the
  // decision is made once per visit).
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
  const waiting = POSITION_ORDER.flatMap((position) => chosen[position] ?? []);

  const markShown = useCallback(
    (position: PopupPosition) => {
      const key = popupSeenKey(position, pagePath);
      if (readStored('sessionStorage', key) === null) writeStored('sessionStorage', key, 'shown');
    },
    [pagePath],
  );

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

  return { waiting, markShown, close };
}
