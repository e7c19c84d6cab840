import { describe, expect, it } from 'vitest';
import { SITE_ROUTES, matchSitePath } from './site-routes';

describe('SITE_ROUTES', () => {
  it('gives every route a unique id and a unique path', () => {
    const ids = SITE_ROUTES.map((route) => route.id);
    const paths = SITE_ROUTES.map((route) => route.path.toLowerCase());
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('writes paths relative to the language prefix, never with a leading or trailing slash', () => {
    for (const route of SITE_ROUTES) {
      expect(route.path.startsWith('/')).toBe(false);
      expect(route.path.endsWith('/')).toBe(false);
    }
  });

  it('keeps profile pages and change-password for members and sign-in/sign-up for guests', () => {
    const group = (id: string) => SITE_ROUTES.find((route) => route.id === id)?.group;
    for (const route of SITE_ROUTES.filter((r) => r.area === 'profile')) {
      expect(route.group).toBe('membersOnly');
    }
    expect(group('changePassword')).toBe('membersOnly');
    expect(group('signin')).toBe('guestOnly');
    expect(group('signup')).toBe('guestOnly');
    expect(group('signinRedirect')).toBe('guestOnly');
    expect(group('signupRedirect')).toBe('guestOnly');
  });
});

describe('matchSitePath', () => {
  it('matches the home page with and without a trailing slash', () => {
    expect(matchSitePath('/vi')?.route.id).toBe('home');
    expect(matchSitePath('/en/')?.route.id).toBe('home');
  });

  it('returns the canonical language for a prefix typed in any case', () => {
    expect(matchSitePath('/ZH-cn/select-flight')?.language).toBe('zh-CN');
    expect(matchSitePath('/EN/passengers')?.language).toBe('en');
  });

  it('matches static segments case-insensitively', () => {
    expect(matchSitePath('/vi/faq')?.route.id).toBe('faq');
    expect(matchSitePath('/vi/FAQ/')?.route.id).toBe('faq');
    expect(matchSitePath('/en/Select-Flight')?.route.id).toBe('selectFlight');
  });

  it('captures and decodes dynamic segments', () => {
    const match = matchSitePath('/en/news/khuyen-mai/ve-gia-r%E1%BA%BB');
    expect(match?.route.id).toBe('newsDetail');
    expect(match?.params).toEqual({ slug: 'khuyen-mai', slugDetail: 've-gia-rẻ' });
    expect(matchSitePath('/ja/skyclub/member/ja')?.params).toEqual({ alias: 'member', contentLang: 'ja' });
  });

  it('prefers a static segment over a dynamic one', () => {
    expect(matchSitePath('/vi/my/booking-detail')?.route.id).toBe('bookingDetail');
    expect(matchSitePath('/vi/my/booking-detail/ABC123')?.route.id).toBe('bookingDetailById');
    expect(matchSitePath('/vi/signin/redirect')?.route.id).toBe('signinRedirect');
    expect(matchSitePath('/vi/signup/result')?.route.id).toBe('signupResult');
  });

  it('keeps a malformed escape as typed instead of failing', () => {
    expect(matchSitePath('/vi/pages/%E0%A4%A')?.params).toEqual({ slugDetail: '%E0%A4%A' });
  });

  it('knows every route in the table under every language', () => {
    for (const route of SITE_ROUTES) {
      const path = `/ko/${route.path.replace(/:(\w+)/g, 'x-$1')}`;
      expect(matchSitePath(path)?.route.id).toBe(route.id);
    }
  });

  it('answers undefined for unknown paths', () => {
    expect(matchSitePath('/')).toBeUndefined();
    expect(matchSitePath('')).toBeUndefined();
    expect(matchSitePath('/select-flight')).toBeUndefined();
    expect(matchSitePath('/xx/select-flight')).toBeUndefined();
    expect(matchSitePath('/vi/khong-co-trang-nay')).toBeUndefined();
    expect(matchSitePath('/vi/news')).toBeUndefined();
    expect(matchSitePath('/vi/news/a/b/c')).toBeUndefined();
    expect(matchSitePath('/vi//news/a')).toBeUndefined();
    expect(matchSitePath('vi/faq')).toBeUndefined();
  });
});
