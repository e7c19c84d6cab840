import { describe, expect, it } from 'vitest';
import type { ItineraryPassenger } from './itinerary';
import { ITINERARY_LABELS } from './itinerary-labels';
import { passengerLabel } from './itinerary-view';

function passenger(overrides: Partial<ItineraryPassenger>): ItineraryPassenger {
  return {
    key: 'ADT1',
    type: 'adult',
    title: 'Mr',
    lastName: 'NGUYEN',
    firstName: 'VAN AN',
    seats: [],
    extras: [],
    ...overrides,
  };
}

describe('passengerLabel', () => {
  it('names an adult with the title the booking keeps', () => {
    expect(passengerLabel(passenger({}), ITINERARY_LABELS.vi)).toBe('Ông NGUYEN VAN AN');
    expect(passengerLabel(passenger({ title: 'Ms' }), ITINERARY_LABELS.en)).toBe('Ms NGUYEN VAN AN');
  });

  it('names a child or an infant as Mstr or Miss, read from the title written for it', () => {
    const boy = passenger({ key: 'CHD1', type: 'child', firstName: 'MINH' });
    const girl = passenger({ key: 'INF1', type: 'infant', title: 'Ms', firstName: 'LAN' });
    expect(passengerLabel(boy, ITINERARY_LABELS.en)).toBe('Mstr NGUYEN MINH');
    expect(passengerLabel(girl, ITINERARY_LABELS.en)).toBe('Miss NGUYEN LAN');
    expect(passengerLabel(boy, ITINERARY_LABELS.vi)).toBe('Bé trai NGUYEN MINH');
    expect(passengerLabel(girl, ITINERARY_LABELS.vi)).toBe('Bé gái NGUYEN LAN');
  });

  it('leaves out a title the booking does not have', () => {
    expect(passengerLabel(passenger({ title: null }), ITINERARY_LABELS.en)).toBe('NGUYEN VAN AN');
  });
});
