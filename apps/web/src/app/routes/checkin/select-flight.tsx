import { checkinLoader } from '../../../features/checkin/checkin-loader';
import { CheckinFlightsPage } from '../../../features/checkin/components/CheckinFlightsPage';
import { CheckinFrame } from '../../../features/checkin/components/CheckinFrame';
import '../pages.css';

/** Asks for the page's data while the app starts (features/checkin/checkin-loader.ts). */
export const loader = checkinLoader('select-flight');

/** /checkin/select-flight: the booking's journeys, to choose the one to check in. */
export function Component() {
  return (
    <CheckinFrame page="checkinSelectFlight">
      {(language) => <CheckinFlightsPage language={language} />}
    </CheckinFrame>
  );
}
