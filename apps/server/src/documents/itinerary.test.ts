import { describe, expect, it } from 'vitest';
import { assertItineraryDocument, chargeGroups, remainingMinor, totalMinor } from './itinerary';
import { sampleItinerary } from './itinerary.fixture';

describe('itinerary totals', () => {
  it('groups charges per passenger in passenger order, then the booking-wide lines', () => {
    const groups = chargeGroups(sampleItinerary());
    expect(groups.map((group) => [group.passenger?.key ?? null, group.subtotalMinor])).toEqual([
      ['P1', 1_964_000],
      ['P2', 1_784_000],
      ['P3', 150_000],
      [null, -100_000],
    ]);
    expect(totalMinor(sampleItinerary())).toBe(3_798_000);
  });

  it('owes what is not yet paid', () => {
    expect(remainingMinor(sampleItinerary())).toBe(0);
    const unpaid = sampleItinerary({ payment: { methodName: null, status: null, paidMinor: 1_000_000 } });
    expect(remainingMinor(unpaid)).toBe(2_798_000);
  });
});

describe('assertItineraryDocument', () => {
  it('accepts the sample', () => {
    expect(() => {
      assertItineraryDocument(sampleItinerary());
    }).not.toThrow();
  });

  it.each([
    ['a bad locator', { locator: 'K7QX2' }],
    ['a local time instead of a UTC instant', { bookedAt: '2026-11-21T10:00:00+07:00' }],
    ['no journey', { journeys: [] }],
    [
      'a fractional amount',
      { charges: [{ passengerKey: null, code: 'FA', description: { vi: 'x', en: 'x' }, amountMinor: 1.5 }] },
    ],
    [
      'a charge for nobody on the booking',
      { charges: [{ passengerKey: 'P9', code: 'FA', description: { vi: 'x', en: 'x' }, amountMinor: 1 }] },
    ],
  ])('refuses %s', (_what, overrides) => {
    expect(() => {
      assertItineraryDocument(sampleItinerary(overrides));
    }).toThrow(TypeError);
  });

  it('refuses a seat on a flight the booking does not have and an unknown time zone', () => {
    const doc = sampleItinerary();
    const [first, ...others] = doc.passengers;
    if (!first) throw new Error('sample has passengers');
    expect(() => {
      assertItineraryDocument({
        ...doc,
        passengers: [{ ...first, seats: [{ segmentKey: '999', seatCode: '1A' }] }, ...others],
      });
    }).toThrow(/unknown flight 999/);
    const [journey] = doc.journeys;
    const [segment] = journey?.segments ?? [];
    if (!journey || !segment) throw new Error('sample has flights');
    const badZone = { ...segment, origin: { ...segment.origin, timeZone: 'Asia/Nowhere' } };
    expect(() => {
      assertItineraryDocument({ ...doc, journeys: [{ ...journey, segments: [badZone] }] });
    }).toThrow(/Asia\/Nowhere/);
  });
});
