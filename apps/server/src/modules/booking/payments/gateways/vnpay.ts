import { createHmac, timingSafeEqual } from 'node:crypto';
import { money, type Money } from '@skybook/domain/money';
import { err, ok, type Result } from '@skybook/domain/result';
import type { GatewayRefundOutcome } from './refund';

/**
 * VNPay 2.1.0 for the merchant: build the signed payment URL the browser is sent to, and read the
 * signed result VNPay sends back twice — to the IPN URL server-to-server (the one that changes the
 * payment) and with the browser to vnp_ReturnUrl (display only).
 *
 * Checksum: every `vnp_*` parameter except vnp_SecureHash and vnp_SecureHashType, with a
 * non-empty value, sorted by name; written `name=value` with the value URL-encoded
 * (encodeURIComponent, spaces as `+`, as VNPay's Node.js reference does), joined by `&`; then
 * vnp_SecureHash = hex HMAC-SHA512 of that string under the hash secret.
 */

export interface VnpayCredentials {
  readonly tmnCode: string;
  readonly hashSecret: string;
  /** VNPay's vpcpay.html (the sandbox's by default). */
  readonly paymentUrl: string;
}

const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

/** The string VNPay signs: sorted, URL-encoded vnp_* parameters (hash fields and empties left out). */
export function vnpayCanonicalString(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter(
      (name) =>
        name.startsWith('vnp_') &&
        name !== 'vnp_SecureHash' &&
        name !== 'vnp_SecureHashType' &&
        (params[name] ?? '') !== '',
    )
    .sort()
    .map((name) => `${encode(name)}=${encode(params[name] ?? '')}`)
    .join('&');
}

/** vnp_SecureHash of `params`: lower-case hex HMAC-SHA512 of the canonical string. */
export function signVnpayParams(params: Readonly<Record<string, string>>, secret: string): string {
  return createHmac('sha512', secret).update(vnpayCanonicalString(params), 'utf8').digest('hex');
}

const VIETNAM_OFFSET_MS = 7 * 60 * 60_000;

/** `yyyyMMddHHmmss` in Vietnam time (GMT+7), VNPay's date format. */
export function formatVnpayDate(instant: Date): string {
  return new Date(instant.getTime() + VIETNAM_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
}

function parseVnpayDate(text: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  const date = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)) -
      VIETNAM_OFFSET_MS,
  );
  return formatVnpayDate(date) === text ? date : undefined;
}

/** Our order info: VNPay wants Vietnamese without accents and no special characters. */
export function vnpayOrderInfo(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 .,:_\-/()#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 255);
}

export interface VnpayPaymentRequest {
  /** Our payment reference (vnp_TxnRef): unique per payment attempt. */
  txnRef: string;
  /** VND only. */
  amount: Money;
  orderInfo: string;
  returnUrl: string;
  /** The payer's IP address. */
  ipAddr: string;
  createdAt: Date;
  /** When VNPay should stop accepting this payment. */
  expiresAt?: Date;
  locale: 'vn' | 'en';
  /** VNPAYQR, VNBANK, INTCARD or a bank code, to skip VNPay's method choice. */
  bankCode?: string;
  orderType?: string;
}

/**
 * The signed vpcpay.html URL to send the browser to.
 *
 * @throws RangeError when the amount is not VND.
 */
export function buildVnpayPaymentUrl(request: VnpayPaymentRequest, credentials: VnpayCredentials): string {
  if (request.amount.currency !== 'VND')
    throw new RangeError(`VNPay takes VND, got ${request.amount.currency}`);
  const params: Record<string, string> = {
    vnp_Version: '2.1.0',
    vnp_Command: 'pay',
    vnp_TmnCode: credentials.tmnCode,
    vnp_Amount: String(request.amount.amountMinor * 100),
    vnp_CurrCode: 'VND',
    vnp_TxnRef: request.txnRef,
    vnp_OrderInfo: vnpayOrderInfo(request.orderInfo),
    vnp_OrderType: request.orderType ?? 'other',
    vnp_ReturnUrl: request.returnUrl,
    vnp_IpAddr: request.ipAddr,
    vnp_CreateDate: formatVnpayDate(request.createdAt),
    vnp_Locale: request.locale,
  };
  if (request.expiresAt) params.vnp_ExpireDate = formatVnpayDate(request.expiresAt);
  if (request.bankCode) params.vnp_BankCode = request.bankCode;
  const url = new URL(credentials.paymentUrl);
  const query = Object.entries({ ...params, vnp_SecureHash: signVnpayParams(params, credentials.hashSecret) })
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
  return `${url.origin}${url.pathname}?${query}`;
}

