import {
  INSTALMENT_MIN_AMOUNT_VND,
  INSTALMENT_TENORS,
  PAYMENT_HOLD_MIN_HOURS_BEFORE_DEPARTURE,
  PAYMENT_PAY_LATER_MIN_DAYS_BEFORE_DEPARTURE,
  type PaymentIdentifier,
  type PaymentMethod,
  type PaymentMethodKind,
} from '@skybook/contracts/payment-methods';
import type { CurrencyCode } from '@skybook/domain/currency';
import type { Language } from '@skybook/domain/languages';

/**
 * The payment methods a booking may use, with their availability rules and fees (issue 5). Pure:
 * the service passes the booking's remaining amount, currency, first departure and whether every
 * flight is domestic.
 *
 * Fees (requirements §9 says channel fees differ for domestic and international flights, amounts not
 * shown — these are ours): Visa, MasterCard, JCB 1.5 % of the amount on domestic bookings and
 * 2.5 % on international ones; Amex 1 point more; the pay-later partner (PL) 1 %; Napas, VNPay QR,
 * HDBank instalments, vouchers and a hold (PL6) free. Rounded half up to the currency's minor unit.
 * Availability: VNPay (Napas, QR), the pay-later partner and HDBank take VND only; the partner
 * needs the first departure at least PAYMENT_PAY_LATER_MIN_DAYS_BEFORE_DEPARTURE days away (it
 * needs time to settle before the flight), a hold PAYMENT_HOLD_MIN_HOURS_BEFORE_DEPARTURE hours;
 * instalments need INSTALMENT_MIN_AMOUNT_VND or more. A hold is never offered for a balance due
 * nor from manage booking (decision 023); every other method pays a balance as it pays a booking.
 * The wallet (free, VND) needs a signed-in member whose wallet is active (decision 033).
 */

/** The identifiers methods-by-bookingKey lists: VIKKI is manage booking's bank link, never listed. */
type ListedIdentifier = Exclude<PaymentIdentifier, 'VIKKI'>;

interface MethodDefinition {
  identifier: ListedIdentifier;
  code: PaymentMethod['code'];
  kind: PaymentMethodKind;
  group: PaymentMethod['group'];
  accountKind: PaymentMethod['accountKind'];
  cardBrands: string[];
  currencies: 'any' | readonly CurrencyCode[];
  /** Basis points of the amount, domestic and international. */
  feeBps: { domestic: number; international: number };
  termsKey: PaymentMethod['termsKey'];
}

const VND_ONLY = ['VND'] as const;

export const METHOD_DEFINITIONS: readonly MethodDefinition[] = [
  card('VI', 'Visa', 150, 250),
  card('MC', 'MasterCard', 150, 250),
  card('JB', 'JCB', 150, 250),
  card('AX', 'Amex', 250, 350),
  {
    identifier: 'NP',
    code: 'Napas',
    kind: 'domesticCard',
    group: 'PAY_NOW',
    accountKind: 'BANK_ACCOUNT',
    cardBrands: [],
    currencies: VND_ONLY,
    feeBps: { domestic: 0, international: 0 },
    termsKey: null,
  },
  {
    identifier: 'VNPAYQR',
    code: 'VNPay-QR',
    kind: 'qr',
    group: 'PAY_NOW',
    accountKind: 'BANK_ACCOUNT',
    cardBrands: [],
    currencies: VND_ONLY,
    feeBps: { domestic: 0, international: 0 },
    termsKey: null,
  },
  {
    identifier: 'VJHDS',
    code: 'VJPAY',
    kind: 'instalment',
    group: 'PAY_NOW',
    accountKind: 'BANK_ACCOUNT',
    cardBrands: [],
    currencies: VND_ONLY,
    feeBps: { domestic: 0, international: 0 },
    termsKey: null,
  },
  {
    identifier: 'Voucher',
    code: 'Voucher',
    kind: 'voucher',
    group: 'PAY_NOW',
    accountKind: null,
    cardBrands: [],
    currencies: 'any',
    feeBps: { domestic: 0, international: 0 },
    termsKey: null,
  },
  {
    identifier: 'PL6',
    code: 'PayLater',
    kind: 'hold',
    group: 'PAY_LATER',
    accountKind: null,
    cardBrands: [],
    currencies: 'any',
    feeBps: { domestic: 0, international: 0 },
    termsKey: null,
  },
  {
    identifier: 'PL',
    code: 'PayLater',
    kind: 'payLater',
    group: 'PAY_LATER',
    accountKind: 'WALLET',
    cardBrands: [],
    currencies: VND_ONLY,
    feeBps: { domestic: 100, international: 100 },
    termsKey: 'payLaterTerms',
  },
  {
    identifier: 'WALLET',
    code: 'VJPAY',
    kind: 'wallet',
    group: 'PAY_NOW',
    accountKind: 'WALLET',
    cardBrands: [],
    currencies: VND_ONLY,
    feeBps: { domestic: 0, international: 0 },
    termsKey: null,
  },
];

