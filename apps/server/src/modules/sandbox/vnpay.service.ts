import { randomInt } from 'node:crypto';
import type { Clock } from '@skybook/domain/clock';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { findPayment, findPaymentByRef, insertPayment, type PaymentRow } from './sandbox.repository';
import {
  inTransaction,
  newSandboxId,
  paymentDetails,
  paymentStatusOf,
  type NotificationMessage,
  type PaymentDecision,
  type SandboxLedger,
} from './sandbox-ledger';
import type { SandboxMerchant, SandboxSecrets } from './sandbox-secrets';
import {
  VNPAY_BANK_CODES,
  VNPAY_MAX_WRONG_CARD_ENTRIES,
  VNPAY_PAGE_LIFETIME_MS,
  VNPAY_TEST_ACCOUNTS,
} from './vnpay-accounts';
import type { SandboxRefunds } from './refunds.service';
import {
  formatVnpayDate,
  hasValidVnpayHash,
  hasValidVnpayPipeHash,
  parseVnpayDate,
  signVnpay,
  VNPAY_REFUND_ANSWER_FIELDS,
  VNPAY_REFUND_REQUEST_FIELDS,
  vnpayPipeHash,
  vnpayQuery,
} from './vnpay-signature';

/**
 * The sandbox's VNPay 2.1.0: the merchant sends the payer's browser to vpcpay.html with signed
 * vnp_* parameters; the payer pays by QR (the sandbox "bank app") or with a domestic test
 * account; VNPay then calls the merchant's IPN URL server-to-server (GET, signed) and expects
 * `{RspCode, Message}`, and sends the browser to vnp_ReturnUrl with the same signed parameters.
 */

/** Why vpcpay.html refused a request: a code of VNPay's error page. */
export type VnpayStart =
  { ok: true; paymentId: string } | { ok: false; code: '01' | '03' | '15' | '70' | '72' };

export interface VnpayFacts {
  orderInfo: string;
  orderType: string;
  locale: 'vn' | 'en';
  requestedBank: string | null;
  ipAddr: string;
  createDate: string;
  wrongEntries: number;
  transactionNo?: string;
  payBankCode?: string;
  cardType?: string;
  bankTranNo?: string;
  payDate?: string;
  responseCode?: string;
  transactionStatus?: string;
}

export type AccountPayment =
  | { kind: 'decided'; payment: PaymentRow }
  | { kind: 'wrongDetails'; payment: PaymentRow; entriesLeft: number }
  | { kind: 'notOpen'; payment: PaymentRow };

