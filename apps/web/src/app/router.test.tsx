import { screen } from '@testing-library/react';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../test/render-app';
import { completeRoutesOnNavigation, createAppRoutes, whenRouterReady } from './router';

describe('language prefix routing', () => {
  it('sends a path without a language prefix to the Vietnamese home', async () => {
    const { router } = await renderApp('/select-flight');
    expect(currentUrl(router)).toBe('/vi');
  });

  it('sends an unknown prefix with a deeper path to the Vietnamese home', async () => {
    const { router } = await renderApp('/fr/select-flight/extra');
    expect(currentUrl(router)).toBe('/vi');
  });

  it('respells a language prefix typed in another case', async () => {
    const { router } = await renderApp('/ZH-tw/checkin?code=1');
    expect(currentUrl(router)).toBe('/zh-TW/checkin?code=1');
    expect(await screen.findByRole('heading', { level: 1, name: '線上報到' })).toBeInTheDocument();
  });

  it('resolves the root from the languageCode query parameter first', async () => {
    const { router } = await renderApp('/?languageCode=ja');
    expect(router.state.location.pathname).toBe('/ja');
  });

  it('resolves the root from the browser language when there is no languageCode', async () => {
    // jsdom reports navigator.languages as ['en-US'].
    const { router } = await renderApp('/');
    expect(router.state.location.pathname).toBe('/en');
  });
});

describe('a router started with its first page only', () => {
  async function startAt(path: string, firstPage: 'home' | 'faq') {
    const router = createMemoryRouter(createAppRoutes(firstPage), {
      initialEntries: [path],
      patchRoutesOnNavigation: completeRoutesOnNavigation(firstPage, path),
    });
    await whenRouterReady(router);
    return router;
  }
  const pageId = (router: DataRouter) => router.state.matches.at(-1)?.route.id;

  it('starts on that page with no other page in its tree', async () => {
    const router = await startAt('/vi', 'home');
    expect(pageId(router)).toBe('home');
    expect(JSON.stringify(router.routes)).not.toContain('"faq"');
  });

  it('adds every other page on the first navigation elsewhere, so the link finds its page', async () => {
    const router = await startAt('/vi', 'home');
    await router.navigate('/vi/faq');
    expect(pageId(router)).toBe('faq');
    await router.navigate('/vi/select-flight');
    expect(pageId(router)).toBe('selectFlight');
    await router.navigate('/vi');
    expect(pageId(router)).toBe('home');
  });

  it('still says an unknown address is not found', async () => {
    const router = await startAt('/en/faq', 'faq');
    await router.navigate('/en/no-such-page');
    expect(pageId(router)).toBe('catchAll');
  });

  it('without the patching, another page would be "not found" (the test above can fail)', async () => {
    const router = createMemoryRouter(createAppRoutes('home'), { initialEntries: ['/vi'] });
    await whenRouterReady(router);
    await router.navigate('/vi/faq');
    expect(pageId(router)).toBe('catchAll');
  });
});
