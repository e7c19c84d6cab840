import {
  footerInfoSchema,
  menuListSchema,
  type FooterInfoDto,
  type MenuItemDto,
} from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';

/*
 * Menus and footer info shaped as the content API answers them (parsed with the contract), for
 * the chrome's component tests. The texts are English; `languageId` says so.
 */

interface NodeInput {
  readonly id: string;
  readonly menuName: string;
  readonly type?: MenuItemDto['type'];
  readonly section?: MenuItemDto['section'];
  readonly path?: string;
  readonly redirectUrl?: string | null;
  readonly isHot?: boolean;
  readonly isPrimaryMenu?: boolean;
  readonly isTopMenu?: boolean;
  readonly languageId?: string;
  readonly children?: readonly NodeInput[];
}

function node(input: NodeInput, priority: number): unknown {
  const type = input.type ?? (input.children && input.children.length > 0 ? 'MenuList' : 'Page');
  return {
    id: input.id,
    menuName: input.menuName,
    slug: input.id,
    type,
    section: input.section ?? (type === 'List' ? 'news' : 'pages'),
    path: input.path ?? (type === 'List' ? `/news/${input.id}` : `/pages/${input.id}`),
    redirectUrl: input.redirectUrl ?? null,
    icon: null,
    priority,
    priorityFooter: null,
    isPrimaryMenu: input.isPrimaryMenu ?? false,
    isTopMenu: input.isTopMenu ?? false,
    isHot: input.isHot ?? false,
    notes: null,
    languageId: input.languageId ?? 'en',
    alternates: {
      vi: input.id,
      en: input.id,
      th: input.id,
      ko: input.id,
      'zh-CN': input.id,
      'zh-TW': input.id,
      ja: input.id,
      ru: input.id,
    },
    children: (input.children ?? []).map((child, index) => node(child, index + 1)),
  };
}

export function menuList(items: readonly NodeInput[]): { menus: MenuItemDto[] } {
  return menuListSchema.parse({ menus: items.map((item, index) => node(item, index + 1)) });
}

/** The header: two primary menus with two levels of sub-menus, a plain primary link, top-bar links. */
export const HEADER_MENUS = menuList([
  {
    id: 'plan-and-book',
    menuName: 'Plan and book',
    isPrimaryMenu: true,
    children: [
      { id: 'book-flights', menuName: 'Book flights', redirectUrl: '/' },
      {
        id: 'our-network',
        menuName: 'Our network',
        children: [
          {
            id: 'domestic-routes',
            menuName: 'Domestic routes',
            section: 'information',
            path: '/information/domestic-routes',
          },
          { id: 'flights-by-route', menuName: 'Flights by route', redirectUrl: '/flight-tickets' },
        ],
      },
      { id: 'fare-types', menuName: 'Fare types', path: '/pages/plan-and-book/fare-types' },
    ],
  },
  {
    id: 'news-and-offers',
    menuName: 'News and offers',
    isPrimaryMenu: true,
    children: [
      { id: 'promotions', menuName: 'Promotions', type: 'List', isHot: true },
      { id: 'partner-hotels', menuName: 'Partner site', redirectUrl: 'https://www.skybook.co.th/' },
      { id: 'not-allowed', menuName: 'Unknown site', redirectUrl: 'https://evil.example.com/' },
    ],
  },
  { id: 'contact-us', menuName: 'Contact us', isPrimaryMenu: true, languageId: 'vi' },
  { id: 'manage-booking', menuName: 'Manage booking', isTopMenu: true, redirectUrl: '/my/search-booking' },
  {
    id: 'hot-deals',
    menuName: 'Hot deals',
    isTopMenu: true,
    isHot: true,
    redirectUrl: 'https://www.skybook.vn/news/promotions',
  },
]);

/** The footer columns. */
export const FOOTER_MENUS = menuList([
  {
    id: 'travel-information',
    menuName: 'Travel information',
    children: [
      { id: 'cabin-baggage', menuName: 'Cabin baggage', path: '/pages/baggage/cabin-baggage' },
      { id: 'check-in', menuName: 'Check-in', section: 'information', path: '/information/check-in' },
    ],
  },
  {
    id: 'customer-support',
    menuName: 'Customer support',
    children: [{ id: 'baggage-faq', menuName: 'Baggage questions', section: 'faq', path: '/faq/baggage' }],
  },
]);

export function footerInfo(language: Language = 'en'): FooterInfoDto {
  return footerInfoSchema.parse({
    socialTitle: 'Connect with Skybook',
    socialNetwork: [
      {
        name: 'Facebook',
        link: 'https://www.facebook.com/skybookvn',
        image: '/content/media/social/facebook.svg',
      },
    ],
    socialMedia: [
      {
        name: 'YouTube',
        link: 'https://www.youtube.com/@skybookvn',
        image: '/content/media/social/youtube.svg',
      },
    ],
    instructionTitle: 'How to',
    instruction: [
      {
        title: 'Baggage rules',
        link: '/pages/baggage/cabin-baggage',
        image: '/content/media/icons/baggage.svg',
      },
    ],
    appTitle: 'Get the app',
    appLinks: [
      {
        name: 'App Store',
        link: 'https://apps.apple.com/vn/app/skybook/id6470000000',
        image: '/content/media/apps/app-store.svg',
      },
    ],
    footerHtml:
      '<p><strong>Skybook Aviation Joint Stock Company</strong></p><p>12 Truong Son, Ho Chi Minh City</p><p><a href="/pages/contact-us">Contact us</a></p>',
    hotline: { label: '24/7 hotline', number: '1900 6886', link: 'tel:19006886' },
    copyright: '© 2026 Skybook. All rights reserved.',
    languageId: language,
  });
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The URL a fetch was called with, as a string. */
export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

export interface ContentCall {
  readonly path: string;
  readonly query: URLSearchParams;
}

/**
 * A fetch answering the menu and footer-info calls from the fixtures (404 for anything else),
 * recording each call; `failFooterInfo` makes footer info fail that many times first.
 */
export function contentFetch(options: { failFooterInfo?: number } = {}) {
  const calls: ContentCall[] = [];
  let footerFailures = options.failFooterInfo ?? 0;
  const fetchImpl = (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(requestUrl(input), 'http://localhost');
    calls.push({ path: url.pathname, query: url.searchParams });
    if (url.pathname === '/content/api/v1/menu') {
      return Promise.resolve(
        json(url.searchParams.get('placement') === 'footer' ? FOOTER_MENUS : HEADER_MENUS),
      );
    }
    if (url.pathname === '/content/api/v1/footer-info') {
      if (footerFailures > 0) {
        footerFailures -= 1;
        return Promise.resolve(
          json({ errorCode: 'SERVICE_UNAVAILABLE', message: 'Down', requestId: 'r' }, 503),
        );
      }
      return Promise.resolve(json(footerInfo()));
    }
    return Promise.resolve(json({ errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, 404));
  };
  return { calls, fetchImpl };
}
