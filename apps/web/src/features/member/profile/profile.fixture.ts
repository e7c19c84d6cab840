import type { LoginResponse, MemberProfile } from '@skybook/contracts/member';
import { saveLogin } from '../../../lib/member-session';

/** A SkyJoy member as the member service answers them. */
export const PROFILE: MemberProfile = {
  id: 'member-1',
  scheme: 'skyjoy',
  memberCode: 'SJ1234567',
  skyclubId: 'SJ1234567',
  member: { memberCode: 'SJ1234567' },
  fullName: 'NGUYEN VAN AN',
  email: { email: 'an@example.com', verified: true },
  phone: { phone: '0912345678', verified: false },
  createdAt: '2026-01-02T03:04:05Z',
  skyClubFamilyName: 'NGUYEN',
  skyClubMiddleGivenName: 'VAN,AN',
  title: 'Mr',
  gender: 'male',
  birthDate: '1990-05-06',
  nationality: 'VN',
  address: {
    country: 'VN',
    province: 'VN-HN',
    district: 'BA DINH',
    address: '1 HANG BAI',
    postalCode: '100000',
  },
  emergencyContact: { fullName: 'TRAN THI BINH', phoneNumber: '0987654321', relation: 'couple' },
};

export function loginAnswer(
  token = 'access-1',
  refreshToken = 'refresh-1',
  user: MemberProfile = PROFILE,
): LoginResponse {
  return {
    accessToken: token,
    refreshToken,
    expiresIn: 900,
    provider: 'skyjoy',
    skypay: { access_token: 'pay-1', expires_in: 900, profile: { userId: user.id } },
    user,
  };
}

/** Signs `user` in on this browser as a login answer would. */
export function storeLogin(user: MemberProfile = PROFILE): void {
  saveLogin(loginAnswer('access-1', 'refresh-1', user));
}

export const API = '/member/api/v1/users/skyjoy';

export const POINTS = {
  scoreHistories: {
    detail: [
      {
        id: 'p1',
        kind: 'earn',
        points: 150,
        locator: 'ABC123',
        flight: 'SB101',
        flownAt: '2026-10-01T05:00:00Z',
        reference: null,
        createdAt: '2026-10-02T00:00:00Z',
      },
    ],
    page: 1,
    totalPages: 1,
  },
  balance: 1250,
  cardRank: { tier: 'Silver', qualifyingPoints: 2300, next: { tier: 'Gold', pointsNeeded: 2700 } },
};

export const INACTIVE_WALLET = { wallet: { active: false } };
export const ACTIVE_WALLET = {
  wallet: { active: true, balance: 1_500_000, currency: 'VND', spendingLockedUntil: null },
};

export function transactions(page: number, totalPages: number, reference = `T-${String(page)}`) {
  return {
    transactionHistories: {
      detail: [
        {
          id: `t-${reference}`,
          kind: 'topup',
          type: 'top-up',
          reference,
          amount: 500_000,
          createdAt: '2026-11-01T02:00:00Z',
        },
      ],
      page,
      totalPages,
    },
  };
}

/** GET /content/api/v1/country: the lists the personal form offers. */
export const COUNTRIES = {
  countries: [
    { countryCode: 'VN', name: 'Vietnam', phoneCode: '+84', defaultCurrency: 'VND', languages: ['vi'] },
    { countryCode: 'SG', name: 'Singapore', phoneCode: '+65', defaultCurrency: 'SGD', languages: ['en'] },
  ],
};

export const PROVINCES = {
  countryCode: 'VN',
  provinces: [
    { code: 'VN-HN', name: 'Hanoi', kind: 'city' },
    { code: 'VN-SG', name: 'Ho Chi Minh City', kind: 'city' },
  ],
};
