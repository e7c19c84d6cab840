import type { Clock } from '@skybook/domain/clock';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { ChallengeActions, ChallengePolicy } from '../otp/challenge-actions';
import type { OtpChallengeService } from '../otp/otp-challenge.service';
import {
  comparableName,
  findPayLaterAccount,
  normaliseVietnamMobile,
  PAY_LATER_TERM_DAYS,
} from './partner-accounts';
import {
  findChallengeByPayment,
  findPaymentByRef,
  insertPayment,
  type PaymentRow,
} from '../sandbox.repository';
import {
  inTransaction,
  jsonNotification,
  newSandboxId,
  paymentDetails,
  paymentStatusOf,
  type SandboxLedger,
} from '../ledger/sandbox-ledger';
import { formatStoredAmount } from '../pages/sandbox-page';
import type { SandboxMerchant, SandboxSecrets } from '../sandbox-secrets';
import { signedReturnUrl } from '../signed-message';
import { CHALLENGE_LIFETIME_MS } from '../card/test-cards';

/**
 * The pay-later partner (method PL): the merchant's server opens an order for a customer (phone
 * and name); the partner checks the customer's account and limit and answers with requirements §8's
 * result codes, or sends the customer to its page to confirm with a code sent by SMS. The
 * decision reaches the merchant as a signed notification, and the browser returns signed.
 */

export interface PayLaterOrderRequest {
  merchantRef: string;
  amount: number;
  currency: string;
  phone: string;
  fullName: string;
  description?: string | undefined;
  returnUrl: string;
  notifyUrl: string;
  language?: 'vi' | 'en' | undefined;
}

/** The partner's answer: status 00 order open, 01 eligible to register (no order), 99 refused. */
export interface PayLaterOrderAnswer {
  status: '00' | '01' | '99';
  /** requirements §8 pay-later result code: 00 accepted, else why not (04, 02, 99, 03, 01, 96, 05). */
  resultCode: string;
  message: string;
  orderId: string | null;
  redirectUrl: string | null;
}

const MESSAGES: Readonly<Record<string, { vi: string; en: string }>> = {
  '00': { vi: 'Đơn hàng đã được tạo, vui lòng xác nhận.', en: 'The order is open; please confirm it.' },
  '01': {
    vi: 'Khách hàng đủ điều kiện đăng ký trả sau nhưng chưa có tài khoản.',
    en: 'The customer is eligible to register for pay later but has no account yet.',
  },
  '02': { vi: 'Hạn mức trả sau không đủ.', en: 'The pay-later limit is not enough.' },
  '03': { vi: 'Họ tên không khớp với tài khoản.', en: 'The name does not match the account.' },
  '04': {
    vi: 'Tài khoản trả sau không tồn tại. Vui lòng liên hệ tổng đài 18006669.',
    en: 'No pay-later account exists. Please call the hotline 18006669.',
  },
  '05': { vi: 'Đơn hàng không hợp lệ.', en: 'The order is not valid.' },
  '96': { vi: 'Số điện thoại không đúng định dạng.', en: 'The phone number is not in a valid format.' },
  '99': { vi: 'Lỗi không xác định.', en: 'Unknown error.' },
};

