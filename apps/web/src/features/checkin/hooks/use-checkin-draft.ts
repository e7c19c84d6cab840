import type { CheckinJourney, CheckinView } from '@skybook/contracts/checkin';
import { useCallback, useState } from 'react';
import { checkableOnes, journeyOf } from '../journey-format';
import { checkinDraftStore, type CheckinDraft } from '../stores/checkin-draft';
import type { CheckinStep } from '../checkin-navigation';

/** The draft of the booking `reservationKey`, and a setter that keeps it in the tab's storage. */
export function useCheckinDraft(
  reservationKey: string,
): readonly [CheckinDraft | null, (draft: CheckinDraft) => void] {
  const [draft, setDraft] = useState(() => checkinDraftStore.read(reservationKey));
  const save = useCallback((next: CheckinDraft) => {
    checkinDraftStore.save(next);
    setDraft(next);
  }, []);
  return [draft, save];
}

/** A step's draft and its journey, or the step the traveller must go back to first. */
export type StepReadiness =
  | { readonly ready: true; readonly draft: CheckinDraft; readonly journey: CheckinJourney }
  | { readonly ready: false; readonly goTo: CheckinStep };

/**
 * Whether the draft is far enough along for `step`: a journey someone may still check in on for
 * every step, then passengers and the accepted notice for the seats and the summary. A draft whose
 * journey was checked in leads to its boarding passes (Back from the boarding passes stays there).
 */
export function stepReadiness(
  view: CheckinView,
  draft: CheckinDraft | null,
  step: 'select-passengers' | 'select-seats' | 'summary',
): StepReadiness {
  const journey = journeyOf(view, draft?.departureKey);
  if (!draft || !journey) return { ready: false, goTo: 'select-flight' };
  if (draft.checkedIn) return { ready: false, goTo: 'success' };
  if (checkableOnes(journey).length === 0) return { ready: false, goTo: 'select-flight' };
  if (step === 'select-passengers') return { ready: true, draft, journey };
  if (draft.passengerKeys.length === 0 || !draft.dangerousGoodsAccepted)
    return { ready: false, goTo: 'select-passengers' };
  return { ready: true, draft, journey };
}
