import { SignUpResult } from '../../../features/member/components/SignUpResult';
import { MemberFrame } from './member-frame';

/** /signup/result (requirements §2 Auth): what happens next for a new member. */
export function Component() {
  return (
    <MemberFrame>
      <SignUpResult />
    </MemberFrame>
  );
}
