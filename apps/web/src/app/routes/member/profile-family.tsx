import { FamilyPage } from '../../../features/member/profile/FamilyPage';
import { membersOnlyLoader } from '../../../features/member/session/route-guards';
import { MemberFrame } from './member-frame';

export const loader = membersOnlyLoader;

/** /profile/family-list (requirements §2 Profile, members only). */
export function Component() {
  return (
    <MemberFrame>
      <FamilyPage />
    </MemberFrame>
  );
}
