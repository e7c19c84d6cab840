import type { LoginResponse } from '@skybook/contracts/member';
import type { FamilyMembersResponse } from '@skybook/contracts/member-extras';
import { MEMBER_SCHEMES } from '@skybook/domain/member-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantTestApp } from '../../../test/app-fixture';
import { TEST_ENGINES } from '../../../test/engines';
import {
  createLoyaltyTestApp,
  loggedInMember,
  skyclubMember,
  skyjoyMember,
} from '../../../test/loyalty-fixture';
import { CardsService } from './cards/cards.service';
import { MEMBER_BEARER_DOC } from './member-auth';

/*
 * Every route of the member service that needs a token, read from the app's own route table, so a
 * route added later is covered without touching this file (design §5 Security: a two-member test
 * over every member route). Only the calls below may answer without a bearer token.
 */
/**
 * The routes without the bearer check: login and logout, and the live channel's websocket, which
 * is opened with a single-use ticket bought with the bearer (channel.test.ts refuses any other).
 */
const PUBLIC_ROUTES = new Set([
  'POST /member/api/v1/login',
  'DELETE /member/api/v1/logout',
  'GET /member/api/v1/channel',
]);
const MEMBER_API = '/member/api/v1/';

interface Route {
  method: string;
  url: string;
}

/** The routes of Fastify's printRoutes tree: each line's segment joined to its ancestors'. */
function routesOf(tree: string): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    stack.length = (match[1] ?? '').length / 4;
    stack.push(match[2] ?? '');
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url: stack.join('') });
  }
  return routes;
}

const label = (route: Route) => `${route.method} ${route.url}`;
/** The scheme a route's path names itself (`users/skyjoy/change-password`), if any. */
const schemeInPath = (url: string) => MEMBER_SCHEMES.find((scheme) => url.includes(`/users/${scheme}/`));

