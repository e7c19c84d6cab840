import type { LoginResponse, MemberUpdate } from '@skybook/contracts/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantTestApp } from '../../../test/app-fixture';
import { TEST_ENGINES } from '../../../test/engines';
import { createLoyaltyTestApp, loggedInMember, skyclubMember } from '../../../test/loyalty-fixture';

const UPDATE: MemberUpdate = {
  familyName: 'NGUYEN',
  middleGivenName: 'VAN AN',
  title: 'Mr',
  gender: 'male',
  birthDate: '1988-02-14',
  nationality: 'VN',
  address: {
    country: 'VN',
    province: 'VN-22',
    district: 'TP VINH',
    address: '5 QUANG TRUNG',
    postalCode: '460000',
  },
  emergencyContact: { fullName: 'NGUYEN THI HOA', phoneNumber: '0987123456', relation: 'couple' },
};

describe.each(TEST_ENGINES)('the member’s profile on $engine', (engine) => {
  let test: MerchantTestApp;
  let login: LoginResponse;

  const send = (method: 'GET' | 'PUT', route: string, body?: unknown, language = 'en') =>
    fetch(`${test.origin}/member/api/v1/users/skyclub/${route}`, {
      method,
      headers: {
        authorization: `Bearer ${login.accessToken}`,
        'accept-language': language,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    test = await createLoyaltyTestApp(engine);
    ({ login } = await loggedInMember(test, skyclubMember()));
  });
  afterAll(() => test.close());

  it('answers the account and the whole profile', async () => {
    const account = await send('GET', 'my-account');
    expect(account.status).toBe(200);
    expect(await account.json()).toEqual({
      user: {
        id: login.user.id,
        scheme: 'skyclub',
        memberCode: login.user.memberCode,
        skyclubId: login.user.memberCode,
        member: { memberCode: login.user.memberCode },
        fullName: 'NGUYEN VAN AN',
        email: login.user.email,
        phone: login.user.phone,
        createdAt: login.user.createdAt,
      },
    });
  });

  it('replaces the personal info and the emergency contact, and clears what is sent as null', async () => {
    const updated = await send('PUT', 'update', { ...UPDATE, middleGivenName: 'VAN BINH AN' });
    expect(updated.status).toBe(200);
    const { user } = (await updated.json()) as { user: LoginResponse['user'] };
    expect(user).toMatchObject({
      fullName: 'NGUYEN VAN BINH AN',
      skyClubMiddleGivenName: 'VAN,BINH,AN',
      title: 'Mr',
      gender: 'male',
      birthDate: '1988-02-14',
      nationality: 'VN',
      address: UPDATE.address,
      emergencyContact: UPDATE.emergencyContact,
      email: login.user.email,
    });
    expect(await (await send('GET', 'profile')).json()).toEqual({ user });

    const cleared = await send('PUT', 'update', {
      ...UPDATE,
      title: null,
      address: { country: null, province: null, district: null, address: null, postalCode: null },
      emergencyContact: null,
    });
    expect(((await cleared.json()) as { user: LoginResponse['user'] }).user).toMatchObject({
      title: null,
      address: { country: null, province: null, district: null, address: null, postalCode: null },
      emergencyContact: null,
    });
  });

  it('refuses an update with the requirements §8 code of the first field at fault, every issue translated, and keeps the profile', async () => {
    const before: unknown = await (await send('GET', 'profile')).json();
    const refused = await send(
      'PUT',
      'update',
      {
        ...UPDATE,
        familyName: 'Nguyễn',
        address: { ...UPDATE.address, province: 'VN-99' },
        emergencyContact: { fullName: 'NGUYEN THI HOA', phoneNumber: '+84 98', relation: 'boss' },
      },
      'vi',
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errorCode: 'INVALID_LASTNAME',
      details: {
        issues: [
          { path: 'body.familyName', code: 'invalidName', message: expect.any(String) as unknown },
          { path: 'body.address.province', code: 'invalidProvince' },
          { path: 'body.emergencyContact.phoneNumber', code: 'invalidPhone' },
          {
            path: 'body.emergencyContact.relation',
            code: 'INVALID_RELATIONSHIP',
            message: 'Mối quan hệ không hợp lệ.',
          },
        ],
      },
    });
    expect(await (await send('GET', 'profile')).json()).toEqual(before);
  });

  it.each([
    [{ title: 'Dr' }, 'INVALID_TITLE'],
    [{ birthDate: '2020-05-05' }, 'INVALID_BIRTHDATE'],
    [{ nationality: 'ZZ' }, 'INVALID_COUNTRY'],
    [{ address: { ...UPDATE.address, district: 'x'.repeat(51) } }, 'INVALID_DISTRICT'],
    [{ address: { ...UPDATE.address, address: 'Số 5 Quang Trung' } }, 'INVALID_ADDRESS'],
    [{ address: { ...UPDATE.address, postalCode: '#' } }, 'INVALID_POSTAL_CODE'],
    [{ middleGivenName: '' }, 'INVALID_FIRSTNAME'],
  ])('answers %j with 400 %s', async (change, errorCode) => {
    const refused = await send('PUT', 'update', { ...UPDATE, ...change });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errorCode: string }).errorCode).toBe(errorCode);
  });
});
