import type { CurrencyDto } from '@skybook/contracts/cms';
import type { Language } from '@skybook/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { toCurrencyOptions } from '../currency-options';

/**
 * GET /cms/api/v1/currency: every currency prices can be shown in, described in the page's
 * language. The selector searches this short list itself rather than asking `?q=` per keystroke,
 * with the same folding as the server's search.
 */
export async function getCurrencies(signal?: AbortSignal): Promise<readonly CurrencyDto[]> {
  const { currencies } = await apiGet(
    '/cms/api/v1/currency',
    () => import('@skybook/contracts/cms').then((module) => module.currencyListSchema),
    { signal },
  );
  return currencies;
}

export function currenciesQueryOptions(language: Language) {
  // A plain object rather than queryOptions(): this runs at start-up (design §5: initial JavaScript).
  return {
    // The descriptions come in the request's language (Accept-Language is the page's language).
    queryKey: ['currencies', language] as const,
    queryFn: ({ signal }: { readonly signal: AbortSignal }) => getCurrencies(signal),
    staleTime: 60 * 60_000,
  };
}

/** The currencies as the selector lists them. */
export function useCurrencyOptions(language: Language) {
  return useQuery({ ...currenciesQueryOptions(language), select: toCurrencyOptions });
}
