import { toLanguage } from '@skybook/domain/languages';
import type { LoaderFunctionArgs } from 'react-router';
import { manageGrantStore } from '../../lib/manage-grant';
import { startBoardingPasses } from './api/boarding-passes';
import { startCheckinSeats } from './api/checkin-seats';
import { startCheckinView } from './api/checkin-view';
import type { CheckinStep } from './checkin-navigation';
import { checkinDraftStore } from './stores/checkin-draft';

/**
 * The route loader of a check-in page after the lookup. When the visit starts on that page (a
 * reload, a link, Back from another site), it asks at once for what the page shows first, rather
 * than once the prerendered page has hydrated (lib/early-answer.ts): the booking's check-in; on
 * the seats step also the chosen passengers' seat maps, and on the boarding passes the passes of
 * the journey just checked in, as the tab's draft names them. It never holds the page up.
 */
export function checkinLoader(step: CheckinStep) {
  return ({ params }: LoaderFunctionArgs): null => {
    const language = toLanguage(params.lang);
    const grant = language ? manageGrantStore.read() : null;
    if (!language || !grant) return null;
    const { reservationKey } = grant;
    startCheckinView(reservationKey, language);
    const draft = checkinDraftStore.read(reservationKey);
    if (!draft) return null;
    if (step === 'select-seats' && !draft.checkedIn) {
      for (const passengerKey of draft.passengerKeys) {
        startCheckinSeats({ reservationKey, departureKey: draft.departureKey, passengerKey });
      }
    }
    if (step === 'success' && draft.checkedIn)
      startBoardingPasses(reservationKey, draft.departureKey, language);
    return null;
  };
}
