import type { LoginResponse, MemberProfile } from '@skybook/contracts/member';

/** A Skyclub member as the member service answers them. */
export function memberProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    id: 'member-1',
    scheme: 'skyclub',
    memberCode: 'SC0000000001',
    skyclubId: 'SC0000000001',
    member: { memberCode: 'SC0000000001' },
    fullName: 'NGUYEN VAN AN',
    email: { email: 'an@example.com', verified: true },
    phone: { phone: '0912345678', verified: false },
    createdAt: '2026-11-01T00:00:00.000Z',
    skyClubFamilyName: 'NGUYEN',
    skyClubMiddleGivenName: 'VAN,AN',
    title: 'Mr',
    gender: 'male',
    birthDate: '1990-01-02',
    nationality: 'VN',
    address: { country: 'VN', province: null, district: null, address: null, postalCode: null },
    emergencyContact: null,
    ...overrides,
  };
}

/** A login answer for `user`, with tokens named by `suffix`. */
export function loginAnswer(suffix = '1', user: MemberProfile = memberProfile()): LoginResponse {
  return {
    accessToken: `access-${suffix}`,
    refreshToken: `refresh-${suffix}`,
    expiresIn: 900,
    provider: user.scheme,
    skypay: { access_token: `skypay-${suffix}`, expires_in: 900, profile: { userId: user.id } },
    user,
  };
}
