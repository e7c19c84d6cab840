import { matchesSearch } from '@skybook/domain/text-search';
import type { CurrencyOption } from './currency-options';

/* The selector's search, loaded with its list rather than at start-up. */

/** The text the selector searches for one option: its code and its description. */
export function currencySearchText(option: CurrencyOption): string {
  return `${option.code} ${option.description}`;
}

/**
 * React Aria's Autocomplete filter `(text, query)` over the domain's case- and accent-insensitive
 * search (requirements §5: a currency matches by code or description), the same folding as the server's
 * `?q=`.
 */
export function matchesCurrencySearch(text: string, query: string): boolean {
  return matchesSearch(query, [text]);
}
