import { convertMoney, money } from '@skybook/domain/money';
import { describe, expect, it } from 'vitest';
import { buildCountries, buildCurrencies, buildExchangeRates, buildLanguages } from './reference';

describe('reference data', () => {
  it('offers the eight languages of the requirements with Vietnamese as the only default', () => {
    const languages = buildLanguages();
    expect(languages.map((language) => language.id)).toEqual([
      'vi',
      'en',
      'th',
      'ko',
      'zh-CN',
      'zh-TW',
      'ja',
      'ru',
    ]);
    expect(languages.filter((language) => language.is_default === 1).map((language) => language.id)).toEqual([
      'vi',
    ]);
  });

  it('lists the currencies of the requirements with their ISO minor-unit exponents', () => {
    const currencies = Object.fromEntries(
      buildCurrencies().map((currency) => [currency.code, currency.minor_unit_exponent]),
    );
    expect(currencies).toEqual({ VND: 0, USD: 2, SGD: 2, THB: 2, AUD: 2, KRW: 0, JPY: 0, IDR: 2 });
  });

  it('quotes exact VND rates that convert a fare to plausible foreign amounts', () => {
    const rates = new Map(buildExchangeRates('2026-11-21').map((rate) => [rate.quote_currency, rate]));
    const usd = rates.get('USD');
    expect(usd).toBeDefined();
    if (!usd) return;
    expect(convertMoney(money(2_635_000, 'VND'), 'USD', usd)).toMatchObject({
      amountMinor: 10_000,
      currency: 'USD',
    });
    const krw = rates.get('KRW');
    if (!krw) throw new Error('no KRW rate');
    expect(convertMoney(money(1_860_000, 'VND'), 'KRW', krw).amountMinor).toBe(100_000);
    expect(rates.get('VND')).toMatchObject({ numerator: 1, denominator: 1 });
  });

  it('gives each country its default currency in the requirements', () => {
    const byCode = Object.fromEntries(
      buildCountries().map((country) => [country.code, country.default_currency]),
    );
    expect(byCode).toMatchObject({
      VN: 'VND',
      SG: 'SGD',
      TH: 'THB',
      AU: 'AUD',
      KR: 'KRW',
      JP: 'USD',
      CN: 'USD',
    });
  });
});
