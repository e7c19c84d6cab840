import { searchFlightResponseSchema } from '@skybook/contracts/flight-search';
import { describe, expect, it } from 'vitest';
import { defaultBookingDraft } from '../../stores/booking-draft';
import { chosenFareOf, staleLegKeys } from './chosen-fares';
import fixture from './components/search-flight.fixture.json';

const roundTrip = searchFlightResponseSchema.parse(fixture);
const multiStop = searchFlightResponseSchema.parse({
  ...fixture,
  tripType: 'stopover',
  legs: fixture.legs.map((leg) => ({ ...leg, direction: 'leg' })),
});
const [firstLeg, secondLeg] = multiStop.legs;
const eco = firstLeg?.journeys[0]?.fares.find((fare) => fare.family === 'Eco');
if (!firstLeg || !secondLeg || !eco?.bookingKey) throw new Error('fixture has no Eco fare');

const selection = (bookingKey: string) => ({
  bookingKey,
  fare: { journeyKey: '1331', family: 'Eco', totalAmount: eco.totalAmount, currency: 'VND' as const },
});

describe('the fare chosen for a leg', () => {
  it('reads a multi-stop leg’s fare by its index, even under a newer booking key, and says the key is stale', () => {
    const draft = { ...defaultBookingDraft(), legSelections: [selection('an-older-key')] };
    expect(chosenFareOf('stopover', firstLeg, draft)?.fare.bookingKey).toBe(eco.bookingKey);
    expect(chosenFareOf('stopover', secondLeg, draft)).toBeNull();
    expect(
      staleLegKeys(multiStop, draft).map(({ index, chosen }) => [index, chosen.fare.bookingKey]),
    ).toEqual([[0, eco.bookingKey]]);
    const current = { ...draft, legSelections: [selection(eco.bookingKey ?? '')] };
    expect(staleLegKeys(multiStop, current)).toEqual([]);
  });

  it('needs the very booking key of this answer for a round-trip direction', () => {
    const chosen = {
      ...defaultBookingDraft(),
      bookingKeys: { departureBookingKey: eco.bookingKey, returnBookingKey: null },
      selectedFares: { departure: selection('').fare, return: null },
    };
    const [departure] = roundTrip.legs;
    if (!departure) throw new Error('no departure');
    expect(chosenFareOf('roundTrip', departure, chosen)?.fare.family).toBe('Eco');
    const older = { ...chosen, bookingKeys: { departureBookingKey: 'an-older-key', returnBookingKey: null } };
    expect(chosenFareOf('roundTrip', departure, older)).toBeNull();
  });
});
