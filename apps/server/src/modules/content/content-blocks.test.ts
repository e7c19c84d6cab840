import {
  awardListSchema,
  bannerListSchema,
  bulletinListSchema,
  campaignListSchema,
  imagePopupResponseSchema,
  popupListSchema,
  postListSchema,
  postResponseSchema,
  templatePostListSchema,
  ticketListSchema,
  vnkmListSchema,
} from '@skybook/contracts/content-store';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, type TestApp } from '../../../test/app-fixture';
import { TEST_ENGINES } from '../../../test/engines';

const API = '/content/api/v1';

describe.each(TEST_ENGINES)('home blocks, news and media from the content store on $engine', (engine) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(engine, { importContent: true });
  }, 120_000);
  afterAll(() => test.close());

  const inject = (url: string, headers: Record<string, string> = {}) => test.app.inject({ url, headers });
  const ok = async (url: string) => {
    const response = await inject(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<unknown>();
  };
  const clock = () => test.app.clock as ManualClock;

  describe('banners', () => {
    it('serves home, other-page, my-booking and e-menu banners, each showing only inside its window', async () => {
      const home = bannerListSchema.parse(await ok(`${API}/banner?languageId=en`)).banners;
      expect(home.map((banner) => banner.id)).toEqual([
        'home-tet-sale',
        'home-almaty',
        'home-skyclub',
        'home-flygreen',
      ]);
      expect(home[0]).toMatchObject({
        title: 'Tet 2027 fares from 199,000 VND',
        image: '/content/media/banners/home-tet-sale.svg',
        imageMobile: '/content/media/banners/home-tet-sale-mobile.svg',
        languageId: 'en',
      });
      for (const [path, count] of [
        ['other-banner', 2],
        ['mybooking-banner', 2],
        ['emenu-banner', 1],
      ] as const) {
        expect(bannerListSchema.parse(await ok(`${API}/${path}`)).banners, path).toHaveLength(count);
      }
      try {
        clock().set(new Date('2027-01-20T00:00:00.000Z'));
        const later = bannerListSchema.parse(await ok(`${API}/banner`)).banners.map((banner) => banner.id);
        expect(later).toContain('home-summer-2027');
        expect(later).not.toContain('home-tet-sale');
      } finally {
        clock().set(TEST_NOW);
      }
    });

    it('serves an extra’s banners by service type, none for an extra without', async () => {
      const meal = bannerListSchema.parse(await ok(`${API}/banner-service/meal?languageId=vi`)).banners;
      expect(meal).toEqual([
        expect.objectContaining({ id: 'service-meal', title: 'Đặt trước suất ăn nóng', url: null }),
      ]);
      expect(bannerListSchema.parse(await ok(`${API}/banner-service/petService`)).banners).toEqual([]);
      expect((await inject(`${API}/banner-service/meal..x`)).statusCode).toBe(400);
    });
  });

  describe('popups', () => {
    it('has popups in all three positions for desktop and for mobile', async () => {
      const { popups } = popupListSchema.parse(await ok(`${API}/popup`));
      for (const device of ['isDesktop', 'isMobile'] as const) {
        const positions = new Set(
          popups.filter((popup) => popup[device]).map((popup) => popup.displayPosition),
        );
        expect(positions, device).toEqual(new Set(['Middle', 'Bottom_Left', 'Bottom_Right']));
      }
      expect(popups.map((popup) => popup.id)).not.toContain('summer-teaser');
    });

    it('filters by device and page path', async () => {
      const mobileHome = popupListSchema.parse(
        await ok(`${API}/popup?type=mobile&pagePath=/&languageId=en`),
      ).popups;
      expect(mobileHome.map((popup) => [popup.id, popup.displayPosition])).toEqual([
        ['home-tet-mobile', 'Middle'],
        ['home-app-mobile', 'Bottom_Left'],
      ]);
      expect(mobileHome.every((popup) => popup.isMobile && popup.pagePath === '/')).toBe(true);
      const desktopFaq = popupListSchema.parse(await ok(`${API}/popup?type=desktop&pagePath=/faq`)).popups;
      expect(desktopFaq).toEqual([expect.objectContaining({ id: 'faq-hotline', url: 'tel:19006886' })]);
      expect((await inject(`${API}/popup?type=tablet`)).statusCode).toBe(400);
    });

    it('serves the home image popup inside its window and null outside', async () => {
      const now = imagePopupResponseSchema.parse(await ok(`${API}/img-popup?languageId=en`));
      expect(now.imagePopup).toMatchObject({ id: 'splash-tet-2027', title: 'Home for Tet with Skybook' });
      try {
        clock().set(new Date('2027-03-01T00:00:00.000Z'));
        expect(imagePopupResponseSchema.parse(await ok(`${API}/img-popup`)).imagePopup).toBeNull();
      } finally {
        clock().set(TEST_NOW);
      }
    });
  });

  it('lists the prizes with their pictures', async () => {
    const { awards } = awardListSchema.parse(await ok(`${API}/awards?languageId=en`));
    expect(awards.length).toBeGreaterThanOrEqual(7);
    expect(awards[0]).toMatchObject({ name: 'Best low-cost airline in Vietnam', year: 2026 });
    const picture = await inject(awards[0]?.image ?? '');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
  });

  it('serves the green, future-vision and airline-info blocks, enabled items only', async () => {
    const green = campaignListSchema.parse(await ok(`${API}/flygreen?languageId=en`));
    expect(green.title).toBe('Fly green with Skybook');
    expect(green.items.map((item) => item.id)).toEqual(['mangrove-ca-mau', 'saf-trial', 'solar-hangar']);
    expect(green.items.every((item) => item.enable && item.descriptionDesktop === null)).toBe(true);
    expect(new Set(green.items.map((item) => item.status))).toEqual(
      new Set(['ongoing', 'planned', 'completed']),
    );
    const future = campaignListSchema.parse(await ok(`${API}/vietjet-future`));
    expect(future.title).toBe('Tầm nhìn tương lai');
    expect(
      future.items.every((item) => (item.descriptionDesktop ?? '').length > item.description.length),
    ).toBe(true);
    const info = campaignListSchema.parse(await ok(`${API}/vietjet-info?languageId=ru`));
    expect(info).toMatchObject({ title: 'Skybook at a glance' });
    expect(info.items[0]?.languageId).toBe('en');
  });

  it('lists the bulletins in force, newest first', async () => {
    const { bulletins } = bulletinListSchema.parse(await ok(`${API}/bulletin?languageId=en`));
    expect(bulletins.map((bulletin) => bulletin.id)).toEqual([
      'typhoon-season-2026',
      'noi-bai-t1-works',
      'power-bank-rule',
    ]);
    expect(bulletins[0]).toMatchObject({ severity: 'disruption', url: '/my/search-booking' });
  });

  it('lists the registered promotions running today in Vietnam', async () => {
    const { promotions } = vnkmListSchema.parse(await ok(`${API}/vnkm?languageId=en`));
    expect(promotions.map((promotion) => promotion.id)).toEqual(['tet-2027', 'year-end-2026']);
    expect(promotions[0]).toMatchObject({ registrationNumber: '1832/KM-SKB', startDate: '2026-11-10' });
  });

  it('serves route landing pages, all or one by slug in any language', async () => {
    const all = ticketListSchema.parse(await ok(`${API}/ticket`)).tickets;
    expect(all.length).toBeGreaterThanOrEqual(6);
    const one = ticketListSchema.parse(await ok(`${API}/ticket?slug=ha-noi-seoul&languageId=en`)).tickets;
    expect(one).toEqual([
      expect.objectContaining({
        id: 'han-icn',
        slug: 'hanoi-seoul',
        originCode: 'HAN',
        destinationCode: 'ICN',
      }),
    ]);
    expect((await inject(`${API}/ticket?slug=nowhere`)).statusCode).toBe(404);
  });

  describe('news posts', () => {
    it('pages through every post newest first, ten by default, with total and hasMore', async () => {
      const first = postListSchema.parse(await ok(`${API}/post`));
      expect(first).toMatchObject({ page: 1, limit: 10, total: 22, hasMore: true, category: null });
      expect(first.posts).toHaveLength(10);
      const dates = first.posts.map((post) => post.publishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      const second = postListSchema.parse(await ok(`${API}/post?page=2`));
      expect(second).toMatchObject({ page: 2, total: 22, hasMore: true });
      expect(second.posts).toHaveLength(10);
      const third = postListSchema.parse(await ok(`${API}/post?page=3`));
      expect(third).toMatchObject({ page: 3, total: 22, hasMore: false });
      expect(third.posts).toHaveLength(2);
      const ids = [...first.posts, ...second.posts, ...third.posts].map((post) => post.id);
      expect(new Set(ids).size).toBe(22);
      expect(postListSchema.parse(await ok(`${API}/post?page=4`)).posts).toEqual([]);
      for (const bad of ['page=0', 'limit=51', 'limit=x', 'isFeature=yes']) {
        const response = await inject(`${API}/post?${bad}`);
        expect(response.statusCode, bad).toBe(400);
        expect(errorEnvelopeSchema.parse(response.json()).errorCode).toBe('INVALID_REQUEST');
      }
    });

    it('filters by category slug in any language and by featured flag', async () => {
      const promotions = postListSchema.parse(await ok(`${API}/post?slug=promotions&limit=2`));
      expect(promotions).toMatchObject({
        total: 5,
        hasMore: true,
        category: { id: 'promotions', slug: 'khuyen-mai' },
      });
      expect(promotions.category?.alternates.en).toBe('promotions');
      expect(promotions.posts.every((post) => post.category.id === 'promotions')).toBe(true);
      expect(promotions.posts[0]?.path).toBe('/news/khuyen-mai/ve-tet-dinh-mui-2027-gia-tu-199000');
      const featured = postListSchema.parse(await ok(`${API}/post?isFeature=true`));
      expect(featured.total).toBeGreaterThanOrEqual(3);
      expect(featured.posts.every((post) => post.isFeature)).toBe(true);
      const others = postListSchema.parse(await ok(`${API}/post?isFeature=false&limit=50`));
      expect(featured.total + others.total).toBe(22);
      const categories = new Set(others.posts.map((post) => post.category.id));
      expect(categories).toEqual(new Set(['promotions', 'skybook-news', 'travel-guides']));
      expect((await inject(`${API}/post?slug=no-such-category`)).statusCode).toBe(404);
    });

    it('serves a post by its slug in any language, with the other slugs for the language switch', async () => {
      const en = postResponseSchema.parse(await ok(`${API}/post/48-gio-o-da-nang?languageId=en`)).post;
      expect(en).toMatchObject({
        id: 'da-nang-48-hours',
        title: '48 hours in Da Nang',
        slug: '48-hours-in-da-nang',
        path: '/news/travel-guides/48-hours-in-da-nang',
        alternates: { vi: '48-gio-o-da-nang', en: '48-hours-in-da-nang', ja: '48-hours-in-da-nang' },
        image: '/content/media/news/da-nang-48-hours.svg',
      });
      expect(en.body).toContain('<h2>Day 1</h2>');
      expect(en.related.length).toBeGreaterThan(0);
      expect(en.related.every((post) => post.category.id === 'travel-guides' && post.id !== en.id)).toBe(
        true,
      );
      const ja = postResponseSchema.parse(await ok(`${API}/post/48-hours-in-da-nang?languageId=ja`)).post;
      expect(ja).toMatchObject({ languageId: 'en', title: en.title });
      expect((await inject(`${API}/post/no-such-post`)).statusCode).toBe(404);
    });

    it('serves a template’s posts in order, and 404 for a template without posts', async () => {
      const visa = templatePostListSchema.parse(await ok(`${API}/templates/e-visa/post?lang=en`));
      expect(visa.posts.map((post) => post.id)).toEqual(['e-visa-how-to', 'e-visa-exemptions']);
      expect(visa.posts[0]?.body).toContain('https://evisa.xuatnhapcanh.gov.vn/');
      const vi = templatePostListSchema.parse(await ok(`${API}/templates/e-visa/post`));
      expect(vi.posts[0]?.languageId).toBe('vi');
      expect((await inject(`${API}/templates/no-template/post`)).statusCode).toBe(404);
      expect((await inject(`${API}/templates/Bad_Name/post`)).statusCode).toBe(400);
    });
  });

  describe('media', () => {
    it('serves pictures with an ETag, 304 when unchanged, 404 unknown and 400 malformed', async () => {
      const picture = await inject('/content/media/banners/home-tet-sale.svg');
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
      expect(picture.headers['content-security-policy']).toContain("default-src 'none'");
      expect(picture.body.startsWith('<svg')).toBe(true);
      const etag = String(picture.headers.etag);
      expect(
        (await inject('/content/media/banners/home-tet-sale.svg', { 'if-none-match': etag })).statusCode,
      ).toBe(304);
      expect((await inject('/content/media/banners/none.svg')).statusCode).toBe(404);
      expect((await inject('/content/media/..%2Fsecrets/x.svg')).statusCode).toBe(400);
    });

    it('downloads the e-menu PDF in Vietnamese or English, others reading English', async () => {
      for (const [asked, got] of [
        ['vi', 'vi'],
        ['en', 'en'],
        ['ja', 'en'],
      ]) {
        const response = await inject(`${API}/emenu/download?languageId=${asked}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="skybook-e-menu-${got}.pdf"`,
        );
        expect(response.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      }
    });
  });
});
