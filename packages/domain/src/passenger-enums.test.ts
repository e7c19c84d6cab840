import { describe, expect, it } from 'vitest';
import {
  EMERGENCY_RELATIONS,
  FARE_APPLICABILITIES,
  GENDERS,
  PASSENGER_TYPES,
  TITLES,
} from './passenger-enums';

describe('passenger vocabularies', () => {
  it('counts adults, children and infants, with fares for the first two only', () => {
    expect(PASSENGER_TYPES).toEqual(['adult', 'child', 'infant']);
    expect(FARE_APPLICABILITIES).toEqual(['adult', 'child']);
  });

  it('offers the titles and genders of requirements §3', () => {
    expect(TITLES).toEqual(['Mr', 'Mrs', 'Ms']);
    expect(GENDERS).toEqual(['male', 'female', 'other']);
  });

  it('offers eight distinct emergency-contact relations', () => {
    expect(EMERGENCY_RELATIONS).toHaveLength(8);
    expect(new Set(EMERGENCY_RELATIONS).size).toBe(8);
  });
});
