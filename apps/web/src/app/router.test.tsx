import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../test/render-app';

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
