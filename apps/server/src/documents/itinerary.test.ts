import { describe, expect, it } from 'vitest';
import { assertItineraryDocument } from './itinerary';
import { sampleCharge, sampleItinerary, sampleStatement } from './itinerary.fixture';

describe('assertItineraryDocument', () => {
  it('accepts the sample', () => {
    expect(() => {
      assertItineraryDocument(sampleItinerary());
    }).not.toThrow();
  });

  const paidNothing = { feeAmount: 0, paidAmount: 0 };

  it.each([
    ['a bad locator', { locator: 'K7QX2' }],
    ['a local time instead of a UTC instant', { bookedAt: '2026-11-21T10:00:00+07:00' }],
    ['no journey', { journeys: [] }],
    [
      'a fractional amount',
      { statement: sampleStatement(paidNothing, [sampleCharge('101', 'P1', 'FA', 'x', 1.5)]) },
    ],
    [
      'a charge for nobody on the booking',
      { statement: sampleStatement(paidNothing, [sampleCharge('101', 'P9', 'FA', 'x', 1)]) },
    ],
    [
      'a charge on a journey the booking does not have',
      { statement: sampleStatement(paidNothing, [sampleCharge('999', 'P1', 'FA', 'x', 1)]) },
    ],
    ['a negative fee', { statement: sampleStatement({ feeAmount: -1, paidAmount: 0 }) }],
    [
      'a total that is not its lines and fee',
      { statement: { ...sampleStatement(), totalAmount: 3_798_000 } },
    ],
    [
      'a remaining that is not the total less what was paid',
      { statement: { ...sampleStatement(), remaining: 1 } },
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
