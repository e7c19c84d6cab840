import { act, createContext, use, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Seen {
  clicks: number;
  effects: number;
  /** Changes the language the page's context gives the region (a context change above it). */
  setLanguage?: (language: string) => void;
}

const LanguageContext = createContext('vi');

/** The modules under test, loaded afresh: they read the document's #root when they load. */
async function loadModules() {
  vi.resetModules();
  const [{ DeferredHydration }, { markHydrated }, { useHydrated }] = await Promise.all([
    import('./DeferredHydration'),
    import('../lib/hydration'),
    import('../lib/use-hydrated'),
  ]);
  return { DeferredHydration, markHydrated, useHydrated };
}

/** A page with a counter button in a deferred region, built from one load of the modules. */
function makePage(modules: Awaited<ReturnType<typeof loadModules>>, eager: boolean, seen: Seen, regions = 1) {
  function Counter() {
    const [count, setCount] = useState(0);
    const live = modules.useHydrated();
    const language = use(LanguageContext);
    useEffect(() => {
      seen.effects += 1;
    }, []);
    return (
      <button
        type="button"
        onClick={() => {
          seen.clicks += 1;
          setCount((value) => value + 1);
        }}
      >
        {live ? `Clicked ${String(count)} (${language})` : 'Not live'}
      </button>
    );
  }
  return function Page() {
    const [language, setLanguage] = useState('vi');
    seen.setLanguage = setLanguage;
    useEffect(() => {
      modules.markHydrated();
    }, []);
    return (
      <LanguageContext value={language}>
        <main>
          <h1>Home</h1>
          {Array.from({ length: regions }, (_, index) => (
            <modules.DeferredHydration key={index} eager={eager}>
              <Counter />
            </modules.DeferredHydration>
          ))}
        </main>
      </LanguageContext>
    );
  };
}

/**
 * Prerenders the page as the build does (in Node: no document), writes it into #root as
 * scripts/prerender.mjs does, then hydrates it with the browser's modules as src/boot.tsx does.
 */
async function hydratedPage(eager: boolean, regions = 1) {
  const seen: Seen = { clicks: 0, effects: 0 };
  vi.stubGlobal('document', undefined);
  const BuildPage = makePage(await loadModules(), eager, seen, regions);
  const markup = renderToString(<BuildPage />);
  vi.unstubAllGlobals();
  // Unstubbing also drops the flag React Testing Library set for act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

  const root = document.createElement('div');
  root.id = 'root';
  root.dataset.prerendered = 'home';
  root.innerHTML = markup;
  document.body.append(root);
  const BrowserPage = makePage(await loadModules(), eager, seen, regions);
  const button = root.querySelector('button');
  const recoverable: unknown[] = [];
  const reactRoot = await act(async () => {
    const created = hydrateRoot(root, <BrowserPage />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    return created;
  });
  return {
    root,
    button,
    buttons: Array.from(root.querySelectorAll('button')),
    seen,
    recoverable,
    unmount: () => {
      reactRoot.unmount();
    },
  };
}

describe('DeferredHydration on a prerendered page', () => {
  let unmount: (() => void) | undefined;
  afterEach(() => {
    unmount?.();
    unmount = undefined;
    document.body.innerHTML = '';
  });

  it('keeps the prerendered markup inert until the visitor turns to it', async () => {
    const page = await hydratedPage(false);
    unmount = page.unmount;
    expect(page.button?.textContent).toBe('Not live');
    expect(page.seen.effects).toBe(0);
    expect(page.root.querySelector('button')).toBe(page.button);
    expect(page.recoverable).toEqual([]);
  });

  it('hydrates on the first click, in place, and delivers that click', async () => {
    const page = await hydratedPage(false);
    unmount = page.unmount;
    await act(async () => {
      page.button?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(page.seen.effects).toBe(1);
    expect(page.seen.clicks).toBe(1);
    await vi.waitFor(() => {
      expect(page.button?.textContent).toBe('Clicked 1 (vi)');
    });
    expect(page.root.querySelector('button')).toBe(page.button);
    expect(page.recoverable).toEqual([]);
  });

  it('renders afresh, not empty, when a context above it changes before it hydrated', async () => {
    const page = await hydratedPage(false);
    unmount = page.unmount;
    await act(async () => {
      page.seen.setLanguage?.('en');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await vi.waitFor(() => {
      expect(page.root.querySelector('button')?.textContent).toMatch(/^(Not live|Clicked 0 \(en\))$/);
    });
    await vi.waitFor(() => {
      expect(page.root.querySelector('button')?.textContent).toBe('Clicked 0 (en)');
    });
  });

  it('hydrates without a touch when eager', async () => {
    const page = await hydratedPage(true);
    unmount = page.unmount;
    await vi.waitFor(() => {
      expect(page.button?.textContent).toBe('Clicked 0 (vi)');
    });
    expect(page.root.querySelector('button')).toBe(page.button);
    expect(page.recoverable).toEqual([]);
  });

  it('hydrates eager regions one per idle period, each after the one before has committed', async () => {
    const idle: (() => void)[] = [];
    window.requestIdleCallback = (callback) =>
      idle.push(() => {
        callback({} as IdleDeadline);
      });
    window.cancelIdleCallback = () => undefined;
    try {
      const page = await hydratedPage(true, 2);
      unmount = page.unmount;
      const texts = () => page.buttons.map((button) => button.textContent);
      expect(texts()).toEqual(['Not live', 'Not live']);
      expect(idle).toHaveLength(1);

      await act(async () => {
        idle.shift()?.();
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(texts()).toEqual(['Clicked 0 (vi)', 'Not live']);
      // The second region asked for its idle period only once the first had committed.
      expect(idle).toHaveLength(1);

      await act(async () => {
        idle.shift()?.();
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(texts()).toEqual(['Clicked 0 (vi)', 'Clicked 0 (vi)']);
      expect(page.buttons).toEqual(Array.from(page.root.querySelectorAll('button')));
      expect(page.recoverable).toEqual([]);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });
});
