import { CheckinFrame } from '../../../features/checkin/components/CheckinFrame';
import { CheckinSummaryPage } from '../../../features/checkin/components/CheckinSummaryPage';
import '../pages.css';

/** /checkin/summary: what checking in will do, then check in. */
export function Component() {
  return (
    <CheckinFrame page="checkinSummary">
      {(language) => <CheckinSummaryPage language={language} />}
    </CheckinFrame>
  );
}
