import { readVisitorCountry } from '@skybook/contracts/visitor-country';
import { defaultCurrencyFor, defaultCurrencyForCountry, type CurrencyCode } from '@skybook/domain/currency';
import { toLanguage } from '@skybook/domain/languages';

let country: string | null | undefined;

/**
 * The visitor's country as the server saw it (the cookie it set on this page; decision 015), read
 * once per page: main.tsx reads it in a task of its own before the app starts.
 */
export function visitorCountry(): string | undefined {
  if (country === undefined) {
    try {
      country = readVisitorCountry(document.cookie) ?? null;
    } catch {
      // A document that refuses cookies (a sandboxed frame) says nothing.
      country = null;
    }
  }
  return country ?? undefined;
}

/**
 * The currency this visitor starts in until they choose one (requirements §4): their country's, else the
 * page language's, else their browser's region's, else USD (domain's `defaultCurrencyFor`). In
 * Node (the build's prerendering), the default country's: Vietnam's.
 */
export function visitorDefaultCurrency(): CurrencyCode {
  if (typeof window === 'undefined') return defaultCurrencyForCountry('VN');
  return defaultCurrencyFor({
    country: visitorCountry(),
    language: toLanguage(window.location.pathname.split('/')[1]),
    locales: navigator.languages,
  });
}
