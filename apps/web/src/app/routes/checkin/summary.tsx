import { checkinLoader } from '../../../features/checkin/checkin-loader';
import { CheckinFrame } from '../../../features/checkin/components/CheckinFrame';
import { CheckinSummaryPage } from '../../../features/checkin/components/CheckinSummaryPage';
import '../pages.css';

/** Asks for the page's data while the app starts (features/checkin/checkin-loader.ts). */
export const loader = checkinLoader('summary');

/** /checkin/summary: what checking in will do, then check in. */
export function Component() {
  return (
    <CheckinFrame page="checkinSummary">
      {(language) => <CheckinSummaryPage language={language} />}
    </CheckinFrame>
  );
}
