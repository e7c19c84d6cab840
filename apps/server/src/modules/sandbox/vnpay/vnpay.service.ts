import { randomInt } from 'node:crypto';
import type { Clock } from '@skybook/domain/clock';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { findPayment, findPaymentByRef, insertPayment, type PaymentRow } from '../sandbox.repository';
import {
  inTransaction,
  newSandboxId,
  paymentStatusOf,
  type NotificationMessage,
  type PaymentDecision,
  type SandboxLedger,
} from '../ledger/sandbox-ledger';
import type { SandboxMerchant, SandboxSecrets } from '../sandbox-secrets';
import {
  VNPAY_BANK_CODES,
  VNPAY_MAX_WRONG_CARD_ENTRIES,
  VNPAY_PAGE_LIFETIME_MS,
  VNPAY_TEST_ACCOUNTS,
} from './vnpay-accounts';
import { ORDER_INFO, readVnpayFacts, TXN_REF, type VnpayFacts } from './vnpay-facts';
import { formatVnpayDate, hasValidVnpayHash, parseVnpayDate, signVnpay, vnpayQuery } from './vnpay-signature';

/**
 * The sandbox's VNPay 2.1.0: the merchant sends the payer's browser to vpcpay.html with signed
 * vnp_* parameters; the payer pays by QR (the sandbox "bank app") or with a domestic test
 * account; VNPay then calls the merchant's IPN URL server-to-server (GET, signed) and expects
 * `{RspCode, Message}`, and sends the browser to vnp_ReturnUrl with the same signed parameters.
 */

/** Why vpcpay.html refused a request: a code of VNPay's error page. */
export type VnpayStart =
  { ok: true; paymentId: string } | { ok: false; code: '01' | '03' | '15' | '70' | '72' };

export type AccountPayment =
  | { kind: 'decided'; payment: PaymentRow }
  | { kind: 'wrongDetails'; payment: PaymentRow; entriesLeft: number }
  | { kind: 'notOpen'; payment: PaymentRow };

const MIN_AMOUNT_VND = 5_000;
const MAX_AMOUNT_VND = 1_000_000_000;

