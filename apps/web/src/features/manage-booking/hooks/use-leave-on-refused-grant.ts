import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentLanguage } from '../../../lib/site-path';
import { isGrantRefused } from '../../../lib/manage-request';
import { searchBookingPath, type SearchBookingState } from '../manage-navigation';

/**
 * What a failed manage call does when the server refused the grant (403 MANAGE_GRANT_INVALID,
 * 410 MANAGE_GRANT_EXPIRED; manageRequest has already dropped it): the traveller goes back to the
 * lookup form, which shows the server's message. Answers whether it did.
 */
export function useLeaveOnRefusedGrant(): (error: unknown) => boolean {
  const navigate = useNavigate();
  const language = useCurrentLanguage();
  return useCallback(
    (error: unknown) => {
      if (!isGrantRefused(error)) return false;
      const state: SearchBookingState = { notice: error.message };
      void navigate(searchBookingPath(language), { replace: true, state });
      return true;
    },
    [navigate, language],
  );
}
