import { PersonalPage } from '../../../features/member/profile/PersonalPage';
import { membersOnlyLoader } from '../../../features/member/session/route-guards';
import { MemberFrame } from './member-frame';

export const loader = membersOnlyLoader;

/** /profile/personal (requirements §2 Profile, members only). */
export function Component() {
  return (
    <MemberFrame>
      <PersonalPage />
    </MemberFrame>
  );
}
