import { lazy, Suspense } from 'react';
import { useSignedOutNotice } from '../lib/member-signed-out';
import { useBookingSession } from '../stores/booking-session';

// The dialog (React Aria's modal and its styles) loads only when a session has expired, so it
// costs nothing at start-up (design §5: initial JavaScript ≤ 170 KB).
const SessionExpiredDialog = lazy(() =>
  import('./SessionExpiredDialog').then((module) => ({ default: module.SessionExpiredDialog })),
);

// The member's "sign in again" dialog (requirements §4 Session), loaded the same way.
const SignedOutDialog = lazy(() =>
  import('../features/member/components/SignedOutDialog').then((module) => ({
    default: module.SignedOutDialog,
  })),
);

/**
 * Mounted once in SiteLayout: shows the booking session's expired dialog while the store's notice
 * is up, and the member's sign-in-again dialog while its notice is.
 */
export function SessionExpiredNotice() {
  const expiredNotice = useBookingSession((state) => state.expiredNotice);
  const signedOut = useSignedOutNotice();
  return (
    <Suspense fallback={null}>
      {expiredNotice ? <SessionExpiredDialog /> : null}
      {signedOut ? <SignedOutDialog /> : null}
    </Suspense>
  );
}
