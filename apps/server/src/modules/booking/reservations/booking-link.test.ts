import { randomBytes } from 'node:crypto';
import { createManualClock } from '@skybook/domain/clock';
import { describe, expect, it } from 'vitest';
import { BOOKING_LINK_TTL_MS, decryptBookingLink, encryptBookingLink } from './booking-link';

const LINK = { locator: 'K7X2QM', lastName: 'NGUYEN', firstName: 'VAN AN' };

describe('manage-booking link tokens', () => {
  const key = randomBytes(32);

  it('opens the booking it was made for, and hides it in the token', () => {
    const clock = createManualClock(new Date('2026-11-21T03:00:00Z'));
    const token = encryptBookingLink(LINK, key, clock.now());
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('K7X2QM');
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('NGUYEN');
    expect(decryptBookingLink(token, key, clock.now())).toEqual({ ok: true, value: LINK });
    // Two links to the same booking differ (a fresh IV each time).
    expect(encryptBookingLink(LINK, key, clock.now())).not.toBe(token);
  });

  it('refuses a token changed in any byte, made with another key, or not a token', () => {
    const now = new Date('2026-11-21T03:00:00Z');
    const token = encryptBookingLink(LINK, key, now);
    const raw = Buffer.from(token, 'base64url');
    for (let index = 0; index < raw.length; index++) {
      const changed = Buffer.from(raw);
      changed[index] = (changed[index] ?? 0) ^ 0x01;
      expect(decryptBookingLink(changed.toString('base64url'), key, now)).toEqual({
        ok: false,
        error: 'INVALID',
      });
    }
    expect(decryptBookingLink(raw.subarray(0, raw.length - 1).toString('base64url'), key, now).ok).toBe(
      false,
    );
    expect(decryptBookingLink(token, randomBytes(32), now)).toEqual({ ok: false, error: 'INVALID' });
    for (const garbage of ['', 'abc', 'not a token!', `${token}.`]) {
      expect(decryptBookingLink(garbage, key, now)).toEqual({ ok: false, error: 'INVALID' });
    }
  });

  it('expires after its lifetime, by the clock it is read with', () => {
    const clock = createManualClock(new Date('2026-11-21T03:00:00Z'));
    const token = encryptBookingLink(LINK, key, clock.now());
    clock.advance(BOOKING_LINK_TTL_MS - 1);
    expect(decryptBookingLink(token, key, clock.now()).ok).toBe(true);
    clock.advance(1);
    expect(decryptBookingLink(token, key, clock.now())).toEqual({ ok: false, error: 'EXPIRED' });
    const short = encryptBookingLink(LINK, key, clock.now(), 60_000);
    clock.advance(60_001);
    expect(decryptBookingLink(short, key, clock.now())).toEqual({ ok: false, error: 'EXPIRED' });
  });
});
