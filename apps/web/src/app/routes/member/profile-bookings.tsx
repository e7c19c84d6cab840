import { BookingHistoryPage } from '../../../features/member/profile/BookingHistoryPage';
import { membersOnlyLoader } from '../../../features/member/session/route-guards';
import { MemberFrame } from './member-frame';

export const loader = membersOnlyLoader;

/** /profile/booking-history (requirements §2 Profile, members only). */
export function Component() {
  return (
    <MemberFrame>
      <BookingHistoryPage />
    </MemberFrame>
  );
}
