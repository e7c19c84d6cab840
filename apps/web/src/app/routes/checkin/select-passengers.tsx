import { checkinLoader } from '../../../features/checkin/checkin-loader';
import { CheckinFrame } from '../../../features/checkin/components/CheckinFrame';
import { CheckinPassengersPage } from '../../../features/checkin/components/CheckinPassengersPage';
import '../pages.css';

/** Asks for the page's data while the app starts (features/checkin/checkin-loader.ts). */
export const loader = checkinLoader('select-passengers');

/** /checkin/select-passengers: who checks in, their passports abroad, the dangerous-goods notice. */
export function Component() {
  return (
    <CheckinFrame page="checkinSelectPassengers">
      {(language) => <CheckinPassengersPage language={language} />}
    </CheckinFrame>
  );
}
