import { money } from '@skybook/domain/money';
import { err } from '@skybook/domain/result';
import { describe, expect, it } from 'vitest';
import {
  buildVnpayPaymentUrl,
  buildVnpayRefundRequest,
  vnpayPipeString,
  vnpayRefundOutcome,
  formatVnpayDate,
  signVnpayParams,
  vnpayCanonicalString,
  vnpayIpnAnswer,
  vnpayOrderInfo,
  verifyVnpayResult,
} from './vnpay';
import { VNPAY_REFUND_ANSWER_FIELDS, vnpayPipeHash } from '../../../sandbox/vnpay/vnpay-signature';

const SECRET = 'VNPAYSANDBOXSECRETFORTESTS000000';
const CREDENTIALS = {
  tmnCode: 'SKYBOOK1',
  hashSecret: SECRET,
  paymentUrl: 'https://pay.example/paymentv2/vpcpay.html',
};

/*
 * Vectors derived by hand from the VNPay 2.1.0 protocol (not from this code): the vnp_* parameters
 * sorted by name, each value encodeURIComponent'd with spaces as '+', joined by '&', e.g. for the
 * request:
 *
 *   vnp_Amount=125000000&vnp_Command=pay&vnp_CreateDate=20261121100000&vnp_CurrCode=VND
 *   &vnp_IpAddr=127.0.0.1&vnp_Locale=vn&vnp_OrderInfo=Thanh+toan+dat+cho+ABC123
 *   &vnp_OrderType=other&vnp_ReturnUrl=https%3A%2F%2Fskybook.example%2Fbooking%2Fpayment-return%3Fx%3D1
 *   &vnp_TmnCode=SKYBOOK1&vnp_TxnRef=ABC123-1&vnp_Version=2.1.0
 *
 * written as one line without a newline and hashed in a shell:
 *
 *   printf '%s' "$CANONICAL" | openssl dgst -sha512 -hmac 'VNPAYSANDBOXSECRETFORTESTS000000'
 *
 * The result vector (an IPN as VNPay sends it) was derived the same way from
 *   vnp_Amount=125000000&vnp_BankCode=NCB&vnp_BankTranNo=VNP14226112&vnp_CardType=ATM
 *   &vnp_OrderInfo=Thanh+toan+dat+cho+ABC123&vnp_PayDate=20261121101500&vnp_ResponseCode=00
 *   &vnp_TmnCode=SKYBOOK1&vnp_TransactionNo=14226112&vnp_TransactionStatus=00&vnp_TxnRef=ABC123-1
 */
const REQUEST_HASH =
  '41ce3142e18e798273def528455b73503890592a7f064bccc2881bd2201499f16685d7e722e0956cffb69b376852439bea3fc0d41c3be52bd53756e3a97844c6';
const RESULT = {
  vnp_Amount: '125000000',
  vnp_BankCode: 'NCB',
  vnp_BankTranNo: 'VNP14226112',
  vnp_CardType: 'ATM',
  vnp_OrderInfo: 'Thanh toan dat cho ABC123',
  vnp_PayDate: '20261121101500',
  vnp_ResponseCode: '00',
  vnp_TmnCode: 'SKYBOOK1',
  vnp_TransactionNo: '14226112',
  vnp_TransactionStatus: '00',
  vnp_TxnRef: 'ABC123-1',
  vnp_SecureHash:
    '73b94a8ccc9a1453a6ef5da83e1d81b4600115841f1afc74238c36e27c1c4b6867070fa19d36fa74b6330af5f3ba0ab6494fb32b829f74e2855769dcad7b0a20',
};

describe('signVnpayParams', () => {
  it('signs the hand-derived request exactly', () => {
    const params = {
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: 'SKYBOOK1',
      vnp_Amount: '125000000',
      vnp_CurrCode: 'VND',
      vnp_TxnRef: 'ABC123-1',
      vnp_OrderInfo: 'Thanh toan dat cho ABC123',
      vnp_OrderType: 'other',
      vnp_ReturnUrl: 'https://skybook.example/booking/payment-return?x=1',
      vnp_IpAddr: '127.0.0.1',
      vnp_CreateDate: '20261121100000',
      vnp_Locale: 'vn',
    };
    expect(vnpayCanonicalString(params)).toBe(
      'vnp_Amount=125000000&vnp_Command=pay&vnp_CreateDate=20261121100000&vnp_CurrCode=VND&vnp_IpAddr=127.0.0.1&vnp_Locale=vn&vnp_OrderInfo=Thanh+toan+dat+cho+ABC123&vnp_OrderType=other&vnp_ReturnUrl=https%3A%2F%2Fskybook.example%2Fbooking%2Fpayment-return%3Fx%3D1&vnp_TmnCode=SKYBOOK1&vnp_TxnRef=ABC123-1&vnp_Version=2.1.0',
    );
    expect(signVnpayParams(params, SECRET)).toBe(REQUEST_HASH);
  });
});

