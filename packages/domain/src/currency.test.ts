import { describe, expect, it } from 'vitest';
import {
  BASE_CURRENCY,
  CURRENCY_CODES,
  defaultCurrencyFor,
  defaultCurrencyForCountry,
  isCurrencyCode,
  minorUnitExponent,
  toCurrencyCode,
} from './currency';

describe('currencies', () => {
  it('lists the eight currencies of requirements §3 with VND as the base', () => {
    expect([...CURRENCY_CODES].sort()).toEqual(['AUD', 'IDR', 'JPY', 'KRW', 'SGD', 'THB', 'USD', 'VND']);
    expect(BASE_CURRENCY).toBe('VND');
  });

  it('uses the ISO 4217 minor-unit exponents', () => {
    expect(minorUnitExponent('VND')).toBe(0);
    expect(minorUnitExponent('KRW')).toBe(0);
    expect(minorUnitExponent('JPY')).toBe(0);
    expect(minorUnitExponent('IDR')).toBe(2);
    for (const code of ['USD', 'SGD', 'THB', 'AUD'] as const) expect(minorUnitExponent(code)).toBe(2);
  });
});

describe('isCurrencyCode', () => {
  it('accepts each supported code', () => {
    for (const code of CURRENCY_CODES) expect(isCurrencyCode(code)).toBe(true);
  });

  it('rejects lower case, unsupported codes and non-strings', () => {
    expect(isCurrencyCode('vnd')).toBe(false);
    expect(isCurrencyCode('EUR')).toBe(false);
    expect(isCurrencyCode('')).toBe(false);
    expect(isCurrencyCode(704)).toBe(false);
  });
});

describe('toCurrencyCode', () => {
  it('finds a supported code in any letter case and ignores surrounding spaces', () => {
    expect(toCurrencyCode('usd')).toBe('USD');
    expect(toCurrencyCode(' Krw ')).toBe('KRW');
  });

  it('returns undefined for missing or unsupported codes', () => {
    expect(toCurrencyCode(undefined)).toBeUndefined();
    expect(toCurrencyCode(null)).toBeUndefined();
    expect(toCurrencyCode('')).toBeUndefined();
    expect(toCurrencyCode('EUR')).toBeUndefined();
  });
});

describe('defaultCurrencyForCountry', () => {
  it.each([
    ['VN', 'VND'],
    ['SG', 'SGD'],
    ['TH', 'THB'],
    ['AU', 'AUD'],
    ['KR', 'KRW'],
  ])('gives %s its own currency %s', (country, currency) => {
    expect(defaultCurrencyForCountry(country)).toBe(currency);
  });

  it('gives every other country USD, even ones whose currency is supported', () => {
    expect(defaultCurrencyForCountry('JP')).toBe('USD');
    expect(defaultCurrencyForCountry('ID')).toBe('USD');
    expect(defaultCurrencyForCountry('FR')).toBe('USD');
  });

  it('reads the country code in any letter case', () => {
    expect(defaultCurrencyForCountry('vn')).toBe('VND');
  });

  it('falls back to USD when the country is unknown', () => {
    expect(defaultCurrencyForCountry(undefined)).toBe('USD');
    expect(defaultCurrencyForCountry('')).toBe('USD');
  });
});

describe('defaultCurrencyFor', () => {
  it('follows the country the visitor is in first', () => {
    expect(defaultCurrencyFor({ country: 'SG', language: 'vi', locales: ['vi-VN'] })).toBe('SGD');
    expect(defaultCurrencyFor({ country: 'vn', language: 'en' })).toBe('VND');
    expect(defaultCurrencyFor({ country: 'AU' })).toBe('AUD');
    expect(defaultCurrencyFor({ country: 'KR' })).toBe('KRW');
    expect(defaultCurrencyFor({ country: 'TH' })).toBe('THB');
    expect(defaultCurrencyFor({ country: 'FR', language: 'vi' })).toBe('USD');
  });

  it('falls back on the page’s language where it names a country, then on the browser’s region', () => {
    expect(defaultCurrencyFor({ language: 'vi', locales: ['en-US'] })).toBe('VND');
    expect(defaultCurrencyFor({ language: 'th' })).toBe('THB');
    expect(defaultCurrencyFor({ language: 'ko' })).toBe('KRW');
    expect(defaultCurrencyFor({ language: 'en', locales: ['en', 'en-AU'] })).toBe('AUD');
    expect(defaultCurrencyFor({ language: 'en', locales: ['vi-VN'] })).toBe('VND');
    expect(defaultCurrencyFor({ language: 'ja', locales: ['ja-JP'] })).toBe('USD');
  });

  it('is USD when nothing is known, or only what cannot be read', () => {
    expect(defaultCurrencyFor({})).toBe('USD');
    expect(defaultCurrencyFor({ country: '', language: 'en', locales: ['en'] })).toBe('USD');
    expect(defaultCurrencyFor({ country: 'XX1', locales: ['not a locale!'] })).toBe('USD');
  });
});
