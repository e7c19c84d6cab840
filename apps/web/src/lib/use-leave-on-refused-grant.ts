import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isGrantRefused } from './manage-request';

/*
 * A page that opens a booking by the tab's manage grant (the /my/ pages, online check-in) sends
 * the traveller back to its lookup form once the server has refused the grant (403
 * MANAGE_GRANT_INVALID, 410 MANAGE_GRANT_EXPIRED; manageRequest has already dropped it). The form
 * shows the server's words, carried in the navigation's state.
 */

/** What a page hands its lookup form when it sends the traveller back to it. */
export interface LookupNoticeState {
  /** The server's translated reason (the grant expired or was refused). */
  readonly notice: string;
}

/** The notice a navigation to a lookup form carried, if any. */
export function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' && state.notice !== '' ? state.notice : null;
}

/**
 * What a failed call does when the server refused the grant: the traveller goes to `lookupPath`
 * (the page's own lookup form), which shows the server's message. Answers whether it did.
 */
export function useLeaveOnRefusedGrant(lookupPath: string): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!isGrantRefused(error)) return false;
      const state: LookupNoticeState = { notice: error.message };
      void navigate(lookupPath, { replace: true, state });
      return true;
    },
    [navigate, lookupPath],
  );
}
