import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_BY_COUNTRY,
  SUPPORTED_LANGUAGES,
  isLanguage,
  negotiateLanguage,
  toLanguage,
} from './languages';

describe('supported languages', () => {
  it('are the eight of requirements §2 with Vietnamese as the default', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['vi', 'en', 'th', 'ko', 'zh-CN', 'zh-TW', 'ja', 'ru']);
    expect(DEFAULT_LANGUAGE).toBe('vi');
  });

  it('recognise their own codes and nothing else', () => {
    for (const language of SUPPORTED_LANGUAGES) expect(isLanguage(language)).toBe(true);
    for (const other of ['fr', 'zh', '', 'vi-VN']) expect(isLanguage(other)).toBe(false);
  });
});

describe('toLanguage', () => {
  it('finds a language typed in any letter case', () => {
    expect(toLanguage('EN')).toBe('en');
    expect(toLanguage('zh-cn')).toBe('zh-CN');
    expect(toLanguage('ZH-TW')).toBe('zh-TW');
  });

  it('returns undefined for missing or unsupported codes', () => {
    expect(toLanguage(undefined)).toBeUndefined();
    expect(toLanguage(null)).toBeUndefined();
    expect(toLanguage('')).toBeUndefined();
    expect(toLanguage('fr')).toBeUndefined();
  });
});

describe('LANGUAGE_BY_COUNTRY', () => {
  it('serves traditional Chinese to Taiwan and Hong Kong', () => {
    expect(LANGUAGE_BY_COUNTRY.TW).toBe('zh-TW');
    expect(LANGUAGE_BY_COUNTRY.HK).toBe('zh-TW');
  });

  it('maps every country to a supported language', () => {
    for (const language of Object.values(LANGUAGE_BY_COUNTRY)) expect(isLanguage(language)).toBe(true);
  });
});

describe('negotiateLanguage', () => {
  it('picks the highest-weighted supported language', () => {
    expect(negotiateLanguage('fr;q=1, ja;q=0.8, en;q=0.9')).toBe('en');
  });

  it('keeps header order between equal weights', () => {
    expect(negotiateLanguage('ko, en')).toBe('ko');
  });

  it('matches a full tag before its primary subtag', () => {
    expect(negotiateLanguage('zh-TW')).toBe('zh-TW');
    expect(negotiateLanguage('zh')).toBe('zh-CN');
    expect(negotiateLanguage('en-AU')).toBe('en');
  });

  it('reads Hong Kong, Macau and Hant tags as traditional Chinese', () => {
    expect(negotiateLanguage('zh-HK')).toBe('zh-TW');
    expect(negotiateLanguage('zh-MO')).toBe('zh-TW');
    expect(negotiateLanguage('zh-Hant')).toBe('zh-TW');
  });

  it('ignores wildcards, zero weights and malformed weights', () => {
    expect(negotiateLanguage('*, en;q=0, th;q=abc, ja;q=0.1')).toBe('ja');
  });

  it('returns undefined when nothing matches or there is no header', () => {
    expect(negotiateLanguage(undefined)).toBeUndefined();
    expect(negotiateLanguage('')).toBeUndefined();
    expect(negotiateLanguage('fr, de;q=0.5')).toBeUndefined();
  });
});
