import type { StateStorage } from 'zustand/middleware';

/** SPEC §9: persisted state is written at most once per this many milliseconds. */
export const SAVE_DEBOUNCE_MS = 500;

/**
 * A localStorage wrapper that keeps only the last value written in each 500 ms window and
 * writes it at the window's end (SPEC §4 persisted state). `onError` hears about a write the
 * browser refused (quota, private mode), `onSaved` about one that succeeded.
 */
export function createDebouncedStorage(
  getStorage: () => Storage,
  onError: () => void,
  onSaved: () => void,
): StateStorage {
  const pending = new Map<string, string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
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
