import { AIRLINE_TIME_ZONE } from '@skybook/domain/clock';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentRow } from '../sandbox.repository';
import { html } from '../../../documents/html/safe-html';
import { sendPage } from '../pages/sandbox-html';
import { paymentDetails, paymentStatusOf } from '../ledger/sandbox-ledger';
import {
  askedLanguage,
  formatStoredAmount,
  messagePage,
  sandboxPage,
  type PageLanguage,
} from '../pages/sandbox-page';
import type { VikkiLinkError, VikkiSandbox } from './vikki.service';

/** Vikki bank's browser pages: the signed link's payment page, its form, and its errors. */

const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

const TEXT = {
  vi: {
    title: 'Vikki Bank – thanh toán đặt chỗ',
    merchant: 'Đơn vị bán hàng',
    booking: 'Mã đặt chỗ',
    amount: 'Số tiền',
    until: 'Hạn thanh toán',
    lead: 'Thanh toán từ tài khoản Vikki của bạn. Số tiền sẽ được trừ ngay khi bạn bấm "Thanh toán".',
    phone: 'Số điện thoại tài khoản Vikki',
    phoneHint: 'Tài khoản thử nghiệm được liệt kê trên trang',
    docs: 'tài liệu môi trường thử nghiệm',
    pay: 'Thanh toán',
    cancel: 'Hủy',
    unknownAccount: 'Không có tài khoản Vikki nào với số điện thoại này. Vui lòng kiểm tra lại.',
    errorTitle: 'Không thể mở liên kết thanh toán',
    errors: {
      INVALID_SIGNATURE:
        'Liên kết thanh toán không hợp lệ: chữ ký không đúng hoặc liên kết đã bị sửa. Vui lòng quay lại trang đặt chỗ để lấy liên kết mới.',
      MALFORMED: 'Liên kết thanh toán không hợp lệ. Vui lòng quay lại trang đặt chỗ để lấy liên kết mới.',
      EXPIRED:
        'Liên kết thanh toán đã hết hạn: thời gian giữ chỗ của đặt chỗ này đã kết thúc. Vui lòng quay lại trang đặt chỗ.',
      MISMATCH:
        'Liên kết này không khớp với giao dịch đã mở trước đó. Vui lòng quay lại trang đặt chỗ để lấy liên kết mới.',
    } satisfies Record<VikkiLinkError | 'MISMATCH', string>,
    notFoundTitle: 'Không tìm thấy giao dịch',
    notFound: 'Giao dịch Vikki này không tồn tại.',
  },
  en: {
    title: 'Vikki Bank – pay your booking',
    merchant: 'Merchant',
    booking: 'Booking code',
    amount: 'Amount',
    until: 'Pay by',
    lead: 'Pay from your Vikki account. The amount is taken as soon as you select "Pay".',
    phone: 'Vikki account phone number',
    phoneHint: 'Test accounts are listed in the',
    docs: 'sandbox documentation',
    pay: 'Pay',
    cancel: 'Cancel',
    unknownAccount: 'No Vikki account has this phone number. Please check it.',
    errorTitle: 'This payment link cannot be opened',
    errors: {
      INVALID_SIGNATURE:
        'The payment link is not valid: its signature does not match, or the link was changed. Please go back to your booking for a new link.',
      MALFORMED: 'The payment link is not valid. Please go back to your booking for a new link.',
      EXPIRED: "The payment link has expired: this booking's hold has ended. Please go back to your booking.",
      MISMATCH:
        'This link does not match the payment opened earlier. Please go back to your booking for a new link.',
    } satisfies Record<VikkiLinkError | 'MISMATCH', string>,
    notFoundTitle: 'Payment not found',
    notFound: 'This Vikki payment does not exist.',
  },
} as const;

const vietnamTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: AIRLINE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** The language of the merchant page the link comes back to (`/<lang>/payment-confirmation`). */
function returnLanguage(query: Readonly<Record<string, unknown>>): PageLanguage | undefined {
  const returnUrl = query.returnUrl;
  if (typeof returnUrl !== 'string') return undefined;
  try {
    const first = new URL(returnUrl).pathname.split('/')[1];
    return first === 'vi' ? 'vi' : first ? 'en' : undefined;
  } catch {
    return undefined;
  }
}

export interface VikkiRoutesOptions {
  vikki: VikkiSandbox;
  prefix: string;
}

