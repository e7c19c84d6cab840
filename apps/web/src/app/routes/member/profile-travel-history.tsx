import { TravelHistoryPage } from '../../../features/member/profile/TravelHistoryPage';
import { membersOnlyLoader } from '../../../features/member/session/route-guards';
import { MemberFrame } from './member-frame';

export const loader = membersOnlyLoader;

/** /profile/history-travel (requirements §2 Profile, members only). */
export function Component() {
  return (
    <MemberFrame>
      <TravelHistoryPage />
    </MemberFrame>
  );
}
