import { describe, expect, it } from 'vitest';
import { journeyRequiresDocuments, type JourneyLeg } from './documents-rule';

const leg = (originCountry: string, destinationCountry: string): JourneyLeg => ({
  originCountry,
  destinationCountry,
});

describe('journeyRequiresDocuments', () => {
  it('requires documents between Vietnam and Australia in either direction', () => {
    expect(journeyRequiresDocuments([leg('VN', 'AU')])).toBe(true);
    expect(journeyRequiresDocuments([leg('AU', 'VN')])).toBe(true);
  });

  it('requires documents between Vietnam and Kazakhstan in either direction', () => {
    expect(journeyRequiresDocuments([leg('VN', 'KZ')])).toBe(true);
    expect(journeyRequiresDocuments([leg('KZ', 'VN')])).toBe(true);
  });

  it('requires documents for a journey through Vietnam between Kazakhstan and Vietnam with a domestic leg', () => {
    expect(journeyRequiresDocuments([leg('VN', 'VN'), leg('VN', 'KZ')])).toBe(true);
  });

  it('requires documents for any Australian journey with two legs, even one not ending in Vietnam', () => {
    expect(journeyRequiresDocuments([leg('SG', 'VN'), leg('VN', 'AU')])).toBe(true);
    expect(journeyRequiresDocuments([leg('AU', 'VN'), leg('VN', 'TH')])).toBe(true);
  });

  it('requires documents from Vietnam to Australia connecting through a Vietnamese hub, both ways', () => {
    // HAN → SGN → SYD and back.
    expect(journeyRequiresDocuments([leg('VN', 'VN'), leg('VN', 'AU')])).toBe(true);
    expect(journeyRequiresDocuments([leg('AU', 'VN'), leg('VN', 'VN')])).toBe(true);
  });

  it('requires documents between Vietnam and Australia connecting abroad', () => {
    expect(journeyRequiresDocuments([leg('VN', 'SG'), leg('SG', 'AU')])).toBe(true);
  });

  it('requires documents for an Australian journey of several legs that never touches Vietnam', () => {
    expect(journeyRequiresDocuments([leg('AU', 'SG'), leg('SG', 'JP')])).toBe(true);
    expect(journeyRequiresDocuments([leg('TH', 'SG'), leg('SG', 'AU')])).toBe(true);
    expect(journeyRequiresDocuments([leg('AU', 'AU'), leg('AU', 'NZ')])).toBe(true);
  });

  it('requires none for a single-leg Australian journey not touching Vietnam', () => {
    expect(journeyRequiresDocuments([leg('AU', 'SG')])).toBe(false);
    expect(journeyRequiresDocuments([leg('SG', 'AU')])).toBe(false);
  });

  it('requires none for domestic Vietnamese journeys, direct or connecting', () => {
    expect(journeyRequiresDocuments([leg('VN', 'VN')])).toBe(false);
    expect(journeyRequiresDocuments([leg('VN', 'VN'), leg('VN', 'VN')])).toBe(false);
  });

  it('requires none between Vietnam and Singapore, direct or connecting', () => {
    expect(journeyRequiresDocuments([leg('VN', 'SG')])).toBe(false);
    expect(journeyRequiresDocuments([leg('SG', 'VN'), leg('VN', 'VN')])).toBe(false);
  });

  it('requires none for a Kazakh journey that does not start or end in Vietnam', () => {
    expect(journeyRequiresDocuments([leg('KZ', 'TH')])).toBe(false);
    expect(journeyRequiresDocuments([leg('KZ', 'VN'), leg('VN', 'TH')])).toBe(false);
  });

  it('requires documents from Kazakhstan to Vietnam through a Vietnamese hub', () => {
    expect(journeyRequiresDocuments([leg('KZ', 'VN'), leg('VN', 'VN')])).toBe(true);
  });

  it('requires none for an empty journey', () => {
    expect(journeyRequiresDocuments([])).toBe(false);
  });
});
