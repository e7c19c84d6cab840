/*
 * The overlays take turns (requirements §2 Site chrome: popups and cookie consent): one on screen at a
 * time, and a new one only when the traveller is not busy with the page. Pure, so the rule is
 * tested alone; OverlayHost feeds it what is waiting.
 */

/** Which overlay an entry of the queue is: the cookie consent, or a popup position on a page path. */
export type OverlayId = 'cookie' | `popup:${string}`;

/** The id of a popup position on a page path (a new page's popups are other overlays). */
export function popupOverlayId(position: string, pagePath: string): OverlayId {
  return `popup:${position}:${pagePath}`;
}

/**
 * The overlay on screen now: the one already there while it is still waiting (nothing replaces
 * an overlay the traveller has not closed), else the first waiting one when a new one may open
 * and it is ready (its code loaded), else none. `waiting` is in turn order; an overlay whose code
 * is still loading keeps its turn.
 */
export function overlayOnScreen(
  current: OverlayId | null,
  waiting: readonly OverlayId[],
  mayOpen: boolean,
  isReady: (id: OverlayId) => boolean = () => true,
): OverlayId | null {
  if (current !== null && waiting.includes(current)) return current;
  const [first] = waiting;
  return mayOpen && first !== undefined && isReady(first) ? first : null;
}
