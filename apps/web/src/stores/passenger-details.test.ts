import { useBookingSession } from './booking-session';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  confirmedForSession,
  draftForSession,
  migratePassengerDetails,
  PASSENGER_DETAILS_STORAGE_KEY,
  usePassengerDetails,
  type PassengerDetailsDraft,
} from './passenger-details';

const SESSION = '0123456789abcdef0123456789abcdef';
const OTHER = 'ffffffffffffffffffffffffffffffff';

function draft(lastName: string): PassengerDetailsDraft {
  return {
    passengers: [
      {
        key: 'ADT1',
        type: 'adult',
        title: 'Mr',
        gender: 'male',
        lastName,
        middleName: '',
        firstName: 'AN',
        dateOfBirth: '1985-04-12',
        nationality: 'VN',
        country: 'VN',
        documentNumber: '',
        loyaltyNumber: '',
        flyWith: null,
      },
    ],
    contact: {
      title: 'Mr',
      lastName,
      middleName: '',
      firstName: 'AN',
      phoneCode: '+84',
      phoneNumber: '0912345678',
      email: 'an@example.com',
      address: '1 Trang Tien',
      country: 'VN',
      province: 'VN-HN',
      isRepresentative: true,
      messagingApp: 'NO',
    },
    emergencyContact: { fullName: '', phoneCode: '+84', phoneNumber: '', relation: '' },
  };
}

describe('the passenger details store', () => {
  beforeAll(async () => {
    // Let a save started while the module loaded (on real timers) finish first.
    await new Promise((resolve) => setTimeout(resolve, 600));
  });

  beforeEach(() => {
    vi.useFakeTimers();
    usePassengerDetails.getState().clear();
    vi.runAllTimers();
    localStorage.clear();
    localStorage.clear();
  });

  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('keeps what is typed for its session only', () => {
    usePassengerDetails.getState().saveDraft(SESSION, draft('LE'));
    const state = usePassengerDetails.getState();
    expect(draftForSession(state, SESSION)?.contact.lastName).toBe('LE');
    expect(draftForSession(state, OTHER)).toBeNull();
  });

  it('drops the details of an earlier session when another one starts', () => {
    usePassengerDetails.getState().confirm(SESSION, {
      ...draft('LE'),
      passengers: draft('LE').passengers.map((passenger) => ({ ...passenger, title: 'Mr', gender: 'male' })),
      contact: { ...draft('LE').contact, title: 'Mr' },
    });
    expect(confirmedForSession(usePassengerDetails.getState(), SESSION)?.contact.lastName).toBe('LE');
    usePassengerDetails.getState().saveDraft(OTHER, draft('TRAN'));
    const state = usePassengerDetails.getState();
    expect(confirmedForSession(state, SESSION)).toBeNull();
    expect(confirmedForSession(state, OTHER)).toBeNull();
    expect(draftForSession(state, OTHER)?.contact.lastName).toBe('TRAN');
  });

  it('keeps the accepted details while the same session’s draft changes', () => {
    const details = { ...draft('LE'), contact: { ...draft('LE').contact, title: 'Mr' as const } };
    usePassengerDetails.getState().confirm(SESSION, {
      ...details,
      passengers: details.passengers.map((passenger) => ({ ...passenger, title: 'Mr', gender: 'male' })),
    });
    usePassengerDetails.getState().saveDraft(SESSION, draft('LEE'));
    expect(confirmedForSession(usePassengerDetails.getState(), SESSION)?.contact.lastName).toBe('LE');
  });

  it('saves to local storage at most once per 500 ms', () => {
    usePassengerDetails.getState().saveDraft(SESSION, draft('LE'));
    usePassengerDetails.getState().saveDraft(SESSION, draft('LEE'));
    expect(localStorage.getItem(PASSENGER_DETAILS_STORAGE_KEY)).toBeNull();
    vi.advanceTimersByTime(500);
    const saved: unknown = JSON.parse(localStorage.getItem(PASSENGER_DETAILS_STORAGE_KEY) ?? 'null');
    expect(saved).toMatchObject({ state: { sessionId: SESSION, draft: { contact: { lastName: 'LEE' } } } });
  });

  it('forgets the details when the booking session ends', () => {
    useBookingSession.setState({ sessionId: SESSION, expiryMs: Date.now() + 60_000 });
    usePassengerDetails.getState().saveDraft(SESSION, draft('LE'));
    useBookingSession.getState().endSession('reset');
    expect(usePassengerDetails.getState().draft).toBeNull();
    expect(usePassengerDetails.getState().sessionId).toBeNull();
  });

  it('says so when the browser refuses to save, and lets it be dismissed', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    usePassengerDetails.getState().saveDraft(SESSION, draft('LE'));
    vi.advanceTimersByTime(500);
    expect(usePassengerDetails.getState().saveFailed).toBe(true);
    usePassengerDetails.getState().dismissSaveError();
    expect(usePassengerDetails.getState().saveFailed).toBe(false);
    setItem.mockRestore();
  });

  it('does not trust a snapshot saved by another version', () => {
    expect(migratePassengerDetails()).toEqual({ sessionId: null, draft: null, confirmed: null });
  });
});
