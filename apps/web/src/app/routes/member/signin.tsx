import { SignInPage } from '../../../features/member/components/SignInPage';
import { guestOnlyLoader } from '../../../features/member/session/route-guards';
import { MemberFrame } from './member-frame';

export const loader = guestOnlyLoader;

/** /signin (requirements §2 Auth): the choice of scheme, and the provider's return with its code. */
export function Component() {
  return (
    <MemberFrame>
      <SignInPage />
    </MemberFrame>
  );
}
