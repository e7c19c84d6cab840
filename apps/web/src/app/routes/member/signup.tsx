import { SignUpPage } from '../../../features/member/components/SignUpPage';
import { guestOnlyLoader } from '../../../features/member/session/route-guards';
import { MemberFrame } from './member-frame';

export const loader = guestOnlyLoader;

/** /signup (requirements §2 Auth): the choice of scheme to join. */
export function Component() {
  return (
    <MemberFrame>
      <SignUpPage />
    </MemberFrame>
  );
}
