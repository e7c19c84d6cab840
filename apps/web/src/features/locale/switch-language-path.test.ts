import { describe, expect, it } from 'vitest';
import { switchLanguagePath } from './switch-language-path';

describe('switchLanguagePath', () => {
  it('swaps the language and keeps the rest of the path and the query', () => {
    expect(switchLanguagePath({ pathname: '/vi/select-flight', search: '?x=1', hash: '' }, 'en')).toBe(
      '/en/select-flight?x=1',
    );
  });

  it('keeps deeper paths and the hash', () => {
    expect(switchLanguagePath({ pathname: '/en/news/deals/summer', search: '', hash: '#top' }, 'zh-TW')).toBe(
      '/zh-TW/news/deals/summer#top',
    );
  });

  it('switches the home page', () => {
    expect(switchLanguagePath({ pathname: '/ja', search: '', hash: '' }, 'ko')).toBe('/ko');
  });

  it("goes to the page's equivalent slug in the new language when it is known", () => {
    expect(
      switchLanguagePath({ pathname: '/vi/pages/hanh-ly', search: '', hash: '' }, 'en', '/pages/baggage'),
    ).toBe('/en/pages/baggage');
    expect(
      switchLanguagePath(
        { pathname: '/en/news/promotions/summer-sale', search: '?ref=menu', hash: '#terms' },
        'vi',
        '/news/khuyen-mai/giam-gia-he',
      ),
    ).toBe('/vi/news/khuyen-mai/giam-gia-he?ref=menu#terms');
  });

  it('keeps the path when the equivalent is not a path of this site', () => {
    expect(
      switchLanguagePath({ pathname: '/vi/faq/hanh-ly', search: '', hash: '' }, 'en', '//evil.example.com'),
    ).toBe('/en/faq/hanh-ly');
    expect(switchLanguagePath({ pathname: '/vi/faq/hanh-ly', search: '', hash: '' }, 'en', 'baggage')).toBe(
      '/en/faq/hanh-ly',
    );
  });
});
