import { describe, expect, it } from 'vitest';
import { ANCILLARY_SERVICE_TYPES } from './booking-enums';
import { SERVICE_CUTOFF_HOURS, serviceCutoff, serviceWindow } from './service-cutoffs';

const departure = new Date('2026-11-25T10:00:00Z');

describe('service cut-offs', () => {
  it('give every extra sold on the services page a cut-off, and seats and insurance too', () => {
    for (const type of [...ANCILLARY_SERVICE_TYPES, 'seat', 'travelInsurance'] as const) {
      expect(SERVICE_CUTOFF_HOURS[type]).toBeGreaterThan(0);
    }
  });

  it('sell meals until 24 hours and bags until 3 hours before departure', () => {
    expect(serviceCutoff('meal', departure).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(serviceCutoff('luggage', departure).toISOString()).toBe('2026-11-25T07:00:00.000Z');
  });

  it('close at the cut-off instant, and say departed once the flight has left', () => {
    const justBefore = new Date('2026-11-25T06:59:59.999Z');
    expect(serviceWindow('luggage', departure, justBefore)).toBe('open');
    expect(serviceWindow('luggage', departure, new Date('2026-11-25T07:00:00Z'))).toBe('pastCutoff');
    expect(serviceWindow('meal', departure, justBefore)).toBe('pastCutoff');
    expect(serviceWindow('seat', departure, departure)).toBe('departed');
  });
});
