import { useSyncExternalStore } from 'react';

/** What counts as the visitor engaging with the page: the inputs that also end LCP measurement. */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

let hasInteracted = false;
const listeners = new Set<() => void>();

function onInteraction(): void {
  if (hasInteracted) return;
  hasInteracted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (!hasInteracted) {
    for (const type of INTERACTIONS)
      window.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
  return () => {
    listeners.delete(onChange);
  };
}

/**
 * True once the visitor has scrolled, tapped, clicked or typed on this page load, and from then on
 * (in-app navigation keeps it). Popups wait for it: a picture that covers the page before the
 * visitor has done anything would hide the page they came for, and would itself become the
 * page's largest paint (DESIGN §5 Speed: LCP is the hero, in the first HTML).
 */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasInteracted,
    () => false,
  );
}
