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
});
