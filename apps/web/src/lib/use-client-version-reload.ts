import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import {
  CLIENT_VERSION_STORAGE_KEY,
  RUNNING_CLIENT_VERSION,
  decideClientVersion,
  fetchPublishedVersion,
  isVersionCheckDue,
  type VersionCheckTrigger,
} from './client-version';

/** The storage calls the hook needs; localStorage in the browser. */
export type VersionStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ClientVersionReloadOptions {
  /** The running build's id. */
  readonly running?: string;
  readonly fetchVersion?: (signal: AbortSignal) => Promise<string | undefined>;
  readonly storage?: VersionStorage | null;
  /** Loads `href` as a full page (the new build's HTML and code). */
  readonly loadPage?: (href: string) => void;
  readonly now?: () => number;
}

function browserStorage(): VersionStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage blocked by the browser's settings: the version is then only compared, never kept.
    return null;
  }
}

function readStored(storage: VersionStorage | null): string | null {
  try {
    return storage?.getItem(CLIENT_VERSION_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeStored(storage: VersionStorage | null, version: string): void {
  try {
    storage?.setItem(CLIENT_VERSION_STORAGE_KEY, version);
  } catch {
    // A full or blocked storage only loses the loop guard; the reload itself still happens.
  }
}

const loadInBrowser = (href: string): void => {
  window.location.assign(href);
};

/**
 * requirements §4 client version: asks `/meta.json` when the page changes (at most every 5 minutes) and
 * when the window regains focus (at most every 30 seconds), from the start of the app on. When
 * another build has been published it stores its id and, at the next change of page, loads that
 * page in full — the traveller never loses what they are typing, and the new page comes from the
 * new build (whose code chunks the old one may no longer find on the server).
 */
export function useClientVersionReload(router: DataRouter, options: ClientVersionReloadOptions = {}): void {
  const {
    running = RUNNING_CLIENT_VERSION,
    fetchVersion = fetchPublishedVersion,
    storage = browserStorage(),
    loadPage = loadInBrowser,
    now = Date.now,
  } = options;

  useEffect(() => {
    // Nothing to compare against (a build without an id): never ask.
    if (running === '') return undefined;
    const controller = new AbortController();
    // The code just loaded is the newest the app can know of.
    let lastCheckedAt = now();
    let isChecking = false;
    let isReloadPending = false;
    let pathname = router.state.location.pathname;

    const check = (trigger: VersionCheckTrigger): void => {
      if (isChecking || !isVersionCheckDue(trigger, now(), lastCheckedAt)) return;
      isChecking = true;
      lastCheckedAt = now();
      void fetchVersion(controller.signal).then((published) => {
        isChecking = false;
        if (published === undefined || controller.signal.aborted) return;
        const decision = decideClientVersion({ running, published, stored: readStored(storage) });
        if (decision.store !== null) writeStored(storage, decision.store);
        if (decision.reload) isReloadPending = true;
      });
    };

    const reloadAt = (href: string): void => {
      isReloadPending = false;
      loadPage(href);
    };

    const unsubscribe = router.subscribe((state) => {
      // Leaving for another page: load that page from the new build instead of this one.
      const target = state.navigation.location;
      if (isReloadPending && target && target.pathname !== state.location.pathname) {
        reloadAt(router.createHref(target));
        return;
      }
      // Only a new page counts; a query string change (a date on select-flight) is the same page.
      if (state.location.pathname === pathname) return;
      pathname = state.location.pathname;
      if (isReloadPending) reloadAt(router.createHref(state.location));
      else check('navigation');
    });
    const onFocus = (): void => {
      check('focus');
    };
    window.addEventListener('focus', onFocus);
    return () => {
      controller.abort();
      unsubscribe();
      window.removeEventListener('focus', onFocus);
    };
  }, [router, running, fetchVersion, storage, loadPage, now]);
}
