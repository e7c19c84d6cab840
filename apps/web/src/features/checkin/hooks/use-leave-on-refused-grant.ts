import { useCurrentLanguage } from '../../../lib/site-path';
import { useLeaveOnRefusedGrant as useLeaveForLookup } from '../../../lib/use-leave-on-refused-grant';
import { checkinPath } from '../checkin-navigation';

/** The check-in pages go back to /checkin once the server refused the grant. */
export function useLeaveOnRefusedGrant(): (error: unknown) => boolean {
  return useLeaveForLookup(checkinPath(useCurrentLanguage()));
}