/** VNPay's signed result (IPN and browser return carry the same). */
export interface VnpayResult {
  txnRef: string;
  amount: Money;
  /** 00 success; 24 cancelled; 51 insufficient balance; 11 timed out … */
  responseCode: string;
  /** 00 success, 01 not finished, 02 error … */
  transactionStatus: string;
  /** VNPay's transaction number ('0' when nothing was paid). */
  transactionNo: string;
  bankCode: string;
  bankTranNo: string | null;
  cardType: string | null;
  payDate: Date | null;
  orderInfo: string;
  /** Paid: response code and transaction status both 00. */
  isPaid: boolean;
}

export type VnpayResultError = 'INVALID_SIGNATURE' | 'WRONG_MERCHANT' | 'INVALID_PARAMS';

/**
 * Reads a VNPay result (the IPN's or the return's query): the checksum first (constant time),
 * then our terminal code, then the parameters.
 */
export function verifyVnpayResult(
  query: Readonly<Record<string, string | readonly string[] | undefined>>,
  credentials: Pick<VnpayCredentials, 'tmnCode' | 'hashSecret'>,
): Result<VnpayResult, VnpayResultError> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string') params[name] = value;
    else if (value !== undefined) return err('INVALID_PARAMS');
  }
  const given = params.vnp_SecureHash ?? '';
  if (!/^[0-9a-fA-F]{128}$/.test(given)) return err('INVALID_SIGNATURE');
  const expected = Buffer.from(signVnpayParams(params, credentials.hashSecret), 'hex');
  if (!timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), expected)) return err('INVALID_SIGNATURE');
  if (params.vnp_TmnCode !== credentials.tmnCode) return err('WRONG_MERCHANT');
  const amountText = params.vnp_Amount ?? '';
  const responseCode = params.vnp_ResponseCode ?? '';
  const transactionStatus = params.vnp_TransactionStatus ?? '';
  if (!/^\d{1,15}00$/.test(amountText) || !/^\d{2}$/.test(responseCode) || !params.vnp_TxnRef) {
    return err('INVALID_PARAMS');
  }
  return ok({
    txnRef: params.vnp_TxnRef,
    amount: money(Number(amountText) / 100, 'VND'),
    responseCode,
    transactionStatus,
    transactionNo: params.vnp_TransactionNo ?? '0',
    bankCode: params.vnp_BankCode ?? '',
    bankTranNo: params.vnp_BankTranNo ?? null,
    cardType: params.vnp_CardType ?? null,
    payDate: params.vnp_PayDate ? (parseVnpayDate(params.vnp_PayDate) ?? null) : null,
    orderInfo: params.vnp_OrderInfo ?? '',
    isPaid: responseCode === '00' && transactionStatus === '00',
  });
}

/** The merchant's answer to an IPN call, as VNPay expects it. */
export interface VnpayIpnAnswer {
  RspCode: '00' | '01' | '02' | '04' | '97' | '99';
  Message: string;
}

/** What the merchant knows of the order an IPN is about. */
export interface VnpayOrderState {
  amount: Money;
  /** The IPN for it was already applied (VNPay is told 02 and stops calling). */
  alreadyConfirmed: boolean;
}

/**
 * The IPN answer for a checked result and the order it names: 97 bad checksum, 99 malformed,
 * 01 no such order, 04 another amount, 02 already confirmed, 00 confirmed now. VNPay calls again
 * until it gets 00 or 02.
 */
export function vnpayIpnAnswer(
  result: Result<VnpayResult, VnpayResultError>,
  order: VnpayOrderState | undefined,
): VnpayIpnAnswer {
  if (!result.ok) {
    return result.error === 'INVALID_PARAMS'
      ? { RspCode: '99', Message: 'Invalid request' }
      : { RspCode: '97', Message: 'Invalid signature' };
  }
  if (!order) return { RspCode: '01', Message: 'Order not found' };
  if (order.amount.currency !== 'VND' || order.amount.amountMinor !== result.value.amount.amountMinor) {
    return { RspCode: '04', Message: 'Invalid amount' };
  }
  if (order.alreadyConfirmed) return { RspCode: '02', Message: 'Order already confirmed' };
  return { RspCode: '00', Message: 'Confirm Success' };
}

/**
 * VNPay's merchant API (merchant_webapi/api/transaction) signs differently from the payment URL:
 * the named fields' raw values joined with `|` in the documented order, then hex HMAC-SHA512.
 * A refund request signs these fields …
 */
const REFUND_REQUEST_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TransactionType',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_TransactionNo',
  'vnp_TransactionDate',
  'vnp_CreateBy',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

/** … and VNPay's answer these. */
const REFUND_ANSWER_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
] as const;

/** The pipe-joined string of `fields` VNPay's merchant API signs. */
export function vnpayPipeString(params: Readonly<Record<string, string>>, fields: readonly string[]): string {
  return fields.map((name) => params[name] ?? '').join('|');
}

