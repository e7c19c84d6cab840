import type { CurrencyCode } from '@skybook/domain/currency';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sitePath, useCurrentLanguage } from '../../../lib/site-path';
import { useBookingDraft } from '../../../stores/booking-draft';

/**
 * Returns a function that makes a currency the booking draft's and, as SPEC §2 asks, goes back to
 * the home page (of the page's language): prices on the current page were quoted in the old one.
 * Choosing the currency already in use changes nothing and stays on the page.
 */
export function useChooseCurrency(): (currency: CurrencyCode) => void {
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  return useCallback(
    (currency: CurrencyCode) => {
      const draft = useBookingDraft.getState();
      if (currency === draft.currencyDefault) return;
      draft.setCurrency(currency);
      void navigate(sitePath(language));
    },
    [language, navigate],
  );
}