function card(
  identifier: ListedIdentifier,
  code: PaymentMethod['code'],
  domestic: number,
  international: number,
): MethodDefinition {
  return {
    identifier,
    code,
    kind: 'card',
    group: 'PAY_NOW',
    accountKind: null,
    cardBrands: [identifier],
    currencies: 'any',
    feeBps: { domestic, international },
    termsKey: null,
  };
}

type Texts = Record<Language, string>;

const NAMES: Record<PaymentIdentifier, Texts> = {
  VI: same('Visa'),
  MC: same('MasterCard'),
  JB: same('JCB'),
  AX: same('American Express'),
  NP: {
    vi: 'Thẻ ATM nội địa / Internet Banking (Napas)',
    en: 'Domestic ATM card / Internet banking (Napas)',
    th: 'บัตร ATM ในประเทศ / อินเทอร์เน็ตแบงก์กิ้ง (Napas)',
    ko: '국내 ATM 카드 / 인터넷 뱅킹 (Napas)',
    'zh-CN': '国内ATM卡 / 网上银行 (Napas)',
    'zh-TW': '國內ATM卡 / 網路銀行 (Napas)',
    ja: '国内ATMカード / インターネットバンキング (Napas)',
    ru: 'Местная карта ATM / интернет-банк (Napas)',
  },
  VNPAYQR: {
    vi: 'Quét mã VNPay-QR',
    en: 'Scan a VNPay QR code',
    th: 'สแกน QR ของ VNPay',
    ko: 'VNPay QR 코드 스캔',
    'zh-CN': '扫描 VNPay 二维码',
    'zh-TW': '掃描 VNPay QR 碼',
    ja: 'VNPay QRコードをスキャン',
    ru: 'Сканировать QR-код VNPay',
  },
  PL6: {
    vi: 'Giữ chỗ, thanh toán sau',
    en: 'Hold my booking, pay later',
    th: 'กันที่นั่งไว้ ชำระทีหลัง',
    ko: '예약 보류 후 나중에 결제',
    'zh-CN': '保留预订，稍后付款',
    'zh-TW': '保留訂位，稍後付款',
    ja: '予約を確保して後で支払う',
    ru: 'Удержать бронь, оплатить позже',
  },
  PL: {
    vi: 'Mua trước trả sau',
    en: 'Buy now, pay later',
    th: 'ซื้อก่อน จ่ายทีหลัง',
    ko: '선구매 후결제',
    'zh-CN': '先买后付',
    'zh-TW': '先買後付',
    ja: '後払い',
    ru: 'Купить сейчас, оплатить позже',
  },
  VJHDS: {
    vi: 'Trả góp qua thẻ HDBank',
    en: 'Instalments with an HDBank card',
    th: 'ผ่อนชำระด้วยบัตร HDBank',
    ko: 'HDBank 카드 할부',
    'zh-CN': 'HDBank 信用卡分期',
    'zh-TW': 'HDBank 信用卡分期',
    ja: 'HDBankカードで分割払い',
    ru: 'Рассрочка по карте HDBank',
  },
  Voucher: {
    vi: 'Voucher',
    en: 'Voucher',
    th: 'บัตรกำนัล',
    ko: '바우처',
    'zh-CN': '代金券',
    'zh-TW': '禮券',
    ja: 'バウチャー',
    ru: 'Ваучер',
  },
  WALLET: {
    vi: 'Ví Skybook',
    en: 'Skybook wallet',
    th: 'วอลเล็ต Skybook',
    ko: 'Skybook 지갑',
    'zh-CN': 'Skybook 钱包',
    'zh-TW': 'Skybook 錢包',
    ja: 'Skybookウォレット',
    ru: 'Кошелёк Skybook',
  },
  VIKKI: {
    vi: 'Ngân hàng Vikki',
    en: 'Vikki Bank',
    th: 'ธนาคาร Vikki',
    ko: 'Vikki 은행',
    'zh-CN': 'Vikki 银行',
    'zh-TW': 'Vikki 銀行',
    ja: 'Vikki銀行',
    ru: 'Vikki Bank',
  },
};

