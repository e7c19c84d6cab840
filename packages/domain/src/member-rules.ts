/**
 * Rules of a loyalty member's account (requirements §1, §3 Profile): the two schemes' wire names,
 * member codes, the secrets each scheme signs in with, and the profile's full name. No I/O.
 */

/**
 * The loyalty schemes as the wire names them: the member service's `{provider}` path segment, the
 * login call's `type`, the identity provider's `scheme` parameter and claim. site-enums'
 * `LOYALTY_SCHEMES` holds the names a page shows (`Skyclub`, `SkyJoy`).
 */
export const MEMBER_SCHEMES = ['skyclub', 'skyjoy'] as const;
export type MemberScheme = (typeof MEMBER_SCHEMES)[number];

export function isMemberScheme(value: unknown): value is MemberScheme {
  return value === 'skyclub' || value === 'skyjoy';
}

/** The two letters every member code of a scheme starts with. */
export const MEMBER_CODE_PREFIX: Readonly<Record<MemberScheme, string>> = { skyclub: 'SC', skyjoy: 'SJ' };

/** Digits after a member code's prefix. */
export const MEMBER_CODE_DIGITS = 10;

/**
 * A member code from random digits: the scheme's prefix and ten digits (`SC0123456789`), short
 * enough to read out on the phone and to type into a booking's frequent-flyer field (it passes
 * passenger-rules' `isValidLoyaltyNumber`).
 *
 * @throws RangeError when `digits` is not ten decimal digits.
 */
export function memberCode(scheme: MemberScheme, digits: string): string {
  if (!new RegExp(`^\\d{${String(MEMBER_CODE_DIGITS)}}$`).test(digits))
    throw new RangeError(`A member code needs ${String(MEMBER_CODE_DIGITS)} digits`);
  return `${MEMBER_CODE_PREFIX[scheme]}${digits}`;
}

/** Whether `value` is a member code of `scheme`. */
export function isMemberCode(scheme: MemberScheme, value: string): boolean {
  return new RegExp(`^${MEMBER_CODE_PREFIX[scheme]}\\d{${String(MEMBER_CODE_DIGITS)}}$`).test(value);
}

/** Shortest Skyclub password, characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted: long passphrases are welcome, megabytes of text are not. */
export const PASSWORD_MAX_LENGTH = 128;
/** A SkyJoy PIN's digits. */
export const PIN_LENGTH = 6;

export type SecretProblem = 'passwordTooShort' | 'passwordTooLong' | 'passwordAllDigits' | 'pinFormat';

/**
 * What is wrong with a new secret, or null: a Skyclub password has at least 8 characters and is not
 * only digits; a SkyJoy PIN is exactly 6 digits.
 */
export function newSecretProblem(scheme: MemberScheme, secret: string): SecretProblem | null {
  if (scheme === 'skyjoy')
    return new RegExp(`^\\d{${String(PIN_LENGTH)}}$`).test(secret) ? null : 'pinFormat';
  // Code points, so an emoji counts once (the rule is about characters typed, not bytes).
  const length = Array.from(secret).length;
  if (length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  if (/^\d+$/.test(secret)) return 'passwordAllDigits';
  return null;
}

/** Wrong passwords or PINs in a row that lock an account. */
export const SIGN_IN_FAILURES_BEFORE_LOCK = 5;
/** How long a locked account refuses every sign-in. */
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;
/** How long an e-mail verification link works. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The profile's full name (requirements §3): the family name, then the middle and given names
 * (`NGUYEN` + `VAN AN` → `NGUYEN VAN AN`).
 */
export function memberFullName(familyName: string, middleGivenName: string): string {
  return [familyName, middleGivenName].filter((part) => part !== '').join(' ');
}

/**
 * requirements §3's `skyClubMiddleGivenName`: the middle and given names separated by commas (the
 * pages join them with spaces): `VAN AN` → `VAN,AN`.
 */
export function commaSeparatedNames(middleGivenName: string): string {
  return middleGivenName.split(' ').filter(Boolean).join(',');
}
