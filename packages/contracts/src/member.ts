import { ADDRESS_MAX_LENGTH } from '@skybook/domain/booking-constants';
import { isIsoDate, type IsoDate } from '@skybook/domain/clock';
import { MEMBER_SCHEMES } from '@skybook/domain/member-rules';
import { EMERGENCY_RELATIONS, GENDERS, TITLES } from '@skybook/domain/passenger-enums';
import {
  birthDateProblem,
  isValidAddress,
  isValidPersonName,
  isValidPhoneNumber,
  type PassengerFormError,
} from '@skybook/domain/passenger-rules';
import { z } from 'zod';
import type { ErrorCode } from './errors';

/*
 * The member service (requirements §7 "Member service", design §1 `/member`): a member signs in on
 * the loyalty provider's pages (`/auth`), the site hands the authorization code to
 * POST /member/api/v1/login, and every other call carries the access token it answered as
 * `Authorization: Bearer …`. `{provider}` in a path is the token's scheme (`skyclub` | `skyjoy`);
 * another scheme answers 404 ACCOUNT_NOT_FOUND.
 */

/**
 * The site's client id at the loyalty provider (requirements §9: the "fixed client id used in
 * login"): the web's authorization request and the member service's code exchange name it.
 */
export const LOYALTY_CLIENT_ID = 'skybook-web';

export const memberSchemeSchema = z.enum(MEMBER_SCHEMES);

export const memberProviderParamsSchema = z.object({ provider: memberSchemeSchema });

/** RFC 7636 code verifier: 43 to 128 unreserved characters. */
const codeVerifierSchema = z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/);

/** First sign-in: the authorization code the provider sent to the site's `/<lang>/signin`. */
export const loginWithCodeSchema = z.object({
  authCode: z.string().min(1).max(512),
  /** The PKCE verifier whose S256 challenge the authorization request carried. */
  codeVerifier: codeVerifierSchema,
  /** The redirect URI of the authorization request, exactly. */
  redirectUri: z.string().min(1).max(2048),
  type: memberSchemeSchema,
});

/** A later sign-in with the refresh token (requirements §6: TOKEN_EXPIRED triggers a refresh). */
export const loginWithRefreshTokenSchema = z.object({
  refreshToken: z.string().min(1).max(512),
  type: memberSchemeSchema,
});

/**
 * What VNeID sent the browser back to the site's `/<lang>/signin` with (requirements §2: `code`,
 * `encrypt_key` and `session_state`, kept in session storage), and the redirect URI the site's
 * authorization request named.
 */
export const vneidReturnSchema = z.object({
  code: z.string().min(1).max(512),
  encryptKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  sessionState: z.string().min(1).max(512),
  redirectUri: z.string().min(1).max(2048),
});

/**
 * Sign-in with the national digital ID (decision 035): the member who linked the citizen VNeID
 * verified. `scheme` picks the account when the citizen linked one in each scheme (default: the
 * one linked last).
 */
export const loginWithVneidSchema = vneidReturnSchema.extend({
  type: z.literal('vneid'),
  scheme: memberSchemeSchema.optional(),
});

/**
 * The mobile app's hand-off (requirements §2 session id query parameter, "type club"): the
 * single-use session id the app obtained from the loyalty provider's POST /auth/hand-off.
 */
export const loginWithHandOffSchema = z.object({
  type: z.literal('club'),
  sessionId: z.string().min(1).max(512),
});

export const loginBodySchema = z.union([
  loginWithCodeSchema,
  loginWithRefreshTokenSchema,
  loginWithVneidSchema,
  loginWithHandOffSchema,
]);

export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * A member's account as the site's header and account page show it. Balance, card rank and
 * points are not part of it yet (the wallet and the points ledger answer them).
 */
export const memberAccountSchema = z.object({
  /** The member's id: the provider's `sub`, the payment partner's `userId`. */
  id: z.string(),
  scheme: memberSchemeSchema,
  memberCode: z.string(),
  /** requirements §3 `skyclubId`: the member code. */
  skyclubId: z.string(),
  /** requirements §3 `member.memberCode`. */
  member: z.object({ memberCode: z.string() }),
  /** The family name, then the middle and given names (requirements §3). */
  fullName: z.string(),
  /** The sign-in address (Skyclub) and whether the member followed its verification link. */
  email: z.object({ email: z.string().nullable(), verified: z.boolean() }),
  /** The phone number; no scheme verifies phones yet, so `verified` is false. */
  phone: z.object({ phone: z.string().nullable(), verified: z.boolean() }),
  createdAt: z.string(),
});

