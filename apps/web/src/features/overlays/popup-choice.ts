import type { POPUP_POSITIONS, PopupDto } from '@skybook/contracts/content-store';

export type PopupPosition = (typeof POPUP_POSITIONS)[number];

/** What one position shows: a popup of the content store, or home's full-screen image popup. */
export interface PopupView {
  readonly id: string;
  readonly position: PopupPosition;
  readonly title: string;
  readonly image: string;
  readonly altText: string;
  /** The square-ish picture for phones, when the popup has its own (image popups do). */
  readonly imageMobile: string | null;
  readonly url: string | null;
}

/** Home's full-screen picture (GET /content/api/v1/img-popup), as the contract answers it. */
export interface ImagePopup {
  readonly id: string;
  readonly title: string;
  readonly image: string;
  readonly altText: string;
  readonly imageMobile: string;
  readonly url: string | null;
}

/** A content page path as pagePathOf writes the page's own: lower case, no trailing slash. */
function normalisePagePath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

export type ChosenPopups = Partial<Record<PopupPosition, PopupView>>;

/**
 * The popups a page shows now (requirements §2 Popups): per position, the first popup of this page path
 * whose position has not been shown on this path in this session. On home, the full-screen image
 * popup comes first for the Middle position: the two would otherwise cover each other, and one
 * modal at a time is all a visitor should have to close.
 */
export function choosePopups(
  pagePath: string,
  popups: readonly PopupDto[],
  imagePopup: ImagePopup | null,
  isSeen: (position: PopupPosition) => boolean,
): ChosenPopups {
  const candidates: PopupView[] = [];
  if (imagePopup && pagePath === '/') {
    candidates.push({ ...imagePopup, id: `image:${imagePopup.id}`, position: 'Middle' });
  }
  for (const popup of popups) {
    if (normalisePagePath(popup.pagePath) !== pagePath) continue;
    candidates.push({
      id: popup.id,
      position: popup.displayPosition,
      title: popup.title,
      image: popup.image,
      altText: popup.altText,
      imageMobile: null,
      url: popup.url,
    });
  }
  const chosen: ChosenPopups = {};
  for (const candidate of candidates) {
    if (chosen[candidate.position] === undefined && !isSeen(candidate.position))
      chosen[candidate.position] = candidate;
  }
  return chosen;
}
