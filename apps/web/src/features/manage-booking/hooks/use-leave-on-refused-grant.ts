import { useCurrentLanguage } from '../../../lib/site-path';
import { useLeaveOnRefusedGrant as useLeaveForLookup } from '../../../lib/use-leave-on-refused-grant';
import { searchBookingPath } from '../manage-navigation';

/** Manage booking's pages go back to /my/search-booking once the server refused the grant. */
export function useLeaveOnRefusedGrant(): (error: unknown) => boolean {
  return useLeaveForLookup(searchBookingPath(useCurrentLanguage()));
}
