import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch } from './text-search';

describe('foldForSearch', () => {
  it('drops Vietnamese tone and vowel marks and lower-cases', () => {
    expect(foldForSearch('Tiếng Việt')).toBe('tieng viet');
    expect(foldForSearch('Ổ Ứ Ằ Ỹ')).toBe('o u a y');
  });

  it('turns đ and Đ into d, which NFD alone would keep', () => {
    expect(foldForSearch('Đồng Việt Nam')).toBe('dong viet nam');
    expect(foldForSearch('đ')).toBe('d');
  });

  it('trims and collapses white space', () => {
    expect(foldForSearch('  Tiếng   Việt ')).toBe('tieng viet');
  });

  it('leaves scripts without combining marks as they are', () => {
    expect(foldForSearch('日本語')).toBe('日本語');
    expect(foldForSearch('ไทย')).toBe('ไทย');
  });

  it('keeps marks that are part of letters in other scripts', () => {
    expect(foldForSearch('Русский')).toBe('русский');
    expect(foldForSearch('がぎ')).toBe('がぎ');
  });
});

describe('matchesSearch', () => {
  it('finds a language by its name without accents and in any case', () => {
    expect(matchesSearch('tieng viet', ['Tiếng Việt', 'VI'])).toBe(true);
    expect(matchesSearch('TIẾNG', ['Tiếng Việt', 'VI'])).toBe(true);
  });

  it('finds by any of the fields, e.g. a currency by code or description', () => {
    expect(matchesSearch('vnd', ['VND', 'Đồng Việt Nam'])).toBe(true);
    expect(matchesSearch('dong', ['VND', 'Đồng Việt Nam'])).toBe(true);
  });

  it('rejects text that no field contains', () => {
    expect(matchesSearch('yen', ['VND', 'Đồng Việt Nam'])).toBe(false);
  });

  it('matches everything for an empty or blank query', () => {
    expect(matchesSearch('', ['VND'])).toBe(true);
    expect(matchesSearch('   ', ['VND'])).toBe(true);
  });
});
