/**
 * Numeric result codes from the airline's and its partners' systems that requirements §8 gives a meaning
 * (domain facts, not HTTP errors), each looked up as a translation key for the web app's
 * dictionaries — never as a sentence. HTTP error codes of our own API are `packages/contracts`'.
 */

/** Reads a code given as a number or as a string of digits (`'20001'`, `'07'`); NaN otherwise. */
function toCodeNumber(code: number | string): number {
  if (typeof code === 'number') return Number.isInteger(code) ? code : Number.NaN;
  const trimmed = code.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

// ─── Session codes (requirements §8 "Numeric codes") ────────────────────────────────────────────────

export type SessionErrorKey =
  'errors.session.invalid' | 'errors.session.getDataFailed' | 'errors.payment.amountOverLimit';

/** What a session-level result code means and whether the user is sent to the home page. */
export interface SessionError {
  readonly key: SessionErrorKey;
  readonly goHome: boolean;
}

/**
 * 20001 invalid session and 20004 get-session-data failed send the user home; 20015 (amount over
 * the allowed payment limit) keeps them on the page to choose another amount or method.
 */
export const SESSION_ERRORS: Readonly<Record<20001 | 20004 | 20015, SessionError>> = {
  20001: { key: 'errors.session.invalid', goHome: true },
  20004: { key: 'errors.session.getDataFailed', goHome: true },
  20015: { key: 'errors.payment.amountOverLimit', goHome: false },
};

/** The meaning of a session result code (number or digit string), or undefined if not one of them. */
export function sessionErrorForCode(code: number | string): SessionError | undefined {
  const numeric = toCodeNumber(code);
  return numeric === 20001 || numeric === 20004 || numeric === 20015 ? SESSION_ERRORS[numeric] : undefined;
}

// ─── Check-in result codes (requirements §8 "Check-in") ─────────────────────────────────────────────

export type CheckInResultKey =
  | 'errors.checkIn.checkInAtCounter'
  | 'errors.checkIn.outsideCheckInTime'
  | 'errors.checkIn.closed'
  | 'errors.checkIn.departed'
  | 'errors.checkIn.infantCheckInAtCounter'
  | 'errors.checkIn.failed';

/**
 * Online check-in refusals: 98, 99, 90, 92, 95 the flight does not support online check-in
 * (check in at the counter); 91 outside the check-in time; 93 check-in closed; 94 flight
 * departed; 96 a passenger travelling with an infant checks in at the counter.
 */
export const CHECK_IN_RESULT_KEYS: ReadonlyMap<number, CheckInResultKey> = new Map([
  [90, 'errors.checkIn.checkInAtCounter'],
  [92, 'errors.checkIn.checkInAtCounter'],
  [95, 'errors.checkIn.checkInAtCounter'],
  [98, 'errors.checkIn.checkInAtCounter'],
  [99, 'errors.checkIn.checkInAtCounter'],
  [91, 'errors.checkIn.outsideCheckInTime'],
  [93, 'errors.checkIn.closed'],
  [94, 'errors.checkIn.departed'],
  [96, 'errors.checkIn.infantCheckInAtCounter'],
]);

/**
 * The message key for a check-in result code (number or digit string). Codes the requirements do not list
 * give the generic check-in failure key.
 */
export function checkInResultKey(code: number | string): CheckInResultKey {
  return CHECK_IN_RESULT_KEYS.get(toCodeNumber(code)) ?? 'errors.checkIn.failed';
}

// ─── Bank instalment errors HDBANK_ERROR_01..99 (requirements §8 "Bank") ────────────────────────────

/**
 * The meanings requirements §8 lists, in its order; the n-th is `HDBANK_ERROR_nn` (01 invalid
 * transaction … 22 system error).
 */
export const HDBANK_ERROR_KEYS = [
  'errors.hdbank.invalidTransaction',
  'errors.hdbank.invalidClientId',
  'errors.hdbank.notPermitted',
  'errors.hdbank.invalidEmail',
  'errors.hdbank.invalidPhone',
  'errors.hdbank.userLocked',
  'errors.hdbank.wrongOtp',
  'errors.hdbank.invalidCancel',
  'errors.hdbank.invalidAmount',
  'errors.hdbank.overTransactionLimit',
  'errors.hdbank.noActiveToken',
  'errors.hdbank.overDailyLimit',
  'errors.hdbank.invalidCardNumber',
  'errors.hdbank.userLockedAfterOtpRequests',
  'errors.hdbank.tooManyOtpConfirmations',
  'errors.hdbank.otpNotCreated',
  'errors.hdbank.invalidMessageStructure',
  'errors.hdbank.insufficientBalance',
  'errors.hdbank.cardLocked',
  'errors.hdbank.timeout',
  'errors.hdbank.wrongDate',
  'errors.hdbank.systemError',
] as const;

/**
 * Bank errors requirements §8 names without a number: the payment token expired (sign in again),
 * refreshing the query token failed, and the balance is not enough.
 */
export const HDBANK_OTHER_ERROR_KEYS = {
  paymentTokenExpired: 'errors.hdbank.paymentTokenExpired',
  refreshTokenFailed: 'errors.hdbank.refreshTokenFailed',
  balanceNotEnough: 'errors.hdbank.balanceNotEnough',
} as const;

export type HdbankErrorKey =
  (typeof HDBANK_ERROR_KEYS)[number] | (typeof HDBANK_OTHER_ERROR_KEYS)[keyof typeof HDBANK_OTHER_ERROR_KEYS];

const HDBANK_ERROR_CODE = /^HDBANK_ERROR_(\d{2})$/;

/**
 * The message key for a bank error code `HDBANK_ERROR_01` … `HDBANK_ERROR_99`. 01–22 have the
 * meanings the requirements list; 23–99 exist in the range but the requirements give them no meaning, so they show the
 * generic system error (as 22 does). Anything else (`HDBANK_ERROR_00`, `HDBANK_ERROR_7`, other
 * codes) is not a bank error: undefined.
 */
export function hdbankErrorKey(code: string): HdbankErrorKey | undefined {
  const match = HDBANK_ERROR_CODE.exec(code);
  const number = match ? Number(match[1]) : 0;
  if (number < 1) return undefined;
  return HDBANK_ERROR_KEYS[number - 1] ?? 'errors.hdbank.systemError';
}

// ─── Pay-later partner (requirements §8 "Pay-later partner result codes") ────────────────────────────

/** The partner's hotline a traveller whose pay-later account does not exist is told to call. */
export const PAY_LATER_HOTLINE = '18006669';

export type PayLaterResultKey =
  | 'payLater.result.accountNotFound'
  | 'payLater.result.insufficientLimit'
  | 'payLater.result.unknownError'
  | 'payLater.result.nameMismatch'
  | 'payLater.result.eligibleToRegister'
  | 'payLater.result.invalidPhoneFormat'
  | 'payLater.result.invalidOrder';

/**
 * The partner's result codes. requirements §8 describes two maps over the same eight codes (one listed
 * 04, 02, 99, 03, 01, 96, 05, 06, the other 01–06, 99, 96) but gives one list of seven meanings.
 * Read in the first map's order the meanings fit the codes (04 account does not exist — call
 * {@link PAY_LATER_HOTLINE}; 02 insufficient limit; 99 unknown error; 03 name mismatch; 01
 * eligible to register, which the requirements' note on status 01 confirms; 96 invalid phone format;
 * 05 invalid order), so both maps are this one table. 06 has no meaning of its own in the requirements and
 * reads as an unknown error.
 */
export const PAY_LATER_RESULT_KEYS: Readonly<Record<string, PayLaterResultKey>> = {
  '04': 'payLater.result.accountNotFound',
  '02': 'payLater.result.insufficientLimit',
  '99': 'payLater.result.unknownError',
  '03': 'payLater.result.nameMismatch',
  '01': 'payLater.result.eligibleToRegister',
  '96': 'payLater.result.invalidPhoneFormat',
  '05': 'payLater.result.invalidOrder',
  '06': 'payLater.result.unknownError',
};

/**
 * The message key for a pay-later result code, given as the partner sends it (two digits,
 * `'04'`) or as a number (4). Codes outside the table read as an unknown error, like 99.
 */
export function payLaterResultKey(code: number | string): PayLaterResultKey {
  const numeric = toCodeNumber(code);
  const normalised = Number.isNaN(numeric) ? '' : String(numeric).padStart(2, '0');
  return PAY_LATER_RESULT_KEYS[normalised] ?? 'payLater.result.unknownError';
}

export type PayLaterStatusKey = 'payLater.status.success' | 'payLater.status.eligible';

/**
 * The partner's statuses the requirements read as "probably" success (00) and eligible (01); other
 * statuses are not either (undefined), and the result code tells what went wrong.
 */
export function payLaterStatusKey(status: string): PayLaterStatusKey | undefined {
  const trimmed = status.trim();
  if (trimmed === '00') return 'payLater.status.success';
  if (trimmed === '01') return 'payLater.status.eligible';
  return undefined;
}
