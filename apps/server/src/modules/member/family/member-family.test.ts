import type { LoginResponse } from '@skybook/contracts/member';
import type { FamilyMembersResponse } from '@skybook/contracts/member-extras';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantTestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import {
  createLoyaltyTestApp,
  loggedInMember,
  memberCall,
  errorOf,
  skyclubMember,
  skyjoyMember,
} from '../../../../test/loyalty-fixture';

const CHILD = {
  title: 'Ms',
  gender: 'female',
  lastName: 'LE',
  middleName: 'THI',
  firstName: 'MAI',
  dateOfBirth: '2019-06-01',
  nationality: 'VN',
  documentNumber: 'C1234567',
  documentExpiry: '2031-01-31',
  relation: 'children',
};

describe.each(TEST_ENGINES)('a member’s family members over HTTP on $engine', (engine) => {
  let test: MerchantTestApp;
  let alice: LoginResponse;
  let bob: LoginResponse;
  let joy: LoginResponse;

  const call = (login: LoginResponse, method: string, path: string, body?: unknown) =>
    memberCall(test.origin, login, method, path, body);
  const familyOf = async (login: LoginResponse, provider = 'skyclub') =>
    (await (await call(login, 'GET', `${provider}/members`)).json()) as FamilyMembersResponse;

  beforeAll(async () => {
    test = await createLoyaltyTestApp(engine);
    alice = (await loggedInMember(test, skyclubMember({ familyName: 'Le', givenNames: 'Alice' }))).login;
    bob = (await loggedInMember(test, skyclubMember({ familyName: 'Pham', givenNames: 'Bob' }))).login;
    joy = (await loggedInMember(test, skyjoyMember())).login;
  }, 120_000);
  afterAll(() => test.close());

  it('adds, lists and removes the member’s own family members, with the passenger fields to prefill', async () => {
    expect(await familyOf(alice)).toEqual({ members: [], limit: 10 });
    const added = await call(alice, 'POST', 'skyclub/members', CHILD);
    expect(added.status).toBe(201);
    const { member } = (await added.json()) as { member: FamilyMembersResponse['members'][number] };
    expect(member).toMatchObject({ ...CHILD, id: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown });
    const parent = {
      ...CHILD,
      title: 'Mr',
      gender: 'male',
      firstName: 'BA',
      middleName: '',
      dateOfBirth: '1960-02-29',
      relation: 'parents',
      documentNumber: null,
      documentExpiry: null,
    };
    expect((await call(alice, 'POST', 'skyclub/members', parent)).status).toBe(201);
    const listed = await familyOf(alice);
    expect(listed.members.map(({ firstName, relation }) => ({ firstName, relation }))).toEqual([
      { firstName: 'MAI', relation: 'children' },
      { firstName: 'BA', relation: 'parents' },
    ]);
    expect(listed.members[1]).toMatchObject({ documentNumber: null, documentExpiry: null });
    expect(await familyOf(bob)).toEqual({ members: [], limit: 10 });

    const removed = await call(alice, 'DELETE', `skyclub/members/${member.id}`);
    expect(removed.status).toBe(200);
    expect(
      ((await removed.json()) as FamilyMembersResponse).members.map(({ firstName }) => firstName),
    ).toEqual(['BA']);
    expect(await errorOf(await call(alice, 'DELETE', `skyclub/members/${member.id}`))).toEqual({
      status: 404,
      errorCode: 'FAMILY_MEMBER_NOT_FOUND',
    });
  });

  it('refuses another member’s family member exactly as an unknown one, and leaves it alone', async () => {
    const added = await call(bob, 'POST', 'skyclub/members', CHILD);
    const { member } = (await added.json()) as { member: { id: string } };
    const before = await familyOf(bob);
    const theirs = await call(alice, 'DELETE', `skyclub/members/${member.id}`);
    const unknown = await call(alice, 'DELETE', `skyclub/members/${'0'.repeat(32)}`);
    const theirsBody: unknown = await theirs.json();
    const unknownBody: unknown = await unknown.json();
    expect(theirs.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect({ ...(theirsBody as object), requestId: null }).toEqual({
      ...(unknownBody as object),
      requestId: null,
    });
    expect(await familyOf(bob)).toEqual(before);
    expect(await errorOf(await call(bob, 'DELETE', `skyjoy/members/${member.id}`))).toEqual({
      status: 404,
      errorCode: 'ACCOUNT_NOT_FOUND',
    });
    expect(await errorOf(await call(joy, 'GET', 'skyclub/members'))).toEqual({
      status: 404,
      errorCode: 'ACCOUNT_NOT_FOUND',
    });
    expect(await familyOf(joy, 'skyjoy')).toEqual({ members: [], limit: 10 });
  });

  it.each([
    [{ title: 'Dr' }, 'INVALID_TITLE', 'title'],
    [{ gender: 'x' }, 'INVALID_FORM', 'gender'],
    [{ lastName: 'Lê' }, 'INVALID_LASTNAME', 'lastName'],
    [{ lastName: '' }, 'INVALID_LASTNAME', 'lastName'],
    [{ middleName: 'THI2' }, 'INVALID_FIRSTNAME', 'middleName'],
    [{ firstName: '' }, 'INVALID_FIRSTNAME', 'firstName'],
    [{ dateOfBirth: '2019-02-30' }, 'INVALID_BIRTHDATE', 'dateOfBirth'],
    [{ dateOfBirth: '2999-01-01' }, 'INVALID_BIRTHDATE', 'dateOfBirth'],
    [{ dateOfBirth: '1850-01-01' }, 'INVALID_BIRTHDATE', 'dateOfBirth'],
    [{ nationality: 'ZZ' }, 'INVALID_COUNTRY', 'nationality'],
    [{ documentNumber: 'c-1' }, 'INVALID_PASSPORT', 'documentNumber'],
    [{ documentExpiry: '2001-01-01' }, 'INVALID_PASSPORT', 'documentExpiry'],
    [{ documentNumber: null }, 'INVALID_PASSPORT', 'documentExpiry'],
    [{ relation: 'boss' }, 'INVALID_RELATIONSHIP', 'relation'],
  ])('refuses %j with %s, writing nothing', async (change, errorCode, field) => {
    const before = await familyOf(joy, 'skyjoy');
    const response = await call(joy, 'POST', 'skyjoy/members', { ...CHILD, ...change });
    const body = (await response.json()) as { errorCode: string; details: { issues: { path: string }[] } };
    expect({ status: response.status, errorCode: body.errorCode }).toEqual({ status: 400, errorCode });
    expect(body.details.issues.map(({ path }) => path)).toEqual([`body.${field}`]);
    expect(await familyOf(joy, 'skyjoy')).toEqual(before);
  });

  it('keeps at most ten family members, even when they are added at once', async () => {
    const carol = (await loggedInMember(test, skyclubMember({ familyName: 'Vo', givenNames: 'Carol' })))
      .login;
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, index) =>
        call(carol, 'POST', 'skyclub/members', {
          ...CHILD,
          firstName: `KID ${'ABCDEFGHIJKLMN'[index] ?? ''}`,
        }),
      ),
    );
    const statuses = answers.map(({ status }) => status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(4).fill(409)]);
    const refused = answers.find(({ status }) => status === 409);
    expect(refused && (await errorOf(refused))).toEqual({
      status: 409,
      errorCode: 'FAMILY_MEMBER_LIMIT_REACHED',
    });
    const family = await familyOf(carol);
    expect(family.members).toHaveLength(10);
    // A removed one frees its place.
    const [first] = family.members;
    expect((await call(carol, 'DELETE', `skyclub/members/${first?.id ?? ''}`)).status).toBe(200);
    expect((await call(carol, 'POST', 'skyclub/members', CHILD)).status).toBe(201);
    expect((await call(carol, 'POST', 'skyclub/members', CHILD)).status).toBe(409);
  }, 60_000);
});
