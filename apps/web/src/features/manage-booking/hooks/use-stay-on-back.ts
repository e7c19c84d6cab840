import { matchSitePath, type SiteRouteId } from '@skybook/contracts/site-routes';
import { useEffect } from 'react';
import { NavigationType, useBlocker } from 'react-router';

/** Pages a traveller came through to reach the booking and must not be taken back into. */
const ENTRY_PAGES: ReadonlySet<SiteRouteId> = new Set([
  'searchBooking',
  'managePaymentMethods',
  'managePaymentConfirmation',
]);

/** Whether `pathname` is the lookup form, a payment page, or a step of the booking flow. */
export function isEntryPage(pathname: string): boolean {
  const match = matchSitePath(pathname);
  return match !== undefined && (ENTRY_PAGES.has(match.route.id) || match.route.area === 'booking');
}

/**
 * requirements §2: going back from booking-detail replaces history with the same page. The lookup
 * form, the e-mail link and payments already reach the detail with `replace`, so in the usual case
 * there is nothing behind it to return to but the page before the lookup. When something else
 * left one of those pages behind it (a payment page, the form reached again by a link), a
 * browser Back to it is blocked: React Router undoes the POP, the traveller stays on the same
 * detail page, and the history is left as it was. Back to any other page works as usual.
 */
export function useStayOnBack(): void {
  const blocker = useBlocker(
    ({ historyAction, nextLocation }) =>
      historyAction === NavigationType.Pop && isEntryPage(nextLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
}
