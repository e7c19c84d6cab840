import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { SandboxRefunds } from '../ledger/refunds.service';
import { newSandboxId } from '../ledger/sandbox-ledger';
import { findPaymentByRef } from '../sandbox.repository';
import type { SandboxMerchant, SandboxSecrets } from '../sandbox-secrets';
import { ORDER_INFO, readVnpayFacts, TXN_REF } from './vnpay-facts';
import {
  formatVnpayDate,
  hasValidVnpayPipeHash,
  parseVnpayDate,
  VNPAY_REFUND_ANSWER_FIELDS,
  VNPAY_REFUND_REQUEST_FIELDS,
  vnpayPipeHash,
} from './vnpay-signature';

/** The sandbox VNPay's merchant API (server to server): refunds of paid transactions. */
export class VnpayRefundApi {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secrets: SandboxSecrets,
    private readonly refunds: SandboxRefunds,
  ) {}

  private get merchant(): SandboxMerchant {
    return this.secrets.merchants.vnpay;
  }

  /**
   * merchant_webapi/api/transaction with vnp_Command=refund (2.1.0): a full refund
   * (vnp_TransactionType 02) or a partial one (03, less than the whole) of a paid transaction,
   * named by vnp_TxnRef and vnp_TransactionNo.
   * Answers (always HTTP 200, signed with the pipe-joined answer fields): 00 refunded; the same
   * vnp_RequestId again with the same transaction and amount → the same answer, nothing returned
   * twice; 94 that vnp_RequestId was used for another request; 02 already refunded by another
   * request; 91 no such transaction; 95 not paid; 97 bad checksum; 03 malformed (a full refund of
   * another amount than the whole, a partial one of more than the whole); 99 a command the sandbox
   * does not offer.
   */
  async answer(body: Readonly<Record<string, unknown>>): Promise<Record<string, string>> {
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(body)) {
      if (typeof value === 'string') params[name] = value;
    }
    const answer = (code: string, message: string, extra: Record<string, string> = {}) =>
      this.sign({
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
    const whole = params.vnp_TransactionType === '02';
    if (!whole && params.vnp_TransactionType !== '03') return answer('03', 'Unknown transaction type');
    const payment = await findPaymentByRef(this.db, 'vnpay', this.merchant.code, params.vnp_TxnRef ?? '');
    const facts = payment ? readVnpayFacts(payment) : undefined;
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
      wholeOnly: whole,
      fields: {
        txnRef: params.vnp_TxnRef ?? '',
        transactionNo: params.vnp_TransactionNo ?? '',
        amount: amountText,
        transactionType: params.vnp_TransactionType ?? '',
      },
      answer: ({ id, createdAt, payment: refunded }) => {
        const paid = readVnpayFacts(refunded);
        return answer('00', 'Refund success', {
          vnp_ResponseId: id.slice(0, 32),
          vnp_Amount: amountText,
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

  private sign(fields: Record<string, string>): Record<string, string> {
    return {
      ...fields,
      vnp_SecureHash: vnpayPipeHash(fields, VNPAY_REFUND_ANSWER_FIELDS, this.merchant.secret),
    };
  }
}
