import { AIRLINE_TIME_ZONE, toIsoDate, type Clock } from '@skybook/domain/clock';
import { otpStanding } from '@skybook/domain/otp-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { ChallengeActions, ChallengePolicy } from '../otp/challenge-actions';
import { hdbankAnswer, hdbankCode, type HdbankAnswer } from './hdbank-answers';
import { recordOf, type OtpChallengeService } from '../otp/otp-challenge.service';
import {
  findHdbankAccount,
  HDBANK_DAILY_LIMIT_VND,
  HDBANK_DAILY_OTP_REQUESTS,
  HDBANK_MIN_AMOUNT_VND,
  HDBANK_TRANSACTION_LIMIT_VND,
  normaliseVietnamMobile,
  type HdbankAccountKind,
} from './partner-accounts';
import {
  countSmsSince,
  findChallengeByPayment,
  findPayment,
  findPaymentByRef,
  insertPayment,
  sumPayerAmountSince,
  type PaymentRow,
} from '../sandbox.repository';
import {
  inTransaction,
  jsonNotification,
  newSandboxId,
  paymentDetails,
  paymentStatusOf,
  type PaymentDecision,
  type SandboxLedger,
} from '../ledger/sandbox-ledger';
import { formatStoredAmount } from '../pages/sandbox-page';
import type { SandboxMerchant, SandboxSecrets } from '../sandbox-secrets';
import { signedReturnUrl } from '../signed-message';
import { CHALLENGE_LIFETIME_MS } from '../card/test-cards';

/**
 * HDBank instalments (method VJHDS): the merchant's server opens an instalment plan for an HDBank
 * customer; the bank sends the customer a code by SMS. The code can be entered on the bank's page
 * (redirect) or relayed by the merchant (`verify`, as the booking API's payment/hdbank/verify
 * does). Results use requirements §8's HDBANK_ERROR_nn codes ('00' is success).
 */

export interface InstalmentRequest {
  merchantRef: string;
  amount: number;
  currency: string;
  tenorMonths: number;
  phone: string;
  email: string;
  returnUrl: string;
  notifyUrl: string;
  language?: 'vi' | 'en' | undefined;
}

/** Refusals decided when the plan is opened. */
const REFUSED_AT_OPENING: Partial<Record<HdbankAccountKind, string>> = {
  userLocked: '06',
  cardLocked: '19',
  noActiveToken: '11',
  systemError: '22',
};

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[A-Za-z]{2,}$/;

