import {
  faqCategoryListSchema,
  faqGeneralSettingSchema,
  faqListSchema,
  helpListSchema,
  menuDetailSchema,
  pageResponseSchema,
  postListSchema,
  postResponseSchema,
  type FaqCategoryDto,
  type FaqDto,
  type PostSummaryDto,
} from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';
import { vi } from 'vitest';

/*
 * The content API as the content pages' component tests see it: answers shaped by the contracts
 * (parsed with them, so a fixture that drifts from the contract fails loudly), a 404 envelope for
 * anything not given, and every call recorded.
 */

type AnswerFn = (url: URL) => Response | Promise<Response>;
/** A JSON body to answer 200 with, or a function of the request's URL. */
type Answer = AnswerFn | object;

export interface RecordedCall {
  readonly path: string;
  readonly query: URLSearchParams;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function notFoundResponse(): Response {
  return jsonResponse({ errorCode: 'NOT_FOUND', message: 'Not found.', requestId: 'TESTREQUEST01' }, 404);
}

/**
 * Stubs `fetch` with `answers` by path (`/content/api/v1/pages/baggage`). The chrome's menu list
 * answers empty unless given; anything else unknown answers 404.
 */
export function stubContentApi(answers: Readonly<Record<string, Answer>>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    calls.push({ path: url.pathname, query: url.searchParams });
    const answer = answers[url.pathname];
    if (typeof answer === 'function') return Promise.resolve((answer as AnswerFn)(url));
    if (answer !== undefined) return Promise.resolve(jsonResponse(answer));
    if (url.pathname === '/content/api/v1/menu') return Promise.resolve(jsonResponse({ menus: [] }));
    return Promise.resolve(notFoundResponse());
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** The same slug in every language but those given. */
export function alternates(
  slug: string,
  overrides: Partial<Record<Language, string>> = {},
): Record<Language, string> {
  const pick = (language: Language) => overrides[language] ?? slug;
  return {
    vi: pick('vi'),
    en: pick('en'),
    th: pick('th'),
    ko: pick('ko'),
    'zh-CN': pick('zh-CN'),
    'zh-TW': pick('zh-TW'),
    ja: pick('ja'),
    ru: pick('ru'),
  };
}

// ─── FAQ ────────────────────────────────────────────────────────────────────────────────────

export function faqCategory(fields: Partial<FaqCategoryDto> & { id: string; slug: string; name: string }) {
  return {
    description: `All about ${fields.name.toLowerCase()}.`,
    icon: '/content/media/icons/baggage.svg',
    questionCount: 2,
    alternates: alternates(fields.slug),
    languageId: 'en',
    ...fields,
  };
}

export function faq(fields: Partial<FaqDto> & { id: string; question: string }) {
  return {
    categoryId: 'baggage',
    answer: `<p>Answer to ${fields.question}</p>`,
    isTop: true,
    languageId: 'en',
    ...fields,
  };
}

export const FAQ_CATEGORIES = faqCategoryListSchema.parse({
  categories: [
    faqCategory({
      id: 'baggage',
      slug: 'baggage',
      name: 'Baggage',
      alternates: alternates('baggage', { vi: 'hanh-ly' }),
    }),
    faqCategory({ id: 'check-in', slug: 'check-in', name: 'Check-in' }),
  ],
});

export const FAQ_SETTING = faqGeneralSettingSchema.parse({
  name: 'FAQ_GENERAL_SETTING',
  title: 'How can we help?',
  description: 'Find answers about booking, baggage, check-in and more.',
  searchPlaceholder: 'Type a question, e.g. cabin baggage',
  noResult: 'No matching question. Try other words or contact us.',
  bannerImage: '/content/media/settings/faq-banner.svg',
  contactTitle: 'Still need help?',
  contactHtml: '<p>Call <a href="tel:19006886">1900 6886</a>.</p>',
  hotline: '1900 6886',
  email: 'hotro@skybook.vn',
  topQuestionCount: 8,
  languageId: 'en',
});

export const ALL_FAQS = faqListSchema.parse({
  category: null,
  faqs: [
    faq({ id: 'cabin', question: 'How much cabin baggage can I bring?' }),
    faq({ id: 'power-bank', question: 'Can I carry a power bank?', isTop: false }),
    faq({ id: 'online', question: 'When does online check-in open?', categoryId: 'check-in' }),
  ],
  total: 3,
});

export const HELP_TOPICS = helpListSchema.parse({
  topics: [
    {
      id: 'manage-booking',
      title: 'Manage booking',
      description: 'See your trip, change flights, add extras.',
      icon: '/content/media/icons/booking.svg',
      link: '/my/search-booking',
      languageId: 'en',
    },
  ],
});

// ─── News ───────────────────────────────────────────────────────────────────────────────────

export function postSummary(index: number, fields: Partial<PostSummaryDto> = {}): PostSummaryDto {
  const slug = `guide-${index}`;
  return {
    id: `guide-${index}`,
    slug,
    title: `Travel guide ${index}`,
    summary: `What to see on trip ${index}.`,
    image: '/content/media/news/da-nang-48-hours.svg',
    altText: 'A beach with palm trees',
    isFeature: index === 1,
    publishedAt: `2026-10-${String(30 - index).padStart(2, '0')}T01:00:00.000Z`,
    category: { id: 'travel-guides', name: 'Travel guides', slug: 'travel-guides' },
    path: `/news/travel-guides/${slug}`,
    alternates: alternates(slug, { vi: `cam-nang-${index}` }),
    languageId: 'en',
    ...fields,
  };
}

const CATEGORY = {
  id: 'travel-guides',
  name: 'Travel guides',
  slug: 'travel-guides',
  alternates: alternates('travel-guides', { vi: 'cam-nang-du-lich' }),
};

/** GET post: `total` travel guides, ten a page. */
export function postPages(total: number) {
  return (url: URL) => {
    const page = Number(url.searchParams.get('page') ?? '1');
    const limit = Number(url.searchParams.get('limit') ?? '10');
    const start = (page - 1) * limit;
    const posts = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, index) =>
      postSummary(start + index + 1),
    );
    return jsonResponse(
      postListSchema.parse({
        category: CATEGORY,
        posts,
        page,
        limit,
        total,
        hasMore: start + posts.length < total,
      }),
    );
  };
}

