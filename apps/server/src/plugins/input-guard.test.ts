import { randomUUID } from 'node:crypto';
import { errorEnvelopeSchema, type ErrorEnvelope } from '@skybook/contracts/errors';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app-fixture';
import { openSessionsOnDirectFlight, quoteSession, RESERVATIONS } from '../../test/reservation-fixture';
import type { TestSession } from '../../test/booking-session-fixture';
import { TEST_ENGINES } from '../../test/engines';
import { MAX_BODY_DEPTH } from './input-guard';

function withEchoRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/booking/test-echo', { schema: { body: z.unknown() } }, (request) => ({ body: request.body }));
  typed.post(
    '/booking/test-notes',
    {
      schema: { body: z.object({ title: z.string(), notes: z.array(z.object({ text: z.string() })) }) },
      config: { multilineFields: ['notes.*.text'] },
    },
    (request) => ({ body: request.body }),
  );
}

const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number): string => `${'{"a":'.repeat(depth)}null${'}'.repeat(depth)}`;

function envelope(response: LightMyRequestResponse): ErrorEnvelope {
  return errorEnvelopeSchema.parse(response.json());
}

describe.each(TEST_ENGINES)('hostile input at the edge on $engine', (engine) => {
  let subject: TestApp;
  let app: FastifyInstance;
  let first: TestSession;
  let second: TestSession;
  beforeAll(async () => {
    subject = await createTestApp(engine, { seedDays: 6, extend: withEchoRoutes });
    app = subject.app;
    const opened = await openSessionsOnDirectFlight(app, {
      from: 'SGN',
      to: 'PQC',
      date: '2026-11-25',
      count: 2,
    });
    const [one, two] = opened.sessions;
    if (!one || !two) throw new Error('no sessions');
    [first, second] = [one, two];
    for (const session of opened.sessions) await quoteSession(app, session);
  });
  afterAll(() => subject.close());

  const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });

  describe('deep nesting', () => {
    it.each([
      ['arrays', nested(100_000)],
      ['objects', nestedObjects(50_000)],
    ])(
      'refuses booking creation with %s nested 100,000 deep with 400 PAYLOAD_TOO_DEEP, booking nothing',
      async (_kind, payload) => {
        const session = first;
        const response = await postJson(RESERVATIONS, payload, {
          ...session.headers,
          'idempotency-key': randomUUID(),
        });
        expect(response.statusCode).toBe(400);
        expect(envelope(response)).toMatchObject({
          errorCode: 'PAYLOAD_TOO_DEEP',
          message: 'Dữ liệu gửi lên có cấu trúc lồng nhau quá sâu.',
          details: { maxDepth: MAX_BODY_DEPTH },
        });
        const booked = await subject.database.db
          .selectFrom('reservation')
          .select('id')
          .where('session_id', '=', session.sessionId)
          .execute();
        expect(booked).toEqual([]);
      },
    );

    it('takes a body exactly as deep as the limit, and counts no bracket inside a string', async () => {
      const deepest = await postJson('/booking/test-echo', nested(MAX_BODY_DEPTH));
      expect(deepest.statusCode).toBe(200);
      const tooDeep = await postJson('/booking/test-echo', nested(MAX_BODY_DEPTH + 1));
      expect(envelope(tooDeep).errorCode).toBe('PAYLOAD_TOO_DEEP');
      const quoted = JSON.stringify({ text: `${'[{'.repeat(5000)}"\\`, other: '"]' });
      const inString = await postJson('/booking/test-echo', quoted);
      expect(inString.statusCode).toBe(200);
      expect(inString.json()).toEqual({ body: JSON.parse(quoted) as unknown });
    });

    it('refuses a body over 1 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
      const response = await postJson(
        '/booking/test-echo',
        JSON.stringify({ text: 'x'.repeat(1024 * 1024) }),
        { 'accept-language': 'en' },
      );
      expect(response.statusCode).toBe(413);
      expect(envelope(response)).toMatchObject({
        errorCode: 'PAYLOAD_TOO_LARGE',
        message: 'The request is too large.',
      });
    });
  });

  describe('control characters', () => {
    it.each([
      ['GET', '/content/api/v1/post/a%00b?languageId=en', 'params.slug'],
      ['GET', '/content/api/v1/pages/%00', 'params.slug'],
      ['GET', '/content/api/v1/ticket?slug=a%00b', 'query.slug'],
      ['GET', '/booking/api/v1/payment/gpay/transaction?locator=a%00b', 'query.locator'],
      ['GET', '/booking/api/v1/payment/methods-by-bookingKey?reservationKey=a%00b', 'query.reservationKey'],
      ['GET', '/booking/api/v1/search-flight?departAirport=SGN%1B', 'query.departAirport'],
      ['GET', '/content/api/v1/post?languageId=en&slug=a%7Fb', 'query.slug'],
      ['GET', '/content/api/v1/post?languageId=en&slug=a%C2%85b', 'query.slug'],
      ['GET', '/content/api/v1/post?languageId=en&slug=a%0Ab', 'query.slug'],
      ['GET', '/content/api/v1/post?languageId=en&sl%00ug=a', 'query.sl\u0000ug'],
      ['GET', '/auth/.well-known/openid%00configuration', 'params.*'],
    ])('refuses %s %s with 400 INVALID_CHARACTERS naming %s', async (method, url, path) => {
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers: { ...first.headers, 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({
        errorCode: 'INVALID_CHARACTERS',
        message:
          'The information sent contains a character that is not allowed. Please remove it and try again.',
        details: { issues: [{ path, code: 'control_character' }] },
      });
    });

    it.each([
      ['POST', '/booking/api/v1/payment', { locator: 'AB\u0000CDE', paymentMethod: 'card' }],
      ['PATCH', '/booking/api/v1/payment/status', { locator: 'AB\u0000CDE', paymentId: 'x' }],
      ['POST', '/booking/test-echo', { passengers: [{ lastName: 'NGUYEN', firstName: 'AN\u0001' }] }],
      ['POST', '/booking/test-echo', { ['na\u0000me']: 'x' }],
      ['POST', '/booking/test-echo', 'line\nbreak'],
    ])('refuses a control character in the body of %s %s', async (method, url, body) => {
      const response = await app.inject({
        method: method as 'POST',
        url,
        headers: {
          ...second.headers,
          'idempotency-key': randomUUID(),
          'content-type': 'application/json',
        },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).errorCode).toBe('INVALID_CHARACTERS');
      expect(envelope(response).details?.issues?.[0]?.path).toMatch(/^body/);
    });

    it('refuses a control character in a header the app reads', async () => {
      const response = await app.inject({
        url: '/booking/api/v1/session-booking',
        headers: { 'x-session-id': `${first.sessionId}\u0000` },
      });
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({
        errorCode: 'INVALID_CHARACTERS',
        details: { issues: [{ path: 'headers.x-session-id' }] },
      });
    });

    it('translates the message into the request’s language', async () => {
      const response = await app.inject({
        url: '/content/api/v1/ticket?slug=a%00b',
        headers: { 'accept-language': 'ja' },
      });
      expect(envelope(response).message).toBe(
        '送信された情報に使用できない文字が含まれています。その文字を削除してもう一度お試しください。',
      );
    });

    it('keeps tab and line breaks in multi-line fields only, and any other text everywhere', async () => {
      const text = 'Dòng một\r\n\tdòng hai — 行李 🧳';
      const multiline = await postJson(
        '/booking/test-notes',
        JSON.stringify({ title: 'Hành lý', notes: [{ text }, { text: 'x' }] }),
      );
      expect(multiline.statusCode).toBe(200);
      expect(multiline.json()).toEqual({ body: { title: 'Hành lý', notes: [{ text }, { text: 'x' }] } });
      const singleLine = await postJson(
        '/booking/test-notes',
        JSON.stringify({ title: 'Hành\nlý', notes: [] }),
      );
      expect(envelope(singleLine)).toMatchObject({
        errorCode: 'INVALID_CHARACTERS',
        details: { issues: [{ path: 'body.title' }] },
      });
      const nulInMultiline = await postJson(
        '/booking/test-notes',
        JSON.stringify({ title: 'x', notes: [{ text: 'a\u0000b' }] }),
      );
      expect(envelope(nulInMultiline)).toMatchObject({
        errorCode: 'INVALID_CHARACTERS',
        details: { issues: [{ path: 'body.notes.0.text' }] },
      });
    });

    it('lets a lost-item report keep the line breaks of its description, not of the name', async () => {
      const report = (fields: { contactName: string; description: string }) =>
        app.inject({
          method: 'POST',
          url: '/happy-returns/v1/request/inquiry',
          payload: {
            email: 'an@example.com',
            phoneNumber: '0901234567',
            flightNumber: 'VJ120',
            flightDate: '2026-11-20',
            categoryId: 'unknown',
            lostPlace: 'cabin',
            ...fields,
          },
        });
      const description = 'Black suitcase,\r\n\tred ribbon on the handle';
      const kept = await report({ contactName: 'Nguyen An', description });
      // Refused by the form's own rules (the category), not by the edge.
      expect(envelope(kept).errorCode).not.toBe('INVALID_CHARACTERS');
      const tabInName = await report({ contactName: 'Nguyen\tAn', description });
      expect(envelope(tabInName)).toMatchObject({
        errorCode: 'INVALID_CHARACTERS',
        details: { issues: [{ path: 'body.contactName' }] },
      });
      const nulInDescription = await report({ contactName: 'Nguyen An', description: 'a\u0000b' });
      expect(envelope(nulInDescription)).toMatchObject({
        errorCode: 'INVALID_CHARACTERS',
        details: { issues: [{ path: 'body.description' }] },
      });
    });
  });
});
