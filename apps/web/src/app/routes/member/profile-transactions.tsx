import { TransactionsPage } from '../../../features/member/profile/TransactionsPage';
import { membersOnlyLoader } from '../../../features/member/session/route-guards';
import { MemberFrame } from './member-frame';

export const loader = membersOnlyLoader;

/** /profile/transaction-history (requirements §2 Profile, members only). */
export function Component() {
  return (
    <MemberFrame>
      <TransactionsPage />
    </MemberFrame>
  );
}
