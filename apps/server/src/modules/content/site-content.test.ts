import {
  cmsConfigSchema,
  faqCategoryListSchema,
  faqGeneralSettingSchema,
  faqListSchema,
  feTranslationsSchema,
  footerInfoSchema,
  formSchema,
  helpListSchema,
  homePageSeoSchema,
  menuDetailSchema,
  menuListSchema,
  pageResponseSchema,
  type MenuItemDto,
} from '@skybook/contracts/content-store';
import { classifyContentLink } from '@skybook/contracts/content-links';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-fixture';
import { TEST_ENGINES } from '../../../test/engines';

const API = '/content/api/v1';

describe.each(TEST_ENGINES)('menus, pages, FAQ and settings from the content store on $engine', (engine) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(engine, { importContent: true });
  }, 120_000);
  afterAll(() => test.close());

  const get = async (url: string, language?: string) => {
    const response = await test.app.inject({ url, headers: language ? { 'accept-language': language } : {} });
    const isJson = String(response.headers['content-type']).startsWith('application/json');
    return { status: response.statusCode, body: isJson ? response.json<unknown>() : response.body };
  };
  const ok = async (url: string, language?: string) => {
    const response = await get(url, language);
    expect(response.status, `${url}: ${JSON.stringify(response.body)}`).toBe(200);
    return response.body;
  };
  const notFound = async (url: string) => {
    const response = await get(url, 'en');
    expect(response.status, url).toBe(404);
    expect(errorEnvelopeSchema.parse(response.body).errorCode).toBe('NOT_FOUND');
  };
  const flatten = (menus: MenuItemDto[]) =>
    menus.flatMap((menu) => [menu, ...menu.children, ...menu.children.flatMap((child) => child.children)]);

  describe('GET /menu', () => {
    it('gives the header its primary and top-bar menus with two levels of sub-menus and every type and flag', async () => {
      const { menus } = menuListSchema.parse(await ok(`${API}/menu?placement=header&languageId=vi`));
      expect(menus.every((menu) => menu.isPrimaryMenu || menu.isTopMenu)).toBe(true);
      expect(menus.filter((menu) => menu.isTopMenu).map((menu) => menu.id)).toEqual([
        'top-manage-booking',
        'top-check-in',
        'top-hot-deals',
        'top-skybook-thailand',
      ]);
      const all = flatten(menus);
      expect(new Set(all.map((menu) => menu.type))).toEqual(new Set(['Page', 'List', 'MenuList']));
      expect(all.some((menu) => menu.isHot)).toBe(true);
      const baggage = all.find((menu) => menu.id === 'baggage');
      expect(baggage?.children.map((child) => child.path)).toEqual([
        '/pages/hanh-ly/hanh-ly-xach-tay',
        '/pages/hanh-ly/hanh-ly-ky-gui',
        '/pages/hanh-ly/hanh-ly-dac-biet',
      ]);
      expect(all.find((menu) => menu.id === 'promotions')).toMatchObject({
        type: 'List',
        path: '/news/khuyen-mai',
        alternates: { vi: 'khuyen-mai', en: 'promotions', ja: 'promotions' },
      });
      expect(all.find((menu) => menu.id === 'check-in')?.path).toBe('/information/thu-tuc-truoc-chuyen-bay');
      expect(all.find((menu) => menu.id === 'top-skybook-thailand')?.redirectUrl).toBe(
        'https://www.skybook.co.th/',
      );
      for (const menu of all) {
        if (menu.redirectUrl !== null) expect(classifyContentLink(menu.redirectUrl), menu.id).toBeDefined();
      }
    });

    it('gives the footer its columns in priorityFooter order', async () => {
      const { menus } = menuListSchema.parse(await ok(`${API}/menu?placement=footer`, 'en'));
      expect(menus.map((menu) => menu.priorityFooter)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(menus.at(-1)).toMatchObject({ id: 'support', menuName: 'Customer support', languageId: 'en' });
      expect(menus.at(-1)?.children.find((child) => child.id === 'faq-baggage')).toMatchObject({
        section: 'faq',
        path: '/faq/baggage-questions',
      });
    });

    it('names menus in Japanese where written and falls back to English, then Vietnamese, elsewhere', async () => {
      const { menus } = menuListSchema.parse(await ok(`${API}/menu?languageId=ja`));
      const plan = menus.find((menu) => menu.id === 'plan-book');
      expect(plan).toMatchObject({ menuName: '計画と予約', languageId: 'ja' });
      expect(plan?.children[0]).toMatchObject({ menuName: 'Book flights', languageId: 'en' });
      const byHeader = menuListSchema.parse(await ok(`${API}/menu`, 'ja-JP,ja;q=0.9'));
      expect(byHeader.menus[0]?.languageId).toBe('ja');
      const vietnamese = menuListSchema.parse(await ok(`${API}/menu`));
      expect(vietnamese.menus[0]).toMatchObject({ menuName: 'Lên kế hoạch & đặt vé', languageId: 'vi' });
    });

    it('finds a menu by its slug in any language, with its parent, and 404 for an unknown slug', async () => {
      const vi = menuDetailSchema.parse(await ok(`${API}/menu/hanh-ly`));
      const en = menuDetailSchema.parse(await ok(`${API}/menu/hanh-ly?languageId=en`));
      expect(vi.menu.id).toBe('baggage');
      expect(en.menu).toMatchObject({ id: 'baggage', menuName: 'Baggage', slug: 'baggage' });
      expect(en.parent).toMatchObject({ id: 'travel-info', path: '/pages/travel-information' });
      expect(en.menu.children).toHaveLength(3);
      await notFound(`${API}/menu/no-such-menu`);
      expect((await get(`${API}/menu?placement=sidebar`)).status).toBe(400);
    });
  });

  it('serves the footer info with social, app and instruction links, the address and the hotline', async () => {
    const footer = footerInfoSchema.parse(await ok(`${API}/footer-info?languageId=en`));
    expect(footer.socialNetwork.map((link) => link.name)).toEqual(['Facebook', 'Zalo', 'Instagram']);
    expect(footer.socialMedia.length).toBeGreaterThan(0);
    expect(footer.appLinks.map((link) => link.name)).toContain('Google Play');
    expect(footer.instruction[0]).toMatchObject({
      title: 'How to book',
      image: '/content/media/icons/booking.svg',
    });
    expect(footer.hotline).toEqual({ label: '24/7 hotline', number: '1900 6886', link: 'tel:19006886' });
    expect(footer.footerHtml).toContain('Skybook Aviation Joint Stock Company');
    const ja = footerInfoSchema.parse(await ok(`${API}/footer-info?languageId=ja`));
    expect(ja).toMatchObject({ languageId: 'en', copyright: footer.copyright });
    for (const link of [...footer.socialNetwork, ...footer.socialMedia, ...footer.appLinks]) {
      expect(classifyContentLink(link.link)).toBe('partner');
      expect((await get(link.image)).status, link.image).toBe(200);
    }
  });

  describe('GET /pages/{slug}', () => {
    it('serves a page by its slug in either language, with its section, path, SEO and alternates', async () => {
      const byVi = pageResponseSchema.parse(await ok(`${API}/pages/hanh-ly-xach-tay?languageId=en`)).page;
      const byEn = pageResponseSchema.parse(await ok(`${API}/pages/cabin-baggage?languageId=en`)).page;
      expect(byVi).toEqual(byEn);
      expect(byEn).toMatchObject({
        id: 'cabin-baggage',
        section: 'pages',
        title: 'Cabin baggage',
        path: '/pages/baggage/cabin-baggage',
        parent: { id: 'baggage', slug: 'baggage' },
        alternates: { vi: 'hanh-ly-xach-tay', en: 'cabin-baggage', ru: 'cabin-baggage' },
      });
      expect(byEn.seo.title).toContain('Skybook');
      expect(byEn.body).toContain('56 cm × 36 cm × 23 cm');
    });

    it('serves information pages and the cookie policy, Japanese reading English', async () => {
      const fareRules = pageResponseSchema.parse(await ok(`${API}/pages/dieu-kien-gia-ve`)).page;
      expect(fareRules).toMatchObject({
        section: 'information',
        path: '/information/dieu-kien-gia-ve',
        parent: null,
      });
      const cookies = pageResponseSchema.parse(await ok(`${API}/pages/cookie-policy?languageId=ja`)).page;
      expect(cookies).toMatchObject({
        languageId: 'en',
        title: 'Cookie policy',
        path: '/pages/cookie-policy',
      });
      await notFound(`${API}/pages/no-such-page`);
    });
  });

  it('answers home SEO per language, in its own words for all eight', async () => {
    const titles = new Set<string>();
    for (const language of ['vi', 'en', 'th', 'ko', 'zh-CN', 'zh-TW', 'ja', 'ru']) {
      const seo = homePageSeoSchema.parse(await ok(`${API}/home-page-seo/${language}`));
      expect(seo.languageId).toBe(language);
      titles.add(seo.title);
    }
    expect(titles.size).toBe(8);
    expect(homePageSeoSchema.parse(await ok(`${API}/home-page-seo/ZH-tw`)).languageId).toBe('zh-TW');
    expect(homePageSeoSchema.parse(await ok(`${API}/home-page-seo/de`)).languageId).toBe('en');
    expect((await get(`${API}/home-page-seo/not_a_language`)).status).toBe(400);
  });

  it('serves the front-end dictionary with every Vietnamese key, falling back key by key', async () => {
    const vi = feTranslationsSchema.parse(await ok(`${API}/fe-translations/vi`));
    const en = feTranslationsSchema.parse(await ok(`${API}/fe-translations/en`));
    const ja = feTranslationsSchema.parse(await ok(`${API}/fe-translations/ja`));
    expect(Object.keys(en.translations).sort()).toEqual(Object.keys(vi.translations).sort());
    expect(Object.keys(ja.translations).sort()).toEqual(Object.keys(vi.translations).sort());
    expect(ja.translations['cookie.accept']).toBe('同意する');
    expect(ja.translations['news.readMore']).toBe(en.translations['news.readMore']);
    expect(ja.ownKeys).toBeGreaterThan(0);
    expect(ja.ownKeys).toBeLessThan(Object.keys(vi.translations).length);
    expect(vi.translations['cookie.accept']).toBe('Đồng ý');
  });

  describe('FAQ', () => {
    it('lists at least eight categories with their question counts, names in Japanese where written', async () => {
      const { categories } = faqCategoryListSchema.parse(await ok(`${API}/faq/categories/ja`));
      expect(categories.length).toBeGreaterThanOrEqual(8);
      expect(categories[0]).toMatchObject({
        id: 'booking-payment',
        name: '予約とお支払い',
        languageId: 'ja',
      });
      expect(categories.reduce((sum, category) => sum + category.questionCount, 0)).toBeGreaterThanOrEqual(
        40,
      );
    });

    it('lists one category’s questions by its slug in any language', async () => {
      const byVi = faqListSchema.parse(
        await ok(`${API}/faqs/?faqCategoryLanguageSlug=cau-hoi-hanh-ly&languageId=en`),
      );
      const byEn = faqListSchema.parse(
        await ok(`${API}/faqs?faqCategoryLanguageSlug=baggage-questions&languageId=en`),
      );
      expect(byVi).toEqual(byEn);
      expect(byEn.category).toMatchObject({ id: 'baggage', slug: 'baggage-questions' });
      expect(byEn.faqs.length).toBe(byEn.total);
      expect(byEn.faqs.every((faq) => faq.categoryId === 'baggage' && faq.languageId === 'en')).toBe(true);
      await notFound(`${API}/faqs/?faqCategoryLanguageSlug=no-such-topic`);
    });

    it('searches questions and answers without accents or case, in the answer language', async () => {
      const vi = faqListSchema.parse(await ok(`${API}/faqs/?q=SAC%20DU%20PHONG`));
      expect(vi.faqs.map((faq) => faq.id)).toEqual(['baggage-power-bank']);
      const en = faqListSchema.parse(await ok(`${API}/faqs/?q=power%20bank&languageId=en`));
      expect(en.faqs.map((faq) => faq.id)).toContain('baggage-power-bank');
      const scoped = faqListSchema.parse(
        await ok(`${API}/faqs/?q=power%20bank&faqCategoryLanguageSlug=skyclub-membership&languageId=en`),
      );
      expect(scoped.total).toBe(0);
      const all = faqListSchema.parse(await ok(`${API}/faqs/`));
      expect(all.total).toBeGreaterThanOrEqual(40);
      expect((await get(`${API}/faqs/?q=${'x'.repeat(101)}`)).status).toBe(400);
    });

    it('serves the FAQ general setting and 404 for an unknown setting', async () => {
      const setting = faqGeneralSettingSchema.parse(
        await ok(`${API}/cms-setting/FAQ_GENERAL_SETTING?languageId=ja`),
      );
      expect(setting).toMatchObject({
        languageId: 'ja',
        hotline: '1900 6886',
        bannerImage: '/content/media/settings/faq-banner.svg',
      });
      const ko = faqGeneralSettingSchema.parse(await ok(`${API}/cms-setting/FAQ_GENERAL_SETTING`, 'ko'));
      expect(ko).toMatchObject({ languageId: 'en', title: 'How can we help?' });
      await notFound(`${API}/cms-setting/CHECKIN_SETTING`);
    });
  });

  it('serves CMS configs, VNKM by default, and 404 for an unknown name', async () => {
    expect(cmsConfigSchema.parse(await ok(`${API}/cms-config`))).toEqual(
      cmsConfigSchema.parse(await ok(`${API}/cms-config/VNKM`)),
    );
    const chat = cmsConfigSchema.parse(await ok(`${API}/cms-config/CHAT_WIDGET`));
    expect(chat.value).toMatchObject({ enabled: false, scriptUrl: null, languages: ['vi', 'en'] });
    await notFound(`${API}/cms-config/NOPE`);
    expect((await get(`${API}/cms-config/lower-case`)).status).toBe(400);
  });

  it('describes the search-booking form with its rules and messages', async () => {
    const form = formSchema.parse(await ok(`${API}/form/FORM_SEARCH_BOOKING`));
    expect(form.fields.map((field) => field.name)).toEqual([
      'reservationLocator',
      'lastname',
      'firstname',
      'departurePlace',
    ]);
    expect(
      form.fields.every((field) => field.required && field.errorRequired === 'Trường này bắt buộc nhập'),
    ).toBe(true);
    const pattern = new RegExp(form.fields[0]?.pattern ?? '');
    expect(pattern.test('K7Q2XA')).toBe(true);
    expect(pattern.test('K7Q2X')).toBe(false);
    const en = formSchema.parse(await ok(`${API}/form/FORM_SEARCH_BOOKING?languageId=en`));
    expect(en.fields[0]?.label).toBe('Booking code');
    await notFound(`${API}/form/FORM_OTHER`);
  });

  it('lists the help topics with links content may use', async () => {
    const { topics } = helpListSchema.parse(await ok(`${API}/help/en`));
    expect(topics.length).toBeGreaterThanOrEqual(6);
    expect(topics[0]).toMatchObject({
      id: 'manage-booking',
      title: 'Manage booking',
      link: '/my/search-booking',
    });
    for (const topic of topics) expect(classifyContentLink(topic.link), topic.id).toBeDefined();
    const vi = helpListSchema.parse(await ok(`${API}/help/vi`));
    expect(vi.topics[0]?.title).toBe('Quản lý đặt chỗ');
  });
});
