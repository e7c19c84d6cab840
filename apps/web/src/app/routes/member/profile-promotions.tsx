import { PromotionsPage } from '../../../features/member/profile/PromotionsPage';
import { membersOnlyLoader } from '../../../features/member/session/route-guards';
import { MemberFrame } from './member-frame';

export const loader = membersOnlyLoader;

/** /profile/promotion (requirements §2 Profile, members only). */
export function Component() {
  return (
    <MemberFrame>
      <PromotionsPage />
    </MemberFrame>
  );
}