export class VnpaySandbox {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly secrets: SandboxSecrets,
    private readonly ledger: SandboxLedger,
    private readonly ipnUrl: string,
  ) {}

  private get merchant(): SandboxMerchant {
    return this.secrets.merchants.vnpay;
  }

  facts(payment: PaymentRow): VnpayFacts {
    return readVnpayFacts(payment);
  }

  /**
   * Checks a vpcpay.html request and opens (or reopens) its payment. In order: the terminal code
   * (72), the signature (70), the parameters (03), the expiry (15), and a transaction reference
   * already used for another amount or already decided (01).
   */
  async start(query: Readonly<Record<string, string>>): Promise<VnpayStart> {
    if (query.vnp_TmnCode !== this.merchant.code) return { ok: false, code: '72' };
    if (!hasValidVnpayHash(query, this.merchant.secret)) return { ok: false, code: '70' };
    const amountText = query.vnp_Amount ?? '';
    const amount =
      /^\d{1,15}$/.test(amountText) && amountText.endsWith('00') ? Number(amountText) / 100 : Number.NaN;
    const createDate = parseVnpayDate(query.vnp_CreateDate ?? '');
    const expireText = query.vnp_ExpireDate;
    const expireDate = expireText === undefined ? undefined : parseVnpayDate(expireText);
    const wellFormed =
      query.vnp_Version === '2.1.0' &&
      query.vnp_Command === 'pay' &&
      query.vnp_CurrCode === 'VND' &&
      Number.isSafeInteger(amount) &&
      amount >= MIN_AMOUNT_VND &&
      amount < MAX_AMOUNT_VND &&
      TXN_REF.test(query.vnp_TxnRef ?? '') &&
      ORDER_INFO.test(query.vnp_OrderInfo ?? '') &&
      /^https?:\/\/[^\s]+$/.test(query.vnp_ReturnUrl ?? '') &&
      URL.canParse(query.vnp_ReturnUrl ?? '') &&
      /^[0-9a-fA-F.:]{3,45}$/.test(query.vnp_IpAddr ?? '') &&
      createDate !== undefined &&
      (query.vnp_Locale === 'vn' || query.vnp_Locale === 'en') &&
      (query.vnp_BankCode === undefined ||
        query.vnp_BankCode === '' ||
        (VNPAY_BANK_CODES as readonly string[]).includes(query.vnp_BankCode)) &&
      (expireText === undefined || expireDate !== undefined);
    if (!wellFormed) return { ok: false, code: '03' };
    const now = this.clock.now();
    if (expireDate && expireDate.getTime() <= now.getTime()) return { ok: false, code: '15' };

    const txnRef = query.vnp_TxnRef ?? '';
    const earlier = await findPaymentByRef(this.db, 'vnpay', this.merchant.code, txnRef);
    if (earlier) {
      const reopenable = earlier.amount === amount && paymentStatusOf(earlier) === 'PENDING';
      return reopenable ? { ok: true, paymentId: earlier.id } : { ok: false, code: '01' };
    }
    const facts: VnpayFacts = {
      orderInfo: query.vnp_OrderInfo ?? '',
      orderType: query.vnp_OrderType ?? 'other',
      locale: query.vnp_Locale === 'en' ? 'en' : 'vn',
      requestedBank:
        query.vnp_BankCode === undefined || query.vnp_BankCode === '' ? null : query.vnp_BankCode,
      ipAddr: query.vnp_IpAddr ?? '',
      createDate: query.vnp_CreateDate ?? '',
      wrongEntries: 0,
    };
    const closesAt = expireDate ?? new Date(now.getTime() + VNPAY_PAGE_LIFETIME_MS);
    const id = newSandboxId();
    await inTransaction(this.db, async (trx) => {
      const row: PaymentRow = {
        id,
        gateway: 'vnpay',
        merchant_code: this.merchant.code,
        merchant_ref: txnRef,
        amount,
        currency: 'VND',
        status: 'INIT',
        scenario: 'payerChooses',
        result_code: null,
        reason: null,
        payer_ref: null,
        return_url: query.vnp_ReturnUrl ?? '',
        notify_url: this.ipnUrl,
        details: JSON.stringify(facts),
        settle_at: null,
        version: 0,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      await insertPayment(trx, row);
      await this.ledger.decideIn(
        trx,
        row,
        {
          event: 'PAYER_ACTION_REQUIRED',
          resultCode: null,
          reason: null,
          settleAt: closesAt.toISOString(),
          notify: false,
        },
        this.notification,
      );
    });
    return { ok: true, paymentId: id };
  }

  async load(id: string): Promise<PaymentRow | undefined> {
    const payment = await findPayment(this.db, id);
    return payment?.gateway === 'vnpay' ? payment : undefined;
  }

  /** The vnp_* result parameters of a decided payment, signed (IPN and browser return alike). */
  resultParams(payment: PaymentRow): Record<string, string> {
    const facts = readVnpayFacts(payment);
    const params: Record<string, string> = {
      vnp_Amount: String(payment.amount * 100),
      vnp_BankCode: facts.payBankCode ?? 'VNPAY',
      vnp_CardType: facts.cardType ?? 'ATM',
      vnp_OrderInfo: facts.orderInfo,
      vnp_PayDate: facts.payDate ?? formatVnpayDate(new Date(payment.updated_at)),
      vnp_ResponseCode: facts.responseCode ?? '99',
      vnp_TmnCode: payment.merchant_code,
      vnp_TransactionNo: facts.transactionNo ?? '0',
      vnp_TransactionStatus: facts.transactionStatus ?? '02',
      vnp_TxnRef: payment.merchant_ref,
    };
    if (facts.bankTranNo) params.vnp_BankTranNo = facts.bankTranNo;
    return signVnpay(params, this.merchant.secret);
  }

  readonly notification = (payment: PaymentRow): NotificationMessage => ({
    kind: 'vnpayIpn',
    url: payment.notify_url,
    payload: vnpayQuery(this.resultParams(payment)),
  });

  /** The browser's way back to the merchant, with the signed result. */
  returnUrl(payment: PaymentRow): string {
    const target = new URL(payment.return_url);
    for (const [name, value] of Object.entries(this.resultParams(payment)))
      target.searchParams.set(name, value);
    return target.toString();
  }

  private decision(
    responseCode: string,
    how: { bankCode: string; cardType: 'ATM' | 'QRCODE'; paid: boolean },
  ): Omit<PaymentDecision, 'notify'> {
    const now = this.clock.now();
    const transactionNo =
      how.paid || responseCode !== '24' ? String(randomInt(10_000_000, 100_000_000)) : '0';
    const details: Partial<VnpayFacts> = {
      transactionNo,
      payBankCode: how.bankCode,
      cardType: how.cardType,
      payDate: formatVnpayDate(now),
      responseCode,
      transactionStatus: responseCode === '00' ? '00' : '02',
      ...(how.paid ? { bankTranNo: `VNP${transactionNo}` } : {}),
    };
    if (responseCode === '00') return { event: 'CAPTURED', resultCode: '00', reason: null, details };
    if (responseCode === '24')
      return { event: 'CANCELLED', resultCode: '24', reason: 'CANCELLED_BY_CUSTOMER', details };
    if (responseCode === '11')
      return { event: 'FAILED', resultCode: '11', reason: 'PAYMENT_TIME_OUT', details };
    return { event: 'REFUSED', resultCode: responseCode, reason: 'DECLINED_BY_BANK', details };
  }

  private async decide(payment: PaymentRow, decision: Omit<PaymentDecision, 'notify'>): Promise<PaymentRow> {
    const result = await this.ledger.decide(
      payment.id,
      { ...decision, settleAt: null, notify: true },
      this.notification,
    );
    return result.payment;
  }

  /** Pays with a domestic test account; details that match none count as a wrong entry. */
  async payWithAccount(
    id: string,
    entry: { bankCode: string; cardNumber: string; holderName: string; issueDate: string },
  ): Promise<AccountPayment | undefined> {
    const payment = await this.load(id);
    if (!payment) return undefined;
    if (paymentStatusOf(payment) !== 'PENDING') return { kind: 'notOpen', payment };
    const digits = entry.cardNumber.replace(/[\s-]/g, '');
    const holder = entry.holderName.trim().replace(/\s+/g, ' ').toUpperCase();
    const account = VNPAY_TEST_ACCOUNTS.find(
      (candidate) =>
        candidate.bankCode === entry.bankCode &&
        candidate.cardNumber === digits &&
        candidate.holderName === holder &&
        candidate.issueDate === entry.issueDate.trim(),
    );
    if (account) {
      const decided = await this.decide(
        payment,
        this.decision(account.responseCode, {
          bankCode: entry.bankCode,
          cardType: 'ATM',
          paid: account.responseCode === '00',
        }),
      );
      return { kind: 'decided', payment: decided };
    }
    const facts = readVnpayFacts(payment);
    const wrongEntries = facts.wrongEntries + 1;
    if (wrongEntries >= VNPAY_MAX_WRONG_CARD_ENTRIES) {
      const decided = await this.decide(
        payment,
        this.decision('10', { bankCode: entry.bankCode, cardType: 'ATM', paid: false }),
      );
      return { kind: 'decided', payment: decided };
    }
    await this.ledger.mergeDetails(payment.id, { wrongEntries });
    const fresh = (await this.load(id)) ?? payment;
    return { kind: 'wrongDetails', payment: fresh, entriesLeft: VNPAY_MAX_WRONG_CARD_ENTRIES - wrongEntries };
  }

  /** The sandbox bank app: the payer approves (or refuses) the QR payment on their phone. */
  async payByQr(id: string, approve: boolean): Promise<PaymentRow | undefined> {
    const payment = await this.load(id);
    if (!payment) return undefined;
    if (paymentStatusOf(payment) !== 'PENDING') return payment;
    return this.decide(
      payment,
      this.decision(approve ? '00' : '24', { bankCode: 'VNPAYQR', cardType: 'QRCODE', paid: approve }),
    );
  }

  /** The payer cancels on the payment page. */
  async cancel(id: string): Promise<PaymentRow | undefined> {
    const payment = await this.load(id);
    if (!payment) return undefined;
    if (paymentStatusOf(payment) !== 'PENDING') return payment;
    return this.decide(payment, this.decision('24', { bankCode: 'VNPAY', cardType: 'ATM', paid: false }));
  }

  /** The sweeper: a page whose time ran out (11). */
  async settle(payment: PaymentRow): Promise<void> {
    if (paymentStatusOf(payment) !== 'PENDING') return;
    await this.decide(payment, this.decision('11', { bankCode: 'VNPAY', cardType: 'ATM', paid: false }));
  }
}