export class HdbankSandbox {
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
    return this.secrets.merchants.hdbank;
  }

  readonly notification = (payment: PaymentRow) =>
    jsonNotification(payment, { tenorMonths: paymentDetails(payment).tenorMonths ?? null });

  returnUrl(payment: PaymentRow): string {
    return signedReturnUrl(
      payment.return_url,
      {
        transactionId: payment.id,
        merchantRef: payment.merchant_ref,
        status: payment.status,
        resultCode: payment.result_code ?? '',
      },
      this.merchant.secret,
    );
  }

  private async otpRequestsToday(trx: Kysely<Database>, phone: string): Promise<number> {
    const since = new Date(this.clock.now().getTime() - 24 * 60 * 60_000).toISOString();
    return countSmsSince(trx, phone, since);
  }

  readonly challengePolicy: ChallengePolicy = {
    smsText: (payment) => (otp) => {
      const vi = paymentDetails(payment).language !== 'en';
      const amount = formatStoredAmount(payment.amount, payment.currency, vi ? 'vi' : 'en');
      return vi
        ? `HDBank: ${otp} la ma OTP xac nhan tra gop ${amount} tai ${payment.merchant_code}. Het han sau 5 phut.`
        : `HDBank: ${otp} is your OTP for the ${amount} instalment plan at ${payment.merchant_code}. Expires in 5 minutes.`;
    },
    onAccepted: (payment): Omit<PaymentDecision, 'notify'> => {
      if (payment.scenario === 'insufficientBalance') {
        return { event: 'REFUSED', resultCode: hdbankCode('18'), reason: 'INSUFFICIENT_BALANCE' };
      }
      if (payment.scenario === 'timeout')
        return { event: 'FAILED', resultCode: hdbankCode('20'), reason: 'TIMEOUT' };
      return { event: 'CAPTURED', resultCode: '00', reason: null, settleAt: null };
    },
    onLocked: () => ({
      event: 'REFUSED',
      resultCode: hdbankCode('15'),
      reason: 'TOO_MANY_OTP_CONFIRMATIONS',
    }),
    onCancelled: () => ({ event: 'CANCELLED', resultCode: null, reason: 'CANCELLED_BY_CUSTOMER' }),
    onAbandoned: () => ({ event: 'FAILED', resultCode: hdbankCode('20'), reason: 'OTP_NOT_CONFIRMED' }),
    notification: this.notification,
    maySendAnother: async (trx, challenge) =>
      (await this.otpRequestsToday(trx, challenge.phone)) < HDBANK_DAILY_OTP_REQUESTS,
  };

  /** Vietnam's midnight today, as an ISO instant. */
  private startOfDay(): string {
    return new Date(`${toIsoDate(this.clock.now(), AIRLINE_TIME_ZONE)}T00:00:00+07:00`).toISOString();
  }

  private async opened(payment: PaymentRow, language: 'vi' | 'en'): Promise<HdbankAnswer> {
    const challenge = await findChallengeByPayment(this.db, payment.id);
    if (!challenge || paymentStatusOf(payment) !== 'PENDING') return hdbankAnswer('01', language);
    return hdbankAnswer('00', language, {
      transactionId: payment.id,
      status: payment.status,
      redirectUrl: `${this.baseUrl}/hdbank/confirm/${challenge.id}?lang=${language}`,
      otpExpiresAt: challenge.expires_at,
    });
  }

  /**
   * Opens an instalment plan and sends its OTP. Checked in this order: email (04), phone (05),
   * amount (09: VND, at least 3,000,000), a reused reference (01), the customer (03 unknown;
   * 06, 19, 11, 22 per test account), the limits (10 per transaction, 12 per day), OTP requests
   * in the last 24 h (14).
   */
  async open(request: InstalmentRequest): Promise<HdbankAnswer> {
    const language = request.language ?? 'vi';
    if (!EMAIL.test(request.email)) return hdbankAnswer('04', language);
    const phone = normaliseVietnamMobile(request.phone);
    if (!phone) return hdbankAnswer('05', language);
    if (request.currency !== 'VND' || request.amount < HDBANK_MIN_AMOUNT_VND)
      return hdbankAnswer('09', language);
    const earlier = await findPaymentByRef(this.db, 'hdbank', this.merchant.code, request.merchantRef);
    if (earlier) {
      return earlier.amount === request.amount && earlier.payer_ref === phone
        ? this.opened(earlier, language)
        : hdbankAnswer('01', language);
    }
    const account = findHdbankAccount(phone);
    if (!account) return hdbankAnswer('03', language);
    const refusal = REFUSED_AT_OPENING[account.kind];
    if (refusal) return hdbankAnswer(refusal, language);
    if (request.amount > HDBANK_TRANSACTION_LIMIT_VND) return hdbankAnswer('10', language);
    const spentToday = await sumPayerAmountSince(
      this.db,
      'hdbank',
      phone,
      ['SUCCESSFUL', 'AUTHORIZED', 'PENDING'],
      this.startOfDay(),
    );
    if (spentToday + request.amount > HDBANK_DAILY_LIMIT_VND) return hdbankAnswer('12', language);
    if ((await this.otpRequestsToday(this.db, phone)) >= HDBANK_DAILY_OTP_REQUESTS)
      return hdbankAnswer('14', language);

    const now = this.clock.now();
    const payment = await inTransaction(this.db, async (trx) => {
      const row: PaymentRow = {
        id: newSandboxId(),
        gateway: 'hdbank',
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
        details: JSON.stringify({ language, tenorMonths: request.tenorMonths, email: request.email }),
        settle_at: null,
        version: 0,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      await insertPayment(trx, row);
      const result = await this.ledger.decideIn(
        trx,
        row,
        {
          event: 'PAYER_ACTION_REQUIRED',
          resultCode: null,
          reason: null,
          settleAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString(),
          notify: false,
        },
        this.notification,
      );
      await this.otp.create(trx, row.id, phone, this.challengePolicy.smsText(result.payment));
      return result.payment;
    });
    return this.opened(payment, language);
  }

  private async challengeOf(
    transactionId: string,
  ): Promise<{ payment: PaymentRow; challengeId: string } | undefined> {
    const payment = await findPayment(this.db, transactionId);
    if (payment?.gateway !== 'hdbank') return undefined;
    const challenge = await findChallengeByPayment(this.db, payment.id);
    return challenge ? { payment, challengeId: challenge.id } : undefined;
  }

  private decided(payment: PaymentRow, language: 'vi' | 'en'): HdbankAnswer {
    const status = paymentStatusOf(payment);
    const number =
      payment.result_code === '00' ? '00' : (payment.result_code ?? '').replace('HDBANK_ERROR_', '') || '01';
    return hdbankAnswer(status === 'CANCELLED' ? '00' : number, language, {
      transactionId: payment.id,
      status,
    });
  }

  /** The merchant relays the code the customer typed on its page. */
  async verify(transactionId: string, otp: string, language: 'vi' | 'en'): Promise<HdbankAnswer> {
    const found = await this.challengeOf(transactionId);
    if (!found || !this.challenges) return hdbankAnswer('01', language);
    const outcome = await this.challenges.verify(found.challengeId, otp);
    if (!outcome) return hdbankAnswer('01', language);
    const { result, context } = outcome;
    const base = { transactionId, status: context.payment.status };
    switch (result.outcome) {
      case 'ACCEPTED':
      case 'LOCKED':
        return this.decided(context.payment, language);
      case 'WRONG':
        return hdbankAnswer('07', language, { ...base, attemptsLeft: result.attemptsLeft });
      case 'MALFORMED':
        return hdbankAnswer('17', language, base);
      case 'EXPIRED':
        return paymentStatusOf(context.payment) === 'PENDING'
          ? hdbankAnswer('16', language, base)
          : this.decided(context.payment, language);
      case 'FINISHED':
        return hdbankAnswer('01', language, base);
    }
  }

  /** A new code, within the OTP rules and the 10-a-day limit. */
  async resend(transactionId: string, language: 'vi' | 'en'): Promise<HdbankAnswer> {
    const found = await this.challengeOf(transactionId);
    if (!found || !this.challenges) return hdbankAnswer('01', language);
    const outcome = await this.challenges.resend(found.challengeId);
    if (!outcome) return hdbankAnswer('01', language);
    const { result, context } = outcome;
    const base = { transactionId, status: context.payment.status };
    switch (result.outcome) {
      case 'RESENT':
        return hdbankAnswer('00', language, {
          ...base,
          otpExpiresAt: result.challenge.expires_at,
          attemptsLeft: otpStanding(recordOf(result.challenge), this.clock.now()).attemptsLeft,
        });
      case 'TOO_SOON':
        return hdbankAnswer('16', language, { ...base, retryAfterSeconds: result.retryAfterSeconds });
      case 'LIMIT_REACHED':
        return hdbankAnswer('14', language, base);
      case 'FINISHED':
        return hdbankAnswer('01', language, base);
    }
  }

  /** The merchant cancels a plan still waiting for its code; a decided one cannot be (08). */
  async cancel(transactionId: string, language: 'vi' | 'en'): Promise<HdbankAnswer> {
    const found = await this.challengeOf(transactionId);
    if (!found || !this.challenges) return hdbankAnswer('01', language);
    if (paymentStatusOf(found.payment) !== 'PENDING') return hdbankAnswer('08', language, { transactionId });
    const context = await this.challenges.cancel(found.challengeId);
    const status = context?.payment.status ?? found.payment.status;
    return status === 'CANCELLED'
      ? hdbankAnswer('00', language, { transactionId, status })
      : hdbankAnswer('08', language, { transactionId, status });
  }

  /** The sweeper: the customer never confirmed. */
  async settle(payment: PaymentRow): Promise<void> {
    if (paymentStatusOf(payment) === 'PENDING') await this.challenges?.abandon(payment.id);
  }
}
