import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { contentFetch } from '../chrome.fixture';

/** An IntersectionObserver the test moves by hand: nothing is in view until `scrollIntoView`. */
class FakeIntersectionObserver implements IntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly root = null;
  readonly thresholds: readonly number[] = [0];
  readonly scrollMargin = '0px';
  readonly rootMargin: string;
  readonly targets: Element[] = [];
  isDisconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.rootMargin = options?.rootMargin ?? '0px';
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element): void {
    this.targets.push(target);
  }

  unobserve(): void {
    // Not used by the footer.
  }

  disconnect(): void {
    this.isDisconnected = true;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every observed element matching `selector` as intersecting. */
  static scrollIntoView(selector: string): void {
    for (const observer of FakeIntersectionObserver.instances) {
      const targets = observer.targets.filter((target) => target.matches(selector));
      if (observer.isDisconnected || targets.length === 0) continue;
      const entries = targets.map((target) => {
        const rect = target.getBoundingClientRect();
        return {
          target,
          isIntersecting: true,
          intersectionRatio: 1,
          boundingClientRect: rect,
          intersectionRect: rect,
          rootBounds: null,
          time: 0,
        } satisfies IntersectionObserverEntry;
      });
      observer.callback(entries, observer);
    }
  }
}

function stubMatchMedia(isDesktop: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isDesktop && query.includes('min-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

let content: ReturnType<typeof contentFetch>;

function footerInfoCalls() {
  return content.calls.filter((call) => call.path === '/content/api/v1/footer-info');
}

async function renderAndScroll(path: string) {
  const app = await renderApp(path, { chromeRequests: 'test' });
  const footer = await screen.findByRole('contentinfo');
  act(() => {
    FakeIntersectionObserver.scrollIntoView('footer');
  });
  return { ...app, footer };
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  content = contentFetch();
  vi.stubGlobal('fetch', vi.fn(content.fetchImpl));
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  stubMatchMedia(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lazy site footer', () => {
  it('holds an empty band and fetches nothing until it nears the viewport', async () => {
    await renderApp('/en/checkin', { chromeRequests: 'test' });
    const footer = await screen.findByRole('contentinfo');
    // Let the header's own requests settle, then check the footer asked for nothing.
    await waitFor(() => {
      expect(content.calls.some((call) => call.query.get('placement') === 'header')).toBe(true);
    });
    expect(footerInfoCalls()).toHaveLength(0);
    expect(content.calls.some((call) => call.query.get('placement') === 'footer')).toBe(false);
    expect(footer.querySelector('.site-footer__placeholder')).not.toBeNull();
    expect(within(footer).queryByRole('link')).not.toBeInTheDocument();
    const observer = FakeIntersectionObserver.instances.find((instance) =>
      instance.targets.some((target) => target === footer),
    );
    expect(observer?.rootMargin).toBe('200px');
  });

  it('fetches its menus and footer info in the page language once in view, then shows them', async () => {
    const { footer } = await renderAndScroll('/en/checkin');
    expect(await within(footer).findByRole('link', { name: /1900 6886/ })).toHaveAttribute(
      'href',
      'tel:19006886',
    );
    expect(footerInfoCalls()).toHaveLength(1);
    expect(footerInfoCalls()[0]?.query.get('languageId')).toBe('en');
    const footerMenus = content.calls.find((call) => call.query.get('placement') === 'footer');
    expect(footerMenus?.query.get('languageId')).toBe('en');

    expect(within(footer).getByText('24/7 hotline')).toBeInTheDocument();
    expect(within(footer).getByText('Skybook Aviation Joint Stock Company')).toBeInTheDocument();
    // The address is CMS HTML: its site links get the language prefix.
    expect(within(footer).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/en/pages/contact-us',
    );
    expect(within(footer).getByRole('link', { name: 'Baggage rules' })).toHaveAttribute(
      'href',
      '/en/pages/baggage/cabin-baggage',
    );
    expect(within(footer).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/skybookvn',
    );
    expect(within(footer).getByRole('link', { name: 'App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/vn/app/skybook/id6470000000',
    );
    expect(within(footer).getByText('© 2026 Skybook. All rights reserved.')).toBeInTheDocument();
  });

  it('shows each menu column as an accordion on a phone', async () => {
    const { footer, user } = await renderAndScroll('/en/checkin');
    const nav = await within(footer).findByRole('navigation', { name: 'Site links' });
    const travel = within(nav).getByRole('button', { name: 'Travel information' });
    expect(travel).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Cabin baggage' })).not.toBeInTheDocument();
    await user.click(travel);
    expect(travel).toHaveAttribute('aria-expanded', 'true');
    const region = within(nav).getByRole('region', { name: 'Travel information' });
    expect(within(region).getByRole('link', { name: 'Cabin baggage' })).toHaveAttribute(
      'href',
      '/en/pages/baggage/cabin-baggage',
    );
    expect(within(region).getByRole('link', { name: 'Check-in' })).toHaveAttribute(
      'href',
      '/en/information/check-in',
    );
    expect(within(nav).getByRole('button', { name: 'Customer support' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the menu columns as a grid of headed link lists on desktop', async () => {
    stubMatchMedia(true);
    const { footer } = await renderAndScroll('/en/checkin');
    const nav = await within(footer).findByRole('navigation', { name: 'Site links' });
    expect(within(nav).queryByRole('button')).not.toBeInTheDocument();
    const support = within(nav).getByRole('region', { name: 'Customer support' });
    expect(within(support).getByRole('heading', { level: 2, name: 'Customer support' })).toBeInTheDocument();
    expect(within(support).getByRole('link', { name: 'Baggage questions' })).toHaveAttribute(
      'href',
      '/en/faq/baggage',
    );
  });

  it('says when the footer cannot be loaded and loads it again on Try again', async () => {
    content = contentFetch({ failFooterInfo: 2 });
    vi.stubGlobal('fetch', vi.fn(content.fetchImpl));
    const { footer, user } = await renderAndScroll('/vi/checkin');
    const alert = await within(footer).findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Không tải được nội dung chân trang.');
    // The menus that did load are still shown.
    expect(within(footer).getByRole('navigation', { name: 'Liên kết trong trang' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await within(footer).findByRole('link', { name: /1900 6886/ })).toBeInTheDocument();
    expect(within(footer).queryByRole('alert')).not.toBeInTheDocument();
  });
});
