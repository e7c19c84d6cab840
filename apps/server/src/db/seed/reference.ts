import {
  BASE_CURRENCY,
  CURRENCY_CODES,
  MINOR_UNIT_EXPONENTS,
  defaultCurrencyForCountry,
  type CurrencyCode,
} from '@skybook/domain/currency';
import { DEFAULT_LANGUAGE, LANGUAGE_BY_COUNTRY, SUPPORTED_LANGUAGES } from '@skybook/domain/languages';
import type { NetworkTables } from '../tables/network';

type Row<T extends keyof NetworkTables> = NetworkTables[T];

const LANGUAGE_NAMES: Record<(typeof SUPPORTED_LANGUAGES)[number], { name: string; short: string }> = {
  vi: { name: 'Tiếng Việt', short: 'VI' },
  en: { name: 'English', short: 'EN' },
  th: { name: 'ไทย', short: 'TH' },
  ko: { name: '한국어', short: 'KO' },
  'zh-CN': { name: '简体中文', short: '简' },
  'zh-TW': { name: '繁體中文', short: '繁' },
  ja: { name: '日本語', short: 'JA' },
  ru: { name: 'Русский', short: 'RU' },
};

/** The 8 languages of requirements §2, in the order the selector lists them. */
export function buildLanguages(): Row<'language'>[] {
  return SUPPORTED_LANGUAGES.map((id, index) => ({
    id,
    name: LANGUAGE_NAMES[id].name,
    short_name: LANGUAGE_NAMES[id].short,
    is_default: id === DEFAULT_LANGUAGE ? 1 : 0,
    sort_order: index + 1,
  }));
}

const CURRENCY_TEXT: Record<CurrencyCode, { symbol: string; vi: string; en: string }> = {
  VND: { symbol: '₫', vi: 'Đồng Việt Nam', en: 'Vietnamese dong' },
  USD: { symbol: 'US$', vi: 'Đô la Mỹ', en: 'US dollar' },
  SGD: { symbol: 'S$', vi: 'Đô la Singapore', en: 'Singapore dollar' },
  THB: { symbol: '฿', vi: 'Baht Thái Lan', en: 'Thai baht' },
  AUD: { symbol: 'A$', vi: 'Đô la Úc', en: 'Australian dollar' },
  KRW: { symbol: '₩', vi: 'Won Hàn Quốc', en: 'South Korean won' },
  JPY: { symbol: '¥', vi: 'Yên Nhật', en: 'Japanese yen' },
  IDR: { symbol: 'Rp', vi: 'Rupiah Indonesia', en: 'Indonesian rupiah' },
};

const CURRENCY_ORDER: CurrencyCode[] = ['VND', 'USD', 'SGD', 'THB', 'AUD', 'KRW', 'JPY', 'IDR'];

export function buildCurrencies(): Row<'currency'>[] {
  return CURRENCY_ORDER.filter((code) => CURRENCY_CODES.includes(code)).map((code, index) => ({
    code,
    minor_unit_exponent: MINOR_UNIT_EXPONENTS[code],
    symbol: CURRENCY_TEXT[code].symbol,
    description_vi: CURRENCY_TEXT[code].vi,
    description_en: CURRENCY_TEXT[code].en,
    sort_order: index + 1,
  }));
}

/**
 * Market rates for late 2026 as VND per 1 major unit of each currency, exact decimals written as
 * fractions (JPY 176 VND; THB 812.5 VND = 1625/2; KRW 18.6 VND = 93/5). Stored inverted, as the
 * amount of the currency 1 VND buys, so the row converts VND prices directly.
 */
const VND_PER_UNIT: Record<CurrencyCode, { numerator: number; denominator: number }> = {
  VND: { numerator: 1, denominator: 1 },
  USD: { numerator: 26_350, denominator: 1 },
  SGD: { numerator: 20_450, denominator: 1 },
  THB: { numerator: 1_625, denominator: 2 },
  AUD: { numerator: 17_280, denominator: 1 },
  KRW: { numerator: 93, denominator: 5 },
  JPY: { numerator: 176, denominator: 1 },
  IDR: { numerator: 8, denominator: 5 },
};

export function buildExchangeRates(asOf: string): Row<'exchange_rate'>[] {
  return CURRENCY_ORDER.map((quote) => ({
    base_currency: BASE_CURRENCY,
    quote_currency: quote,
    numerator: VND_PER_UNIT[quote].denominator,
    denominator: VND_PER_UNIT[quote].numerator,
    as_of: asOf,
  }));
}

export function buildCarriers(): Row<'carrier'>[] {
  return [
    { code: 'VJ', name: 'Skybook Air', country_code: 'VN' },
    { code: 'VZ', name: 'Skybook Air Thailand', country_code: 'TH' },
  ];
}

/**
 * Countries served: requirements §3 country codes plus the markets design §2 names. Default currency and
 * language follow the domain's requirements §2/§4 tables (English where no language is named).
 */
export function buildCountries(): Row<'country'>[] {
  const rows: Pick<Row<'country'>, 'code' | 'name_vi' | 'name_en' | 'phone_code'>[] = [
    { code: 'VN', name_vi: 'Việt Nam', name_en: 'Vietnam', phone_code: '+84' },
    { code: 'TH', name_vi: 'Thái Lan', name_en: 'Thailand', phone_code: '+66' },
    { code: 'SG', name_vi: 'Singapore', name_en: 'Singapore', phone_code: '+65' },
    { code: 'MY', name_vi: 'Malaysia', name_en: 'Malaysia', phone_code: '+60' },
    { code: 'ID', name_vi: 'Indonesia', name_en: 'Indonesia', phone_code: '+62' },
    { code: 'KR', name_vi: 'Hàn Quốc', name_en: 'South Korea', phone_code: '+82' },
    { code: 'JP', name_vi: 'Nhật Bản', name_en: 'Japan', phone_code: '+81' },
    { code: 'TW', name_vi: 'Đài Loan', name_en: 'Taiwan', phone_code: '+886' },
    { code: 'HK', name_vi: 'Hồng Kông', name_en: 'Hong Kong', phone_code: '+852' },
    { code: 'CN', name_vi: 'Trung Quốc', name_en: 'China', phone_code: '+86' },
    { code: 'IN', name_vi: 'Ấn Độ', name_en: 'India', phone_code: '+91' },
    { code: 'AU', name_vi: 'Úc', name_en: 'Australia', phone_code: '+61' },
    { code: 'KZ', name_vi: 'Kazakhstan', name_en: 'Kazakhstan', phone_code: '+7' },
  ];
  return rows.map((row, index) => ({
    ...row,
    default_currency: defaultCurrencyForCountry(row.code),
    language_id: LANGUAGE_BY_COUNTRY[row.code] ?? 'en',
    sort_order: index + 1,
  }));
}