describe.each(TEST_ENGINES)('every member route answers its own member only on $engine', (engine) => {
  let test: MerchantTestApp;
  let routes: Route[];
  let alice: LoginResponse;
  let bob: LoginResponse;
  let joy: LoginResponse;
  let bobFamilyId: string;
  let bobCardId: string;

  /** The route called as `login` (or without a token), its parameters filled in. */
  const call = (route: Route, login: LoginResponse | null, fill: { provider: string; id: string }) => {
    const url = route.url
      .replace(':provider', fill.provider)
      .replace(':id', fill.id)
      .replaceAll(/:\w+|\*/g, 'x');
    const hasBody = !['GET', 'HEAD'].includes(route.method);
    return fetch(`${test.origin}${url}`, {
      method: route.method,
      headers: {
        'accept-language': 'en',
        ...(login === null ? {} : { authorization: `Bearer ${login.accessToken}` }),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      ...(hasBody ? { body: JSON.stringify({ cardId: bobCardId }) } : {}),
    });
  };
  /** The status and body, without the request's own id. */
  const answerOf = async (response: Response) => ({
    status: response.status,
    text: (await response.text()).replace(/"requestId":"[^"]*"/, '"requestId":null'),
  });
  const codeOf = (text: string) => (JSON.parse(text) as { errorCode?: string }).errorCode;
  /** What Bob reads of his own data: every GET that needs nothing but the scheme. */
  const bobsData = async () => {
    const reads = routes.filter((route) => route.method === 'GET' && !/:(?!provider)\w+/.test(route.url));
    return Promise.all(
      reads.map(async (route) => [
        label(route),
        await answerOf(await call(route, bob, { provider: 'skyclub', id: 'x' })),
      ]),
    );
  };

  beforeAll(async () => {
    test = await createLoyaltyTestApp(engine);
    routes = routesOf(test.app.printRoutes({ commonPrefix: false })).filter(
      (route) =>
        route.url.startsWith(MEMBER_API) && route.method !== 'HEAD' && !PUBLIC_ROUTES.has(label(route)),
    );
    alice = (await loggedInMember(test, skyclubMember({ familyName: 'Le', givenNames: 'Alice' }))).login;
    bob = (await loggedInMember(test, skyclubMember({ familyName: 'Pham', givenNames: 'Bob' }))).login;
    joy = (await loggedInMember(test, skyjoyMember())).login;
    const added = await fetch(`${test.origin}/member/api/v1/users/skyclub/members`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bob.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Mr',
        gender: 'male',
        lastName: 'PHAM',
        middleName: '',
        firstName: 'CUONG',
        dateOfBirth: '1958-03-04',
        nationality: 'VN',
        documentNumber: null,
        documentExpiry: null,
        relation: 'parents',
      }),
    });
    bobFamilyId = ((await added.json()) as { member: { id: string } }).member.id;
    const card = await new CardsService(test.app.db, test.app.clock).save(bob.user.id, {
      brand: 'Visa',
      last4: '4242',
      expiryMonth: 8,
      expiryYear: 2099,
      holderName: 'PHAM BOB',
      gateway: 'card',
      gatewayToken: 'tok_matrix_bob',
    });
    bobCardId = card?.id ?? '';
  }, 120_000);
  afterAll(() => test.close());

  it('reads the member routes from the app, each documented in /openapi.json with the bearer check', async () => {
    // The ones this file was written with are there; any other found is covered too.
    expect(routes.map(label)).toEqual(
      expect.arrayContaining([
        'GET /member/api/v1/users/:provider/profile',
        'PUT /member/api/v1/users/:provider/update',
        'GET /member/api/v1/users/:provider/members',
        'POST /member/api/v1/users/:provider/members',
        'DELETE /member/api/v1/users/:provider/members/:id',
        'GET /member/api/v1/users/:provider/cards',
        'POST /member/api/v1/users/skypay/remove-card',
        'GET /member/api/v1/users/:provider/hdbank/get-access-token',
        'POST /member/api/v1/users/skyjoy/change-password',
        'POST /member/api/v1/users/:provider/score-histories/claims',
      ]),
    );
    const { paths } = (await (await fetch(`${test.origin}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    const undocumented = routes.filter((route) => {
      const path = route.url.replaceAll(/:(\w+)/g, '{$1}');
      return !paths[path]?.[route.method.toLowerCase()]?.description?.startsWith(MEMBER_BEARER_DOC);
    });
    expect(undocumented.map(label)).toEqual([]);
  });

  it('asks for a sign-in on every member route without a token', async () => {
    const answers = await Promise.all(
      routes.map(async (route) => {
        const { status, text } = await answerOf(
          await call(route, null, { provider: 'skyclub', id: bobFamilyId }),
        );
        return { route: label(route), status, errorCode: codeOf(text) };
      }),
    );
    expect(
      answers.filter(({ status, errorCode }) => status !== 401 || errorCode !== 'LOGIN_REQUIRED'),
    ).toEqual([]);
  });

  it('gives one member nothing of another’s on any route: another’s family member or card is not found, and stays', async () => {
    const before = await bobsData();
    const answers = await Promise.all(
      routes.map(async (route) => ({
        route,
        ...(await answerOf(await call(route, alice, { provider: 'skyclub', id: bobFamilyId }))),
      })),
    );
    const leaks = answers.filter(({ text }) =>
      [bob.user.id, bobFamilyId, bobCardId].some((id) => text.includes(id)),
    );
    expect(leaks.map(({ route }) => label(route))).toEqual([]);
    // A route that names a family member or a card by id answers Bob's as not found.
    const named = answers.filter(
      ({ route }) => route.url.includes(':id') || route.url.endsWith('/remove-card'),
    );
    expect(named.length).toBeGreaterThanOrEqual(2);
    expect(named.filter(({ status }) => status !== 404).map(({ route }) => label(route))).toEqual([]);
    expect(await bobsData()).toEqual(before);
    const family = (await (
      await fetch(`${test.origin}/member/api/v1/users/skyclub/members`, {
        headers: { authorization: `Bearer ${bob.accessToken}` },
      })
    ).json()) as FamilyMembersResponse;
    expect(family.members.map(({ id }) => id)).toEqual([bobFamilyId]);
  });

  it('answers 404 ACCOUNT_NOT_FOUND on every route of the other scheme', async () => {
    const answers = await Promise.all(
      routes.flatMap((route) => {
        const named = schemeInPath(route.url);
        if (!route.url.includes(':provider') && named === undefined) return [];
        return [
          { login: alice, provider: 'skyjoy' },
          { login: joy, provider: 'skyclub' },
        ]
          .filter(({ login }) => named === undefined || login.provider !== named)
          .map(async ({ login, provider }) => {
            const { status, text } = await answerOf(await call(route, login, { provider, id: bobFamilyId }));
            return { route: `${label(route)} as ${login.provider}`, status, errorCode: codeOf(text) };
          });
      }),
    );
    expect(answers.length).toBeGreaterThanOrEqual(routes.length);
    expect(
      answers.filter(({ status, errorCode }) => status !== 404 || errorCode !== 'ACCOUNT_NOT_FOUND'),
    ).toEqual([]);
  });

  it('answers TOKEN_EXPIRED on every member route once the token has expired', async () => {
    try {
      test.clock.advance(16 * 60_000);
      const answers = await Promise.all(
        routes.map(async (route) => {
          const { status, text } = await answerOf(
            await call(route, alice, { provider: 'skyclub', id: bobFamilyId }),
          );
          return { route: label(route), status, errorCode: codeOf(text) };
        }),
      );
      expect(
        answers.filter(({ status, errorCode }) => status !== 401 || errorCode !== 'TOKEN_EXPIRED'),
      ).toEqual([]);
    } finally {
      test.clock.set(new Date());
    }
  });
});
