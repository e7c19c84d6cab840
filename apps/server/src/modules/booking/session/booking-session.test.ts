import { bookingSessionSchema, type BookingSessionDto } from '@skybook/contracts/booking-session';
import type { ErrorEnvelope } from '@skybook/contracts/errors';
import type { ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app-fixture';
import { openTestSession } from '../../../../test/booking-session-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { loadBookingKeySecret, signBookingKey, verifyBookingKey } from '../flight-search/booking-key';

const SESSION = '/booking/api/v1/session-booking';

describe.each(TEST_ENGINES)('booking session on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;

  beforeAll(async () => {
    test = await createTestApp(engine, { seedDays: 10 });
    clock = test.app.clock as ManualClock;
  }, 120_000);
  afterAll(() => test.close());

  const get = (headers: Record<string, string>) => test.app.inject({ url: SESSION, headers });
  const open = (payload: object) => test.app.inject({ method: 'POST', url: SESSION, payload });

  it('opens a round-trip session from the chosen fares and reads it back', async () => {
    const { session, headers, search } = await openTestSession(test.app, {
      from: 'SGN',
      to: 'HAN',
      date: '2026-11-23',
      returnDate: '2026-11-26',
      adults: 2,
      children: 1,
      infants: 1,
    });
    expect(bookingSessionSchema.safeParse(session).error).toBeUndefined();
    expect(session.sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(session.passengers).toEqual({ adult: 2, child: 1, infant: 1 });
    expect(session.journeys.map((journey) => journey.direction)).toEqual(['departure', 'return']);
    expect(session.journeys.every((journey) => journey.isDomestic)).toBe(true);
    expect(session.requiresDocuments).toBe(false);
    // Ages are checked at the last flight's local date.
    expect(session.ageReferenceDate).toBe('2026-11-26');
    const firstFare = search.legs[0]?.journeys
      .flatMap((journey) => journey.fares)
      .find((fare) => fare.bookingKey);
    expect(session.journeys[0]?.quotedTotal).toBe(
      firstFare?.promo?.totalAfterDiscount ?? firstFare?.totalAmount,
    );
    // Expiry in Unix seconds, 30 minutes on.
    expect(session.expiry).toBe(Math.floor(clock.now().getTime() / 1000) + 30 * 60);

    const read = await get(headers);
    expect(read.statusCode).toBe(200);
    expect(read.json<BookingSessionDto>().journeys).toEqual(session.journeys);
    expect(read.headers['x-session-expiry']).toBe(String(session.expiry));
  });

  it('needs documents for Vietnam–Australia journeys', async () => {
    const { session } = await openTestSession(test.app, { from: 'SGN', to: 'SYD', date: '2026-11-24' });
    expect(session.requiresDocuments).toBe(true);
    expect(session.journeys[0]?.isDomestic).toBe(false);
  });

  it('slides the expiry on each use and answers SESSION_ID_EXPIRED after 30 idle minutes', async () => {
    const { headers } = await openTestSession(test.app, { from: 'SGN', to: 'DAD', date: '2026-11-23' });
    clock.advance(29 * 60 * 1000);
    const kept = await get(headers);
    expect(kept.statusCode).toBe(200);
    clock.advance(29 * 60 * 1000);
    expect((await get(headers)).statusCode).toBe(200);
    clock.advance(31 * 60 * 1000);
    const expired = await get(headers);
    expect(expired.statusCode).toBe(410);
    expect(expired.json<ErrorEnvelope>().errorCode).toBe('SESSION_ID_EXPIRED');
  });

  it('answers SESSION_EXPIRED without a session and SESSION_ID_INVALID for an unknown or malformed one', async () => {
    const none = await get({});
    expect(none.statusCode).toBe(410);
    expect(none.json<ErrorEnvelope>().errorCode).toBe('SESSION_EXPIRED');
    const unknown = await get({ 'x-session-id': '0'.repeat(32) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorEnvelope>().errorCode).toBe('SESSION_ID_INVALID');
    const malformed = await get({ 'x-session-id': 'not-a-session', 'accept-language': 'en' });
    const invalid = malformed.json<ErrorEnvelope>();
    expect(invalid.errorCode).toBe('SESSION_ID_INVALID');
    expect(invalid.message).toBe('The session is not valid.');
  });

  it('refuses forged, mixed, stale, mis-ordered or miscounted booking keys with the reason', async () => {
    const { session } = await openTestSession(test.app, {
      from: 'SGN',
      to: 'HAN',
      date: '2026-11-23',
      returnDate: '2026-11-26',
    });
    const [outbound, inbound] = session.journeys.map((journey) => journey.bookingKey);
    const reason = async (payload: object): Promise<unknown> => {
      const response = await open(payload);
      expect(response.statusCode).toBe(400);
      const body = response.json<ErrorEnvelope>();
      return body.errorCode === 'SESSION_ID_INIT_SESSION_DATA_FAILED' ? body.details?.reason : body.errorCode;
    };
    expect(await reason({ tripType: 'roundTrip', bookingKeys: [outbound] })).toBe('journeyCount');
    expect(await reason({ tripType: 'roundTrip', bookingKeys: [inbound, outbound] })).toBe('journeyOrder');
    const forged = `${outbound?.slice(0, -2) ?? ''}AA`;
    expect(await reason({ tripType: 'oneway', bookingKeys: [forged] })).toBe('bookingKey');
    const secret = await loadBookingKeySecret(test.database.db, clock.now());
    const payload = verifyBookingKey(inbound ?? '', secret);
    if (!payload.ok) throw new Error('key');
    const otherCurrency = signBookingKey({ ...payload.value, currency: 'USD' }, secret);
    expect(await reason({ tripType: 'roundTrip', bookingKeys: [outbound, otherCurrency] })).toBe(
      'mixedBookingKeys',
    );
    const old = signBookingKey(
      { ...payload.value, issuedAt: new Date(clock.now().getTime() - 3 * 60 * 60 * 1000).toISOString() },
      secret,
    );
    expect(await reason({ tripType: 'oneway', bookingKeys: [old] })).toBe('bookingKeyExpired');
    expect(await reason({ tripType: 'oneway', bookingKeys: [] })).toBe('INVALID_REQUEST');
  });
});
