import { AccountPage } from '../../../features/member/profile/AccountPage';
import { membersOnlyLoader } from '../../../features/member/session/route-guards';
import { MemberFrame } from './member-frame';

export const loader = membersOnlyLoader;

/** /profile/account (requirements §2 Profile, members only). */
export function Component() {
  return (
    <MemberFrame>
      <AccountPage />
    </MemberFrame>
  );
}
