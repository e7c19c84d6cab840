import { lazy, Suspense, useEffect, useState } from 'react';
import { recordFormEdits } from '../form-edits';

// Everything the overlays need (cookie consent, popups, chat slot, bank iframe) is in this chunk,
// so the site's start-up code carries only this file and the form-edit recorder (design §5:
// initial JavaScript ≤ 170 KB).
const OverlayHost = lazy(() => import('./OverlayHost').then((module) => ({ default: module.OverlayHost })));

/** Longest the overlays wait for the browser to be idle after the app has started. */
const IDLE_TIMEOUT_MS = 2000;

/** True once the browser has had an idle moment after the app started (never while prerendering). */
function useStartedAndIdle(): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(
        () => {
          setIsIdle(true);
        },
        { timeout: IDLE_TIMEOUT_MS },
      );
      return () => {
        window.cancelIdleCallback(handle);
      };
    }
    const timer = window.setTimeout(() => {
      setIsIdle(true);
    }, 0);
    return () => {
      window.clearTimeout(timer);
    };
  }, []);
  return isIdle;
}

/**
 * The site's overlays, mounted once in SiteLayout (requirements §2 Site chrome): popups, cookie consent,
 * the chat widget's slot and the agent-currency bank iframe. Their code loads when the browser is
 * first idle after the page has started, so it never competes with the first view (design §5
 * Speed: TBT, initial JavaScript).
 */
export function SiteOverlays() {
  const isIdle = useStartedAndIdle();
  // From the start: a form changed before the overlays' code has loaded holds them back too.
  useEffect(() => recordFormEdits(), []);
  if (!isIdle) return null;
  return (
    <Suspense fallback={null}>
      <OverlayHost />
    </Suspense>
  );
}
