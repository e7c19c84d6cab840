/**
 * The pay-later partner's, HDBank's and Vikki bank's test customers (listed on GET /sandbox), found by phone.
 * Phones are Vietnamese mobiles written 0xxxxxxxxx (a +84 prefix is read as 0).
 */

/** A Vietnamese mobile number as 10 digits starting 03, 05, 07, 08 or 09; undefined otherwise. */
export function normaliseVietnamMobile(input: string): string | undefined {
  const compact = input.replace(/[\s.-]/g, '');
  const local = compact.startsWith('+84')
    ? `0${compact.slice(3)}`
    : compact.startsWith('84') && compact.length === 11
      ? `0${compact.slice(2)}`
      : compact;
  return /^0[35789]\d{8}$/.test(local) ? local : undefined;
}

/** A name compared the way partners do: accents removed, upper case, single spaces. */
export function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .trim()
    .replace(/\s+/g, ' ')
    .toUpperCase();
}

// ─── Pay later through the partner (PL) ────────────────────────────────────────────────────────────────────────

export type PayLaterAccountKind = 'active' | 'eligible' | 'partnerError';

export interface PayLaterAccount {
  phone: string;
  fullName: string;
  kind: PayLaterAccountKind;
  /** What the customer can still spend, VND. */
  availableLimitVnd: number;
}

export const PAY_LATER_ACCOUNTS: readonly PayLaterAccount[] = [
  { phone: '0901234567', fullName: 'Trần Thị Bích', kind: 'active', availableLimitVnd: 20_000_000 },
  { phone: '0902222222', fullName: 'Lê Văn Cường', kind: 'active', availableLimitVnd: 500_000 },
  { phone: '0903333333', fullName: 'Phạm Thị Dung', kind: 'eligible', availableLimitVnd: 0 },
  { phone: '0909999999', fullName: 'Hoàng Văn Em', kind: 'partnerError', availableLimitVnd: 0 },
];

/** What each kind of pay-later account does, for the documentation page. */
export const PAY_LATER_OUTCOMES: Readonly<Record<PayLaterAccountKind, { vi: string; en: string }>> = {
  active: { vi: 'Có tài khoản; xác nhận bằng mã OTP', en: 'Has an account; confirms with a code' },
  eligible: { vi: 'Đủ điều kiện đăng ký (trạng thái 01)', en: 'Eligible to register (status 01)' },
  partnerError: { vi: 'Lỗi không xác định (99)', en: 'Unknown error (99)' },
};

/** How long the partner gives before the purchase is due (our partner's plan: 30 days, no interest). */
export const PAY_LATER_TERM_DAYS = 30;

export function findPayLaterAccount(phone: string): PayLaterAccount | undefined {
  return PAY_LATER_ACCOUNTS.find((account) => account.phone === phone);
}

// ─── HDBank instalments (VJHDS) ─────────────────────────────────────────────────────────────

export type HdbankAccountKind =
  | 'active'
  | 'userLocked'
  | 'insufficientBalance'
  | 'cardLocked'
  | 'noActiveToken'
  | 'timeout'
  | 'systemError';

export interface HdbankAccount {
  phone: string;
  fullName: string;
  kind: HdbankAccountKind;
}

export const HDBANK_ACCOUNTS: readonly HdbankAccount[] = [
  { phone: '0911111111', fullName: 'Nguyễn Văn Hải', kind: 'active' },
  { phone: '0912222222', fullName: 'Đỗ Thị Lan', kind: 'userLocked' },
  { phone: '0913333333', fullName: 'Vũ Văn Minh', kind: 'insufficientBalance' },
  { phone: '0914444444', fullName: 'Bùi Thị Ngọc', kind: 'cardLocked' },
  { phone: '0915555555', fullName: 'Đặng Văn Phúc', kind: 'noActiveToken' },
  { phone: '0916666666', fullName: 'Ngô Thị Quỳnh', kind: 'timeout' },
  { phone: '0917777777', fullName: 'Lý Văn Sơn', kind: 'systemError' },
];