describe('buildVnpayPaymentUrl', () => {
  it('builds the signed vpcpay.html URL of a VND payment', () => {
    const url = new URL(
      buildVnpayPaymentUrl(
        {
          txnRef: 'ABC123-1',
          amount: money(1_250_000, 'VND'),
          orderInfo: 'Thanh toán đặt chỗ ABC123',
          returnUrl: 'https://skybook.example/booking/payment-return?x=1',
          ipAddr: '127.0.0.1',
          createdAt: new Date('2026-11-21T03:00:00Z'),
          locale: 'vn',
        },
        CREDENTIALS,
      ),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://pay.example/paymentv2/vpcpay.html');
    // Accents removed, the amount × 100, the date in Vietnam time: the hand-derived request again.
    expect(url.searchParams.get('vnp_OrderInfo')).toBe('Thanh toan dat cho ABC123');
    expect(url.searchParams.get('vnp_Amount')).toBe('125000000');
    expect(url.searchParams.get('vnp_CreateDate')).toBe('20261121100000');
    expect(url.searchParams.get('vnp_SecureHash')).toBe(REQUEST_HASH);
  });

  it('adds an expiry and a bank code when given, and refuses other currencies', () => {
    const url = new URL(
      buildVnpayPaymentUrl(
        {
          txnRef: 'T1',
          amount: money(50_000, 'VND'),
          orderInfo: 'x',
          returnUrl: 'https://skybook.example/r',
          ipAddr: '10.0.0.1',
          createdAt: new Date('2026-11-21T03:00:00Z'),
          expiresAt: new Date('2026-11-21T03:15:00Z'),
          locale: 'en',
          bankCode: 'VNPAYQR',
        },
        CREDENTIALS,
      ),
    );
    expect(url.searchParams.get('vnp_ExpireDate')).toBe('20261121101500');
    expect(url.searchParams.get('vnp_BankCode')).toBe('VNPAYQR');
    const params = Object.fromEntries(url.searchParams);
    expect(signVnpayParams(params, SECRET)).toBe(params.vnp_SecureHash);
    expect(() =>
      buildVnpayPaymentUrl(
        {
          txnRef: 'T2',
          amount: money(5000, 'USD'),
          orderInfo: 'x',
          returnUrl: 'https://skybook.example/r',
          ipAddr: '10.0.0.1',
          createdAt: new Date(),
          locale: 'en',
        },
        CREDENTIALS,
      ),
    ).toThrow(RangeError);
  });
});

describe('verifyVnpayResult', () => {
  it('reads the hand-derived IPN', () => {
    const result = verifyVnpayResult(RESULT, CREDENTIALS);
    expect(result).toEqual({
      ok: true,
      value: {
        txnRef: 'ABC123-1',
        amount: money(1_250_000, 'VND'),
        responseCode: '00',
        transactionStatus: '00',
        transactionNo: '14226112',
        bankCode: 'NCB',
        bankTranNo: 'VNP14226112',
        cardType: 'ATM',
        payDate: new Date('2026-11-21T03:15:00Z'),
        orderInfo: 'Thanh toan dat cho ABC123',
        isPaid: true,
      },
    });
    // Either case of hex, and a SecureHashType beside it, are accepted.
    expect(
      verifyVnpayResult(
        { ...RESULT, vnp_SecureHash: RESULT.vnp_SecureHash.toUpperCase(), vnp_SecureHashType: 'HmacSHA512' },
        CREDENTIALS,
      ).ok,
    ).toBe(true);
  });

  it('refuses tampered, foreign and malformed results', () => {
    expect(verifyVnpayResult({ ...RESULT, vnp_Amount: '125000100' }, CREDENTIALS)).toEqual(
      err('INVALID_SIGNATURE'),
    );
    expect(verifyVnpayResult({ ...RESULT, vnp_ResponseCode: '24' }, CREDENTIALS)).toEqual(
      err('INVALID_SIGNATURE'),
    );
    expect(verifyVnpayResult({ ...RESULT, vnp_SecureHash: 'not-hex' }, CREDENTIALS)).toEqual(
      err('INVALID_SIGNATURE'),
    );
    expect(verifyVnpayResult(RESULT, { ...CREDENTIALS, hashSecret: 'another-secret' })).toEqual(
      err('INVALID_SIGNATURE'),
    );
    expect(verifyVnpayResult(RESULT, { ...CREDENTIALS, tmnCode: 'OTHER' })).toEqual(err('WRONG_MERCHANT'));
    expect(verifyVnpayResult({ ...RESULT, vnp_TxnRef: ['a', 'b'] }, CREDENTIALS)).toEqual(
      err('INVALID_PARAMS'),
    );
    const noRef = { ...RESULT, vnp_TxnRef: '' };
    expect(
      verifyVnpayResult({ ...noRef, vnp_SecureHash: signVnpayParams(noRef, SECRET) }, CREDENTIALS),
    ).toEqual(err('INVALID_PARAMS'));
  });
});

describe('vnpayIpnAnswer', () => {
  const paid = verifyVnpayResult(RESULT, CREDENTIALS);
  const order = { amount: money(1_250_000, 'VND'), alreadyConfirmed: false };

  it('answers every RspCode VNPay knows', () => {
    expect(vnpayIpnAnswer(paid, order)).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(vnpayIpnAnswer(paid, { ...order, alreadyConfirmed: true }).RspCode).toBe('02');
    expect(vnpayIpnAnswer(paid, undefined).RspCode).toBe('01');
    expect(vnpayIpnAnswer(paid, { ...order, amount: money(1_000_000, 'VND') }).RspCode).toBe('04');
    expect(
      vnpayIpnAnswer(verifyVnpayResult({ ...RESULT, vnp_Amount: '1' }, CREDENTIALS), order).RspCode,
    ).toBe('97');
    expect(vnpayIpnAnswer(err('INVALID_PARAMS'), order).RspCode).toBe('99');
  });
});

describe('vnpayOrderInfo and formatVnpayDate', () => {
  it('writes order info without accents or special characters', () => {
    expect(vnpayOrderInfo('Thanh toán vé — Hà Nội → Đà Nẵng <ABC123>')).toBe(
      'Thanh toan ve Ha Noi Da Nang ABC123',
    );
  });

  it('writes dates in Vietnam time', () => {
    expect(formatVnpayDate(new Date('2026-12-31T17:30:00Z'))).toBe('20270101003000');
  });
});

/*
 * The refund API (merchant_webapi/api/transaction, vnp_Command=refund) signs the raw values of
 * vnp_RequestId|vnp_Version|vnp_Command|vnp_TmnCode|vnp_TransactionType|vnp_TxnRef|vnp_Amount
 * |vnp_TransactionNo|vnp_TransactionDate|vnp_CreateBy|vnp_CreateDate|vnp_IpAddr|vnp_OrderInfo,
 * joined with '|' (VNPay 2.1.0's documented order), derived by hand as:
 *
 *   REQ='4f1c2a9e0b7d4c3e8a5f6b1d2e3c4a5b|2.1.0|refund|SKYBOOK1|02|4f1c2a9e0b7d4c3e8a5f6b1d2e3c4a5b|125000000|14226112|20261121100000|skybook-refund-worker|20261121170000|127.0.0.1|Hoan tien thanh toan ABC123'
 *   printf '%s' "$REQ" | openssl dgst -sha512 -hmac 'VNPAYSANDBOXSECRETFORTESTS000000'
 *
 * and its answer vnp_ResponseId|vnp_Command|vnp_ResponseCode|vnp_Message|vnp_TmnCode|vnp_TxnRef
 * |vnp_Amount|vnp_BankCode|vnp_PayDate|vnp_TransactionNo|vnp_TransactionType
 * |vnp_TransactionStatus|vnp_OrderInfo the same way from
 *
 *   'REF0000000000000000000000000001|refund|00|Refund success|SKYBOOK1|4f1c2a9e0b7d4c3e8a5f6b1d2e3c4a5b|125000000|NCB|20261121170001|14229999|02|05|Hoan tien thanh toan ABC123'
 */
const REFUND_ID = '4f1c2a9e0b7d4c3e8a5f6b1d2e3c4a5b';
const REFUND_REQUEST_HASH =
  'e54109e666f37405ef091812a073419219720a443fb9c33a81388ee83d0054e963abdf7d478f5cc24cbfeac3c39ab304611d183c2616fef4561c1af8c1091717';
const REFUND_ANSWER = {
  vnp_ResponseId: 'REF0000000000000000000000000001',
  vnp_Command: 'refund',
  vnp_ResponseCode: '00',
  vnp_Message: 'Refund success',
  vnp_TmnCode: 'SKYBOOK1',
  vnp_TxnRef: REFUND_ID,
  vnp_Amount: '125000000',
  vnp_BankCode: 'NCB',
  vnp_PayDate: '20261121170001',
  vnp_TransactionNo: '14229999',
  vnp_TransactionType: '02',
  vnp_TransactionStatus: '05',
  vnp_OrderInfo: 'Hoan tien thanh toan ABC123',
  vnp_SecureHash:
    'b3f1b9eb77b36bc5a7a1f379c51c000dd7b8a9c90bba973fc1ec99e34b0160b54e8e13d1f7755010226ced1cf407a88ad777b20a7596d928f4ff273371299443',
};

describe('VNPay refunds', () => {
  const request = {
    requestId: REFUND_ID,
    txnRef: REFUND_ID,
    amount: money(1_250_000, 'VND'),
    transactionNo: '14226112',
    transactionDate: new Date('2026-11-21T03:00:00Z'),
    createBy: 'skybook-refund-worker',
    ipAddr: '127.0.0.1',
    createdAt: new Date('2026-11-21T10:00:00Z'),
    orderInfo: 'Hoàn tiền thanh toán ABC123',
  };

  it('signs the hand-derived refund request over the pipe-joined fields', () => {
    const body = buildVnpayRefundRequest(request, CREDENTIALS);
    expect(body).toMatchObject({
      vnp_Command: 'refund',
      vnp_TransactionType: '02',
      vnp_Amount: '125000000',
      vnp_TransactionDate: '20261121100000',
      vnp_CreateDate: '20261121170000',
      vnp_OrderInfo: 'Hoan tien thanh toan ABC123',
    });
    expect(vnpayPipeString(body, ['vnp_RequestId', 'vnp_Command'])).toBe(`${REFUND_ID}|refund`);
    expect(body.vnp_SecureHash).toBe(REFUND_REQUEST_HASH);
    expect(() => buildVnpayRefundRequest({ ...request, amount: money(10, 'USD') }, CREDENTIALS)).toThrow(
      RangeError,
    );
  });

  it('reads the hand-derived answer; a tampered one is no answer, other codes are refusals', () => {
    expect(vnpayRefundOutcome(REFUND_ANSWER, CREDENTIALS)).toEqual({
      kind: 'refunded',
      gatewayRef: '14229999',
    });
    expect(vnpayRefundOutcome({ ...REFUND_ANSWER, vnp_Amount: '125000100' }, CREDENTIALS)).toEqual({
      kind: 'retry',
      code: 'INVALID_SIGNATURE',
    });
    // A changed code under the old checksum is no answer either.
    expect(vnpayRefundOutcome({ ...REFUND_ANSWER, vnp_ResponseCode: '91' }, CREDENTIALS).kind).toBe('retry');
    // Signed answers (by the gateway's own code, the sandbox's): 02 means the money went back.
    const signed = (code: string) => {
      const fields = { ...REFUND_ANSWER, vnp_ResponseCode: code };
      return {
        ...fields,
        vnp_SecureHash: vnpayPipeHash(fields, VNPAY_REFUND_ANSWER_FIELDS, SECRET),
      };
    };
    expect(vnpayPipeHash(REFUND_ANSWER, VNPAY_REFUND_ANSWER_FIELDS, SECRET)).toBe(
      REFUND_ANSWER.vnp_SecureHash,
    );
    expect(vnpayRefundOutcome(signed('02'), CREDENTIALS).kind).toBe('refunded');
    expect(vnpayRefundOutcome(signed('91'), CREDENTIALS)).toEqual({ kind: 'rejected', code: 'VNPAY_91' });
    expect(vnpayRefundOutcome(signed('94'), CREDENTIALS)).toEqual({ kind: 'rejected', code: 'VNPAY_94' });
  });
});
