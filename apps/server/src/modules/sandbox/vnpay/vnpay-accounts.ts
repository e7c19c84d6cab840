/**
 * The sandbox VNPay's banks, test accounts and codes (listed on GET /sandbox). Codes follow
 * VNPay 2.1.0's tables; the error-page codes are VNPay's payment-page errors as the sandbox uses
 * them.
 */

export const VNPAY_BANKS = [
  { code: 'NCB', name: 'Ngân hàng Quốc Dân (NCB)' },
  { code: 'VCB', name: 'Vietcombank' },
  { code: 'TCB', name: 'Techcombank' },
  { code: 'HDB', name: 'HDBank' },
] as const;

/** Values of vnp_BankCode a merchant may ask for (QR, domestic accounts, international cards). */
export const VNPAY_BANK_CODES = [
  'VNPAYQR',
  'VNBANK',
  'INTCARD',
  ...VNPAY_BANKS.map((bank) => bank.code),
] as const;

export interface VnpayTestAccount {
  bankCode: string;
  cardNumber: string;
  holderName: string;
  /** `MM/YY`, as printed on domestic cards. */
  issueDate: string;
  /** vnp_ResponseCode the payment ends with. */
  responseCode: string;
}

export const VNPAY_TEST_ACCOUNTS: readonly VnpayTestAccount[] = [
  {
    bankCode: 'NCB',
    cardNumber: '9704198526191432198',
    holderName: 'NGUYEN VAN A',
    issueDate: '07/15',
    responseCode: '00',
  },
  {
    bankCode: 'NCB',
    cardNumber: '9704195798459170488',
    holderName: 'NGUYEN VAN A',
    issueDate: '07/15',
    responseCode: '51',
  },
  {
    bankCode: 'NCB',
    cardNumber: '9704193370791314',
    holderName: 'NGUYEN VAN A',
    issueDate: '07/15',
    responseCode: '12',
  },
  {
    bankCode: 'NCB',
    cardNumber: '9704194841945513',
    holderName: 'NGUYEN VAN A',
    issueDate: '07/15',
    responseCode: '09',
  },
];

/** Card details that match no test account count as wrong; the third wrong entry ends the payment (10). */
export const VNPAY_MAX_WRONG_CARD_ENTRIES = 3;

/** How long a payment page stays open when the merchant gives no vnp_ExpireDate. */
export const VNPAY_PAGE_LIFETIME_MS = 15 * 60_000;

/** vnp_ResponseCode meanings (return and IPN). */
export const VNPAY_RESPONSE_CODES: Readonly<Record<string, { vi: string; en: string }>> = {
  '00': { vi: 'Giao dịch thành công', en: 'Successful' },
  '09': {
    vi: 'Thẻ/Tài khoản chưa đăng ký dịch vụ InternetBanking tại ngân hàng',
    en: 'The card or account is not registered for internet banking',
  },
  '10': {
    vi: 'Khách hàng xác thực thông tin thẻ/tài khoản không đúng quá 3 lần',
    en: 'Card or account details entered wrongly more than 3 times',
  },
  '11': { vi: 'Đã hết hạn chờ thanh toán', en: 'The payment time ran out' },
  '12': { vi: 'Thẻ/Tài khoản bị khóa', en: 'The card or account is locked' },
  '24': { vi: 'Khách hàng hủy giao dịch', en: 'The customer cancelled' },
  '51': { vi: 'Tài khoản không đủ số dư', en: 'Insufficient balance' },
  '99': { vi: 'Lỗi khác', en: 'Other error' },
};

/** The payment page's error codes (GET /vnpay/paymentv2/Payment/Error.html?code=). */
export const VNPAY_ERROR_PAGE_CODES: Readonly<Record<string, { vi: string; en: string }>> = {
  '01': { vi: 'Giao dịch đã tồn tại', en: 'The transaction already exists' },
  '03': { vi: 'Dữ liệu gửi sang không đúng định dạng', en: 'The data sent is not in the right format' },
  '15': { vi: 'Giao dịch đã quá thời gian chờ thanh toán', en: 'The payment time has passed' },
  '70': { vi: 'Sai chữ ký', en: 'Wrong signature' },
  '72': { vi: 'Không tìm thấy mã website (vnp_TmnCode)', en: 'Unknown website code (vnp_TmnCode)' },
};

/** IPN answers the merchant gives (RspCode), for the sandbox pages. */
export const VNPAY_IPN_ANSWERS: Readonly<Record<string, { vi: string; en: string }>> = {
  '00': { vi: 'Xác nhận thành công', en: 'Confirm Success' },
  '01': { vi: 'Không tìm thấy đơn hàng', en: 'Order not found' },
  '02': { vi: 'Đơn hàng đã được xác nhận', en: 'Order already confirmed' },
  '04': { vi: 'Số tiền không hợp lệ', en: 'Invalid amount' },
  '97': { vi: 'Chữ ký không hợp lệ', en: 'Invalid signature' },
  '99': { vi: 'Lỗi không xác định', en: 'Unknown error' },
};
