import { lazy, Suspense } from 'react';
import { useBookingSession } from '../stores/booking-session';

// The dialog (React Aria's modal and its styles) loads only when a session has expired, so it
// costs nothing at start-up (design §5: initial JavaScript ≤ 170 KB).
const SessionExpiredDialog = lazy(() =>
  import('./SessionExpiredDialog').then((module) => ({ default: module.SessionExpiredDialog })),
);

/** Mounted once in SiteLayout: shows the session-expired dialog while the store's notice is up. */
export function SessionExpiredNotice() {
  const expiredNotice = useBookingSession((state) => state.expiredNotice);
  if (!expiredNotice) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  );
}
