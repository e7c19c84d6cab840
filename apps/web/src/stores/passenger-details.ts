import type {
  ContactForm,
  EmergencyContactForm,
  PassengerDetails,
  PassengerForm,
} from '@skybook/contracts/passengers';
import type { Gender, Title } from '@skybook/domain/passenger-enums';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { debouncedLocalStorage } from './debounced-storage';
import { useBookingSession } from './booking-session';

/*
 * The passenger details of /passengers while the traveller types them (requirements §3 Passenger, §4
 * persisted state), and those the last quotation accepted. They belong to one booking session: a
 * new session starts with an empty form. Saved in local storage like the rest of the booking
 * (a reload or another tab resumes it), and forgotten as soon as the session ends: names, birth
 * dates and document numbers are personal data and outlive their booking nowhere.
 */

/** A passenger form as typed: title and gender may still be unchosen. */
export type DraftPassenger = Omit<PassengerForm, 'title' | 'gender'> & {
  readonly title: Title | '';
  readonly gender: Gender | '';
};

/** The contact form as typed. */
export type DraftContact = Omit<ContactForm, 'title'> & { readonly title: Title | '' };

/** The whole /passengers form as typed. A valid {@link PassengerDetails} is one too. */
export interface PassengerDetailsDraft {
  readonly passengers: DraftPassenger[];
  readonly contact: DraftContact;
  readonly emergencyContact: EmergencyContactForm;
}

export interface PassengerDetailsSnapshot {
  /** The booking session the details were typed for. */
  readonly sessionId: string | null;
  readonly draft: PassengerDetailsDraft | null;
  /** What the last successful quotation of that session accepted (the next pages read it). */
  readonly confirmed: PassengerDetails | null;
}

export interface PassengerDetailsState extends PassengerDetailsSnapshot {
  /** The last save to browser storage failed (not persisted). */
  readonly saveFailed: boolean;
  /** Keeps what is typed for `sessionId`; another session's details are dropped. */
  readonly saveDraft: (sessionId: string, draft: PassengerDetailsDraft) => void;
  /** Keeps the details the quotation accepted for `sessionId`, and them as the draft too. */
  readonly confirm: (sessionId: string, details: PassengerDetails) => void;
  readonly dismissSaveError: () => void;
  readonly clear: () => void;
}

export const PASSENGER_DETAILS_STORAGE_KEY = 'skybook.passenger-details';
export const PASSENGER_DETAILS_VERSION = 1;

const EMPTY: PassengerDetailsSnapshot = { sessionId: null, draft: null, confirmed: null };

/** The draft typed for `sessionId`, or null when there is none or it belongs to another session. */
export function draftForSession(
  snapshot: PassengerDetailsSnapshot,
  sessionId: string,
): PassengerDetailsDraft | null {
  return snapshot.sessionId === sessionId ? snapshot.draft : null;
}

/** The details the quotation accepted for `sessionId`, or null. */
export function confirmedForSession(
  snapshot: PassengerDetailsSnapshot,
  sessionId: string,
): PassengerDetails | null {
  return snapshot.sessionId === sessionId ? snapshot.confirmed : null;
}

/**
 * Zustand asks this only for a snapshot saved by another version: its shape is not trusted, so
 * the form starts empty instead (the traveller loses a half-typed form, never sends a wrong one).
 */
export function migratePassengerDetails(): PassengerDetailsSnapshot {
  return EMPTY;
}

let reportSaveResult: (failed: boolean) => void = () => undefined;

export const usePassengerDetails = create<PassengerDetailsState>()(
  persist(
    (set, get) => ({
      ...EMPTY,
      saveFailed: false,
      saveDraft: (sessionId, draft) => {
        const same = get().sessionId === sessionId;
        set({ sessionId, draft, confirmed: same ? get().confirmed : null });
      },
      confirm: (sessionId, details) => {
        set({ sessionId, draft: details, confirmed: details });
      },
      dismissSaveError: () => {
        set({ saveFailed: false });
      },
      clear: () => {
        set(EMPTY);
      },
    }),
    {
      name: PASSENGER_DETAILS_STORAGE_KEY,
      version: PASSENGER_DETAILS_VERSION,
      migrate: migratePassengerDetails,
      storage: debouncedLocalStorage((failed) => {
        reportSaveResult(failed);
      }),
      partialize: ({ sessionId, draft, confirmed }): PassengerDetailsSnapshot => ({
        sessionId,
        draft,
        confirmed,
      }),
    },
  ),
);

reportSaveResult = (failed) => {
  if (usePassengerDetails.getState().saveFailed !== failed)
    usePassengerDetails.setState({ saveFailed: failed });
};

// Names, birth dates and document numbers stay no longer than the booking they are for: when the
// session ends (expired, or reset for a new search) they are forgotten.
useBookingSession.subscribe((state, previous) => {
  if (previous.sessionId !== null && state.sessionId === null) usePassengerDetails.getState().clear();
});
