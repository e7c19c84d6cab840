/**
 * HDBank's answers: '00' or requirements §8's HDBANK_ERROR_nn, each with HDBank's message in Vietnamese
 * or English (01–22 as the requirements list them; 16 is read as "no valid OTP").
 */

export type HdbankCode = `HDBANK_ERROR_${string}` | '00';

export interface HdbankAnswer {
  resultCode: HdbankCode;
  message: string;
  transactionId: string | null;
  status: string | null;
  redirectUrl: string | null;
  otpExpiresAt: string | null;
  attemptsLeft: number | null;
  retryAfterSeconds: number | null;
}

const MESSAGES: Readonly<Record<string, { vi: string; en: string }>> = {
  '00': { vi: 'Thành công', en: 'Success' },
  '01': { vi: 'Giao dịch không hợp lệ', en: 'Invalid transaction' },
  '02': { vi: 'Client id không hợp lệ', en: 'Invalid client id' },
  '03': { vi: 'Không được phép thực hiện', en: 'Not permitted' },
  '04': { vi: 'Email không hợp lệ', en: 'Invalid email' },
  '05': { vi: 'Số điện thoại không hợp lệ', en: 'Invalid phone number' },
  '06': { vi: 'Người dùng đang bị khóa', en: 'The user is locked' },
  '07': { vi: 'Mã OTP không đúng', en: 'Wrong OTP' },
  '08': { vi: 'Yêu cầu hủy không hợp lệ', en: 'Invalid cancellation' },
  '09': { vi: 'Số tiền không hợp lệ', en: 'Invalid amount' },
  '10': { vi: 'Vượt hạn mức mỗi giao dịch', en: 'Above the per-transaction limit' },
  '11': { vi: 'Không có token đang hoạt động', en: 'No active token' },
  '12': { vi: 'Vượt hạn mức trong ngày', en: 'Above the daily limit' },
  '14': {
    vi: 'Người dùng bị khóa do yêu cầu OTP quá 10 lần',
    en: 'The user is locked after 10 OTP requests',
  },
  '15': { vi: 'Xác nhận OTP quá số lần cho phép', en: 'Too many OTP confirmations' },
  '16': {
    vi: 'Chưa tạo được OTP hoặc OTP đã hết hạn',
    en: 'No valid OTP: it was not created or has expired',
  },
  '17': { vi: 'Cấu trúc thông điệp không hợp lệ', en: 'Invalid message structure' },
  '18': { vi: 'Số dư tài khoản nguồn không đủ', en: 'Insufficient source balance' },
  '19': { vi: 'Thẻ đang bị khóa', en: 'The card is locked' },
  '20': { vi: 'Hết thời gian xử lý', en: 'Timed out' },
  '22': { vi: 'Lỗi hệ thống', en: 'System error' },
};

/** '00', or HDBANK_ERROR_nn for nn. */
export const hdbankCode = (number: string): HdbankCode => (number === '00' ? '00' : `HDBANK_ERROR_${number}`);

/** An answer with HDBank's message for `number` ('00' or the nn of HDBANK_ERROR_nn). */
export function hdbankAnswer(
  number: string,
  language: 'vi' | 'en',
  extra: Partial<HdbankAnswer> = {},
): HdbankAnswer {
  return {
    resultCode: hdbankCode(number),
    message: (MESSAGES[number] ?? MESSAGES['22'] ?? { vi: '', en: '' })[language],
    transactionId: null,
    status: null,
    redirectUrl: null,
    otpExpiresAt: null,
    attemptsLeft: null,
    retryAfterSeconds: null,
    ...extra,
  };
}
