import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, RouterProvider, createMemoryRouter, type DataRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLIENT_VERSION_STORAGE_KEY,
  FOCUS_CHECK_INTERVAL_MS,
  NAVIGATION_CHECK_INTERVAL_MS,
} from './client-version';
import { useClientVersionReload, type ClientVersionReloadOptions } from './use-client-version-reload';

function Page({ name }: { readonly name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <Link to="/vi/a">A</Link>
      <Link to="/vi/b">B</Link>
      <Link to="/vi/b?date=2026-12-01">B on another day</Link>
      <Link to="/vi/c">C</Link>
    </>
  );
}

function Watcher({
  router,
  options,
}: {
  readonly router: DataRouter;
  readonly options: ClientVersionReloadOptions;
}) {
  useClientVersionReload(router, options);
  return null;
}

class MemoryStorage {
  readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
}

describe('useClientVersionReload', () => {
  let time: number;
  let published: string;
  let storage: MemoryStorage;
  const fetchVersion = vi.fn((_signal: AbortSignal) => Promise.resolve(published));
  const loadPage = vi.fn<(href: string) => void>();

  beforeEach(() => {
    time = 1_000_000;
    published = 'build-1';
    storage = new MemoryStorage();
    fetchVersion.mockClear();
    loadPage.mockReset();
  });

  function renderWatched() {
    const router = createMemoryRouter(
      [
        { path: '/vi/a', element: <Page name="Page A" /> },
        { path: '/vi/b', element: <Page name="Page B" /> },
        { path: '/vi/c', element: <Page name="Page C" /> },
      ],
      { initialEntries: ['/vi/a'] },
    );
    const options: ClientVersionReloadOptions = {
      running: 'build-1',
      fetchVersion,
      storage,
      loadPage,
      now: () => time,
    };
    render(
      <>
        <RouterProvider router={router} />
        <Watcher router={router} options={options} />
      </>,
    );
    return { router, user: userEvent.setup() };
  }

  it('asks for the published version on a change of page at most every five minutes', async () => {
    const { user } = renderWatched();
    await user.click(screen.getByRole('link', { name: 'B' }));
    await screen.findByRole('heading', { name: 'Page B' });
    // The app has only just loaded: its own build is the newest it can know of.
    expect(fetchVersion).not.toHaveBeenCalled();
    time += NAVIGATION_CHECK_INTERVAL_MS;
    await user.click(screen.getByRole('link', { name: 'C' }));
    await screen.findByRole('heading', { name: 'Page C' });
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'A' }));
    await screen.findByRole('heading', { name: 'Page A' });
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(loadPage).not.toHaveBeenCalled();
    expect(storage.getItem(CLIENT_VERSION_STORAGE_KEY)).toBe('build-1');
  });

  it('loads the next page in full once a new build is published, never the page being filled in', async () => {
    const { user } = renderWatched();
    published = 'build-2';
    time += FOCUS_CHECK_INTERVAL_MS;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await vi.waitFor(() => {
      expect(storage.getItem(CLIENT_VERSION_STORAGE_KEY)).toBe('build-2');
    });
    // Still on the same page: nothing happens until the traveller moves on.
    expect(loadPage).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'B on another day' }));
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledWith('/vi/b?date=2026-12-01');
  });

  it('does not reload for a query string change on the same page', async () => {
    const { user, router } = renderWatched();
    await user.click(screen.getByRole('link', { name: 'B' }));
    await screen.findByRole('heading', { name: 'Page B' });
    published = 'build-2';
    time += FOCUS_CHECK_INTERVAL_MS;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await vi.waitFor(() => {
      expect(fetchVersion).toHaveBeenCalled();
    });
    await user.click(screen.getByRole('link', { name: 'B on another day' }));
    expect(router.state.location.search).toBe('?date=2026-12-01');
    expect(loadPage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'C' }));
    expect(loadPage).toHaveBeenCalledWith('/vi/c');
  });

  it('asks on focus at most every thirty seconds', () => {
    renderWatched();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(fetchVersion).not.toHaveBeenCalled();
    time += FOCUS_CHECK_INTERVAL_MS;
    act(() => {
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('focus'));
    });
    expect(fetchVersion).toHaveBeenCalledTimes(1);
  });

  it('does not reload again for a build it already reloaded for', async () => {
    storage.setItem(CLIENT_VERSION_STORAGE_KEY, 'build-2');
    const { user } = renderWatched();
    published = 'build-2';
    time += FOCUS_CHECK_INTERVAL_MS;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await vi.waitFor(() => {
      expect(fetchVersion).toHaveBeenCalled();
    });
    await user.click(screen.getByRole('link', { name: 'C' }));
    await screen.findByRole('heading', { name: 'Page C' });
    expect(loadPage).not.toHaveBeenCalled();
  });
});