const MIN_AMOUNT_VND = 5_000;
const MAX_AMOUNT_VND = 1_000_000_000;
/** vnp_OrderInfo: Vietnamese without accents, no special characters (VNPay's rule). */
const ORDER_INFO = /^[A-Za-z0-9 .,:_\-/()#]{1,255}$/;
const TXN_REF = /^[A-Za-z0-9_-]{1,100}$/;

function readFacts(payment: PaymentRow): VnpayFacts {
  const details = paymentDetails(payment);
  const text = (name: string, fallback = '') => {
    const value = details[name];
    return typeof value === 'string' ? value : fallback;
  };
  return {
    orderInfo: text('orderInfo'),
    orderType: text('orderType', 'other'),
    locale: details.locale === 'en' ? 'en' : 'vn',
    requestedBank: typeof details.requestedBank === 'string' ? details.requestedBank : null,
    ipAddr: text('ipAddr'),
    createDate: text('createDate'),
    wrongEntries: typeof details.wrongEntries === 'number' ? details.wrongEntries : 0,
    transactionNo: text('transactionNo', '0'),
    payBankCode: text('payBankCode', 'VNPAY'),
    cardType: text('cardType', 'ATM'),
    bankTranNo: text('bankTranNo'),
    payDate: text('payDate'),
    responseCode: text('responseCode', '99'),
    transactionStatus: text('transactionStatus', '02'),
  };
}

export class VnpaySandbox {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly secrets: SandboxSecrets,
    private readonly ledger: SandboxLedger,
    private readonly ipnUrl: string,
    private readonly refunds: SandboxRefunds,
  ) {}

  private get merchant(): SandboxMerchant {
    return this.secrets.merchants.vnpay;
  }

  facts(payment: PaymentRow): VnpayFacts {
    return readFacts(payment);
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
    const facts = readFacts(payment);
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
    const facts = readFacts(payment);
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

  /**
   * merchant_webapi/api/transaction with vnp_Command=refund (2.1.0): a full refund
   * (vnp_TransactionType 02) of a paid transaction, named by vnp_TxnRef and vnp_TransactionNo.
   * Answers (always HTTP 200, signed with the pipe-joined answer fields): 00 refunded; the same
   * vnp_RequestId again with the same transaction and amount → the same answer, nothing returned
   * twice; 94 that vnp_RequestId was used for another request; 02 already refunded by another
   * request; 91 no such transaction; 95 not paid; 97 bad checksum; 03 malformed (or not a full
   * refund of the whole amount); 99 a command the sandbox does not offer.
   */
  async merchantApi(body: Readonly<Record<string, unknown>>): Promise<Record<string, string>> {
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(body)) {
      if (typeof value === 'string') params[name] = value;
    }
    const answer = (code: string, message: string, extra: Record<string, string> = {}) =>
      this.signRefundAnswer({
        vnp_ResponseId: newSandboxId().slice(0, 32),
        vnp_Command: params.vnp_Command ?? '',
        vnp_ResponseCode: code,
        vnp_Message: message,
        vnp_TmnCode: params.vnp_TmnCode ?? '',
        vnp_TxnRef: params.vnp_TxnRef ?? '',
        vnp_Amount: params.vnp_Amount ?? '',
        vnp_BankCode: '',
        vnp_PayDate: '',
        vnp_TransactionNo: params.vnp_TransactionNo ?? '',
        vnp_TransactionType: params.vnp_TransactionType ?? '',
        vnp_TransactionStatus: '',
        vnp_OrderInfo: params.vnp_OrderInfo ?? '',
        ...extra,
      });
    if (params.vnp_TmnCode !== this.merchant.code) return answer('03', 'Invalid TmnCode');
    if (!hasValidVnpayPipeHash(params, VNPAY_REFUND_REQUEST_FIELDS, this.merchant.secret)) {
      return answer('97', 'Invalid Checksum');
    }
    if (params.vnp_Command !== 'refund') return answer('99', 'Unsupported command');
    const amountText = params.vnp_Amount ?? '';
    const wellFormed =
      params.vnp_Version === '2.1.0' &&
      /^[A-Za-z0-9_-]{1,32}$/.test(params.vnp_RequestId ?? '') &&
      TXN_REF.test(params.vnp_TxnRef ?? '') &&
      /^\d{1,15}00$/.test(amountText) &&
      /^\d{1,15}$/.test(params.vnp_TransactionNo ?? '') &&
      parseVnpayDate(params.vnp_TransactionDate ?? '') !== undefined &&
      parseVnpayDate(params.vnp_CreateDate ?? '') !== undefined &&
      /^.{1,250}$/.test(params.vnp_CreateBy ?? '') &&
      /^[0-9a-fA-F.:]{3,45}$/.test(params.vnp_IpAddr ?? '') &&
      ORDER_INFO.test(params.vnp_OrderInfo ?? '');
    if (!wellFormed) return answer('03', 'Invalid request');
    if (params.vnp_TransactionType !== '02') return answer('03', 'Only full refunds (02)');
    const payment = await findPaymentByRef(this.db, 'vnpay', this.merchant.code, params.vnp_TxnRef ?? '');
    const facts = payment ? readFacts(payment) : undefined;
    const found =
      payment &&
      facts?.transactionNo === params.vnp_TransactionNo &&
      facts?.createDate === params.vnp_TransactionDate
        ? payment
        : undefined;
    const amount = Number(amountText) / 100;
    const outcome = await this.refunds.refund({
      gateway: 'vnpay',
      merchantCode: this.merchant.code,
      requestId: params.vnp_RequestId ?? '',
      payment: found,
      amount,
      fields: {
        txnRef: params.vnp_TxnRef ?? '',
        transactionNo: params.vnp_TransactionNo ?? '',
        amount: amountText,
        transactionType: params.vnp_TransactionType,
      },
      answer: ({ id, createdAt, payment: refunded }) => {
        const paid = readFacts(refunded);
        return answer('00', 'Refund success', {
          vnp_ResponseId: id.slice(0, 32),
          vnp_Amount: String(refunded.amount * 100),
          vnp_BankCode: paid.payBankCode ?? 'VNPAY',
          vnp_PayDate: formatVnpayDate(createdAt),
          // VNPay's number of the refund transaction (its own, not the payment's).
          vnp_TransactionNo: String(randomInt(10_000_000, 100_000_000)),
          // 05: VNPay is processing the refund (the sandbox's bank returns it at once).
          vnp_TransactionStatus: '05',
        });
      },
    });
    switch (outcome.kind) {
      case 'refunded':
        return outcome.answer as Record<string, string>;
      case 'requestReused':
        return answer('94', 'Duplicate request');
      case 'alreadyRefunded':
        return answer('02', 'Transaction already refunded');
      case 'notFound':
        return answer('91', 'Transaction not found');
      case 'notRefundable':
        return answer('95', 'Transaction not successful at VNPAY');
      case 'wrongAmount':
        return answer('03', 'Invalid amount');
    }
  }

  private signRefundAnswer(fields: Record<string, string>): Record<string, string> {
    return {
      ...fields,
      vnp_SecureHash: vnpayPipeHash(fields, VNPAY_REFUND_ANSWER_FIELDS, this.merchant.secret),
    };
  }

  /** The sweeper: a page whose time ran out (11). */
  async settle(payment: PaymentRow): Promise<void> {
    if (paymentStatusOf(payment) !== 'PENDING') return;
    await this.decide(payment, this.decision('11', { bankCode: 'VNPAY', cardType: 'ATM', paid: false }));
  }
}
