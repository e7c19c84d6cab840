import type { CurrencyCode } from '@skybook/domain/currency';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sitePath, useCurrentLanguage } from '../../../lib/site-path';
import { useBookingDraft } from '../../../stores/booking-draft';

/**
 * Returns a function that makes a currency the booking draft's and, as requirements §2 asks, goes back to
 * the home page (of the page's language): prices on the current page were quoted in the old one.
 * Choosing the currency already in use stays on the page, but makes it the visitor's own: it is
 * no longer moved to their country's at the next load.
 */
export function useChooseCurrency(): (currency: CurrencyCode) => void {
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  return useCallback(
    (currency: CurrencyCode) => {
      const draft = useBookingDraft.getState();
      const unchanged = currency === draft.currencyDefault;
      draft.setCurrency(currency);
      if (unchanged) return;
      void navigate(sitePath(language));
    },
    [language, navigate],
  );
}
