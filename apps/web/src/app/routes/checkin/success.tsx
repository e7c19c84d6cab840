import { CheckinFrame } from '../../../features/checkin/components/CheckinFrame';
import { CheckinSuccessPage } from '../../../features/checkin/components/CheckinSuccessPage';
import '../pages.css';

/** /checkin/success: the boarding passes, their files and the e-mail. */
export function Component() {
  return (
    <CheckinFrame page="checkinSuccess">
      {(language) => <CheckinSuccessPage language={language} />}
    </CheckinFrame>
  );
}
