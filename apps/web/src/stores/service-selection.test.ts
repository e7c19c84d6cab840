import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_SELECTION_STORAGE_KEY, useServiceSelection } from './service-selection';
import {
  BOOKING_MARK_KEY,
  defaultServiceSelection,
  selectionSnapshot,
  toServiceSelection,
  type ProductRef,
} from './service-selection-model';

const LUGGAGE_15: ProductRef = { code: 'BG15', serviceType: 'luggage', termsKey: null };
const LUGGAGE_20: ProductRef = { code: 'BG20', serviceType: 'luggage', termsKey: null };
const MEAL: ProductRef = { code: 'ML01', serviceType: 'meal', termsKey: null };
const SHUTTLE: ProductRef = { code: 'BUS1', serviceType: 'airportShuttle', termsKey: 'airportShuttleTerms' };
const TAXI: ProductRef = { code: 'TX01', serviceType: 'departureTaxi', termsKey: null };

const JOURNEYS = [
  { bookingKey: 'key-out', flightCount: 1 },
  { bookingKey: 'key-back', flightCount: 2 },
];

const store = () => useServiceSelection.getState();

describe('the service selection', () => {
  beforeAll(async () => {
    // Let a save started while the module loaded (on real timers) finish first.
    await new Promise((resolve) => setTimeout(resolve, 600));
  });

  beforeEach(() => {
    vi.useFakeTimers();
    useServiceSelection.setState({ ...defaultServiceSelection(), saveFailed: false });
    store().bindSession('a'.repeat(32), JOURNEYS);
    vi.runAllTimers();
    localStorage.clear();
  });

  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('starts a session with one empty direction per journey', () => {
    expect(store().journeys.map((journey) => [journey.bookingKey, journey.seats, journey.items])).toEqual([
      ['key-out', [], []],
      ['key-back', [], []],
    ]);
  });

  it('keeps one luggage pack per passenger and direction, marking the passenger completed and modified', () => {
    store().chooseOnly(0, { passengerKey: 'ADT1', flightIndex: null }, 'luggage', LUGGAGE_15);
    store().chooseOnly(0, { passengerKey: 'ADT1', flightIndex: null }, 'luggage', LUGGAGE_20);
    const journey = store().journeys[0];
    expect(journey?.items.map((item) => item.productCode)).toEqual(['BG20']);
    expect(journey?.completed.luggage).toEqual(['ADT1']);
    expect(journey?.modified.luggage).toEqual(['ADT1']);
    expect(store().journeys[1]?.items).toEqual([]);
  });

  it('cancelling a choice clears the completed mark but keeps the modified one', () => {
    store().chooseOnly(0, { passengerKey: 'ADT1', flightIndex: null }, 'luggage', LUGGAGE_15);
    store().chooseOnly(0, { passengerKey: 'ADT1', flightIndex: null }, 'luggage', null);
    const journey = store().journeys[0];
    expect(journey?.items).toEqual([]);
    expect(journey?.completed.luggage ?? []).toEqual([]);
    expect(journey?.modified.luggage).toEqual(['ADT1']);
  });

  it('does not mark a change modified when told not to', () => {
    store().setQuantity(0, { passengerKey: 'ADT1', flightIndex: 0 }, MEAL, 2, { markModified: false });
    expect(store().journeys[0]?.items[0]).toMatchObject({ productCode: 'ML01', quantity: 2, flightIndex: 0 });
    expect(store().journeys[0]?.completed.meal).toEqual(['ADT1']);
    expect(store().journeys[0]?.modified.meal).toBeUndefined();
  });

  it('marks booking-wide extras under the booking, not a passenger', () => {
    store().setQuantity(0, { passengerKey: null, flightIndex: null }, TAXI, 1);
    expect(store().journeys[0]?.completed.departureTaxi).toEqual([BOOKING_MARK_KEY]);
  });

  it('gives a seat to one passenger at a time and completes seats only when every flight has one', () => {
    store().setSeat(1, 0, 'ADT1', '12A');
    expect(store().journeys[1]?.completed.seat ?? []).toEqual([]);
    store().setSeat(1, 1, 'ADT1', '3C');
    expect(store().journeys[1]?.completed.seat).toEqual(['ADT1']);
    store().setSeat(1, 0, 'CHD1', '12A');
    const seats = store().journeys[1]?.seats ?? [];
    expect(seats.filter((seat) => seat.flightIndex === 0)).toEqual([
      { journeyIndex: 1, flightIndex: 0, passengerKey: 'CHD1', seatCode: '12A' },
    ]);
    expect(store().journeys[1]?.modified.seat).toEqual(['ADT1', 'CHD1']);
    expect(store().journeys[1]?.completed.seat ?? []).toEqual([]);
  });

  it('builds the request’s service selection from every direction and the trip', () => {
    store().setSeat(0, 0, 'ADT1', '5D');
    store().chooseOnly(1, { passengerKey: 'ADT1', flightIndex: null }, 'luggage', LUGGAGE_20);
    store().setInsurance('ADT1', { code: 'TRAVEL1', termsKey: 'insuranceTerms' });
    store().setTermsAccepted('insuranceTerms', true);
    store().setFlyGreen(20_000);
    expect(toServiceSelection(store())).toEqual({
      seats: [{ journeyIndex: 0, flightIndex: 0, passengerKey: 'ADT1', seatCode: '5D' }],
      items: [{ journeyIndex: 1, flightIndex: null, passengerKey: 'ADT1', productCode: 'BG20', quantity: 1 }],
      insurance: [{ passengerKey: 'ADT1', planCode: 'TRAVEL1' }],
      flyGreenVnd: 20_000,
      acceptedTerms: ['insuranceTerms'],
    });
    expect(store().tripCompleted).toEqual({ travelInsurance: ['ADT1'], flyGreen: [BOOKING_MARK_KEY] });
  });

  it('withdrawing terms drops the extras that need them', () => {
    store().setTermsAccepted('airportShuttleTerms', true);
    store().setQuantity(0, { passengerKey: 'ADT1', flightIndex: null }, SHUTTLE, 1);
    store().setQuantity(0, { passengerKey: 'ADT1', flightIndex: null }, LUGGAGE_15, 1);
    store().setTermsAccepted('airportShuttleTerms', false);
    expect(store().acceptedTerms).toEqual([]);
    expect(store().journeys[0]?.items.map((item) => item.productCode)).toEqual(['BG15']);
  });

  it('copies the departure to the return, leaving out what the return does not sell or has taken', () => {
    store().setSeat(0, 0, 'ADT1', '1A');
    store().setSeat(0, 0, 'CHD1', '1B');
    store().chooseOnly(0, { passengerKey: 'ADT1', flightIndex: null }, 'luggage', LUGGAGE_20);
    store().setQuantity(0, { passengerKey: 'ADT1', flightIndex: 0 }, MEAL, 1);
    store().chooseOnly(1, { passengerKey: 'CHD1', flightIndex: null }, 'luggage', LUGGAGE_15);
    const result = store().copyJourney(0, 1, {
      productCodes: new Set(['BG20']),
      isSeatAvailable: (_flight, seat) => seat !== '1B',
    });
    expect(result).toEqual({ copied: 2, skipped: 2 });
    const back = store().journeys[1];
    expect(back?.seats).toEqual([{ journeyIndex: 1, flightIndex: 0, passengerKey: 'ADT1', seatCode: '1A' }]);
    expect(back?.items.map((item) => [item.journeyIndex, item.passengerKey, item.productCode])).toEqual([
      [1, 'ADT1', 'BG20'],
    ]);
    expect(back?.modified.luggage).toEqual(expect.arrayContaining(['ADT1', 'CHD1']));
  });

  it('resets one direction, or everything', () => {
    store().chooseOnly(0, { passengerKey: 'ADT1', flightIndex: null }, 'luggage', LUGGAGE_20);
    store().chooseOnly(1, { passengerKey: 'ADT1', flightIndex: null }, 'luggage', LUGGAGE_20);
    store().setFlyGreen(10_000);
    store().resetJourney(0);
    expect(store().journeys[0]).toMatchObject({ items: [], completed: {}, modified: {} });
    expect(store().journeys[1]?.items).toHaveLength(1);
    expect(store().flyGreenVnd).toBe(10_000);
    store().resetAll();
    expect(store().journeys[1]?.items).toEqual([]);
    expect(store().flyGreenVnd).toBeNull();
    expect(store().tripCompleted).toEqual({});
  });

  it('drops the choices of a direction whose flight changed and keeps the others', () => {
    store().chooseOnly(0, { passengerKey: 'ADT1', flightIndex: null }, 'luggage', LUGGAGE_20);
    store().chooseOnly(1, { passengerKey: 'ADT1', flightIndex: null }, 'luggage', LUGGAGE_20);
    store().bindSession('a'.repeat(32), [
      { bookingKey: 'key-out', flightCount: 1 },
      { bookingKey: 'key-new', flightCount: 1 },
    ]);
    expect(store().journeys[0]?.items).toHaveLength(1);
    expect(store().journeys[1]).toMatchObject({ bookingKey: 'key-new', items: [], flightCount: 1 });
  });

  it('starts afresh for another session', () => {
    store().chooseOnly(0, { passengerKey: 'ADT1', flightIndex: null }, 'luggage', LUGGAGE_20);
    store().setFlyGreen(50_000);
    store().bindSession('b'.repeat(32), JOURNEYS);
    expect(store().sessionId).toBe('b'.repeat(32));
    expect(store().journeys[0]?.items).toEqual([]);
    expect(store().flyGreenVnd).toBeNull();
  });

  it('puts back a snapshot of an earlier selection', () => {
    store().chooseOnly(0, { passengerKey: 'ADT1', flightIndex: null }, 'luggage', LUGGAGE_15);
    const accepted = selectionSnapshot(store());
    store().chooseOnly(0, { passengerKey: 'ADT1', flightIndex: null }, 'luggage', LUGGAGE_20);
    store().restore(accepted);
    expect(store().journeys[0]?.items.map((item) => item.productCode)).toEqual(['BG15']);
  });

  it('opens the default panels once per session only', () => {
    store().applyDefaultServices(['seat', 'luggage']);
    store().setExpandedServices(['meal']);
    store().applyDefaultServices(['seat', 'luggage']);
    expect(store().expandedServices).toEqual(['meal']);
    expect(store().isDefaultAncillarySet).toBe(true);
  });

  it('saves at most once per 500 ms, without the save flag', () => {
    store().setFlyGreen(10_000);
    store().setFlyGreen(20_000);
    expect(localStorage.getItem(SERVICE_SELECTION_STORAGE_KEY)).toBeNull();
    vi.advanceTimersByTime(500);
    const saved = JSON.parse(localStorage.getItem(SERVICE_SELECTION_STORAGE_KEY) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(saved.state.flyGreenVnd).toBe(20_000);
    expect(saved.state).not.toHaveProperty('saveFailed');
  });
});
