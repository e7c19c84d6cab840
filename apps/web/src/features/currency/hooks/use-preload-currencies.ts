import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCurrentLanguage } from '../../../lib/site-path';
import { currenciesQueryOptions } from '../api/get-currencies';

/**
 * Returns a function that starts loading the currency list (and `loadCode`, the overlay's code)
 * when the visitor points at or focuses the control, so the list is usually there when it opens.
 */
export function usePreloadCurrencies(loadCode: () => Promise<unknown>): () => void {
  const queryClient = useQueryClient();
  const language = useCurrentLanguage();
  return useCallback(() => {
    void loadCode();
    // A failure here is not shown: the list, once open, loads again and says so itself.
    queryClient.query(currenciesQueryOptions(language)).catch(() => undefined);
  }, [loadCode, queryClient, language]);
}
