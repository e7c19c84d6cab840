import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentRow } from '../sandbox.repository';
import { sendPage } from '../pages/sandbox-html';
import { paymentStatusOf } from '../ledger/sandbox-ledger';
import { askedLanguage, messagePage, type PageLanguage } from '../pages/sandbox-page';
import { VNPAY_ERROR_PAGE_CODES } from './vnpay-accounts';
import { sendVnpayAppPage, sendVnpayPaymentPage, VNPAY_BASE, VNPAY_TEXT } from './vnpay-pages';
import type { VnpayRefundApi } from './vnpay-refund.service';
import type { VnpaySandbox } from './vnpay.service';

/** The sandbox VNPay's browser pages: vpcpay.html, the payment page, the bank app, errors. */

const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
const langQuery = z.object({ lang: z.enum(['vi', 'en']).optional() });
const langField = { lang: z.enum(['vi', 'en']).optional() };

export interface VnpayRoutesOptions {
  vnpay: VnpaySandbox;
  refundApi: VnpayRefundApi;
  prefix: string;
  baseUrl: string;
}

export function vnpayRoutes(options: VnpayRoutesOptions): FastifyPluginAsyncZod {
  const { vnpay, refundApi, prefix } = options;
  const pageUrl = (id: string, lang: PageLanguage) => `${prefix}${VNPAY_BASE}/Transaction/${id}?lang=${lang}`;
  const languageOf = (request: FastifyRequest, payment?: PaymentRow): PageLanguage => {
    const asked = askedLanguage(request);
    if (asked) return asked;
    if (payment) return vnpay.facts(payment).locale === 'en' ? 'en' : 'vi';
    return request.language === 'vi' ? 'vi' : 'en';
  };
  const page = { vnpay, prefix, baseUrl: options.baseUrl };
  const notFound = (request: FastifyRequest, reply: FastifyReply, lang: PageLanguage) =>
    sendPage(
      reply,
      messagePage(request, lang, prefix, VNPAY_TEXT[lang].notFoundTitle, VNPAY_TEXT[lang].notFound),
      {
        status: 404,
      },
    );
  const backToMerchant = (reply: FastifyReply, payment: PaymentRow) =>
    reply.redirect(vnpay.returnUrl(payment), 303);

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  return async (app) => {
    app.get(
      `${VNPAY_BASE}/vpcpay.html`,
      {
        schema: {
          summary: 'VNPay 2.1.0 payment URL (the merchant sends the browser here)',
          description:
            'vnp_Version=2.1.0, vnp_Command=pay, vnp_TmnCode, vnp_Amount (VND × 100), vnp_CurrCode=VND, vnp_TxnRef, vnp_OrderInfo (no accents), vnp_OrderType, vnp_ReturnUrl, vnp_IpAddr, vnp_CreateDate (yyyyMMddHHmmss, GMT+7), vnp_Locale (vn|en), vnp_BankCode?, vnp_ExpireDate?, vnp_SecureHash (HMAC-SHA512, hex, over the sorted URL-encoded vnp_* parameters). Valid: 303 to the payment page. Invalid: 303 to Payment/Error.html?code= 72 (unknown TmnCode), 70 (signature), 03 (format), 15 (expired), 01 (TxnRef already used).',
          querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
        },
      },
      async (request, reply) => {
        const query: Record<string, string> = {};
        let repeated = false;
        for (const [name, value] of Object.entries(request.query)) {
          if (typeof value === 'string') query[name] = value;
          else repeated = true;
        }
        const lang: PageLanguage = query.vnp_Locale === 'en' ? 'en' : 'vi';
        const started = repeated ? ({ ok: false, code: '03' } as const) : await vnpay.start(query);
        if (!started.ok) {
          return reply.redirect(
            `${prefix}${VNPAY_BASE}/Payment/Error.html?code=${started.code}&lang=${lang}`,
            303,
          );
        }
        return reply.redirect(pageUrl(started.paymentId, lang), 303);
      },
    );

    app.post(
      '/vnpay/merchant_webapi/api/transaction',
      {
        schema: {
          summary: "VNPay's merchant API: refund (merchant server to VNPay, JSON)",
          description:
            "vnp_Command=refund, 2.1.0: vnp_RequestId (≤ 32, the merchant's refund id), vnp_Version, vnp_TmnCode, vnp_TransactionType=02 (full refund) or 03 (partial), vnp_TxnRef, vnp_Amount (VND × 100: the whole payment for 02, at most that for 03), vnp_TransactionNo (VNPay's number of the payment), vnp_TransactionDate (the payment's vnp_CreateDate), vnp_CreateBy, vnp_CreateDate, vnp_IpAddr, vnp_OrderInfo and vnp_SecureHash = hex HMAC-SHA512 over those values joined with \"|\" in that order (not the sorted query). Always HTTP 200; vnp_ResponseCode 00 refunded, 02 already refunded, 03 malformed, 91 transaction not found, 94 vnp_RequestId used for another request, 95 not paid, 97 bad checksum, 99 other command. The same request again answers the same refund, returned once. The answer is signed over vnp_ResponseId|vnp_Command|vnp_ResponseCode|vnp_Message|vnp_TmnCode|vnp_TxnRef|vnp_Amount|vnp_BankCode|vnp_PayDate|vnp_TransactionNo|vnp_TransactionType|vnp_TransactionStatus|vnp_OrderInfo.",
          body: z.record(z.string(), z.unknown()),
          response: { 200: z.record(z.string(), z.string()) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return refundApi.answer(request.body);
      },
    );

    app.get(
      `${VNPAY_BASE}/Payment/Error.html`,
      {
        schema: {
          summary: "VNPay's payment error page",
          querystring: z.object({ code: z.string().max(4).optional(), ...langField }),
        },
      },
      (request, reply) => {
        const lang = languageOf(request);
        const text = VNPAY_TEXT[lang];
        const code = request.query.code ?? '99';
        const meaning = VNPAY_ERROR_PAGE_CODES[code]?.[lang] ?? text.unknownError;
        return sendPage(
          reply,
          messagePage(request, lang, prefix, text.errorTitle, `${meaning}. ${text.errorCode(code)}`),
          { status: 400 },
        );
      },
    );

    app.get(
      `${VNPAY_BASE}/Transaction/:id`,
      {
        schema: {
          summary: 'The VNPay payment page: QR and domestic card or account',
          params: idParams,
          querystring: langQuery,
        },
      },
      async (request, reply) => {
        const payment = await vnpay.load(request.params.id);
        if (!payment) return notFound(request, reply, languageOf(request));
        if (paymentStatusOf(payment) !== 'PENDING') return backToMerchant(reply, payment);
        return sendVnpayPaymentPage(page, request, reply, payment, languageOf(request, payment));
      },
    );

    app.post(
      `${VNPAY_BASE}/Transaction/:id/account`,
      {
        schema: {
          summary: 'Pay with a domestic test card or account (form post)',
          description:
            'A test account decides the payment: the merchant IPN is called, then 303 to vnp_ReturnUrl. Details matching no account answer the page again (422); the third wrong entry ends the payment with code 10.',
          params: idParams,
          body: z.object({
            bankCode: z.string().max(10),
            cardNumber: z.string().max(30),
            holderName: z.string().max(60),
            issueDate: z.string().max(8),
            ...langField,
          }),
        },
      },
      async (request, reply) => {
        const outcome = await vnpay.payWithAccount(request.params.id, request.body);
        if (!outcome) return notFound(request, reply, languageOf(request));
        if (outcome.kind !== 'wrongDetails') return backToMerchant(reply, outcome.payment);
        const lang = languageOf(request, outcome.payment);
        return sendVnpayPaymentPage(
          page,
          request,
          reply,
          outcome.payment,
          lang,
          { kind: 'error', text: VNPAY_TEXT[lang].wrong(outcome.entriesLeft), form: 'account' },
          422,
        );
      },
    );

    app.post(
      `${VNPAY_BASE}/Transaction/:id/check`,
      {
        schema: {
          summary: 'Has the QR payment arrived? (form post)',
          params: idParams,
          body: z.object(langField),
        },
      },
      async (request, reply) => {
        const payment = await vnpay.load(request.params.id);
        if (!payment) return notFound(request, reply, languageOf(request));
        if (paymentStatusOf(payment) !== 'PENDING') return backToMerchant(reply, payment);
        const lang = languageOf(request, payment);
        return sendVnpayPaymentPage(page, request, reply, payment, lang, {
          kind: 'error',
          text: VNPAY_TEXT[lang].notYet,
          form: 'qr',
        });
      },
    );

    app.post(
      `${VNPAY_BASE}/Transaction/:id/cancel`,
      {
        schema: {
          summary: 'The payer cancels (code 24; form post)',
          params: idParams,
          body: z.object(langField),
        },
      },
      async (request, reply) => {
        const payment = await vnpay.cancel(request.params.id);
        if (!payment) return notFound(request, reply, languageOf(request));
        return backToMerchant(reply, payment);
      },
    );

    app.get(
      `${VNPAY_BASE}/Transaction/:id/app`,
      {
        schema: {
          summary: 'The sandbox bank app a scanned VNPAY-QR code opens',
          params: idParams,
          querystring: langQuery,
        },
      },
      async (request, reply) => {
        const payment = await vnpay.load(request.params.id);
        if (!payment) return notFound(request, reply, languageOf(request));
        return sendVnpayAppPage(page, request, reply, payment, languageOf(request, payment));
      },
    );

    app.post(
      `${VNPAY_BASE}/Transaction/:id/app`,
      {
        schema: {
          summary: 'Approve or decline the QR payment in the sandbox bank app (form post)',
          params: idParams,
          body: z.object({ decision: z.enum(['approve', 'refuse']), ...langField }),
        },
      },
      async (request, reply) => {
        const payment = await vnpay.payByQr(request.params.id, request.body.decision === 'approve');
        if (!payment) return notFound(request, reply, languageOf(request));
        return sendVnpayAppPage(page, request, reply, payment, languageOf(request, payment));
      },
    );
  };
}
