import { AuthRedirect } from '../../../features/member/components/AuthRedirect';
import { guestOnlyLoader } from '../../../features/member/session/route-guards';
import { MemberFrame } from './member-frame';

export const loader = guestOnlyLoader;

/** /signup/redirect (requirements §2 Auth): straight to the provider's sign-up page. */
export function Component() {
  return (
    <MemberFrame>
      <AuthRedirect action="signup" />
    </MemberFrame>
  );
}
