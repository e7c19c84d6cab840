import { describe, expect, it } from 'vitest';
import { resolveContentLink, toInternalPath } from './content-link';

describe('toInternalPath', () => {
  it('puts the language in front of site pages and leaves server files alone', () => {
    expect(toInternalPath('/FAQ/hanh-ly', 'en')).toBe('/en/FAQ/hanh-ly');
    expect(toInternalPath('/pages/baggage/?tab=1#fees', 'ja')).toBe('/ja/pages/baggage?tab=1#fees');
    expect(toInternalPath('/en/FAQ', 'vi')).toBe('/en/FAQ');
    expect(toInternalPath('/', 'ko')).toBe('/ko');
    expect(toInternalPath('/content/api/v1/emenu/download', 'en')).toBeUndefined();
    expect(toInternalPath('//evil.example/pages/x', 'en')).toBeUndefined();
    expect(toInternalPath('https://www.facebook.com/', 'en')).toBeUndefined();
  });
});

describe('resolveContentLink', () => {
  it('opens site paths and own-host URLs in the app, partners and files outside it', () => {
    expect(resolveContentLink('/news/promotions', 'vi')).toEqual({
      kind: 'internal',
      to: '/vi/news/promotions',
    });
    expect(resolveContentLink('https://www.skybook.vn/faq', 'en')).toEqual({
      kind: 'internal',
      to: '/en/faq',
    });
    expect(resolveContentLink('https://apps.apple.com/vn/app/skybook/id1', 'en')).toEqual({
      kind: 'external',
      href: 'https://apps.apple.com/vn/app/skybook/id1',
    });
    expect(resolveContentLink('/content/api/v1/emenu/download?languageId=en', 'en')).toEqual({
      kind: 'external',
      href: '/content/api/v1/emenu/download?languageId=en',
    });
    expect(resolveContentLink('tel:19006886', 'vi')).toEqual({ kind: 'external', href: 'tel:19006886' });
  });

  it('refuses what the allow-list refuses', () => {
    for (const link of [
      'javascript:alert(1)',
      'http://www.skybook.vn/',
      'https://evil.example/',
      'data:text/html,x',
    ]) {
      expect(resolveContentLink(link, 'vi'), link).toEqual({ kind: 'none' });
    }
  });
});