export class PayLaterPartner {
  challenges: ChallengeActions | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly secrets: SandboxSecrets,
    private readonly ledger: SandboxLedger,
    private readonly otp: OtpChallengeService,
    private readonly baseUrl: string,
  ) {}

  private get merchant(): SandboxMerchant {
    return this.secrets.merchants.payLater;
  }

  readonly notification = (payment: PaymentRow) => jsonNotification(payment);

  returnUrl(payment: PaymentRow): string {
    return signedReturnUrl(
      payment.return_url,
      {
        orderId: payment.id,
        merchantRef: payment.merchant_ref,
        status: payment.status,
        resultCode: payment.result_code ?? '',
      },
      this.merchant.secret,
    );
  }

  readonly challengePolicy: ChallengePolicy = {
    smsText: (payment) => (code) => {
      const vi = paymentDetails(payment).language !== 'en';
      const amount = formatStoredAmount(payment.amount, payment.currency, vi ? 'vi' : 'en');
      return vi
        ? `PayLater Sandbox: ${code} la ma xac nhan tra sau ${amount} cho ${payment.merchant_code}. Het han sau 5 phut.`
        : `PayLater Sandbox: ${code} confirms paying ${amount} later to ${payment.merchant_code}. Expires in 5 minutes.`;
    },
    onAccepted: () => ({ event: 'CAPTURED', resultCode: '00', reason: null, settleAt: null }),
    onLocked: () => ({ event: 'REFUSED', resultCode: '99', reason: 'OTP_LOCKED' }),
    onCancelled: () => ({ event: 'CANCELLED', resultCode: null, reason: 'CANCELLED_BY_CUSTOMER' }),
    onAbandoned: () => ({ event: 'FAILED', resultCode: '99', reason: 'CONFIRMATION_EXPIRED' }),
    notification: this.notification,
  };

  private answer(
    status: PayLaterOrderAnswer['status'],
    resultCode: string,
    language: 'vi' | 'en',
    order?: { orderId: string; redirectUrl: string },
  ): PayLaterOrderAnswer {
    return {
      status,
      resultCode,
      message: (MESSAGES[resultCode] ?? MESSAGES['99'] ?? { vi: '', en: '' })[language],
      orderId: order?.orderId ?? null,
      redirectUrl: order?.redirectUrl ?? null,
    };
  }

  private async openOrder(payment: PaymentRow, language: 'vi' | 'en'): Promise<PayLaterOrderAnswer> {
    const challenge = await findChallengeByPayment(this.db, payment.id);
    if (!challenge || paymentStatusOf(payment) !== 'PENDING') return this.answer('99', '05', language);
    return this.answer('00', '00', language, {
      orderId: payment.id,
      redirectUrl: `${this.baseUrl}/pay-later/confirm/${challenge.id}?lang=${language}`,
    });
  }

  /**
   * Opens an order. Checked in this order: phone format (96), the order itself (05: VND only, a
   * reference reused for another amount or already decided), the account (04 none, 01 eligible
   * to register, 99 the partner failed), the name (03), the limit (02).
   */
  async createOrder(request: PayLaterOrderRequest): Promise<PayLaterOrderAnswer> {
    const language = request.language ?? 'vi';
    const phone = normaliseVietnamMobile(request.phone);
    if (!phone) return this.answer('99', '96', language);
    if (request.currency !== 'VND') return this.answer('99', '05', language);
    const earlier = await findPaymentByRef(this.db, 'payLater', this.merchant.code, request.merchantRef);
    if (earlier) {
      return earlier.amount === request.amount && earlier.payer_ref === phone
        ? this.openOrder(earlier, language)
        : this.answer('99', '05', language);
    }
    const account = findPayLaterAccount(phone);
    if (!account) return this.answer('99', '04', language);
    if (account.kind === 'eligible') return this.answer('01', '01', language);
    if (account.kind === 'partnerError') return this.answer('99', '99', language);
    if (comparableName(account.fullName) !== comparableName(request.fullName))
      return this.answer('99', '03', language);
    if (request.amount > account.availableLimitVnd) return this.answer('99', '02', language);

    const now = this.clock.now();
    const payment = await inTransaction(this.db, async (trx) => {
      const row: PaymentRow = {
        id: newSandboxId(),
        gateway: 'payLater',
        merchant_code: this.merchant.code,
        merchant_ref: request.merchantRef,
        amount: request.amount,
        currency: 'VND',
        status: 'INIT',
        scenario: account.kind,
        result_code: null,
        reason: null,
        payer_ref: phone,
        return_url: request.returnUrl,
        notify_url: request.notifyUrl,
        details: JSON.stringify({
          language,
          description: request.description ?? null,
          termDays: PAY_LATER_TERM_DAYS,
        }),
        settle_at: null,
        version: 0,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      await insertPayment(trx, row);
      const opened = await this.ledger.decideIn(
        trx,
        row,
        {
          event: 'PAYER_ACTION_REQUIRED',
          resultCode: '00',
          reason: null,
          settleAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString(),
          notify: false,
        },
        this.notification,
      );
      await this.otp.create(trx, row.id, phone, this.challengePolicy.smsText(opened.payment));
      return opened.payment;
    });
    return this.openOrder(payment, language);
  }

  /** The sweeper: the customer never confirmed. */
  async settle(payment: PaymentRow): Promise<void> {
    if (paymentStatusOf(payment) === 'PENDING') await this.challenges?.abandon(payment.id);
  }
}