export const emergencyContactSchema = z.object({
  fullName: z.string(),
  phoneNumber: z.string(),
  relation: z.enum(EMERGENCY_RELATIONS),
});

export const memberAddressSchema = z.object({
  /** ISO 3166-1 alpha-2. */
  country: z.string().nullable(),
  /** A province code of the country (content `country/{code}/province`). */
  province: z.string().nullable(),
  district: z.string().nullable(),
  /** At most 50 characters (requirements §5). */
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
});

/** requirements §3 Profile: the account, the names as the legacy fields carry them, personal info. */
export const memberProfileSchema = memberAccountSchema.extend({
  skyClubFamilyName: z.string(),
  /** The middle and given names separated by commas (`VAN,AN`); pages join them with spaces. */
  skyClubMiddleGivenName: z.string(),
  title: z.enum(TITLES).nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** YYYY-MM-DD. */
  birthDate: z.string().nullable(),
  nationality: z.string().nullable(),
  address: memberAddressSchema,
  emergencyContact: emergencyContactSchema.nullable(),
});

export type MemberAccount = z.infer<typeof memberAccountSchema>;
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const memberAccountResponseSchema = z.object({ user: memberAccountSchema });
export const memberProfileResponseSchema = z.object({ user: memberProfileSchema });

/** requirements §3 Login response. */
export const loginResponseSchema = z.object({
  /** A JWT for the member service (audience `<PUBLIC_URL>/member`), 15 minutes. */
  accessToken: z.string(),
  /** Single use: each refresh answers a new one and the old one is refused from then on. */
  refreshToken: z.string(),
  /** Seconds the access token lives. */
  expiresIn: z.number().int(),
  provider: memberSchemeSchema,
  /** The payment partner's token (audience `skypay`) and the member as the partner names them. */
  skypay: z.object({
    access_token: z.string(),
    expires_in: z.number().int(),
    profile: z.object({ userId: z.string() }),
  }),
  user: memberProfileSchema,
});

export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** DELETE /member/api/v1/logout: the refresh token to revoke at the provider. */
export const logoutBodySchema = z.object({ refreshToken: z.string().min(1).max(512) });

const text = (max: number) => z.string().max(max);

/**
 * PUT …/update: the personal info and the emergency contact, replaced as a whole (null clears a
 * field). The sign-in e-mail and phone are changed on the provider's pages, not here. Values are
 * plain strings so every field's problem is reported with its requirements §8 code by
 * {@link memberUpdateIssues}, not refused by the schema as INVALID_REQUEST.
 */
export const memberUpdateBodySchema = z.object({
  /** Latin capitals (the web's name filter removes diacritics as the member types). */
  familyName: text(200),
  middleGivenName: text(200),
  title: text(10).nullable(),
  gender: text(10).nullable(),
  birthDate: text(10).nullable(),
  nationality: text(2).nullable(),
  address: z.object({
    country: text(2).nullable(),
    province: text(20).nullable(),
    district: text(200).nullable(),
    address: text(200).nullable(),
    postalCode: text(20).nullable(),
  }),
  emergencyContact: z.object({ fullName: text(200), phoneNumber: text(20), relation: text(20) }).nullable(),
});

export type MemberUpdate = z.infer<typeof memberUpdateBodySchema>;

/** One field at fault: where, its requirements §8 code, and the form problem when one names it. */
export interface MemberFormIssue {
  readonly path: readonly string[];
  readonly errorCode: ErrorCode;
  /** The passenger-form problem that says what is wrong (a sentence in both catalogues), if any. */
  readonly problem: PassengerFormError | null;
}

export interface MemberRulesContext {
  /** Today in Vietnam: nobody is born after it. */
  readonly today: IsoDate;
  readonly isKnownCountry: (code: string) => boolean;
  readonly isKnownProvince: (countryCode: string, provinceCode: string) => boolean;
}

const POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/;

/**
 * The problems of a profile update in the form's order, each with its requirements §8 code
 * (requirements §5 field rules, as the passenger forms apply them): names in Latin capitals, an
 * adult's birth date (12 or older), known countries and provinces, an address of at most 50
 * characters, a phone of 8–11 digits, an emergency contact's relation from requirements §3.
 * Empty when the update is valid.
 */
