import { checkinLoader } from '../../../features/checkin/checkin-loader';
import { CheckinFrame } from '../../../features/checkin/components/CheckinFrame';
import { CheckinSuccessPage } from '../../../features/checkin/components/CheckinSuccessPage';
import '../pages.css';

/** Asks for the page's data while the app starts (features/checkin/checkin-loader.ts). */
export const loader = checkinLoader('success');

/** /checkin/success: the boarding passes, their files and the e-mail. */
export function Component() {
  return (
    <CheckinFrame page="checkinSuccess">
      {(language) => <CheckinSuccessPage language={language} />}
    </CheckinFrame>
  );
}
