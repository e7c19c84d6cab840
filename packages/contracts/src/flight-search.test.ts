import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  lowFareQuerySchema,
  lowFareResponseSchema,
  searchFlightQuerySchema,
  searchFlightResponseSchema,
} from './flight-search';

describe('searchFlightQuerySchema', () => {
  it('keeps query values as strings so the server can answer requirements §5 codes', () => {
    expect(searchFlightQuerySchema.parse({ departAirport: 'SGN', adultCount: 'two', refCode: 'x' })).toEqual({
      departAirport: 'SGN',
      adultCount: 'two',
    });
  });

  it('takes repeated legs as a list or a single leg as a string', () => {
    expect(
      searchFlightQuerySchema.parse({ legs: ['SGN-HAN-2026-12-01', 'HAN-DAD-2026-12-04'] }).legs,
    ).toHaveLength(2);
    expect(searchFlightQuerySchema.parse({ legs: 'SGN-HAN-2026-12-01' }).legs).toBe('SGN-HAN-2026-12-01');
  });

  it('documents every parameter for /openapi.json', () => {
    const json = z.toJSONSchema(searchFlightQuerySchema, { io: 'input' }) as {
      properties: Record<string, { description?: string }>;
    };
    for (const [name, property] of Object.entries(json.properties)) {
      expect(property.description, name).toBeTruthy();
    }
    expect(json.properties.legs?.description).toContain('SGN-HAN-2026-12-01');
  });
});

describe('lowFareQuerySchema', () => {
  it('accepts a month or a date range', () => {
    expect(lowFareQuerySchema.parse({ month: '2026-12' })).toEqual({ month: '2026-12' });
    expect(lowFareQuerySchema.parse({ from: '2026-12-01', to: '2026-12-31' })).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });
});

describe('response schemas', () => {
  it('accept an empty search answer and refuse a currency requirements §3 does not list', () => {
    const answer = {
      tripType: 'oneway',
      currency: 'VND',
      minorUnitExponent: 0,
      passengers: { adult: 1, child: 0, infant: 0 },
      promo: null,
      fareFamilies: [],
      legs: [
        {
          index: 0,
          direction: 'leg',
          departAirport: 'VCA',
          arrivalAirport: 'HUI',
          cityPair: 'VCA-HUI',
          date: '2026-12-01',
          routeExists: false,
          journeys: [],
        },
      ],
    };
    expect(searchFlightResponseSchema.safeParse(answer).success).toBe(true);
    expect(searchFlightResponseSchema.safeParse({ ...answer, currency: 'EUR' }).success).toBe(false);
  });

  it('allow a day with no fare in the low-fare calendar', () => {
    expect(
      lowFareResponseSchema.safeParse({
        cityPair: 'SGN-HAN',
        currency: 'USD',
        minorUnitExponent: 2,
        passengers: { adult: 1, child: 0, infant: 0 },
        from: '2026-12-01',
        to: '2026-12-01',
        days: [{ date: '2026-12-01', flights: 0, lowestTotalAmount: null, fareFamily: null }],
      }).success,
    ).toBe(true);
  });
});
