/**
 * One-time passwords for payment confirmation (design §5 Security): 6 digits from a CSPRNG,
 * single use, bound to one payment, valid 5 minutes, at most 5 wrong tries. Resending is our
 * rule: at most 3 resends, at least 30 seconds apart; a resend replaces the code and restarts
 * its 5 minutes, but wrong tries count across resends (a resend never buys more guesses).
 *
 * Pure decisions over a stored record and "now": the caller keeps the code (hashed) beside the
 * record, compares it in constant time, and stores the record each function returns.
 */

/** Digits in a code. */
export const OTP_LENGTH = 6;
/** How long a code is valid after it is sent. */
export const OTP_TTL_MS = 5 * 60_000;
/** Wrong codes allowed per payment; the one that reaches this locks it. */
export const OTP_MAX_WRONG_ATTEMPTS = 5;
/** New codes that can be asked for after the first. */
export const OTP_MAX_RESENDS = 3;
/** The shortest wait between two codes. */
export const OTP_RESEND_INTERVAL_MS = 30_000;

/** What is stored about a payment's OTP (without the code itself). */
export interface OtpRecord {
  /** When the current code was sent (ISO-8601 UTC). */
  readonly sentAt: string;
  /** When the current code stops working (ISO-8601 UTC). */
  readonly expiresAt: string;
  /** Wrong codes entered so far, across every code sent. */
  readonly wrongAttempts: number;
  /** Codes sent after the first. */
  readonly resends: number;
  /** When a code was accepted; a used record accepts nothing more. */
  readonly usedAt: string | null;
}

/** The record of a first code sent `now`. */
export function issueOtp(now: Date): OtpRecord {
  return {
    sentAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
    wrongAttempts: 0,
    resends: 0,
    usedAt: null,
  };
}

/**
 * A code from a uniform random integer source (`crypto.randomInt` on the server), zero-padded:
 * `otpFromRandom((max) => randomInt(max))` → `"004217"`.
 *
 * @throws RangeError when the source returns something other than an integer in [0, 10^6).
 */
export function otpFromRandom(randomInt: (maxExclusive: number) => number): string {
  const max = 10 ** OTP_LENGTH;
  const value = randomInt(max);
  if (!Number.isSafeInteger(value) || value < 0 || value >= max) {
    throw new RangeError(`Random source returned ${String(value)}, outside [0, ${String(max)})`);
  }
  return String(value).padStart(OTP_LENGTH, '0');
}

const OTP_SHAPE = new RegExp(`^\\d{${String(OTP_LENGTH)}}$`);

/**
 * True when `input` (trimmed) is 6 ASCII digits. Input of another shape is a typing slip, not a
 * guess: callers answer it without calling {@link checkOtp}, so it costs no try.
 */
export function isOtpShaped(input: string): boolean {
  return OTP_SHAPE.test(input.trim());
}

export type OtpCheck =
  | { readonly outcome: 'ACCEPTED'; readonly record: OtpRecord }
  | { readonly outcome: 'WRONG'; readonly record: OtpRecord; readonly attemptsLeft: number }
  /** Too many wrong codes: this one was the last allowed, or the record was already locked. */
  | { readonly outcome: 'LOCKED'; readonly record: OtpRecord }
  /** The current code's 5 minutes are over (not counted as a wrong try). */
  | { readonly outcome: 'EXPIRED'; readonly record: OtpRecord }
  /** A code was already accepted. */
  | { readonly outcome: 'USED'; readonly record: OtpRecord };

const isLocked = (record: OtpRecord) => record.wrongAttempts >= OTP_MAX_WRONG_ATTEMPTS;
const isExpired = (record: OtpRecord, now: Date) => now.getTime() >= Date.parse(record.expiresAt);

/**
 * Decides a code entered `now`, given whether it matched the stored one (`isMatch`, compared by
 * the caller in constant time). Checked in this order: already used, locked, expired, then the
 * match itself. A wrong code counts one try; the fifth locks the record.
 */
export function checkOtp(record: OtpRecord, isMatch: boolean, now: Date): OtpCheck {
  if (record.usedAt !== null) return { outcome: 'USED', record };
  if (isLocked(record)) return { outcome: 'LOCKED', record };
  if (isExpired(record, now)) return { outcome: 'EXPIRED', record };
  if (isMatch) return { outcome: 'ACCEPTED', record: { ...record, usedAt: now.toISOString() } };
  const next = { ...record, wrongAttempts: record.wrongAttempts + 1 };
  if (isLocked(next)) return { outcome: 'LOCKED', record: next };
  return { outcome: 'WRONG', record: next, attemptsLeft: OTP_MAX_WRONG_ATTEMPTS - next.wrongAttempts };
}

export type OtpResend =
  | { readonly outcome: 'RESENT'; readonly record: OtpRecord }
  | { readonly outcome: 'TOO_SOON'; readonly retryAfterSeconds: number }
  | { readonly outcome: 'LIMIT_REACHED' }
  | { readonly outcome: 'LOCKED' }
  | { readonly outcome: 'USED' };

/**
 * Decides a request for a new code `now`. Allowed when the record is neither used nor locked,
 * fewer than {@link OTP_MAX_RESENDS} resends were made, and the last code is at least
 * {@link OTP_RESEND_INTERVAL_MS} old; the new code gets its own 5 minutes.
 */
export function resendOtp(record: OtpRecord, now: Date): OtpResend {
  if (record.usedAt !== null) return { outcome: 'USED' };
  if (isLocked(record)) return { outcome: 'LOCKED' };
  if (record.resends >= OTP_MAX_RESENDS) return { outcome: 'LIMIT_REACHED' };
  const waitMs = Date.parse(record.sentAt) + OTP_RESEND_INTERVAL_MS - now.getTime();
  if (waitMs > 0) return { outcome: 'TOO_SOON', retryAfterSeconds: Math.ceil(waitMs / 1000) };
  const fresh = issueOtp(now);
  return {
    outcome: 'RESENT',
    record: { ...fresh, wrongAttempts: record.wrongAttempts, resends: record.resends + 1 },
  };
}

/** Where a record stands `now`, for a page to explain what the payer can do next. */
export interface OtpStanding {
  readonly attemptsLeft: number;
  readonly resendsLeft: number;
  readonly isExpired: boolean;
  readonly isLocked: boolean;
  readonly isUsed: boolean;
  /** Seconds until a resend is allowed (0: now); undefined when no resend can ever be made. */
  readonly resendInSeconds: number | undefined;
  /**
   * True when no code can ever be accepted any more: used, locked, or expired with no resend
   * left. The payment waiting on it should be ended.
   */
  readonly isFinished: boolean;
}

/** Summarises a record `now` (see {@link OtpStanding}). */
export function otpStanding(record: OtpRecord, now: Date): OtpStanding {
  const resend = resendOtp(record, now);
  const resendInSeconds =
    resend.outcome === 'RESENT' ? 0 : resend.outcome === 'TOO_SOON' ? resend.retryAfterSeconds : undefined;
  const expired = isExpired(record, now);
  const locked = isLocked(record);
  const used = record.usedAt !== null;
  return {
    attemptsLeft: Math.max(0, OTP_MAX_WRONG_ATTEMPTS - record.wrongAttempts),
    resendsLeft: Math.max(0, OTP_MAX_RESENDS - record.resends),
    isExpired: expired,
    isLocked: locked,
    isUsed: used,
    resendInSeconds,
    isFinished: used || locked || (expired && resendInSeconds === undefined),
  };
}
