import {
  awardListSchema,
  bannerListSchema,
  campaignListSchema,
  type BannerDto,
} from '@skybook/contracts/content-store';
import { vi } from 'vitest';

/*
 * Home blocks' answers shaped as the content API sends them (parsed with the contract), a fetch
 * that serves them by path, and the browser pieces jsdom lacks (an IntersectionObserver the test
 * moves by hand, matchMedia), for this feature's component tests.
 */

export function banner(id: string, fields: Partial<BannerDto> = {}): BannerDto {
  return {
    id,
    title: `Banner ${id}`,
    description: `About ${id}`,
    image: `/content/media/banners/${id}.svg`,
    altText: `Picture of ${id}`,
    imageMobile: `/content/media/banners/${id}-mobile.svg`,
    url: null,
    languageId: 'en',
    ...fields,
  };
}

export const BANNERS = bannerListSchema.parse({
  banners: [
    banner('tet', {
      title: 'Tet fares from 199,000 VND',
      url: '/select-flight-cheap?departAirport=SGN&arrivalAirport=HAN&tripType=oneway',
    }),
    banner('almaty', { title: 'Fly direct to Almaty', url: 'https://www.facebook.com/skybook' }),
    banner('skyclub', { title: 'Skyclub: fly more, earn more', url: 'https://evil.example/phish' }),
  ],
});

export function awards(count: number) {
  return awardListSchema.parse({
    awards: Array.from({ length: count }, (_, index) => ({
      id: `award-${index + 1}`,
      name: `Award ${index + 1}`,
      image: `/content/media/awards/award-${index + 1}.svg`,
      issuer: `Issuer ${index + 1}`,
      year: 2026,
      languageId: 'en',
    })),
  });
}

export const GREEN = campaignListSchema.parse({
  title: 'Fly green with Skybook',
  items: [
    {
      id: 'mangrove-ca-mau',
      title: 'Ca Mau mangroves',
      description: '<p>50 hectares planted.<script>alert(1)</script></p>',
      descriptionDesktop: null,
      status: 'ongoing',
      image: '/content/media/campaigns/mangrove-ca-mau.svg',
      enable: true,
      notes: null,
      link: '/pages/about-skybook/sustainability',
      languageId: 'en',
    },
    {
      id: 'saf-trial',
      title: 'Sustainable fuel flight',
      description: '<p>A trial flight is planned for 2027.</p>',
      descriptionDesktop: null,
      status: 'planned',
      image: '/content/media/campaigns/saf-trial.svg',
      enable: true,
      notes: null,
      link: null,
      languageId: 'en',
    },
  ],
});

export const FUTURE = campaignListSchema.parse({
  title: 'Future vision',
  items: [
    {
      id: 'fleet-2030',
      title: '100 new-generation aircraft by 2030',
      description: '<p>A younger fleet.</p>',
      descriptionDesktop: '<p>A younger, quieter fleet that burns a fifth less fuel per seat.</p>',
      status: 'ongoing',
      image: '/content/media/campaigns/fleet-2030.svg',
      enable: true,
      notes: null,
      link: null,
      languageId: 'en',
    },
  ],
});

export interface ContentCall {
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Headers;
}

/** The address a fetch was called with, whichever form it came in. */
function requestHref(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** A fetch answering the home blocks' paths from `answers` (404 for any other), recording each call. */
export function contentFetch(answers: Readonly<Record<string, unknown>>) {
  const calls: ContentCall[] = [];
  const fetchImpl = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(requestHref(input), 'http://localhost');
    calls.push({ path: url.pathname, query: url.searchParams, headers: new Headers(init?.headers) });
    const body = answers[url.pathname];
    const status = body === undefined ? 404 : 200;
    return Promise.resolve(
      new Response(JSON.stringify(body ?? { errorCode: 'NOT_FOUND', message: 'Not found' }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return { calls, fetchImpl };
}

/** An IntersectionObserver the test moves by hand: nothing is near the viewport until `scrollNear`. */
export class FakeIntersectionObserver implements IntersectionObserver {
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
    // Not used by the blocks.
  }

  disconnect(): void {
    this.isDisconnected = true;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every observed element that contains `selector` as intersecting. */
  static scrollNear(selector: string): void {
    for (const observer of FakeIntersectionObserver.instances) {
      const targets = observer.targets.filter((target) => target.querySelector(selector) !== null);
      if (observer.isDisconnected || targets.length === 0) continue;
      observer.callback(
        targets.map((target) => {
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
        }),
        observer,
      );
    }
  }
}

/** matchMedia answering `matching` queries true and every other false. */
export function stubMatchMedia(matching: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
