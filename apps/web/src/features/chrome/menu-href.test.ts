import { describe, expect, it } from 'vitest';
import { menuHref, type MenuTarget } from './menu-href';

function item(overrides: Partial<MenuTarget>): MenuTarget {
  return {
    type: 'Page',
    section: 'pages',
    slug: 'baggage',
    path: '/pages/baggage',
    redirectUrl: null,
    ...overrides,
  };
}

describe('menuHref without a redirect URL', () => {
  it('opens a news list for a List item', () => {
    expect(
      menuHref(item({ type: 'List', section: 'news', slug: 'khuyen-mai', path: '/news/khuyen-mai' }), 'vi'),
    ).toEqual({ kind: 'internal', to: '/vi/news/khuyen-mai' });
  });

  it('opens a page, and a page under its MenuList parent, for a Page item', () => {
    expect(menuHref(item({ slug: 'extras', path: '/pages/extras' }), 'en')).toEqual({
      kind: 'internal',
      to: '/en/pages/extras',
    });
    expect(menuHref(item({ slug: 'cabin-baggage', path: '/pages/baggage/cabin-baggage' }), 'ko')).toEqual({
      kind: 'internal',
      to: '/ko/pages/baggage/cabin-baggage',
    });
  });

  it('opens information and FAQ pages for Page items in those sections', () => {
    expect(
      menuHref(item({ section: 'information', slug: 'check-in', path: '/information/check-in' }), 'zh-TW'),
    ).toEqual({ kind: 'internal', to: '/zh-TW/information/check-in' });
    expect(menuHref(item({ section: 'faq', slug: 'baggage', path: '/faq/baggage' }), 'ja')).toEqual({
      kind: 'internal',
      to: '/ja/faq/baggage',
    });
  });

  it("opens a MenuList's own page of links", () => {
    expect(menuHref(item({ type: 'MenuList', slug: 'services', path: '/pages/services' }), 'th')).toEqual({
      kind: 'internal',
      to: '/th/pages/services',
    });
  });

  it("falls back to the requirements' rule on the item's slug when the path does not fit its type", () => {
    expect(
      menuHref(item({ type: 'List', section: 'news', slug: 'deals', path: '/pages/deals' }), 'en'),
    ).toEqual({
      kind: 'internal',
      to: '/en/news/deals',
    });
    expect(menuHref(item({ section: 'information', slug: 'fare-rules', path: '' }), 'en')).toEqual({
      kind: 'internal',
      to: '/en/information/fare-rules',
    });
    expect(menuHref(item({ section: 'faq', slug: 'check-in', path: '/news/' }), 'vi')).toEqual({
      kind: 'internal',
      to: '/vi/faq/check-in',
    });
    expect(menuHref(item({ type: 'MenuList', slug: 'about', path: 'javascript:alert(1)' }), 'vi')).toEqual({
      kind: 'internal',
      to: '/vi/pages/about',
    });
  });

  it('encodes a slug used by the fallback and is no link without a slug or path', () => {
    expect(menuHref(item({ slug: 'hành lý', path: '' }), 'vi')).toEqual({
      kind: 'internal',
      to: `/vi/pages/${encodeURIComponent('hành lý')}`,
    });
    expect(menuHref(item({ slug: ' ', path: '' }), 'vi')).toEqual({ kind: 'none' });
  });
});

describe('menuHref with a redirect URL', () => {
  it('navigates inside the app for a site path, adding the language prefix', () => {
    expect(menuHref(item({ redirectUrl: '/select-flight-cheap' }), 'en')).toEqual({
      kind: 'internal',
      to: '/en/select-flight-cheap',
    });
    expect(menuHref(item({ redirectUrl: '/' }), 'ru')).toEqual({ kind: 'internal', to: '/ru' });
    expect(menuHref(item({ redirectUrl: '/my/search-booking?tab=1#top' }), 'vi')).toEqual({
      kind: 'internal',
      to: '/vi/my/search-booking?tab=1#top',
    });
    expect(menuHref(item({ redirectUrl: '/e-visa/' }), 'en')).toEqual({ kind: 'internal', to: '/en/e-visa' });
  });

  it('navigates inside the app for a URL on its own host, in the page language', () => {
    expect(menuHref(item({ redirectUrl: 'https://www.skybook.vn/faq' }), 'en')).toEqual({
      kind: 'internal',
      to: '/en/faq',
    });
    expect(menuHref(item({ redirectUrl: 'https://skybook.vn/news/promotions?page=2' }), 'ja')).toEqual({
      kind: 'internal',
      to: '/ja/news/promotions?page=2',
    });
  });

  it('keeps a language prefix the link already has', () => {
    expect(menuHref(item({ redirectUrl: 'https://www.skybook.vn/en/checkin' }), 'vi')).toEqual({
      kind: 'internal',
      to: '/en/checkin',
    });
  });

  it('leaves the site for an allow-listed partner', () => {
    expect(menuHref(item({ redirectUrl: 'https://www.skybook.co.th/' }), 'th')).toEqual({
      kind: 'external',
      href: 'https://www.skybook.co.th/',
    });
  });

  it('is no link when the URL is not allow-listed', () => {
    for (const redirectUrl of [
      'https://evil.example.com/',
      'http://www.skybook.vn/faq',
      'javascript:alert(1)',
      '//evil.example.com/x',
      'https://user:pass@www.skybook.vn/',
      'data:text/html,hi',
      'mailto:someone@example.com',
    ]) {
      expect(menuHref(item({ redirectUrl }), 'vi'), redirectUrl).toEqual({ kind: 'none' });
    }
  });

  it('opens a phone number, an e-mail to the airline or a file of this host with a plain link', () => {
    expect(menuHref(item({ redirectUrl: 'tel:19006886' }), 'vi')).toEqual({
      kind: 'external',
      href: 'tel:19006886',
    });
    expect(menuHref(item({ redirectUrl: 'mailto:care@skybook.vn' }), 'en')).toEqual({
      kind: 'external',
      href: 'mailto:care@skybook.vn',
    });
    expect(menuHref(item({ redirectUrl: '/content/media/files/e-menu-vi.pdf' }), 'vi')).toEqual({
      kind: 'external',
      href: '/content/media/files/e-menu-vi.pdf',
    });
  });

  it('ignores an empty redirect URL', () => {
    expect(menuHref(item({ redirectUrl: '  ' }), 'vi')).toEqual({
      kind: 'internal',
      to: '/vi/pages/baggage',
    });
  });
});
