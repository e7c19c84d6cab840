import { describe, expect, it } from 'vitest';
import { flightOperationProblems, formatLocalInstant, type FlightOperationInput } from './flight-operation';

const NOW = new Date('2026-11-26T12:00:00Z');
const delayed: FlightOperationInput = {
  status: 'delayed',
  actualDepartureAt: '2026-11-26T02:10:00Z',
  actualArrivalAt: '2026-11-26T03:30:00Z',
  delayMinutes: 95,
  reason: 'weather',
};

describe('flightOperationProblems', () => {
  it('accepts a delayed flight with times, a delay and a reason, and a cancelled one without times', () => {
    expect(flightOperationProblems(delayed, NOW)).toEqual([]);
    expect(
      flightOperationProblems(
        {
          status: 'cancelled',
          actualDepartureAt: null,
          actualArrivalAt: null,
          delayMinutes: 0,
          reason: 'crew',
        },
        NOW,
      ),
    ).toEqual([]);
    expect(
      flightOperationProblems({ ...delayed, status: 'operated', delayMinutes: 0, reason: null }, NOW),
    ).toEqual([]);
  });

  it('refuses a negative or fractional delay, and a delayed flight without one', () => {
    expect(flightOperationProblems({ ...delayed, delayMinutes: -5 }, NOW)).toEqual([
      { field: 'delayMinutes', code: 'negativeDelay' },
    ]);
    expect(flightOperationProblems({ ...delayed, delayMinutes: 1.5 }, NOW)).toEqual([
      { field: 'delayMinutes', code: 'negativeDelay' },
    ]);
    expect(flightOperationProblems({ ...delayed, delayMinutes: 0 }, NOW)).toEqual([
      { field: 'delayMinutes', code: 'delayedWithoutDelay' },
    ]);
  });

  it('refuses an arrival at or before the departure, and a departure still to come', () => {
    expect(flightOperationProblems({ ...delayed, actualArrivalAt: delayed.actualDepartureAt }, NOW)).toEqual([
      { field: 'actualArrivalAt', code: 'arrivalNotAfterDeparture' },
    ]);
    expect(
      flightOperationProblems(
        { ...delayed, actualDepartureAt: '2026-11-27T02:00:00Z', actualArrivalAt: '2026-11-27T03:00:00Z' },
        NOW,
      ),
    ).toEqual([{ field: 'actualDepartureAt', code: 'departureInFuture' }]);
  });

  it('refuses actual times on a cancelled flight, missing times on a flown one, and no reason for a disruption', () => {
    expect(flightOperationProblems({ ...delayed, status: 'cancelled' }, NOW)).toEqual([
      { field: 'actualDepartureAt', code: 'cancelledWithTimes' },
      { field: 'actualArrivalAt', code: 'cancelledWithTimes' },
    ]);
    expect(
      flightOperationProblems({ ...delayed, status: 'diverted', actualArrivalAt: null, reason: null }, NOW),
    ).toEqual([
      { field: 'actualArrivalAt', code: 'missingActualTime' },
      { field: 'reason', code: 'reasonRequired' },
    ]);
  });
});

describe('formatLocalInstant', () => {
  it('writes the airport’s wall clock time first, as requirements §9 does', () => {
    expect(formatLocalInstant('2026-11-26T09:35+07:00')).toBe('09:35 26/11/2026');
    expect(formatLocalInstant('2026-12-31T23:05-03:30')).toBe('23:05 31/12/2026');
    expect(() => formatLocalInstant('yesterday')).toThrow(TypeError);
  });
});
