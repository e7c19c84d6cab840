import { paymentDetails } from '../ledger/sandbox-ledger';
import type { PaymentRow } from '../sandbox.repository';

/** What the sandbox VNPay keeps on a payment's details: the request, then the payer's result. */
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

/** vnp_OrderInfo: Vietnamese without accents, no special characters (VNPay's rule). */
export const ORDER_INFO = /^[A-Za-z0-9 .,:_\-/()#]{1,255}$/;
export const TXN_REF = /^[A-Za-z0-9_-]{1,100}$/;

export function readVnpayFacts(payment: PaymentRow): VnpayFacts {
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
