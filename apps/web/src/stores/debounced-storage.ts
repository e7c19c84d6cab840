import { createJSONStorage, type PersistStorage, type StateStorage } from 'zustand/middleware';

/** requirements §9: persisted state is written at most once per this many milliseconds. */
export const SAVE_DEBOUNCE_MS = 500;

/**
 * A localStorage wrapper that keeps only the last value written in each 500 ms window and
 * writes it at the window's end (requirements §4 persisted state), or at once when the page goes away
 * (`pagehide`: a reload, a closed tab, another site) or out of sight (a phone switching apps, which
 * may then discard the page). Otherwise what changed in the last half second was lost: the
 * details typed last, or the Idempotency-Key of a booking being created, so that a reload then
 * sent the creation again under a new key (the server refused it as a conflict). `onError` hears
 * about a write the browser refused (quota, private mode), `onSaved` about one that succeeded.
 */
export function createDebouncedStorage(
  getStorage: () => Storage,
  onError: () => void,
  onSaved: () => void,
): StateStorage {
  const pending = new Map<string, string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    const entries = [...pending];
    pending.clear();
    try {
      const storage = getStorage();
      for (const [name, value] of entries) storage.setItem(name, value);
      onSaved();
    } catch {
      onError();
    }
  }

  const flushPending = () => {
    if (timer !== undefined) flush();
  };
  // Not in Node (the prerender builds the stores too).
  if (typeof window !== 'undefined' && typeof document !== 'undefined') {
    window.addEventListener('pagehide', flushPending);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushPending();
    });
  }

  return {
    getItem(name) {
      const waiting = pending.get(name);
      if (waiting !== undefined) return waiting;
      try {
        return getStorage().getItem(name);
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      pending.set(name, value);
      timer ??= setTimeout(flush, SAVE_DEBOUNCE_MS);
    },
    removeItem(name) {
      pending.delete(name);
      try {
        getStorage().removeItem(name);
      } catch {
        onError();
      }
    },
  };
}

/**
 * The storage every persisted store uses: JSON in localStorage through
 * {@link createDebouncedStorage}; `report(true)` when the browser refused a write, `report(false)`
 * when one succeeded (the stores show requirements §4's "could not save" alert from it).
 */
export function debouncedLocalStorage<State>(
  report: (failed: boolean) => void,
): PersistStorage<State> | undefined {
  return createJSONStorage<State>(() =>
    createDebouncedStorage(
      () => window.localStorage,
      () => {
        report(true);
      },
      () => {
        report(false);
      },
    ),
  );
}
