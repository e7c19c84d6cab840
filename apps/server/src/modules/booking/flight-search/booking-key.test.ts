import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  issuedAtSuffix,
  prepareBookingKey,
  signBookingKey,
  signPreparedBookingKey,
  verifyBookingKey,
  type BookingKeyPayload,
} from './booking-key';

const secret = randomBytes(32);
const payload: BookingKeyPayload = {
  v: 1,
  flights: [101, 205],
  family: 'Eco',
  passengers: [2, 1, 1],
  currency: 'VND',
  total: 4_560_000,
  promoCode: null,
  issuedAt: '2026-11-21T03:00:00.000Z',
};

describe('booking keys', () => {
  it('verify to the payload they were signed with', () => {
    expect(verifyBookingKey(signBookingKey(payload, secret), secret)).toEqual({ ok: true, value: payload });
  });

  it('are refused when the payload was changed', () => {
    const key = signBookingKey(payload, secret);
    const [, signature] = key.split('.');
    const cheaper = Buffer.from(JSON.stringify({ ...payload, total: 1 })).toString('base64url');
    expect(verifyBookingKey(`${cheaper}.${signature ?? ''}`, secret)).toEqual({
      ok: false,
      error: 'BAD_SIGNATURE',
    });
  });

  it('are refused when the signature was changed or made with another secret', () => {
    const key = signBookingKey(payload, secret);
    const flipped = key.slice(0, -2) + (key.endsWith('AA') ? 'BA' : 'AA');
    expect(verifyBookingKey(flipped, secret)).toEqual({ ok: false, error: 'BAD_SIGNATURE' });
    expect(verifyBookingKey(key, randomBytes(32))).toEqual({ ok: false, error: 'BAD_SIGNATURE' });
  });

  it('are refused when malformed', () => {
    for (const bad of ['', 'abc', 'a.b.c', `${'x'.repeat(5000)}.${'y'.repeat(43)}`, 'a b.c']) {
      expect(verifyBookingKey(bad, secret)).toEqual({ ok: false, error: 'MALFORMED' });
    }
  });

  it('are refused when correctly signed but not a booking key payload', () => {
    const body = Buffer.from(JSON.stringify({ v: 2 })).toString('base64url');
    const forged = signBookingKey(payload, secret).split('.')[1] ?? '';
    expect(verifyBookingKey(`${body}.${forged}`, secret).ok).toBe(false);
    const otherShape = signBookingKey({ ...payload, flights: ['x'] } as unknown as BookingKeyPayload, secret);
    expect(verifyBookingKey(otherShape, secret)).toEqual({ ok: false, error: 'MALFORMED' });
  });

  it('signed from a prepared key, are byte for byte what signBookingKey gives', () => {
    // One suffix for every key, as one answer shares it (its encodings are memoised).
    const suffix = issuedAtSuffix(payload.issuedAt);
    for (const flights of [[1], [101, 205], [12_345, 678_901]]) {
      for (const family of ['Eco', 'Deluxe', 'SkyBoss', 'Business']) {
        for (const promoCode of [null, 'SKY10', 'HELLO2026', 'É']) {
          for (const total of [0, 7, 1_250_000, 45_600_000]) {
            const full: BookingKeyPayload = { ...payload, flights, family, promoCode, total };
            const { issuedAt: _issuedAt, ...rest } = full;
            expect(signPreparedBookingKey(prepareBookingKey(rest), suffix, secret)).toBe(
              signBookingKey(full, secret),
            );
          }
        }
      }
    }
  });
});