const pipeHash = (params: Readonly<Record<string, string>>, fields: readonly string[], secret: string) =>
  createHmac('sha512', secret).update(vnpayPipeString(params, fields), 'utf8').digest('hex');

export interface VnpayRefundRequest {
  /** vnp_RequestId: our refund's id (≤ 32); the same id again is the same refund. */
  requestId: string;
  txnRef: string;
  /** What goes back: the whole payment (vnp_TransactionType 02) or less (03, partial). */
  amount: Money;
  /** True when `amount` is less than the payment (absent: a full refund). */
  partial?: boolean;
  /** VNPay's number of the payment (from its IPN). */
  transactionNo: string;
  /** When the payment was created (its vnp_CreateDate). */
  transactionDate: Date;
  createBy: string;
  ipAddr: string;
  createdAt: Date;
  orderInfo: string;
}

/**
 * The signed JSON body of a refund, full or partial.
 *
 * @throws RangeError when the amount is not VND.
 */
export function buildVnpayRefundRequest(
  request: VnpayRefundRequest,
  credentials: Pick<VnpayCredentials, 'tmnCode' | 'hashSecret'>,
): Record<string, string> {
  if (request.amount.currency !== 'VND')
    throw new RangeError(`VNPay takes VND, got ${request.amount.currency}`);
  const params: Record<string, string> = {
    vnp_RequestId: request.requestId,
    vnp_Version: '2.1.0',
    vnp_Command: 'refund',
    vnp_TmnCode: credentials.tmnCode,
    vnp_TransactionType: request.partial === true ? '03' : '02',
    vnp_TxnRef: request.txnRef,
    vnp_Amount: String(request.amount.amountMinor * 100),
    vnp_TransactionNo: request.transactionNo,
    vnp_TransactionDate: formatVnpayDate(request.transactionDate),
    vnp_CreateBy: request.createBy,
    vnp_CreateDate: formatVnpayDate(request.createdAt),
    vnp_IpAddr: request.ipAddr,
    vnp_OrderInfo: vnpayOrderInfo(request.orderInfo),
  };
  return { ...params, vnp_SecureHash: pipeHash(params, REFUND_REQUEST_FIELDS, credentials.hashSecret) };
}

/** True when VNPay's refund answer carries a valid checksum (constant time). */
export function verifyVnpayRefundAnswer(
  answer: Readonly<Record<string, string>>,
  credentials: Pick<VnpayCredentials, 'hashSecret'>,
): boolean {
  const given = answer.vnp_SecureHash ?? '';
  if (!/^[0-9a-fA-F]{128}$/.test(given)) return false;
  const expected = Buffer.from(pipeHash(answer, REFUND_ANSWER_FIELDS, credentials.hashSecret), 'hex');
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), expected);
}

/**
 * Reads a refund's answer: 00 refunded, 02 already refunded (the money went back once: done);
 * a bad checksum is no answer (try again: the same request id gets the same refund); any other
 * code is VNPay refusing (91 not found, 94 request id reused, 95 not paid, 03, 97 …).
 */
export function vnpayRefundOutcome(
  answer: Readonly<Record<string, string>>,
  credentials: Pick<VnpayCredentials, 'tmnCode' | 'hashSecret'>,
): GatewayRefundOutcome {
  if (!verifyVnpayRefundAnswer(answer, credentials)) return { kind: 'retry', code: 'INVALID_SIGNATURE' };
  const code = answer.vnp_ResponseCode ?? '';
  if (code === '00' || code === '02') {
    return {
      kind: 'refunded',
      gatewayRef: code === '00' ? (answer.vnp_TransactionNo ?? '') : 'already-refunded',
    };
  }
  return { kind: 'rejected', code: `VNPAY_${code}` };
}

/** Sends a refund to VNPay's merchant API and reads the answer. */
export async function refundVnpay(
  request: VnpayRefundRequest,
  credentials: Pick<VnpayCredentials, 'tmnCode' | 'hashSecret'> & { readonly apiUrl: string },
  timeoutMs: number,
): Promise<GatewayRefundOutcome> {
  try {
    const response = await fetch(credentials.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(buildVnpayRefundRequest(request, credentials)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status !== 200) return { kind: 'retry', code: `HTTP_${String(response.status)}` };
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return { kind: 'retry', code: 'UNKNOWN_ANSWER' };
    const answer: Record<string, string> = {};
    for (const [name, value] of Object.entries(body)) if (typeof value === 'string') answer[name] = value;
    return vnpayRefundOutcome(answer, credentials);
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return { kind: 'retry', code: 'timeout' };
    }
    return { kind: 'retry', code: 'unreachable' };
  }
}
