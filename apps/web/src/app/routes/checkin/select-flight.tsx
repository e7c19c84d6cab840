import { CheckinFlightsPage } from '../../../features/checkin/components/CheckinFlightsPage';
import { CheckinFrame } from '../../../features/checkin/components/CheckinFrame';
import '../pages.css';

/** /checkin/select-flight: the booking's journeys, to choose the one to check in. */
export function Component() {
  return (
    <CheckinFrame page="checkinSelectFlight">
      {(language) => <CheckinFlightsPage language={language} />}
    </CheckinFrame>
  );
}
