import { matchesSearch } from '@skybook/domain/text-search';
import type { LanguageOption } from './language-options';

/* The selector's search, loaded with its list rather than at start-up. */

/** The text the selector searches for one option: its name and its short name. */
export function languageSearchText(option: LanguageOption): string {
  return `${option.name} ${option.shortName}`;
}

/**
 * React Aria's Autocomplete filter `(text, query)` over the domain's case- and accent-insensitive
 * search (requirements §5), so the selector and the server's `?q=` search fold text the same way.
 */
export function matchesLanguageSearch(text: string, query: string): boolean {
  return matchesSearch(query, [text]);
}
