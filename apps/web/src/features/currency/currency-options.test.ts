import { currencyListSchema } from '@skybook/contracts/cms';
import { describe, expect, it } from 'vitest';
import { toCurrencyOptions } from './currency-options';
import { currencySearchText, matchesCurrencySearch } from './currency-search';

const { currencies } = currencyListSchema.parse({
  currencies: [
    { id: 'VND', code: 'VND', description: 'Đồng Việt Nam', symbol: '₫', minorUnitExponent: 0 },
    { id: 'USD', code: 'USD', description: 'Đô la Mỹ', symbol: 'US$', minorUnitExponent: 2 },
    { id: 'SGD', code: 'SGD', description: 'Đô la Singapore', symbol: 'S$', minorUnitExponent: 2 },
    { id: 'JPY', code: 'JPY', description: 'Yên Nhật', symbol: '¥', minorUnitExponent: 0 },
    { id: 'EUR', code: 'EUR', description: 'Euro', symbol: '€', minorUnitExponent: 2 },
  ],
});
const options = toCurrencyOptions(currencies);

function search(query: string): string[] {
  return options
    .filter((option) => matchesCurrencySearch(currencySearchText(option), query))
    .map((option) => option.code);
}

describe('currency options', () => {
  it('keeps the server order and leaves out a code the site does not price in', () => {
    expect(options).toEqual([
      { code: 'VND', description: 'Đồng Việt Nam' },
      { code: 'USD', description: 'Đô la Mỹ' },
      { code: 'SGD', description: 'Đô la Singapore' },
      { code: 'JPY', description: 'Yên Nhật' },
    ]);
  });
});

describe('currency search', () => {
  it('finds a currency by its code in any letter case', () => {
    expect(search('usd')).toEqual(['USD']);
    expect(search('JpY')).toEqual(['JPY']);
  });

  it('finds currencies by description with case and Vietnamese accents ignored, đ read as d', () => {
    expect(search('do la')).toEqual(['USD', 'SGD']);
    expect(search('ĐỒNG')).toEqual(['VND']);
    expect(search('yen nhat')).toEqual(['JPY']);
  });

  it('lists every currency for a blank query and none for an unknown one', () => {
    expect(search('  ')).toHaveLength(4);
    expect(search('bitcoin')).toEqual([]);
  });
});
