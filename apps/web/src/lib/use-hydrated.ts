import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { isHydrated as appHydrated, hydratesPrerenderedPage } from './hydration';

/** False while prerendering (Node). */
const inBrowser = typeof document !== 'undefined';

/**
 * True inside a region of the prerendered page that hydrates later (components/DeferredHydration):
 * its first render hydrates too, so `useHydrated()` starts false there even once the page has.
 */
export const DeferredRegionContext = createContext(false);

/**
 * False while prerendering and during the browser's first render of a prerendered page, which
 * hydrates it and so must render what the build did; true from then on (and at once on a page
 * served without prerendered markup). What only the browser knows (today's dates, the traveller's
 * session) renders once this is true: the page hydrates first, then shows it in a transition (in
 * slices, not one long task).
 */
export function useHydrated(): boolean {
  const inDeferredRegion = useContext(DeferredRegionContext);
  const [hydrated, setHydrated] = useState(
    () => !inDeferredRegion && (appHydrated() || (inBrowser && !hydratesPrerenderedPage())),
  );
  useEffect(() => {
    if (!hydrated) {
      startTransition(() => {
        setHydrated(true);
      });
    }
  }, [hydrated]);
  return hydrated;
}