/** What each kind of HDBank account does, for the documentation page. */
export const HDBANK_OUTCOMES: Readonly<Record<HdbankAccountKind, { vi: string; en: string }>> = {
  active: { vi: 'Thành công sau khi nhập đúng OTP (00)', en: 'Paid after the right OTP (00)' },
  userLocked: { vi: 'Người dùng bị khóa (HDBANK_ERROR_06)', en: 'User locked (HDBANK_ERROR_06)' },
  insufficientBalance: {
    vi: 'Đúng OTP nhưng không đủ số dư (HDBANK_ERROR_18)',
    en: 'Right OTP, insufficient balance (HDBANK_ERROR_18)',
  },
  cardLocked: { vi: 'Thẻ bị khóa (HDBANK_ERROR_19)', en: 'Card locked (HDBANK_ERROR_19)' },
  noActiveToken: {
    vi: 'Không có token hoạt động (HDBANK_ERROR_11)',
    en: 'No active token (HDBANK_ERROR_11)',
  },
  timeout: {
    vi: 'Đúng OTP nhưng hết thời gian xử lý (HDBANK_ERROR_20)',
    en: 'Right OTP, then timeout (HDBANK_ERROR_20)',
  },
  systemError: { vi: 'Lỗi hệ thống (HDBANK_ERROR_22)', en: 'System error (HDBANK_ERROR_22)' },
};

export function findHdbankAccount(phone: string): HdbankAccount | undefined {
  return HDBANK_ACCOUNTS.find((account) => account.phone === phone);
}

/** Instalment terms HDBank offers, months (0 % interest: our rule). */
export const HDBANK_TENORS = [3, 6, 9, 12] as const;
/** The smallest purchase HDBank splits into instalments, VND (our rule). */
export const HDBANK_MIN_AMOUNT_VND = 3_000_000;
/** Per-transaction and per-day (Vietnam time) limits, VND. */
export const HDBANK_TRANSACTION_LIMIT_VND = 50_000_000;
export const HDBANK_DAILY_LIMIT_VND = 80_000_000;
/** OTP messages a customer may be sent per 24 hours before HDBank locks OTP requests (error 14). */
export const HDBANK_DAILY_OTP_REQUESTS = 10;

// ─── Vikki bank (the link of PATCH reservations/vikki) ──────────────────────────────────────

export type VikkiAccountKind = 'active' | 'insufficientBalance' | 'locked';

export interface VikkiAccount {
  phone: string;
  fullName: string;
  kind: VikkiAccountKind;
}

export const VIKKI_ACCOUNTS: readonly VikkiAccount[] = [
  { phone: '0921111111', fullName: 'Trịnh Văn Khoa', kind: 'active' },
  { phone: '0922222222', fullName: 'Mai Thị Hoa', kind: 'insufficientBalance' },
  { phone: '0923333333', fullName: 'Phan Văn Long', kind: 'locked' },
];

/** Vikki's result codes (sandbox_payment.result_code and the notification's resultCode). */
export const VIKKI_RESULT_CODES: Readonly<Record<string, { vi: string; en: string }>> = {
  '00': { vi: 'Thanh toán thành công', en: 'Paid' },
  '24': { vi: 'Khách hàng hủy thanh toán', en: 'Cancelled by the customer' },
  '51': { vi: 'Tài khoản không đủ số dư', en: 'Insufficient balance' },
  '54': { vi: 'Liên kết thanh toán đã hết hạn', en: 'The payment link expired' },
  '62': { vi: 'Tài khoản bị khóa', en: 'Account locked' },
};

/** What each kind of Vikki account does, for the documentation page. */
export const VIKKI_OUTCOMES: Readonly<Record<VikkiAccountKind, { vi: string; en: string }>> = {
  active: { vi: 'Thanh toán thành công (00)', en: 'Pays (00)' },
  insufficientBalance: {
    vi: 'Không đủ số dư cho bất kỳ đặt chỗ nào: bị từ chối (51)',
    en: 'Balance too low for any booking: refused (51)',
  },
  locked: { vi: 'Tài khoản bị khóa: bị từ chối (62)', en: 'Account locked: refused (62)' },
};

export function findVikkiAccount(phone: string): VikkiAccount | undefined {
  return VIKKI_ACCOUNTS.find((account) => account.phone === phone);
}
