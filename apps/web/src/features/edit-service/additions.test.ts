import { describe, expect, it } from 'vitest';
import { addAddition, removeSlot, runningTotal, toServiceSelection, type Addition } from './additions';

const seat = (code: string, amount: number): Addition => ({
  kind: 'seat',
  choice: { journeyIndex: 0, flightIndex: 0, passengerKey: 'ADT1', seatCode: code },
  amount,
  label: code,
});
const bag = (productCode: string, amount: number): Addition => ({
  kind: 'item',
  choice: { journeyIndex: 0, flightIndex: null, passengerKey: 'ADT1', productCode, quantity: 1 },
  amount,
  label: productCode,
  isBag: true,
  termsKey: null,
});

describe('additions on /my/edit-service', () => {
  it('keep one seat per passenger and flight and one bag pack per journey: choosing again replaces it', () => {
    let additions = addAddition(new Map(), seat('12A', 100));
    additions = addAddition(additions, seat('14C', 150));
    additions = addAddition(additions, bag('BAG20', 300));
    additions = addAddition(additions, bag('BAG30', 400));
    expect(runningTotal(additions)).toBe(550);
    expect(toServiceSelection(additions, false)).toEqual({
      seats: [{ journeyIndex: 0, flightIndex: 0, passengerKey: 'ADT1', seatCode: '14C' }],
      items: [
        { journeyIndex: 0, flightIndex: null, passengerKey: 'ADT1', productCode: 'BAG30', quantity: 1 },
      ],
      insurance: [],
      flyGreenVnd: null,
      acceptedTerms: [],
    });
  });

  it('send the terms an extra needs only once they are accepted, and forget a removed slot', () => {
    const shuttle: Addition = {
      kind: 'item',
      choice: { journeyIndex: 0, flightIndex: null, passengerKey: 'ADT1', productCode: 'BUS', quantity: 1 },
      amount: 90,
      label: 'Shuttle',
      isBag: false,
      termsKey: 'airportShuttleTerms',
    };
    const additions = addAddition(new Map(), shuttle);
    expect(toServiceSelection(additions, false).acceptedTerms).toEqual([]);
    expect(toServiceSelection(additions, true).acceptedTerms).toEqual(['airportShuttleTerms']);
    expect(runningTotal(removeSlot(additions, 'item|0|null|ADT1|BUS'))).toBe(0);
  });
});
