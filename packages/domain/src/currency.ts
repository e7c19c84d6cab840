/**
 * The currencies the site prices and charges in (requirements §3), as ISO 4217 codes.
 */
export const CURRENCY_CODES = ['SGD', 'THB', 'VND', 'USD', 'AUD', 'KRW', 'JPY', 'IDR'] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** The currency fares are filed in and conversion rates are quoted against (design §2). */
export const BASE_CURRENCY: CurrencyCode = 'VND';

/**
 * The ISO 4217 minor-unit exponent of each currency: an amount of 1 in the major unit is
 * `10 ** exponent` minor units. VND, KRW and JPY have no minor unit in use. IDR keeps its ISO
 * exponent of 2 even though CLDR (and so `Intl`) shows rupiah without decimals by default.
 */
export const MINOR_UNIT_EXPONENTS: Readonly<Record<CurrencyCode, number>> = {
  SGD: 2,
  THB: 2,
  VND: 0,
  USD: 2,
  AUD: 2,
  KRW: 0,
  JPY: 0,
  IDR: 2,
};

const CURRENCY_SET: ReadonlySet<string> = new Set(CURRENCY_CODES);

/** True when `value` is exactly (upper case) one of the supported currency codes. */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && CURRENCY_SET.has(value);
}

/**
 * The supported currency for a code in any letter case (`usd`), or undefined. Query strings and
 * search boxes arrive in whatever case a person typed.
 */
export function toCurrencyCode(value: string | null | undefined): CurrencyCode | undefined {
  if (!value) return undefined;
  const upper = value.trim().toUpperCase();
  return isCurrencyCode(upper) ? upper : undefined;
}

/** The ISO 4217 minor-unit exponent of `currency` (0 for VND, KRW, JPY; 2 otherwise). */
export function minorUnitExponent(currency: CurrencyCode): number {
  return MINOR_UNIT_EXPONENTS[currency];
}

/** The currency for a visitor's country when requirements §4 names one; others get {@link FALLBACK_CURRENCY}. */
export const DEFAULT_CURRENCY_BY_COUNTRY: Readonly<Partial<Record<string, CurrencyCode>>> = {
  VN: 'VND',
  SG: 'SGD',
  TH: 'THB',
  AU: 'AUD',
  KR: 'KRW',
};

/** The default currency of a visitor from a country requirements §4 does not name. */
export const FALLBACK_CURRENCY: CurrencyCode = 'USD';

/**
 * The currency a booking starts in for a visitor from `countryCode` (ISO 3166-1 alpha-2, any
 * letter case), requirements §4: Vietnam VND, Singapore SGD, Thailand THB, Australia AUD, Korea KRW,
 * otherwise USD (also when the country is unknown).
 */
export function defaultCurrencyForCountry(countryCode: string | null | undefined): CurrencyCode {
  if (!countryCode) return FALLBACK_CURRENCY;
  return DEFAULT_CURRENCY_BY_COUNTRY[countryCode.trim().toUpperCase()] ?? FALLBACK_CURRENCY;
}

/** The currency of a site language whose speakers live mostly in one country requirements §4 names. */
const DEFAULT_CURRENCY_BY_LANGUAGE: Readonly<Partial<Record<string, CurrencyCode>>> = {
  vi: 'VND',
  th: 'THB',
  ko: 'KRW',
};

/** What is known of a visitor when the site picks their first currency. */
export interface VisitorLocale {
  /** ISO 3166-1 alpha-2 country the visitor is in, as the CDN saw it; absent when unknown. */
  readonly country?: string | null | undefined;
  /** The site language of the page (`vi`, `en` …). */
  readonly language?: string | null | undefined;
  /** The browser's preferred locales, best first (`navigator.languages`: `en-SG`, `vi-VN` …). */
  readonly locales?: readonly string[] | undefined;
}

/** The region subtag of a BCP 47 locale (`en-SG` → `SG`), if it has a valid one. */
function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).region;
  } catch {
    return undefined;
  }
}

/**
 * The currency a visitor starts in (requirements §4, §9: by country and locale), until they choose one:
 * 1. the country they are in, when known: Vietnam VND, Singapore SGD, Thailand THB, Australia
 *    AUD, Korea KRW, any other USD;
 * 2. else the page's language where it points at one of those countries (vi VND, th THB, ko KRW);
 * 3. else the first browser locale with a region (`en-AU` → AUD, `vi-VN` → VND, `en-US` → USD);
 * 4. else USD.
 *
 * @example defaultCurrencyFor({ country: 'SG', language: 'vi' }) // 'SGD'
 * @example defaultCurrencyFor({ language: 'en', locales: ['en-AU'] }) // 'AUD'
 */
export function defaultCurrencyFor(visitor: VisitorLocale): CurrencyCode {
  const country = visitor.country?.trim();
  if (country && /^[A-Za-z]{2}$/.test(country)) return defaultCurrencyForCountry(country);
  const byLanguage = visitor.language ? DEFAULT_CURRENCY_BY_LANGUAGE[visitor.language] : undefined;
  if (byLanguage) return byLanguage;
  for (const locale of visitor.locales ?? []) {
    const region = regionOf(locale);
    if (region) return defaultCurrencyForCountry(region);
  }
  return FALLBACK_CURRENCY;
}
