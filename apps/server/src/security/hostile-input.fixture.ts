import { grantSchema } from '@skybook/contracts/manage-booking';
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { createMerchantTestApp, TEST_NOW, type MerchantTestApp } from '../../test/app-fixture';
import type { TestEngine } from '../../test/engines';
import { loggedInMember, skyclubMember } from '../../test/loyalty-fixture';
import type { Route } from '../../test/openapi-fixture';
import { bookOnDirectFlight, openSessionsOnDirectFlight, quoteSession } from '../../test/reservation-fixture';
import { getOrCreateSecret } from '../db/app-secret.repository';
import { CMS_ADMIN_TOKEN_SECRET } from '../plugins/admin-guard';

/*
 * What the fuzz over every operation needs to get past each route's credential check: a quoted
 * booking session, a manage grant of an Unpaid booking, a signed-in member's bearer token and the
 * CMS admin token, made the way the traveller, the member and the operator make them.
 */

/** The headers that carry a credential; the fuzz fills them with hostile text only on a share of its requests. */
export const CREDENTIAL_HEADERS = new Set(['x-session-id', 'x-manage-grant', 'authorization']);

export interface Credentials {
  sessionId: string;
  grant: string;
  memberBearer: string;
  adminBearer: string;
  /** Values right for fields of these names, so a fuzzed request is well-formed elsewhere. */
  known: Record<string, string>;
}

/**
 * The listening app (the member signs in over HTTP at /auth) seeded from TEST_NOW, with every
 * credential. The member signs in on the real clock (oidc-provider stamps tokens with it), then
 * the app's clock goes back to TEST_NOW, where the seeded flights are ahead.
 */
export async function createFuzzTarget(
  engine: TestEngine,
): Promise<{ test: MerchantTestApp; credentials: Credentials }> {
  const test = await createMerchantTestApp(engine, { seedDays: 6, env: { TRUST_PROXY: 'true' } });
  test.clock.set(new Date());
  const { login } = await loggedInMember(test, skyclubMember());
  test.clock.set(TEST_NOW);
  const { app } = test;
  const { sessions } = await openSessionsOnDirectFlight(app, {
    from: 'SGN',
    to: 'PQC',
    date: '2026-11-25',
    count: 1,
  });
  const [session] = sessions;
  if (!session) throw new Error('no session');
  await quoteSession(app, session);
  const { reservation } = await bookOnDirectFlight(app, { skip: 1 });
  const names = { lastName: 'NGUYEN', firstName: 'VAN AN' };
  const opened = await app.inject({
    method: 'POST',
    url: '/booking/api/v1/reservations/grants',
    payload: { locator: reservation.locator, ...names },
  });
  if (opened.statusCode !== 200) throw new Error(`grant: ${opened.body}`);
  // The admin guard reads the token from this secret, whoever created it first.
  const adminToken = await getOrCreateSecret(
    test.database.db,
    CMS_ADMIN_TOKEN_SECRET,
    () => Promise.resolve(randomBytes(32).toString('base64url')),
    TEST_NOW,
  );
  const journey = reservation.journeys[0];
  return {
    test,
    credentials: {
      sessionId: session.sessionId,
      grant: grantSchema.parse(opened.json()).grant,
      memberBearer: `Bearer ${login.accessToken}`,
      adminBearer: `Bearer ${adminToken}`,
      known: {
        ...names,
        locator: reservation.locator,
        reservationLocator: reservation.locator,
        reservationKey: reservation.key,
        key: reservation.key,
        journeyKey: journey?.key ?? 'x',
        bookingKey: session.session.journeys[0]?.bookingKey ?? 'x',
        sessionId: session.sessionId,
        languageId: 'en',
        lang: 'en',
        currency: 'VND',
        provider: login.provider,
      },
    },
  };
}

/** The valid credential headers for a route: the admin's bearer on admin and CMS routes, else the member's. */
export function credentialHeadersFor(route: Route, credentials: Credentials): Record<string, string> {
  const admin = route.path.startsWith('/booking/admin/') || route.path.startsWith('/cms/');
  return {
    'x-session-id': credentials.sessionId,
    'x-manage-grant': credentials.grant,
    authorization: admin ? credentials.adminBearer : credentials.memberBearer,
  };
}

/**
 * Control characters and the other characters that are not what they seem: NUL and the rest of
 * C0, DEL, a C1 control, lone surrogates (high, low, reversed pair), the line and paragraph
 * separators, the byte-order mark, the right-to-left override, each inside other text.
 */
export const CONTROL_TEXTS: readonly string[] = [
  ...Array.from({ length: 0x20 }, (_unused, code) => `a${String.fromCharCode(code)}b`),
  'a\u007fb',
  'a\u0085b',
  'a\ud800b',
  '\udfff',
  'a\udc00\ud800b',
  'a\u2028b',
  'a\u2029b',
  '\ufeffab',
  'a\u202eb',
];

/** Text that must never appear in an answer: a stack trace, a source path, or SQL and its errors. */
export const LEAKS: readonly RegExp[] = [
  /^\s*at .+:\d+:\d+\)?$/m,
  /\bat (?:async )?[\w.<>]+ \((?:file:\/\/|\/|node:)/,
  /node:internal/,
  /\/apps\/server\//,
  /SELECT /,
  /INSERT INTO/,
  /sqlite/i,
  /syntax error at or near/,
  /relation "/,
];

const TEXT_TYPES = /json|text|html|xml|calendar|javascript/;

/**
 * What is wrong with an answer to hostile input, or undefined: a 5xx; a leak in a text body (what
 * the request sent is removed first, since an answer may rightly echo it); a 4xx JSON body that
 * is not the error envelope `{ errorCode, message }` (routes in `foreignErrors` answer in a
 * protocol's own shape and only need JSON or HTML).
 */
export function defectOf(
  response: LightMyRequestResponse,
  sent: readonly string[],
  foreignErrors: boolean,
): string | undefined {
  if (response.statusCode >= 500) return `${String(response.statusCode)} ${response.body.slice(0, 300)}`;
  const type = String(response.headers['content-type'] ?? '');
  if (TEXT_TYPES.test(type) || type === '') {
    let text = response.body;
    for (const value of sent) {
      if (value.length < 3) continue;
      text = text.replaceAll(value, '').replaceAll(JSON.stringify(value).slice(1, -1), '');
    }
    const leak = LEAKS.find((pattern) => pattern.test(text));
    if (leak) return `${String(response.statusCode)} leaks ${String(leak)}: ${text.slice(0, 300)}`;
  }
  if (response.statusCode < 400 || response.statusCode >= 500 || response.body === '') return undefined;
  if (foreignErrors) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `${String(response.statusCode)} not JSON: ${response.body.slice(0, 200)}`;
  }
  const envelope = body as { errorCode?: unknown; message?: unknown };
  if (typeof envelope.errorCode !== 'string' || typeof envelope.message !== 'string')
    return `${String(response.statusCode)} no error envelope: ${response.body.slice(0, 200)}`;
  return undefined;
}
