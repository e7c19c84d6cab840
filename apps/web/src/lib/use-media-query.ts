import { useCallback, useSyncExternalStore } from 'react';

/** Below this width the site is laid out for phones (global.css and the header's breakpoint, 769 px). */
export const PHONE_MEDIA = '(max-width: 768.98px)';

function hasMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/**
 * Whether a CSS media query matches now, following changes (the footer's grid or accordions, slides
 * per view, the popups' phone or desktop variant). False where it cannot be asked (prerendering, test DOMs without layout).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => hasMatchMedia() && window.matchMedia(query).matches,
    () => false,
  );
}
