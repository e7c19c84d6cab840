import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedStorage, SAVE_DEBOUNCE_MS } from './debounced-storage';

/** A Storage that records every write. */
function recordingStorage(): Storage & { writes: [string, string][] } {
  const values = new Map<string, string>();
  const writes: [string, string][] = [];
  return {
    writes,
    get length() {
      return values.size;
    },
    clear: () => {
      values.clear();
    },
    getItem: (name) => values.get(name) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (name) => {
      values.delete(name);
    },
    setItem: (name, value) => {
      writes.push([name, value]);
      values.set(name, value);
    },
  };
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the debounced storage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('writes the last value of each 500 ms window at its end', () => {
    const storage = recordingStorage();
    const saved = vi.fn();
    const debounced = createDebouncedStorage(() => storage, vi.fn(), saved);
    void debounced.setItem('draft', '1');
    void debounced.setItem('draft', '2');
    expect(storage.writes).toEqual([]);
    expect(debounced.getItem('draft')).toBe('2');
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS);
    expect(storage.writes).toEqual([['draft', '2']]);
    expect(saved).toHaveBeenCalledOnce();
  });

  it('writes at once when the page goes away, and not again at the window’s end', () => {
    const storage = recordingStorage();
    const debounced = createDebouncedStorage(() => storage, vi.fn(), vi.fn());
    void debounced.setItem('creation', 'key-1');
    window.dispatchEvent(new Event('pagehide'));
    expect(storage.writes).toEqual([['creation', 'key-1']]);
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS);
    expect(storage.writes).toHaveLength(1);
    // The next change opens a new window.
    void debounced.setItem('creation', 'key-2');
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS);
    expect(storage.writes).toEqual([
      ['creation', 'key-1'],
      ['creation', 'key-2'],
    ]);
  });

  it('writes at once when the page is hidden, and nothing when nothing waits', () => {
    const storage = recordingStorage();
    const debounced = createDebouncedStorage(() => storage, vi.fn(), vi.fn());
    setVisibility('hidden');
    expect(storage.writes).toEqual([]);
    setVisibility('visible');
    void debounced.setItem('draft', 'typed');
    setVisibility('hidden');
    expect(storage.writes).toEqual([['draft', 'typed']]);
  });

  it('reports a write the browser refuses', () => {
    const failed = vi.fn();
    const debounced = createDebouncedStorage(
      () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      failed,
      vi.fn(),
    );
    void debounced.setItem('draft', 'x');
    window.dispatchEvent(new Event('pagehide'));
    expect(failed).toHaveBeenCalledOnce();
  });
});
