import { describe, expect, it } from 'vitest';
import { foldForSearch } from '@skybook/domain/text-search';
import { LANGUAGE_OPTIONS } from './language-options';
import { languageSearchText, matchesLanguageSearch } from './language-search';

function search(query: string): string[] {
  return LANGUAGE_OPTIONS.filter((option) => matchesLanguageSearch(languageSearchText(option), query)).map(
    (o) => o.code,
  );
}

describe('language search', () => {
  it('ignores case and Vietnamese accents, reading đ as d', () => {
    expect(foldForSearch('Tiếng Việt')).toBe('tieng viet');
    expect(foldForSearch('ĐÀ NẴNG')).toBe('da nang');
  });

  it('finds a language by its own name typed without accents', () => {
    expect(search('tieng viet')).toEqual(['vi']);
    expect(search('TIẾNG')).toEqual(['vi']);
  });

  it('finds a language by its short name', () => {
    expect(search('zh-tw')).toEqual(['zh-TW']);
    expect(search('ru')).toEqual(['ru']);
  });

  it('matches names written in other scripts', () => {
    expect(search('日本')).toEqual(['ja']);
    expect(search('русский')).toEqual(['ru']);
    expect(search('中文')).toEqual(['zh-CN', 'zh-TW']);
  });

  it('lists every language for an empty query and none for an unknown one', () => {
    expect(search('  ')).toHaveLength(8);
    expect(search('klingon')).toEqual([]);
  });
});
