import { checkinLoader } from '../../../features/checkin/checkin-loader';
import { CheckinFrame } from '../../../features/checkin/components/CheckinFrame';
import { CheckinSeatsPage } from '../../../features/checkin/components/CheckinSeatsPage';
import { SeatMap } from '../../../features/select-service/seat-map/SeatMap';
import '../pages.css';

/** Asks for the page's data while the app starts (features/checkin/checkin-loader.ts). */
export const loader = checkinLoader('select-seats');

/**
 * /checkin/select-seats: the booking flow's seat map is handed to the page here, where features
 * meet, so check-in draws seats as the booking flow and Change extras do.
 */
export function Component() {
  return (
    <CheckinFrame page="checkinSelectSeats">
      {(language) => <CheckinSeatsPage language={language} SeatMap={SeatMap} />}
    </CheckinFrame>
  );
}