const CARD_DESCRIPTION: Texts = {
  vi: 'Thanh toán bằng thẻ quốc tế; có thể cần xác thực 3-D Secure bằng mã OTP.',
  en: 'Pay by international card; your bank may ask for a 3-D Secure code.',
  th: 'ชำระด้วยบัตรระหว่างประเทศ ธนาคารอาจขอรหัส 3-D Secure',
  ko: '해외 카드로 결제합니다. 은행이 3-D Secure 인증을 요청할 수 있습니다.',
  'zh-CN': '使用国际卡付款；银行可能要求 3-D Secure 验证码。',
  'zh-TW': '使用國際卡付款；銀行可能要求 3-D Secure 驗證碼。',
  ja: '国際カードでお支払い。銀行が3-Dセキュアの認証を求める場合があります。',
  ru: 'Оплата международной картой; банк может запросить код 3-D Secure.',
};

const DESCRIPTIONS: Record<ListedIdentifier, Texts> = {
  VI: CARD_DESCRIPTION,
  MC: CARD_DESCRIPTION,
  JB: CARD_DESCRIPTION,
  AX: CARD_DESCRIPTION,
  NP: {
    vi: 'Chuyển sang trang VNPay để chọn ngân hàng và thanh toán.',
    en: 'You go to VNPay to choose your bank and pay.',
    th: 'ไปที่ VNPay เพื่อเลือกธนาคารและชำระเงิน',
    ko: 'VNPay로 이동하여 은행을 선택하고 결제합니다.',
    'zh-CN': '跳转到 VNPay 选择银行并付款。',
    'zh-TW': '前往 VNPay 選擇銀行並付款。',
    ja: 'VNPayで銀行を選んでお支払いください。',
    ru: 'Вы перейдёте в VNPay, чтобы выбрать банк и оплатить.',
  },
  VNPAYQR: {
    vi: 'Quét mã QR bằng ứng dụng ngân hàng trên trang VNPay.',
    en: 'Scan the QR code on the VNPay page with your banking app.',
    th: 'สแกน QR บนหน้า VNPay ด้วยแอปธนาคาร',
    ko: 'VNPay 페이지의 QR 코드를 은행 앱으로 스캔하세요.',
    'zh-CN': '用银行应用扫描 VNPay 页面上的二维码。',
    'zh-TW': '用銀行 App 掃描 VNPay 頁面上的 QR 碼。',
    ja: 'VNPayページのQRコードを銀行アプリで読み取ってください。',
    ru: 'Отсканируйте QR-код на странице VNPay в приложении банка.',
  },
  PL6: {
    vi: 'Chưa phải trả tiền: đặt chỗ được giữ 6 giờ. Hãy thanh toán bằng phương thức khác trước hạn, nếu không đặt chỗ sẽ bị hủy.',
    en: 'Pay nothing now: your booking is held for 6 hours. Pay with another method before the deadline, or it is cancelled.',
    th: 'ยังไม่ต้องชำระ: กันการจองไว้ 6 ชั่วโมง โปรดชำระด้วยวิธีอื่นก่อนหมดเวลา มิฉะนั้นการจองจะถูกยกเลิก',
    ko: '지금은 결제하지 않습니다. 예약이 6시간 동안 보류되며, 기한 전에 다른 방법으로 결제하지 않으면 취소됩니다.',
    'zh-CN': '现在无需付款：预订保留 6 小时。请在期限前用其他方式付款，否则预订将被取消。',
    'zh-TW': '現在無需付款：訂位保留 6 小時。請在期限前以其他方式付款，否則訂位將被取消。',
    ja: '今は支払い不要：予約を6時間確保します。期限までに他の方法でお支払いください。期限を過ぎると取り消されます。',
    ru: 'Сейчас платить не нужно: бронь удерживается 6 часов. Оплатите другим способом до срока, иначе она будет отменена.',
  },
  PL: {
    vi: 'Giữ chỗ ngay, thanh toán qua đối tác trả sau; xác nhận bằng mã SMS.',
    en: 'Book now and pay through our pay-later partner; confirm with an SMS code.',
    th: 'จองตอนนี้ ชำระผ่านพันธมิตรจ่ายทีหลัง ยืนยันด้วยรหัส SMS',
    ko: '지금 예약하고 후결제 파트너로 결제합니다. SMS 코드로 확인합니다.',
    'zh-CN': '立即预订，通过先买后付合作方付款；用短信验证码确认。',
    'zh-TW': '立即訂位，透過先買後付合作夥伴付款；以簡訊驗證碼確認。',
    ja: '今すぐ予約し、後払いパートナーで支払います。SMSコードで確認します。',
    ru: 'Забронируйте сейчас и оплатите через партнёра; подтвердите кодом из SMS.',
  },
  VJHDS: {
    vi: 'Trả góp 3, 6, 9 hoặc 12 tháng qua HDBank; xác nhận bằng mã OTP.',
    en: 'Pay in 3, 6, 9 or 12 monthly instalments with HDBank; confirm with an OTP.',
    th: 'ผ่อน 3, 6, 9 หรือ 12 เดือนกับ HDBank ยืนยันด้วย OTP',
    ko: 'HDBank로 3, 6, 9, 12개월 할부; OTP로 확인합니다.',
    'zh-CN': '通过 HDBank 分 3、6、9 或 12 期付款；用 OTP 确认。',
    'zh-TW': '透過 HDBank 分 3、6、9 或 12 期付款；以 OTP 確認。',
    ja: 'HDBankで3・6・9・12回の分割払い。OTPで確認します。',
    ru: 'Рассрочка на 3, 6, 9 или 12 месяцев через HDBank; подтверждение кодом OTP.',
  },
  Voucher: {
    vi: 'Nhập số serial, mật khẩu và mã PIN của voucher; voucher phải đủ cho toàn bộ đặt chỗ.',
    en: 'Enter the voucher serial, password and PIN; it must cover the whole booking.',
    th: 'กรอกหมายเลข รหัสผ่าน และ PIN ของบัตรกำนัล ต้องครอบคลุมยอดทั้งหมด',
    ko: '바우처 일련번호, 비밀번호, PIN을 입력하세요. 전체 금액을 충당해야 합니다.',
    'zh-CN': '输入代金券序列号、密码和 PIN；须足以支付全部金额。',
    'zh-TW': '輸入禮券序號、密碼和 PIN；須足以支付全部金額。',
    ja: 'バウチャーのシリアル・パスワード・PINを入力してください。合計額を満たす必要があります。',
    ru: 'Введите серийный номер, пароль и PIN ваучера; он должен покрыть всю сумму.',
  },
  WALLET: {
    vi: 'Thanh toán ngay từ số dư ví bằng mã PIN ví; số dư phải đủ cho toàn bộ số tiền.',
    en: 'Pay at once from your wallet balance with your wallet PIN; the balance must cover the whole amount.',
    th: 'ชำระทันทีจากยอดในวอลเล็ตด้วย PIN ของวอลเล็ต ยอดต้องครอบคลุมทั้งหมด',
    ko: '지갑 PIN으로 지갑 잔액에서 바로 결제합니다. 잔액이 전체 금액 이상이어야 합니다.',
    'zh-CN': '使用钱包 PIN 从钱包余额中立即付款；余额须足以支付全部金额。',
    'zh-TW': '使用錢包 PIN 從錢包餘額立即付款；餘額須足以支付全部金額。',
    ja: 'ウォレットのPINで残高から即時にお支払い。残高が合計額を満たす必要があります。',
    ru: 'Оплата сразу с баланса кошелька по PIN-коду; баланса должно хватать на всю сумму.',
  },
};

