import type { BookingSessionDto } from '@skybook/contracts/booking-session';
import type { ErrorEnvelope } from '@skybook/contracts/errors';
import { emptyServiceSelection } from '@skybook/contracts/quotation';
import type { ManualClock } from '@skybook/domain/clock';
import { signRequest } from '@skybook/domain/request-signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app-fixture';
import { openTestSession, type TestSession } from '../../../../test/booking-session-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { validDetails } from '../../../../test/passenger-details-fixture';
import { loadSessionSigningSecret, sessionSigningKey } from './request-signature';

const SESSION = '/booking/api/v1/session-booking';
const STATUS = '/booking/api/v1/session-booking/status';
const QUOTATION = '/booking/api/v1/reservations/quotation';
const OPTIONS = '/booking/api/v1/ancillaryOptions';

interface Call {
  method?: string;
  url: string;
  body?: string;
}

interface Signing {
  /** What is signed, when it differs from what is sent. */
  signed?: Partial<Call>;
  key?: string;
  /** Seconds from the server's clock. */
  skew?: number;
  headers?: Record<string, string>;
}

describe.each(TEST_ENGINES)('signed booking calls on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;
  let first: TestSession;
  let second: TestSession;

  beforeAll(async () => {
    // The app as it is: calls go out exactly as each test writes them.
    test = await createTestApp(engine, { seedDays: 10, signSessionCalls: false });
    clock = test.app.clock as ManualClock;
    first = await openTestSession(test.app, { from: 'SGN', to: 'HAN', date: '2026-11-23' });
    second = await openTestSession(test.app, { from: 'SGN', to: 'DAD', date: '2026-11-24' });
  }, 120_000);
  afterAll(() => test.close());

  const quotationBody = () =>
    JSON.stringify({ details: validDetails(first.session), services: emptyServiceSelection() });
  const optionsUrl = () =>
    `${OPTIONS}?languageId=en&bookingKey=${encodeURIComponent(first.session.journeys[0]?.bookingKey ?? '')}`;

  /** Sends `call` for `session`, signed as `signing` says (by default: correctly, now). */
  const send = async (call: Call, session: TestSession = first, signing: Signing = {}) => {
    const method = call.method ?? 'GET';
    const signedCall = { method, ...call, ...signing.signed };
    const signature = await signRequest({
      key: signing.key ?? session.session.signingKey,
      method: signedCall.method,
      url: signedCall.url,
      body: signedCall.body,
      now: new Date(clock.now().getTime() + (signing.skew ?? 0) * 1000),
    });
    return test.app.inject({
      method,
      url: call.url,
      headers: {
        ...session.headers,
        ...signature,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        'accept-language': 'en',
        ...signing.headers,
      },
      ...(call.body === undefined ? {} : { payload: call.body }),
    });
  };
  const refusal = (response: { statusCode: number; body: string }) => ({
    status: response.statusCode,
    errorCode: (JSON.parse(response.body) as ErrorEnvelope).errorCode,
  });
  const INVALID = { status: 403, errorCode: 'REQUEST_SIGNATURE_INVALID' };

  it('hands each session its own key, derived from the server secret and the session id', async () => {
    const secret = await loadSessionSigningSecret(test.database.db, clock.now());
    expect(first.session.signingKey).toBe(sessionSigningKey(secret, first.sessionId));
    expect(second.session.signingKey).not.toBe(first.session.signingKey);
    const read = await send({ url: SESSION });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<BookingSessionDto>().signingKey).toBe(first.session.signingKey);
  });

  it('accepts a signed call with a body, and its query signed in any order', async () => {
    const quoted = await send({ method: 'POST', url: QUOTATION, body: quotationBody() });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const [path, query] = optionsUrl().split('?');
    const reordered = `${path ?? ''}?${(query ?? '').split('&').reverse().join('&')}`;
    const options = await send({ url: optionsUrl() }, first, { signed: { url: reordered } });
    expect(options.statusCode, options.body).toBe(200);
  });

  it('refuses a call without its signature: 400 REQUEST_SIGNATURE_MISSING, in the visitor’s language', async () => {
    const bare = await test.app.inject({
      url: SESSION,
      headers: { ...first.headers, 'accept-language': 'vi' },
    });
    expect(refusal(bare)).toEqual({ status: 400, errorCode: 'REQUEST_SIGNATURE_MISSING' });
    expect(bare.json<ErrorEnvelope>().message).toBe(
      'Yêu cầu đặt chỗ này chưa được ký. Vui lòng bắt đầu đặt chỗ lại.',
    );
    const noTimestamp = await send({ url: SESSION }, first, { headers: { 'x-signature-timestamp': '' } });
    expect(refusal(noTimestamp)).toEqual({ status: 400, errorCode: 'REQUEST_SIGNATURE_MISSING' });
    // The session named in the status call's query is signed as the header is.
    const byQuery = await test.app.inject({ url: `${STATUS}?sessionId=${first.sessionId}` });
    expect(refusal(byQuery)).toEqual({ status: 400, errorCode: 'REQUEST_SIGNATURE_MISSING' });
  });

  it('accepts a signed instant up to five minutes either side of the server clock, and refuses one further: 401 REQUEST_SIGNATURE_EXPIRED', async () => {
    for (const skew of [-300, 300])
      expect((await send({ url: SESSION }, first, { skew })).statusCode).toBe(200);
    for (const skew of [-301, 301, -86_400]) {
      const response = await send({ url: SESSION }, first, { skew });
      expect(refusal(response)).toEqual({ status: 401, errorCode: 'REQUEST_SIGNATURE_EXPIRED' });
      expect(response.json<ErrorEnvelope>().details).toEqual({
        serverTime: Math.floor(clock.now().getTime() / 1000),
        windowSeconds: 300,
      });
    }
    const notANumber = await send({ url: SESSION }, first, { headers: { 'x-signature-timestamp': '12e5' } });
    expect(refusal(notANumber)).toEqual(INVALID);
  });

  it('refuses a call whose query, path or method is not what was signed: 403 REQUEST_SIGNATURE_INVALID', async () => {
    const otherQuery = optionsUrl().replace('languageId=en', 'languageId=vi');
    expect(refusal(await send({ url: optionsUrl() }, first, { signed: { url: otherQuery } }))).toEqual(
      INVALID,
    );
    const extraParameter = `${optionsUrl()}&bookingKey=x`;
    expect(refusal(await send({ url: extraParameter }, first, { signed: { url: optionsUrl() } }))).toEqual(
      INVALID,
    );
    expect(refusal(await send({ url: SESSION }, first, { signed: { url: STATUS } }))).toEqual(INVALID);
    const body = quotationBody();
    expect(
      refusal(await send({ method: 'POST', url: QUOTATION, body }, first, { signed: { method: 'PUT' } })),
    ).toEqual(INVALID);
  });

  it('refuses a body that is not the one signed, before the quotation is priced or kept', async () => {
    const fresh = await openTestSession(test.app, { from: 'SGN', to: 'PQC', date: '2026-11-25' });
    const body = JSON.stringify({ details: validDetails(fresh.session), services: emptyServiceSelection() });
    // The same JSON, one space apart: the bytes are signed, not what they parse to.
    const respaced = body.replace('{"details":', '{ "details":');
    const altered = await send({ method: 'POST', url: QUOTATION, body: respaced }, fresh, {
      signed: { body },
    });
    expect(refusal(altered)).toEqual(INVALID);
    const read = await send({ url: SESSION }, fresh);
    expect(read.json<BookingSessionDto>().hasPassengers).toBe(false);
  });

  it('refuses a call signed with another session’s key, or a signature of the wrong length or text', async () => {
    expect(refusal(await send({ url: SESSION }, first, { key: second.session.signingKey }))).toEqual(INVALID);
    const good = await signRequest({
      key: first.session.signingKey,
      method: 'GET',
      url: SESSION,
      now: clock.now(),
    });
    const signature = good['x-signature'];
    for (const wrong of [
      signature.slice(0, -1),
      `${signature}A`,
      `${signature}==`,
      `${signature.slice(0, -1)}!`,
    ]) {
      const response = await test.app.inject({
        url: SESSION,
        headers: { ...first.headers, ...good, 'x-signature': wrong },
      });
      expect(refusal(response)).toEqual(INVALID);
    }
    const accepted = await test.app.inject({ url: SESSION, headers: { ...first.headers, ...good } });
    expect(accepted.statusCode).toBe(200);
  });

  it('leaves calls that name no session unsigned (search, opening a session)', async () => {
    const opened = await openTestSession(test.app, { from: 'HAN', to: 'SGN', date: '2026-11-24' });
    expect(opened.session.signingKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
