import {
  bannerListSchema,
  footerInfoSchema,
  homePageSeoSchema,
  templatePostListSchema,
} from '@skybook/contracts/content-store';
import { htmlContentSchema } from '@skybook/contracts/legal-content';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app';
import { stubContentApi } from '../content-pages.fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

function templatePosts(
  template: string,
  posts: { id: string; slug: string; title: string }[],
  languageId = 'en',
) {
  return templatePostListSchema.parse({
    template,
    posts: posts.map((post) => ({
      ...post,
      summary: `${post.title} in short.`,
      body: `<p>All about ${post.title.toLowerCase()}.</p>`,
      image: null,
      languageId,
    })),
  });
}

describe('the service pages', () => {
  it('e-menu: the banner, the menu introduction and the PDF download', async () => {
    stubContentApi({
      '/content/api/v1/templates/e-menu/post': templatePosts('e-menu', [
        { id: 'e-menu-intro', slug: 'in-flight-menu', title: 'In-flight menu' },
      ]),
      '/content/api/v1/emenu-banner': bannerListSchema.parse({
        banners: [
          {
            id: 'emenu',
            title: 'Skybook Café',
            description: 'Hot pho at 10,000 metres.',
            image: '/content/media/banners/emenu.svg',
            imageMobile: '/content/media/banners/emenu-mobile.svg',
            altText: 'A bowl of pho on a tray table',
            url: '/e-menu',
            languageId: 'en',
          },
        ],
      }),
    });
    await renderApp('/en/e-menu');
    expect(await screen.findByRole('heading', { level: 1, name: 'In-flight menu' })).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download the menu (PDF)' });
    expect(download).toHaveAttribute('href', '/content/api/v1/emenu/download?languageId=en');
    expect(download).toHaveAttribute('download');
    expect(await screen.findByRole('img', { name: 'A bowl of pho on a tray table' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'In-flight menu' })).toBeInTheDocument();
    expect(screen.getByText('All about in-flight menu.')).toBeInTheDocument();
    expect(document.title).toBe('In-flight menu | Skybook');
  });

  it('mobile: the app stores open in a new tab without the opener', async () => {
    stubContentApi({
      '/content/api/v1/templates/mobile/post': templatePosts('mobile', [
        { id: 'mobile-app-features', slug: 'skybook-app', title: 'The Skybook app' },
      ]),
      '/content/api/v1/footer-info': footerInfoSchema.parse({
        socialTitle: 'Follow us',
        socialNetwork: [],
        socialMedia: [],
        instructionTitle: 'Guides',
        instruction: [],
        appTitle: 'Get the app',
        appLinks: [
          {
            name: 'App Store',
            link: 'https://apps.apple.com/vn/app/skybook/id1',
            image: '/content/media/apps/app-store.svg',
          },
          {
            name: 'Google Play',
            link: 'https://play.google.com/store/apps/details?id=vn.skybook.app',
            image: '/content/media/apps/google-play.svg',
          },
        ],
        footerHtml: '<p>Skybook</p>',
        hotline: { label: 'Hotline', number: '1900 6886', link: 'tel:19006886' },
        copyright: '© Skybook',
        languageId: 'en',
      }),
    });
    // The page shows the footer info's app links itself.
    await renderApp('/en/mobile', { chromeRequests: 'test' });
    const stores = await screen.findByRole('list', { name: 'Get the app' });
    const appStore = await within(stores).findByRole('link', { name: 'Get it on App Store' });
    expect(appStore).toHaveAttribute('href', 'https://apps.apple.com/vn/app/skybook/id1');
    expect(appStore).toHaveAttribute('target', '_blank');
    expect(appStore).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(stores).getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
  });

  it('e-sim: how it works and the supported phones from the legal texts', async () => {
    const { calls } = stubContentApi({
      '/content/api/v1/templates/e-sim/post': templatePosts('e-sim', [
        { id: 'esim-how-it-works', slug: 'how-the-travel-esim-works', title: 'How the travel eSIM works' },
      ]),
      '/cms/api/v1/htmls': htmlContentSchema.parse({
        name: 'esimSupportedDevices',
        languageId: 'en',
        title: 'eSIM supported devices',
        detail: '<ul><li>iPhone XS and later</li></ul>',
        updatedAt: '2026-11-01T00:00:00.000Z',
      }),
    });
    await renderApp('/en/e-sim');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'How the travel eSIM works' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'eSIM supported devices' }),
    ).toBeInTheDocument();
    expect(screen.getByText('iPhone XS and later')).toBeInTheDocument();
    const htmls = calls.find((call) => call.path === '/cms/api/v1/htmls');
    expect(htmls?.query.get('name')).toBe('esimSupportedDevices');
    expect(htmls?.query.get('languageId')).toBe('en');
  });

  it('flight certificate: the in-app copy has no breadcrumb and points search engines at the site page', async () => {
    const posts = templatePosts('flights-operation-certificate', [
      { id: 'flight-certificate', slug: 'flight-certificate', title: 'Flight certificate' },
    ]);
    stubContentApi({ '/content/api/v1/templates/flights-operation-certificate/post': posts });
    const site = await renderApp('/en/flights-operation-certificate');
    expect(await screen.findByRole('heading', { level: 2, name: 'Flight certificate' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find your booking' })).toHaveAttribute(
      'href',
      '/en/my/search-booking',
    );
    site.unmount();

    await renderApp('/en/foc-mobile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Flight certificate' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      `${window.location.origin}/en/flights-operation-certificate`,
    );
  });

  it('hdss-direct: the HD SAISON instalment steps in order, with links to book and to find a held booking', async () => {
    const { calls } = stubContentApi({
      '/content/api/v1/templates/hdss-direct/post': templatePosts('hdss-direct', [
        { id: 'hdss-direct-how-it-works', slug: 'how-hd-saison-instalments-work', title: 'How it works' },
        { id: 'hdss-direct-eligibility', slug: 'hd-saison-who-can-apply', title: 'Who can apply' },
      ]),
    });
    await renderApp('/en/hdss-direct');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Instalments with HD SAISON' }),
    ).toBeInTheDocument();
    const first = await screen.findByRole('region', { name: 'How it works' });
    const second = screen.getByRole('region', { name: 'Who can apply' });
    // The content's order: the steps come before who can apply.
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('All about how it works.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find flights' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Manage my booking' })).toHaveAttribute(
      'href',
      '/en/my/search-booking',
    );
    expect(
      calls.find((call) => call.path === '/content/api/v1/templates/hdss-direct/post')?.query.get('lang'),
    ).toBe('en');
    expect(document.title).toBe('Instalments with HD SAISON | Skybook');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('modal-checkout-mobile: the in-app checklist has no breadcrumb and asks search engines not to index it', async () => {
    stubContentApi({
      '/content/api/v1/templates/modal-checkout-mobile/post': templatePosts(
        'modal-checkout-mobile',
        [
          { id: 'modal-checkout-names', slug: 'kiem-tra-ho-ten-hanh-khach', title: 'Họ tên hành khách' },
          {
            id: 'modal-checkout-payment-fees',
            slug: 'phi-thanh-toan-theo-phuong-thuc',
            title: 'Phí thanh toán',
          },
        ],
        'vi',
      ),
    });
    await renderApp('/vi/modal-checkout-mobile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trước khi thanh toán' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Họ tên hành khách' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Phí thanh toán' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    expect(document.title).toBe('Trước khi thanh toán | Skybook');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content).toBe('noindex');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      `${window.location.origin}/vi/modal-checkout-mobile`,
    );
  });

  it('e-visa: says the page is being updated when the template has no posts', async () => {
    stubContentApi({});
    await renderApp('/en/e-visa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vietnam e-visa' })).toBeInTheDocument();
    expect(await screen.findByText("This page's content is being updated.")).toBeInTheDocument();
  });
});

