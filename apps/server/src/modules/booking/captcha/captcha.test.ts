import {
  captchaChallengeResponseSchema,
  encodeCaptchaPayload,
  type CaptchaChallenge,
} from '@skybook/contracts/captcha';
import type { ErrorEnvelope } from '@skybook/contracts/errors';
import type { QuotationSummaryResponse } from '@skybook/contracts/quotation';
import type { ManualClock } from '@skybook/domain/clock';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../../../test/app-fixture';
import type { TestSession } from '../../../../test/booking-session-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { openSessionsOnDirectFlight, quoteSession, RESERVATIONS } from '../../../../test/reservation-fixture';
import { HoldSweeper } from '../reservations/hold-sweeper';

const CHALLENGE = '/booking/api/v1/captcha/challenge';
const SUMMARY = '/booking/api/v1/quotations/summary';

describe.each(TEST_ENGINES)('the proof-of-work challenge on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;
  let client = 0;
  /** Each test is its own client address, so one test's counts never reach another's. */
  const address = () => `10.9.0.${String(client)}`;

  beforeAll(async () => {
    test = await createTestApp(engine, {
      seedDays: 10,
      env: {
        HOLD_SWEEP_INTERVAL_MS: '3600000',
        CAPTCHA_BOOKINGS_PER_WINDOW: '1',
        CAPTCHA_LOOKUPS_PER_WINDOW: '2',
        // Little work, so the test's solver is quick; the protocol is the same.
        CAPTCHA_COST: '10',
        CAPTCHA_MAX_COUNTER: '50',
      },
    });
    clock = test.app.clock as ManualClock;
  }, 120_000);
  beforeEach(() => {
    // A fresh window start for each test (windows are aligned to 10 minutes).
    clock.set(TEST_NOW);
    client++;
  });
  afterAll(() => test.close());

  const challenge = async (): Promise<CaptchaChallenge> => {
    const response = await test.app.inject({ url: CHALLENGE });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return captchaChallengeResponseSchema.parse(response.json()).challenge;
  };
  const solved = async (): Promise<string> => {
    const issued = await challenge();
    const solution = await solveChallenge({ challenge: issued, deriveKey });
    if (!solution) throw new Error('not solved');
    return encodeCaptchaPayload({
      challenge: issued,
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    });
  };

  const sessions = async (count: number): Promise<TestSession[]> => {
    const opened = await openSessionsOnDirectFlight(test.app, {
      from: 'HAN',
      to: 'SGN',
      date: '2026-11-27',
      count,
    });
    for (const session of opened.sessions) await quoteSession(test.app, session);
    return opened.sessions;
  };
  const book = (session: TestSession, captcha?: string) =>
    test.app.inject({
      method: 'POST',
      url: RESERVATIONS,
      headers: {
        ...session.headers,
        'idempotency-key': `key-${session.headers['x-session-id']}`,
        'accept-language': 'en',
        ...(captcha === undefined ? {} : { 'x-captcha': captcha }),
      },
      remoteAddress: address(),
    });
  const summary = async (session: TestSession): Promise<boolean> => {
    const response = await test.app.inject({
      method: 'POST',
      url: SUMMARY,
      headers: session.headers,
      remoteAddress: address(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<QuotationSummaryResponse>().googleCaptchaStatus;
  };
  const lookup = (captcha?: string) =>
    test.app.inject({
      url: `${RESERVATIONS}?${new URLSearchParams({ locator: 'ZZZZZZ', lastName: 'NGUYEN', firstName: 'AN' }).toString()}`,
      headers: { 'accept-language': 'vi', ...(captcha === undefined ? {} : { 'x-captcha': captcha }) },
      remoteAddress: address(),
    });
  const reservationsOf = (session: TestSession) =>
    test.database.db
      .selectFrom('reservation')
      .select('id')
      .where('session_id', '=', session.headers['x-session-id'])
      .execute();

  it('books below the threshold without a challenge, and says when the next booking will need one', async () => {
    const [first, second] = await sessions(2);
    if (!first || !second) throw new Error('no sessions');
    expect(await summary(first)).toBe(false);
    const response = await book(first);
    expect(response.statusCode, response.body).toBe(201);
    expect(await summary(second)).toBe(true);
  });

  it('asks past the threshold with 428 CAPTCHA_REQUIRED, writing nothing, then books with a solved challenge', async () => {
    const [first, second] = await sessions(2);
    if (!first || !second) throw new Error('no sessions');
    expect((await book(first)).statusCode).toBe(201);

    const refused = await book(second);
    expect(refused.statusCode, refused.body).toBe(428);
    const envelope = refused.json<ErrorEnvelope>();
    expect(envelope.errorCode).toBe('CAPTCHA_REQUIRED');
    expect(envelope.message).toMatch(/robot/);
    expect(await reservationsOf(second)).toEqual([]);

    // The same Idempotency-Key again, now with the solution: the 428 was not stored as its answer.
    const booked = await book(second, await solved());
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await reservationsOf(second)).toHaveLength(1);
  });

  it('refuses a wrong, a forged, a malformed and a reused solution with 403 CAPTCHA_INVALID', async () => {
    const [first, second, third] = await sessions(3);
    if (!first || !second || !third) throw new Error('no sessions');
    expect((await book(first)).statusCode).toBe(201);

    const issued = await challenge();
    const wrong = encodeCaptchaPayload({
      challenge: issued,
      solution: { counter: 0, derivedKey: 'ab'.repeat(32) },
    });
    const forgedChallenge = {
      ...issued,
      parameters: {
        ...issued.parameters,
        data: { expiresAtMs: issued.parameters.data.expiresAtMs + 3_600_000 },
      },
    };
    const good = await solveChallenge({ challenge: issued, deriveKey });
    if (!good) throw new Error('not solved');
    const forged = encodeCaptchaPayload({ challenge: forgedChallenge, solution: good });
    for (const captcha of [wrong, forged, 'not base64 at all!', btoa('{"challenge":1}')]) {
      const response = await book(second, captcha);
      expect(response.statusCode, captcha).toBe(403);
      expect(response.json<ErrorEnvelope>().errorCode).toBe('CAPTCHA_INVALID');
    }
    expect(await reservationsOf(second)).toEqual([]);

    const solution = await solved();
    expect((await book(second, solution)).statusCode).toBe(201);
    const reused = await book(third, solution);
    expect(reused.statusCode, reused.body).toBe(403);
    expect(reused.json<ErrorEnvelope>().errorCode).toBe('CAPTCHA_INVALID');
    expect(await reservationsOf(third)).toEqual([]);
  });

  it('counts lookups by code and name: past the threshold they need a solution, refused once expired', async () => {
    expect((await lookup()).statusCode).toBe(404);
    expect((await lookup()).statusCode).toBe(404);
    const refused = await lookup();
    expect(refused.statusCode, refused.body).toBe(428);
    expect(refused.json<ErrorEnvelope>().errorCode).toBe('CAPTCHA_REQUIRED');
    // Answered in the page's language.
    expect(refused.json<ErrorEnvelope>().message).toMatch(/robot/);

    // With a solution the lookup runs (and answers as before: no such booking).
    expect((await lookup(await solved())).statusCode).toBe(404);

    // A challenge is good for 10 minutes from its issue.
    const late = await solved();
    const old = await solved();
    clock.advance(9 * 60 * 1000);
    const inTime = await lookup(late);
    expect(inTime.statusCode, inTime.body).toBe(404);
    // Two windows later: the first lookups are free again, then the old solution is too old.
    clock.set(new Date(TEST_NOW.getTime() + 20 * 60 * 1000 + 1000));
    expect((await lookup()).statusCode).toBe(404);
    expect((await lookup()).statusCode).toBe(404);
    const expired = await lookup(old);
    expect(expired.statusCode, expired.body).toBe(403);
    expect(expired.json<ErrorEnvelope>().errorCode).toBe('CAPTCHA_EXPIRED');
  });

  it('does not count a lookup by manage grant, and the sweeper purges expired redemptions', async () => {
    for (let i = 0; i < 4; i++) {
      const response = await test.app.inject({
        url: RESERVATIONS,
        headers: { 'x-manage-grant': 'not-a-grant' },
        remoteAddress: address(),
      });
      expect(response.statusCode).not.toBe(428);
    }
    await test.app.captcha.redeem(await solved());
    const stored = () => test.database.db.selectFrom('captcha_redemption').select('expires_at').execute();
    const sweeper = new HoldSweeper(test.database.db, clock, test.app.log, 3_600_000);
    // Not expired yet: kept.
    await sweeper.sweep();
    const live = (await stored()).filter((row) => row.expires_at > clock.now().toISOString());
    expect(live.length).toBeGreaterThan(0);
    clock.advance(11 * 60 * 1000);
    const result = await sweeper.sweep();
    expect(result.purgedCaptchaRedemptions).toBeGreaterThanOrEqual(live.length);
    expect((await stored()).filter((row) => row.expires_at <= clock.now().toISOString())).toEqual([]);
  });
});
