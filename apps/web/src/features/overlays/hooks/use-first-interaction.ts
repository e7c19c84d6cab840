import { useSyncExternalStore } from 'react';

/** What counts as the visitor engaging with the page: the inputs that also end LCP measurement (scroll: the page's). */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Whether the visitor had already pressed, tapped or clicked before this code loaded (it loads when
 * the browser is first idle): the Event Timing API keeps the page's first input. Where it is not
 * supported, only interactions from now on count.
 */
function hadFirstInput(): boolean {
  try {
    return performance.getEntriesByType('first-input').length > 0;
  } catch {
    return false;
  }
}

let hasInteracted = false;

/** The snapshot: also true when an input came before this code listened (read again each time). */
function interacted(): boolean {
  if (!hasInteracted && typeof performance !== 'undefined' && hadFirstInput()) hasInteracted = true;
  return hasInteracted;
}

const listeners = new Set<() => void>();

function onInteraction(event: Event): void {
  // Only the page's own scroll is the visitor's: a scroller inside it (the hot deals' row) also
  // fires scroll events when its content or snapping changes, with nobody touching anything.
  if (event.type === 'scroll' && event.target !== document) return;
  for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
  if (hasInteracted) return;
  hasInteracted = true;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (!interacted()) {
    for (const type of INTERACTIONS)
      window.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
  return () => {
    listeners.delete(onChange);
  };
}

/**
 * True once the visitor has scrolled, tapped, clicked or typed on this page load, and from then on
 * (in-app navigation keeps it). Popups and the cookie banner wait for it: something that covers
 * the page before the visitor has done anything would hide the page they came for, and would
 * itself become the page's largest paint (design §5 Speed: LCP is the hero, in the first HTML) —
 * the banner's text did, at 4.7–5.3 s on home, select-flight and passengers.
 */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(subscribe, interacted, () => false);
}
