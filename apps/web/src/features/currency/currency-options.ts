import type { CurrencyDto } from '@skybook/contracts/cms';
import { toCurrencyCode, type CurrencyCode } from '@skybook/domain/currency';

/** A currency as the selector shows it (requirements §3 Currency: code, description). */
export interface CurrencyOption {
  readonly code: CurrencyCode;
  /** The currency's name in the page's language (`Đô la Mỹ`, `US dollar`). */
  readonly description: string;
}

/**
 * The server's currencies the booking draft can hold, in the server's order; a code the site does
 * not price in (a CMS row added ahead of the web app) is left out rather than offered and refused.
 */
export function toCurrencyOptions(currencies: readonly CurrencyDto[]): CurrencyOption[] {
  return currencies.flatMap((currency) => {
    const code = toCurrencyCode(currency.code);
    return code ? [{ code, description: currency.description }] : [];
  });
}
