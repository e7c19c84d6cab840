import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FOCUS_CHECK_INTERVAL_MS,
  NAVIGATION_CHECK_INTERVAL_MS,
  decideClientVersion,
  fetchPublishedVersion,
  isVersionCheckDue,
} from './client-version';

describe('isVersionCheckDue', () => {
  it('asks on navigation at most every five minutes', () => {
    expect(isVersionCheckDue('navigation', 1_000 + NAVIGATION_CHECK_INTERVAL_MS - 1, 1_000)).toBe(false);
    expect(isVersionCheckDue('navigation', 1_000 + NAVIGATION_CHECK_INTERVAL_MS, 1_000)).toBe(true);
  });

  it('asks on focus sooner, but not on every switch of window', () => {
    expect(FOCUS_CHECK_INTERVAL_MS).toBeLessThan(NAVIGATION_CHECK_INTERVAL_MS);
    expect(isVersionCheckDue('focus', 1_000 + FOCUS_CHECK_INTERVAL_MS - 1, 1_000)).toBe(false);
    expect(isVersionCheckDue('focus', 1_000 + FOCUS_CHECK_INTERVAL_MS, 1_000)).toBe(true);
  });
});

describe('decideClientVersion', () => {
  it('does nothing while the published build is the running one, remembering it', () => {
    expect(decideClientVersion({ running: 'b1', published: 'b1', stored: null })).toEqual({
      reload: false,
      store: 'b1',
    });
    expect(decideClientVersion({ running: 'b1', published: 'b1', stored: 'b1' })).toEqual({
      reload: false,
      store: null,
    });
  });

  it('reloads for a build that differs from the running and the stored one, storing it first', () => {
    expect(decideClientVersion({ running: 'b1', published: 'b2', stored: 'b1' })).toEqual({
      reload: true,
      store: 'b2',
    });
    expect(decideClientVersion({ running: 'b1', published: 'b2', stored: null })).toEqual({
      reload: true,
      store: 'b2',
    });
  });

  it('does not reload twice for the same build when the reload still brought the old one', () => {
    expect(decideClientVersion({ running: 'b1', published: 'b2', stored: 'b2' })).toEqual({
      reload: false,
      store: null,
    });
    // A build after that one is new again.
    expect(decideClientVersion({ running: 'b1', published: 'b3', stored: 'b2' })).toEqual({
      reload: true,
      store: 'b3',
    });
  });

  it('never reloads without a running or a published id', () => {
    expect(decideClientVersion({ running: '', published: 'b2', stored: null }).reload).toBe(false);
    expect(decideClientVersion({ running: 'b1', published: '', stored: null }).reload).toBe(false);
  });
});

describe('fetchPublishedVersion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks /meta.json past the HTTP cache and reads its version', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{"version":"20261122T0450-ab12cd"}', { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchPublishedVersion()).resolves.toBe('20261122T0450-ab12cd');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/meta.json');
    expect(init?.cache).toBe('no-cache');
  });

  it('answers undefined for a missing file, another shape, or no network', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('not found', { status: 404 })));
    await expect(fetchPublishedVersion()).resolves.toBeUndefined();
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"id":1}', { status: 200 })));
    await expect(fetchPublishedVersion()).resolves.toBeUndefined();
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>', { status: 200 })));
    await expect(fetchPublishedVersion()).resolves.toBeUndefined();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchPublishedVersion()).resolves.toBeUndefined();
  });
});