function same(text: string): Texts {
  return { vi: text, en: text, th: text, ko: text, 'zh-CN': text, 'zh-TW': text, ja: text, ru: text };
}

export interface MethodsInput {
  remaining: number;
  currency: CurrencyCode;
  /** ISO instant of the first flight's departure. */
  firstDepartureUtc: string;
  isDomestic: boolean;
  now: Date;
  language: Language;
  /** What is paid: the booking (Unpaid, held), or the balance a change added to a Paid one. */
  due: 'booking' | 'balance';
  /** Paid from manage booking (a grant), where the booking is already held until its deadline. */
  isManaged: boolean;
  /** The wallet of whoever asks: none for a guest, or the signed-in member's (decision 033). */
  wallet: 'guest' | 'inactive' | 'active';
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The fee of `definition` on `amount` minor units, rounded half up. */
export function methodFee(definition: MethodDefinition, amount: number, isDomestic: boolean): number {
  const bps = isDomestic ? definition.feeBps.domestic : definition.feeBps.international;
  return Math.floor((amount * bps + 5_000) / 10_000);
}

function unavailableReason(
  definition: MethodDefinition,
  input: MethodsInput,
): PaymentMethod['unavailableReason'] {
  // A hold keeps an unpaid booking: a balance due is paid now, and a booking opened in manage
  // booking is already held until its deadline (holding again would not move it).
  if (definition.kind === 'hold' && input.due === 'balance') return 'BALANCE_DUE';
  if (definition.kind === 'hold' && input.isManaged) return 'ALREADY_HELD';
  if (definition.kind === 'wallet' && input.wallet === 'guest') return 'LOGIN_REQUIRED';
  if (definition.kind === 'wallet' && input.wallet === 'inactive') return 'WALLET_NOT_ACTIVE';
  if (definition.currencies !== 'any' && !definition.currencies.includes(input.currency))
    return 'CURRENCY_NOT_SUPPORTED';
  const untilDeparture = Date.parse(input.firstDepartureUtc) - input.now.getTime();
  if (definition.kind === 'payLater' && untilDeparture < PAYMENT_PAY_LATER_MIN_DAYS_BEFORE_DEPARTURE * DAY_MS)
    return 'TOO_CLOSE_TO_DEPARTURE';
  if (definition.kind === 'hold' && untilDeparture < PAYMENT_HOLD_MIN_HOURS_BEFORE_DEPARTURE * HOUR_MS)
    return 'TOO_CLOSE_TO_DEPARTURE';
  if (definition.kind === 'instalment' && input.remaining < INSTALMENT_MIN_AMOUNT_VND) return 'BELOW_MINIMUM';
  return null;
}

/** Every method with its fee, total and availability for this booking. */
export function listPaymentMethods(input: MethodsInput): PaymentMethod[] {
  return METHOD_DEFINITIONS.map((definition) => {
    const fee = methodFee(definition, input.remaining, input.isDomestic);
    const reason = unavailableReason(definition, input);
    return {
      identifier: definition.identifier,
      code: definition.code,
      kind: definition.kind,
      group: definition.group,
      accountKind: definition.accountKind,
      name: NAMES[definition.identifier][input.language],
      description: DESCRIPTIONS[definition.identifier][input.language],
      cardBrands: definition.cardBrands,
      fee: { currency: input.currency, totalAmount: fee },
      total: { currency: input.currency, totalAmount: input.remaining + fee },
      isAvailable: reason === null,
      unavailableReason: reason,
      termsKey: definition.termsKey,
      tenors: definition.kind === 'instalment' ? [...INSTALMENT_TENORS] : [],
    };
  });
}

/** The method name shown on the itinerary (`Visa •••• 1111`). */
export function paymentMethodName(
  identifier: PaymentIdentifier,
  last4: string | null,
  language: Language,
): string {
  const name = NAMES[identifier][language];
  return last4 ? `${name} •••• ${last4}` : name;
}
