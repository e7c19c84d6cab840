import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOKING_DRAFT_STORAGE_KEY,
  BOOKING_DRAFT_VERSION,
  defaultBookingDraft,
  dropUnreachableArrival,
  migrateBookingDraft,
  useBookingDraft,
  type DraftSearch,
} from './booking-draft';

const fare = (journeyKey: string) => ({
  journeyKey,
  family: 'Eco',
  totalAmount: 1_000_000,
  currency: 'VND' as const,
});

describe('the booking draft', () => {
  beforeAll(async () => {
    // Let a save started while the module loaded (on real timers) finish first.
    await new Promise((resolve) => setTimeout(resolve, 600));
  });

  beforeEach(() => {
    vi.useFakeTimers();
    useBookingDraft.getState().reset();
    vi.runAllTimers();
    localStorage.clear();
  });

  afterEach(() => {
    // Let the pending save run: dropping a fake timer would leave the storage waiting forever.
    vi.runOnlyPendingTimers();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('starts as a round trip for one adult in VND', () => {
    const state = useBookingDraft.getState();
    expect(state.tripType).toBe('roundTrip');
    expect(state.passengers).toEqual({ adults: 1, children: 0, infants: 0 });
    expect(state.currencyDefault).toBe('VND');
  });

  it('resets the arrival when a departure is chosen first, and keeps the departure when the arrival comes second', () => {
    const draft = useBookingDraft.getState();
    draft.setDeparturePlace('SGN');
    useBookingDraft.getState().setArrivalPlace('HAN');
    expect(useBookingDraft.getState()).toMatchObject({ departurePlace: 'SGN', arrivalPlace: 'HAN' });
    useBookingDraft.getState().setDeparturePlace('DAD');
    expect(useBookingDraft.getState()).toMatchObject({ departurePlace: 'DAD', arrivalPlace: null });
  });

  it('resets the departure when an arrival is chosen first', () => {
    useBookingDraft.getState().setArrivalPlace('HAN');
    useBookingDraft.getState().setDeparturePlace('SGN');
    expect(useBookingDraft.getState()).toMatchObject({ departurePlace: 'SGN', arrivalPlace: 'HAN' });
    useBookingDraft.getState().setArrivalPlace('PQC');
    expect(useBookingDraft.getState()).toMatchObject({ departurePlace: null, arrivalPlace: 'PQC' });
  });

  it('resets a direction’s extras total when its booking key changes, and only that direction', () => {
    const draft = useBookingDraft.getState();
    draft.selectFare('departure', 'key-1', fare('1'));
    draft.selectFare('return', 'key-2', fare('2'));
    useBookingDraft.getState().setTotalAncillary('departure', 250_000);
    useBookingDraft.getState().setTotalAncillary('return', 90_000);
    useBookingDraft.getState().selectFare('departure', 'key-1', fare('1'));
    expect(useBookingDraft.getState().totalAncillary).toEqual({
      totalDeparture: 250_000,
      totalReturn: 90_000,
    });
    useBookingDraft.getState().selectFare('departure', 'key-3', fare('3'));
    expect(useBookingDraft.getState().totalAncillary).toEqual({ totalDeparture: 0, totalReturn: 90_000 });
    expect(useBookingDraft.getState().bookingKeys).toEqual({
      departureBookingKey: 'key-3',
      returnBookingKey: 'key-2',
    });
  });

  it('takes over a query-string search and drops the flights chosen for another one', () => {
    useBookingDraft.getState().selectFare('departure', 'old-key', fare('9'));
    useBookingDraft.getState().startSearch({
      searchKey: 'departAirport=SGN&arrivalAirport=HAN',
      tripType: 'oneway',
      departurePlace: 'SGN',
      arrivalPlace: 'HAN',
      departureDate: '2099-01-10',
      returnDate: null,
      passengers: { adults: 2, children: 1, infants: 1 },
      promoCode: '',
      currency: 'USD',
    });
    const state = useBookingDraft.getState();
    expect(state).toMatchObject({
      tripType: 'oneway',
      departurePlace: 'SGN',
      arrivalPlace: 'HAN',
      currencyDefault: 'USD',
    });
    expect(state.bookingKeys.departureBookingKey).toBeNull();
    // The departure counts as chosen first: a new arrival keeps it.
    state.setArrivalPlace('DAD');
    expect(useBookingDraft.getState()).toMatchObject({ departurePlace: 'SGN', arrivalPlace: 'DAD' });
  });

  describe('multi-stop', () => {
    const legs = [
      { from: 'SGN', to: 'HAN', date: '2099-01-10' },
      { from: 'HAN', to: 'DAD', date: '2099-01-12' },
      { from: 'DAD', to: 'SGN', date: '2099-01-15' },
    ];
    const multiStop = (overrides: Partial<DraftSearch> = {}): DraftSearch => ({
      searchKey: `stopover ${JSON.stringify(overrides)}`,
      tripType: 'stopover',
      departurePlace: 'SGN',
      arrivalPlace: 'SGN',
      departureDate: '2099-01-10',
      returnDate: null,
      passengers: { adults: 1, children: 0, infants: 0 },
      promoCode: '',
      currency: 'VND',
      legs,
      ...overrides,
    });
    const selection = (journeyKey: string) => ({ bookingKey: `key-${journeyKey}`, fare: fare(journeyKey) });

    it('starts the legs from the one-way places when multi-stop is chosen', () => {
      useBookingDraft.getState().setDeparturePlace('SGN');
      useBookingDraft.getState().setArrivalPlace('HAN');
      useBookingDraft.getState().setDates('2099-01-10', '2099-01-17');
      useBookingDraft.getState().setTripType('stopover');
      expect(useBookingDraft.getState().legs).toEqual([
        { from: 'SGN', to: 'HAN', date: '2099-01-10' },
        { from: 'HAN', to: null, date: null },
      ]);
      // Legs the traveller already wrote are kept when switching away and back.
      useBookingDraft.getState().setLegs(legs);
      useBookingDraft.getState().setTripType('oneway');
      useBookingDraft.getState().setTripType('stopover');
      expect(useBookingDraft.getState().legs).toEqual(legs);
    });

    it('takes over a multi-stop search with its legs and no fares, on its first leg', () => {
      useBookingDraft.getState().selectLegFare(0, selection('old'));
      useBookingDraft.getState().startSearch(multiStop());
      expect(useBookingDraft.getState()).toMatchObject({
        tripType: 'stopover',
        legs,
        legSelections: [null, null, null],
        activeLeg: 0,
      });
    });

    it('keeps the fares of legs a moved date leaves unchanged and opens the first leg without one', () => {
      useBookingDraft.getState().startSearch(multiStop());
      useBookingDraft.getState().selectLegFare(0, selection('1'));
      useBookingDraft.getState().selectLegFare(1, selection('2'));
      useBookingDraft.getState().selectLegFare(2, selection('3'));
      const moved = legs.map((leg, index) => (index === 1 ? { ...leg, date: '2099-01-13' } : leg));
      useBookingDraft.getState().startSearch(multiStop({ legs: moved }));
      expect(useBookingDraft.getState().legSelections).toEqual([selection('1'), null, selection('3')]);
      expect(useBookingDraft.getState().activeLeg).toBe(1);
      // Other passengers make every fare's price and key different: nothing is kept.
      useBookingDraft
        .getState()
        .startSearch(multiStop({ legs: moved, passengers: { adults: 2, children: 0, infants: 0 } }));
      expect(useBookingDraft.getState().legSelections).toEqual([null, null, null]);
    });

    it('stores a fare per leg, by index, and clears one with null', () => {
      useBookingDraft.getState().selectLegFare(2, selection('3'));
      expect(useBookingDraft.getState().legSelections).toEqual([null, null, selection('3')]);
      useBookingDraft.getState().selectLegFare(2, null);
      expect(useBookingDraft.getState().legSelections).toEqual([null, null, null]);
    });
  });

  it('remembers whether the flights came from the cheapest-fare calendar, until reset', () => {
    expect(useBookingDraft.getState().selectedCheap).toBe(false);
    useBookingDraft.getState().setSelectedCheap(true);
    expect(useBookingDraft.getState().selectedCheap).toBe(true);
    useBookingDraft.getState().reset();
    expect(useBookingDraft.getState().selectedCheap).toBe(false);
  });

  it('brings a draft saved before multi-stop up to date, keeping what it held', async () => {
    const saved = { ...defaultBookingDraft(), departurePlace: 'SGN', arrivalPlace: 'HAN', promoCode: 'OLD1' };
    const {
      legs: _legs,
      legSelections: _legSelections,
      activeLeg: _activeLeg,
      selectedCheap: _selectedCheap,
      ...version1
    } = saved;
    localStorage.setItem(BOOKING_DRAFT_STORAGE_KEY, JSON.stringify({ state: version1, version: 1 }));
    await useBookingDraft.persist.rehydrate();
    expect(useBookingDraft.getState()).toMatchObject({
      departurePlace: 'SGN',
      arrivalPlace: 'HAN',
      promoCode: 'OLD1',
      legs: [],
      legSelections: [],
      activeLeg: 0,
      selectedCheap: false,
      currencyChosen: false,
    });
    expect(BOOKING_DRAFT_VERSION).toBe(3);
    // Nothing usable, or a draft from a newer version: the defaults.
    expect(migrateBookingDraft('garbage', 1)).toEqual(defaultBookingDraft());
    expect(migrateBookingDraft(saved, BOOKING_DRAFT_VERSION + 1)).toEqual(defaultBookingDraft());
  });

  it('forgets an arrival the departure cannot reach', () => {
    useBookingDraft.getState().setDeparturePlace('SGN');
    useBookingDraft.getState().setArrivalPlace('HAN');
    dropUnreachableArrival(new Set(['DAD']));
    expect(useBookingDraft.getState()).toMatchObject({ departurePlace: 'SGN', arrivalPlace: null });
  });

  it('restores every default on reset', () => {
    const draft = useBookingDraft.getState();
    draft.setTripType('oneway');
    draft.setPassengers({ adults: 3, children: 1, infants: 2 });
    draft.setPromoCode('SALE50');
    draft.selectFare('departure', 'key-1', fare('1'));
    useBookingDraft.getState().reset();
    const { saveFailed: _saveFailed, ...state } = useBookingDraft.getState();
    expect(state).toMatchObject(defaultBookingDraft());
  });

  it('writes to local storage at most once per 500 ms, with the latest state', () => {
    const read = () =>
      (
        JSON.parse(localStorage.getItem(BOOKING_DRAFT_STORAGE_KEY) ?? '{}') as {
          state?: Record<string, unknown>;
        }
      ).state;
    useBookingDraft.getState().setPromoCode('A');
    useBookingDraft.getState().setPromoCode('AB');
    useBookingDraft.getState().setPromoCode('ABC');
    vi.advanceTimersByTime(499);
    expect(read()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(read()?.promoCode).toBe('ABC');
    expect(read()).not.toHaveProperty('saveFailed');
  });

  it('flags a failed save so the page can say so', () => {
    const original = window.localStorage;
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    Object.defineProperty(window, 'localStorage', { value: full, configurable: true });
    try {
      useBookingDraft.getState().setPromoCode('FULL');
      vi.advanceTimersByTime(500);
      expect(useBookingDraft.getState().saveFailed).toBe(true);
    } finally {
      Object.defineProperty(window, 'localStorage', { value: original, configurable: true });
    }
    useBookingDraft.getState().setPromoCode('FINE');
    vi.advanceTimersByTime(500);
    expect(useBookingDraft.getState().saveFailed).toBe(false);
  });
});
