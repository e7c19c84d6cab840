import { CheckinFrame } from '../../../features/checkin/components/CheckinFrame';
import { CheckinPassengersPage } from '../../../features/checkin/components/CheckinPassengersPage';
import '../pages.css';

/** /checkin/select-passengers: who checks in, their passports abroad, the dangerous-goods notice. */
export function Component() {
  return (
    <CheckinFrame page="checkinSelectPassengers">
      {(language) => <CheckinPassengersPage language={language} />}
    </CheckinFrame>
  );
}
