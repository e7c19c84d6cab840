import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { brandedTitle, useLayoutDocumentTitle, usePageSeo, type PageSeo } from './seo';

function Layout() {
  useLayoutDocumentTitle(brandedTitle('News'));
  return <Outlet />;
}

function Page({ seo }: { readonly seo: PageSeo | null }) {
  usePageSeo(seo);
  return <p>page</p>;
}

function renderAt(path: string, seo: PageSeo | null) {
  const routes = (value: PageSeo | null) => [
    {
      path: '/:lang',
      element: <Layout />,
      children: [
        { path: 'news/*', element: <Page seo={value} /> },
        { path: 'other', element: <p>other</p> },
      ],
    },
  ];
  const router = createMemoryRouter(routes(seo), { initialEntries: [path] });
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}

const head = () => document.head;
const description = () => head().querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
const canonical = () => head().querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
const hreflang = (language: string) =>
  head().querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${language}"]`)?.href;

const ARTICLE: PageSeo = {
  title: brandedTitle('48 hours in Da Nang'),
  description: 'A two-day plan for busy people.',
  path: '/news/travel-guides/48-hours-in-da-nang',
  alternates: {
    vi: '/news/cam-nang-du-lich/48-gio-o-da-nang',
    en: '/news/travel-guides/48-hours-in-da-nang',
    th: '/news/travel-guides/48-hours-in-da-nang',
    ko: '/news/travel-guides/48-hours-in-da-nang',
    'zh-CN': '/news/travel-guides/48-hours-in-da-nang',
    'zh-TW': '/news/travel-guides/48-hours-in-da-nang',
    ja: '/news/travel-guides/48-hours-in-da-nang',
    ru: '/news/travel-guides/48-hours-in-da-nang',
  },
};

describe('usePageSeo', () => {
  beforeEach(() => {
    head().innerHTML = '<meta name="description" content="Shell description"><title>Skybook</title>';
  });

  it('sets the title over the layout’s, the description, the canonical and every hreflang', () => {
    renderAt('/en/news/travel-guides/48-hours-in-da-nang', ARTICLE);
    expect(document.title).toBe('48 hours in Da Nang | Skybook');
    expect(description()).toBe('A two-day plan for busy people.');
    expect(head().querySelectorAll('meta[name="description"]')).toHaveLength(1);
    const origin = window.location.origin;
    expect(canonical()).toBe(`${origin}/en/news/travel-guides/48-hours-in-da-nang`);
    expect(hreflang('vi')).toBe(`${origin}/vi/news/cam-nang-du-lich/48-gio-o-da-nang`);
    expect(hreflang('zh-TW')).toBe(`${origin}/zh-TW/news/travel-guides/48-hours-in-da-nang`);
    expect(hreflang('x-default')).toBe(`${origin}/vi/news/cam-nang-du-lich/48-gio-o-da-nang`);
    expect(head().querySelectorAll('link[rel="alternate"]')).toHaveLength(9);
  });

  it('uses the same path in every language when there are no alternates, and home is the bare prefix', () => {
    renderAt('/ja/news', { title: 'Skybook – Cheap flights', path: '/' });
    const origin = window.location.origin;
    expect(canonical()).toBe(`${origin}/ja`);
    expect(hreflang('ru')).toBe(`${origin}/ru`);
    expect(hreflang('x-default')).toBe(`${origin}/vi`);
    expect(document.title).toBe('Skybook – Cheap flights');
  });

  it('leaves out a language the alternates lack, and keeps the layout title while loading', () => {
    const { unmount } = renderAt('/en/news/x', null);
    expect(document.title).toBe('News | Skybook');
    expect(canonical()).toBeUndefined();
    unmount();
    renderAt('/en/news/x', { title: 'X', path: '/news/x', alternates: { en: '/news/x' } });
    expect(hreflang('en')).toBeDefined();
    expect(hreflang('vi')).toBeUndefined();
    expect(hreflang('x-default')).toBeUndefined();
  });

  it('updates the tags in place and withdraws them when the page goes', async () => {
    const { router } = renderAt('/en/news/travel-guides/48-hours-in-da-nang', ARTICLE);
    const firstCanonical = head().querySelector('link[rel="canonical"]');
    await act(() => router.navigate('/en/news/other-post'));
    // Same page component, same SEO: the element stays the same node.
    expect(head().querySelector('link[rel="canonical"]')).toBe(firstCanonical);
    await act(() => router.navigate('/en/other'));
    expect(canonical()).toBeUndefined();
    expect(head().querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    expect(description()).toBe('Shell description');
    expect(document.title).toBe('News | Skybook');
  });

  it('marks a missing page noindex, and removes the mark afterwards', async () => {
    const { router } = renderAt('/en/news/none', { title: 'Not found', noIndex: true });
    expect(head().querySelector<HTMLMetaElement>('meta[name="robots"]')?.content).toBe('noindex');
    await act(() => router.navigate('/en/other'));
    expect(head().querySelector('meta[name="robots"]')).toBeNull();
  });
});