export function vikkiRoutes(options: VikkiRoutesOptions): FastifyPluginAsyncZod {
  const { vikki, prefix } = options;

  const languageOf = (request: FastifyRequest, payment?: PaymentRow): PageLanguage =>
    askedLanguage(request) ??
    (payment ? vikki.language(payment) : undefined) ??
    returnLanguage(request.query as Record<string, unknown>) ??
    (request.language === 'vi' ? 'vi' : 'en');

  const errorPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    lang: PageLanguage,
    error: VikkiLinkError | 'MISMATCH',
  ) =>
    sendPage(reply, messagePage(request, lang, prefix, TEXT[lang].errorTitle, TEXT[lang].errors[error]), {
      status: error === 'EXPIRED' ? 410 : 400,
    });

  const notFound = (request: FastifyRequest, reply: FastifyReply, lang: PageLanguage) =>
    sendPage(reply, messagePage(request, lang, prefix, TEXT[lang].notFoundTitle, TEXT[lang].notFound), {
      status: 404,
    });

  const backToMerchant = (reply: FastifyReply, payment: PaymentRow) =>
    reply.redirect(payment.return_url, 303);

  const render = (
    request: FastifyRequest,
    reply: FastifyReply,
    payment: PaymentRow,
    lang: PageLanguage,
    unknownAccount = false,
  ) => {
    const text = TEXT[lang];
    const facts = paymentDetails(payment);
    const locator = typeof facts.locator === 'string' ? facts.locator : '';
    const until = payment.settle_at ? vietnamTime.format(new Date(payment.settle_at)) : '';
    const body = html`<h1>${text.title}</h1>
      <dl class="summary">
        <div>
          <dt>${text.merchant}</dt>
          <dd>${payment.merchant_code}</dd>
        </div>
        <div>
          <dt>${text.booking}</dt>
          <dd class="mono">${locator}</dd>
        </div>
        <div>
          <dt>${text.amount}</dt>
          <dd class="amount">${formatStoredAmount(payment.amount, payment.currency, lang)}</dd>
        </div>
        ${
          until
            ? html`<div>
                <dt>${text.until}</dt>
                <dd>${until} (GMT+7)</dd>
              </div>`
            : ''
        }
      </dl>
      <p>${text.lead}</p>
      ${
        unknownAccount
          ? html`<p class="notice notice-error" role="alert" id="phone-error">${text.unknownAccount}</p>`
          : ''
      }
      <form method="post" action="${prefix}/vikki/pay/${payment.id}" novalidate>
        <input type="hidden" name="lang" value="${lang}" />
        <label for="phone">${text.phone}</label>
        <input
          id="phone"
          name="phone"
          type="tel"
          inputmode="tel"
          autocomplete="tel"
          maxlength="20"
          required
          aria-describedby="${unknownAccount ? 'phone-error phone-hint' : 'phone-hint'}"
          ${unknownAccount ? html` aria-invalid="true"` : ''}
        />
        <p id="phone-hint" class="hint">
          ${text.phoneHint} <a href="${prefix}/?lang=${lang}#vikki">${text.docs}</a>.
        </p>
        <div class="actions">
          <button type="submit" name="action" value="pay" class="primary">${text.pay}</button>
          <button type="submit" name="action" value="cancel" formnovalidate class="secondary">
            ${text.cancel}
          </button>
        </div>
      </form>`;
    return sendPage(reply, sandboxPage(request, lang, prefix, text.title, body), {
      status: unknownAccount ? 422 : 200,
      formTargets: [payment.return_url],
    });
  };

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/vikki/pay',
      {
        schema: {
          summary: 'Vikki bank: the signed payment link of PATCH reservations/vikki (the browser comes here)',
          description:
            'locator, amount (minor units), currency, expiresAt, returnUrl, paymentId and signature = base64url(HMAC-SHA256(shared secret, "locator=…&amount=…&currency=…&expiresAt=…&returnUrl=…&paymentId=…")). Valid: the payment page (the same payment for the same paymentId; a decided one redirects 303 to returnUrl). A missing, tampered or unsigned parameter answers a 400 page, a link past expiresAt a 410 page.',
          querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
        },
      },
      async (request, reply) => {
        const read = vikki.readLink(request.query);
        if (!read.ok) return errorPage(request, reply, languageOf(request), read.error);
        const opened = await vikki.open(read.value, languageOf(request));
        if (!opened.ok) return errorPage(request, reply, languageOf(request), opened.error);
        const payment = opened.value;
        if (paymentStatusOf(payment) !== 'PENDING') return backToMerchant(reply, payment);
        return render(request, reply, payment, languageOf(request, payment));
      },
    );

    app.post(
      '/vikki/pay/:id',
      {
        schema: {
          summary: 'Pay from a Vikki test account, or cancel (form post)',
          description:
            'Form post (application/x-www-form-urlencoded): action pay | cancel, phone. A test account decides the payment (00 paid, 51 insufficient balance, 62 locked; cancel 24, past the deadline 54), the merchant is notified (signed POST to its notifications/vikki), then 303 to the link’s returnUrl. A phone with no Vikki account answers the page again (422).',
          params: idParams,
          body: z.object({
            action: z.enum(['pay', 'cancel']),
            phone: z.string().max(20).optional(),
            lang: z.enum(['vi', 'en']).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (request.body.action === 'cancel') {
          const cancelled = await vikki.cancel(id);
          return cancelled ? backToMerchant(reply, cancelled) : notFound(request, reply, languageOf(request));
        }
        const outcome = await vikki.pay(id, request.body.phone ?? '');
        if (!outcome) return notFound(request, reply, languageOf(request));
        if (outcome.kind === 'decided') return backToMerchant(reply, outcome.payment);
        return render(request, reply, outcome.payment, languageOf(request, outcome.payment), true);
      },
    );
  };
}
