import { describe, expect, it } from 'vitest';
import { bookingTab, tabCounts } from './booking-tabs';

const NOW = new Date('2026-11-21T03:00:00.000Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const after = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

describe('the my-trips tab of a booking', () => {
  it('holds an unpaid booking under UNPAID until its hold runs out, then under CANCELLED', () => {
    expect(bookingTab({ status: 'Unpaid', holdExpiresAt: after(1), lastArrivalAt: after(9) }, NOW)).toBe(
      'UNPAID',
    );
    expect(
      bookingTab({ status: 'Unpaid', holdExpiresAt: NOW.toISOString(), lastArrivalAt: after(9) }, NOW),
    ).toBe('CANCELLED');
  });

  it('holds a paid booking under INCOMING until its last flight lands, then under COMPLETED', () => {
    expect(bookingTab({ status: 'Paid', holdExpiresAt: before(9), lastArrivalAt: after(1) }, NOW)).toBe(
      'INCOMING',
    );
    expect(
      bookingTab({ status: 'Paid', holdExpiresAt: before(9), lastArrivalAt: NOW.toISOString() }, NOW),
    ).toBe('COMPLETED');
  });

  it('holds a cancelled booking under CANCELLED whatever its flights', () => {
    expect(bookingTab({ status: 'Cancel', holdExpiresAt: after(9), lastArrivalAt: after(9) }, NOW)).toBe(
      'CANCELLED',
    );
  });

  it('counts every booking under ALL and under its own tab', () => {
    expect(tabCounts(['UNPAID', 'CANCELLED', 'CANCELLED', 'COMPLETED'])).toEqual({
      ALL: 4,
      UNPAID: 1,
      INCOMING: 0,
      COMPLETED: 1,
      CANCELLED: 2,
    });
  });
});
