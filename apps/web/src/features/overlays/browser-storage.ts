/*
 * Session and local storage that never throws: private modes and full quotas make storage fail,
 * and an overlay that cannot remember is better than a page that breaks. Reads are false then.
 */

type StorageArea = 'sessionStorage' | 'localStorage';

function storage(area: StorageArea): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[area];
  } catch {
    return undefined;
  }
}

export function readStored(area: StorageArea, key: string): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(area: StorageArea, key: string, value: string): void {
  try {
    storage(area)?.setItem(key, value);
  } catch {
    // Remembering is a courtesy; the overlay still closes.
  }
}