export const POST_DETAIL = postResponseSchema.parse({
  post: {
    ...postSummary(1, { title: '48 hours in Da Nang', slug: '48-hours-in-da-nang' }),
    path: '/news/travel-guides/48-hours-in-da-nang',
    alternates: alternates('48-hours-in-da-nang', { vi: '48-gio-o-da-nang' }),
    body: '<h2>Day 1</h2><p>Swim at My Khe, then read <a href="/pages/baggage/cabin-baggage">the baggage rules</a>.</p>',
    seo: { title: '48 hours in Da Nang', description: 'A two-day plan for busy people.' },
    related: [postSummary(2), postSummary(3)],
  },
});

export const TRAVEL_GUIDES_MENU = menuDetailSchema.parse({
  menu: {
    id: 'travel-guides',
    menuName: 'Travel guides',
    slug: 'travel-guides',
    type: 'List',
    section: 'news',
    path: '/news/travel-guides',
    redirectUrl: null,
    icon: null,
    priority: 3,
    priorityFooter: null,
    isPrimaryMenu: false,
    isTopMenu: false,
    isHot: false,
    notes: null,
    languageId: 'en',
    alternates: alternates('travel-guides', { vi: 'cam-nang-du-lich' }),
    children: [],
  },
  parent: {
    id: 'news-offers',
    menuName: 'News and offers',
    slug: 'news-and-offers',
    path: '/pages/news-and-offers',
  },
});

// ─── Pages ──────────────────────────────────────────────────────────────────────────────────

function menuItem(
  id: string,
  menuName: string,
  path: string,
  type: 'Page' | 'MenuList' = 'Page',
  children: unknown[] = [],
) {
  return {
    id,
    menuName,
    slug: id,
    type,
    section: 'pages',
    path,
    redirectUrl: null,
    icon: null,
    priority: 1,
    priorityFooter: null,
    isPrimaryMenu: false,
    isTopMenu: false,
    isHot: false,
    notes: null,
    languageId: 'en',
    alternates: alternates(id, { vi: id === 'baggage' ? 'hanh-ly' : `${id}-vi` }),
    children,
  };
}

export const CABIN_BAGGAGE_PAGE = pageResponseSchema.parse({
  page: {
    id: 'cabin-baggage',
    section: 'pages',
    slug: 'cabin-baggage',
    title: 'Cabin baggage',
    summary: 'Bring 7 kg on board for free.',
    body: '<h2>Allowance</h2><p>One bag of up to 7 kg.</p><table><tr><th>Fare</th><th>Cabin</th></tr><tr><td>Eco</td><td>7 kg</td></tr></table>',
    image: '/content/media/pages/baggage.svg',
    seo: { title: 'Cabin baggage allowance', description: 'How much you can bring on board.' },
    parent: { id: 'baggage', menuName: 'Baggage', slug: 'baggage' },
    path: '/pages/baggage/cabin-baggage',
    alternates: alternates('cabin-baggage', { vi: 'hanh-ly-xach-tay' }),
    languageId: 'en',
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
});

export const BAGGAGE_MENU = menuDetailSchema.parse({
  menu: menuItem('baggage', 'Baggage', '/pages/baggage', 'MenuList', [
    { ...menuItem('cabin-baggage', 'Cabin baggage', '/pages/baggage/cabin-baggage'), children: [] },
    { ...menuItem('checked-baggage', 'Checked baggage', '/pages/baggage/checked-baggage'), children: [] },
  ]),
  parent: {
    id: 'travel-info',
    menuName: 'Travel information',
    slug: 'travel-information',
    path: '/pages/travel-information',
  },
});
