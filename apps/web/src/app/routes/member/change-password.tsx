import { ChangePasswordPage } from '../../../features/member/components/ChangePasswordPage';
import { ProfileLayout } from '../../../features/member/profile/ProfileLayout';
import { membersOnlyLoader } from '../../../features/member/session/route-guards';
import { MemberFrame } from './member-frame';

export const loader = membersOnlyLoader;

/** /change-password (requirements §2 Profile, members only): the provider's change page. */
export function Component() {
  return (
    <MemberFrame>
      <ProfileLayout>
        <ChangePasswordPage />
      </ProfileLayout>
    </MemberFrame>
  );
}