export function memberUpdateIssues(update: MemberUpdate, context: MemberRulesContext): MemberFormIssue[] {
  const issues: MemberFormIssue[] = [];
  const at = (path: string[], errorCode: ErrorCode, problem: PassengerFormError | null) =>
    issues.push({ path, errorCode, problem });
  const name = (value: string, path: string[], errorCode: ErrorCode) => {
    if (value === '') at(path, errorCode, 'required');
    else if (!isValidPersonName(value)) at(path, errorCode, 'invalidName');
  };
  name(update.familyName, ['familyName'], 'INVALID_LASTNAME');
  name(update.middleGivenName, ['middleGivenName'], 'INVALID_FIRSTNAME');
  if (update.title !== null && !(TITLES as readonly string[]).includes(update.title))
    at(['title'], 'INVALID_TITLE', null);
  if (update.gender !== null && !(GENDERS as readonly string[]).includes(update.gender))
    at(['gender'], 'INVALID_FORM', null);
  if (update.birthDate !== null) {
    // Members are adults: the adult band at today's date.
    const problem = isIsoDate(update.birthDate)
      ? birthDateProblem('adult', update.birthDate, { reference: context.today, today: context.today })
      : 'birthDateInvalid';
    if (problem) at(['birthDate'], 'INVALID_BIRTHDATE', problem);
  }
  if (update.nationality !== null && !context.isKnownCountry(update.nationality))
    at(['nationality'], 'INVALID_COUNTRY', 'invalidCountry');
  const { address } = update;
  if (address.country !== null && !context.isKnownCountry(address.country))
    at(['address', 'country'], 'INVALID_COUNTRY', 'invalidCountry');
  if (address.province !== null) {
    if (address.country === null || !context.isKnownProvince(address.country, address.province))
      at(['address', 'province'], 'INVALID_PROVINCE', 'invalidProvince');
  }
  const addressText = (value: string | null, path: string[], errorCode: ErrorCode) => {
    if (value !== null && !isValidAddress(value))
      at(path, errorCode, value.length > ADDRESS_MAX_LENGTH ? 'addressTooLong' : 'invalidAddress');
  };
  addressText(address.district, ['address', 'district'], 'INVALID_DISTRICT');
  addressText(address.address, ['address', 'address'], 'INVALID_ADDRESS');
  if (address.postalCode !== null && !POSTAL_CODE.test(address.postalCode))
    at(['address', 'postalCode'], 'INVALID_POSTAL_CODE', null);
  const contact = update.emergencyContact;
  if (contact !== null) {
    name(contact.fullName, ['emergencyContact', 'fullName'], 'INVALID_FIRSTNAME');
    if (contact.phoneNumber === '') at(['emergencyContact', 'phoneNumber'], 'INVALID_TELEPHONE', 'required');
    else if (!isValidPhoneNumber(contact.phoneNumber))
      at(['emergencyContact', 'phoneNumber'], 'INVALID_TELEPHONE', 'invalidPhone');
    if (!(EMERGENCY_RELATIONS as readonly string[]).includes(contact.relation))
      at(
        ['emergencyContact', 'relation'],
        'INVALID_RELATIONSHIP',
        contact.relation === '' ? 'required' : null,
      );
  }
  return issues;
}

/** POST /member/api/v1/users/{provider}/vneid: link the citizen VNeID verified to the signed-in member. */
export const vneidLinkBodySchema = vneidReturnSchema;

/** A member's linked national ID as VNeID verified it; the number itself is never kept. */
export const nationalIdLinkSchema = z.object({
  /** The full name VNeID verified. */
  fullName: z.string(),
  /** YYYY-MM-DD, as VNeID verified it. */
  birthDate: z.string(),
  linkedAt: z.string(),
});

export type NationalIdLink = z.infer<typeof nationalIdLinkSchema>;

export const vneidLinkResponseSchema = z.object({ nationalId: nationalIdLinkSchema });

/** GET /member/api/v1/users/{provider}/vneid: the member's link, or null. */
export const vneidLinkStatusSchema = z.object({ nationalId: nationalIdLinkSchema.nullable() });
export type VneidLinkStatus = z.infer<typeof vneidLinkStatusSchema>;

/** POST /auth/hand-off: the session id the app hands to the site (single use, `expiresIn` seconds). */
export const handOffResponseSchema = z.object({
  sessionId: z.string(),
  expiresIn: z.number().int(),
});