describe('a Skyclub page', () => {
  const SKYCLUB_EN = templatePosts('skyclub', [
    { id: 'skyclub-benefits', slug: 'benefits', title: 'Skyclub member benefits' },
    { id: 'skyclub-tiers', slug: 'tiers', title: 'Skyclub card tiers' },
  ]);
  const SKYCLUB_VI = templatePosts(
    'skyclub',
    [
      { id: 'skyclub-benefits', slug: 'quyen-loi', title: 'Quyền lợi hội viên Skyclub' },
      { id: 'skyclub-tiers', slug: 'hang-the', title: 'Hạng thẻ Skyclub' },
    ],
    'vi',
  );
  const skyclubApi = () =>
    stubContentApi({
      '/content/api/v1/templates/skyclub/post': (url: URL) =>
        new Response(JSON.stringify(url.searchParams.get('lang') === 'vi' ? SKYCLUB_VI : SKYCLUB_EN)),
    });

  it('shows the text in the language at the end of the address, with the programme’s other pages', async () => {
    const { calls } = skyclubApi();
    await renderApp('/vi/skyclub/tiers/en');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Skyclub card tiers' });
    // The chrome stays Vietnamese; the Skyclub text says it is English.
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Đăng ký Skyclub' })).toHaveAttribute('href', '/vi/signup');
    const side = screen.getByRole('navigation', { name: 'Skyclub' });
    expect(within(side).getByRole('link', { name: 'Skyclub card tiers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(side).getByRole('link', { name: 'Skyclub member benefits' })).toHaveAttribute(
      'href',
      '/vi/skyclub/benefits/en',
    );
    expect(
      calls.find((call) => call.path === '/content/api/v1/templates/skyclub/post')?.query.get('lang'),
    ).toBe('en');
  });

  it('finds a page by another language’s alias and shows it at its own address', async () => {
    skyclubApi();
    const { router } = await renderApp('/en/skyclub/hang-the/en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Skyclub card tiers' })).toBeInTheDocument();
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/skyclub/tiers/en');
    });
  });

  it('shows the not-found page for an unknown alias or language', async () => {
    skyclubApi();
    const first = await renderApp('/en/skyclub/nothing/en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    first.unmount();
    await renderApp('/en/skyclub/tiers/xx');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('home SEO', () => {
  it('takes home’s title and description from the content store, with a canonical and hreflang', async () => {
    stubContentApi({
      '/content/api/v1/home-page-seo/en': homePageSeoSchema.parse({
        title: 'Skybook – Cheap flights in Vietnam and across Asia',
        description: 'Book cheap Skybook flights to more than 70 destinations.',
        keywords: ['cheap flights'],
        ogImage: '/content/media/seo/og-home.svg',
        languageId: 'en',
      }),
    });
    await renderApp('/en');
    await waitFor(() => {
      expect(document.title).toBe('Skybook – Cheap flights in Vietnam and across Asia');
    });
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      'Book cheap Skybook flights to more than 70 destinations.',
    );
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      `${window.location.origin}/en`,
    );
    expect(document.head.querySelector<HTMLLinkElement>('link[hreflang="x-default"]')?.href).toBe(
      `${window.location.origin}/vi`,
    );
  });
});
