import { AIRLINE_TIME_ZONE } from '@skybook/domain/clock';
import { toSVG } from 'bwip-js/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentRow } from '../sandbox.repository';
import { html, trustedHtml } from '../../../documents/html/safe-html';
import { sendPage } from '../pages/sandbox-html';
import { paymentStatusOf } from '../ledger/sandbox-ledger';
import { formatStoredAmount, sandboxPage, type PageLanguage } from '../pages/sandbox-page';
import { VNPAY_BANKS, VNPAY_RESPONSE_CODES, VNPAY_TEST_ACCOUNTS } from './vnpay-accounts';
import type { VnpaySandbox } from './vnpay.service';

/** The sandbox VNPay's pages: the payment page (QR and domestic card) and the sandbox bank app. */

export const VNPAY_BASE = '/vnpay/paymentv2';

export const VNPAY_TEXT = {
  vi: {
    title: 'Cổng thanh toán VNPAY',
    merchant: 'Đơn vị chấp nhận',
    order: 'Mã đơn hàng',
    orderInfo: 'Nội dung',
    amount: 'Số tiền',
    closes: 'Hết hạn lúc',
    qrHeading: 'Quét mã VNPAY-QR',
    qrLabel: (amount: string) => `Mã QR thanh toán ${amount}`,
    qrHelp:
      'Quét mã bằng điện thoại để mở ứng dụng ngân hàng thử nghiệm và xác nhận thanh toán, rồi bấm "Tôi đã thanh toán".',
    openApp: 'Mở ứng dụng ngân hàng thử nghiệm',
    paid: 'Tôi đã thanh toán',
    notYet: 'Chưa nhận được thanh toán. Hãy xác nhận trong ứng dụng ngân hàng rồi thử lại.',
    accountHeading: 'Thẻ nội địa và tài khoản ngân hàng',
    bank: 'Ngân hàng',
    cardNumber: 'Số thẻ',
    holderName: 'Tên chủ thẻ',
    holderHint: 'Viết hoa, không dấu, như in trên thẻ.',
    issueDate: 'Ngày phát hành (MM/YY)',
    pay: 'Thanh toán',
    cancel: 'Hủy thanh toán',
    wrong: (left: number) => `Thông tin thẻ không đúng. Bạn còn ${String(left)} lần nhập.`,
    testAccounts: 'Thẻ thử nghiệm',
    testIntro: 'Ví dụ, thẻ này thanh toán thành công:',
    allTestData: 'Xem mọi thẻ và tài khoản thử nghiệm (mở trong thẻ mới)',
    errorTitle: 'Giao dịch không thành công',
    errorCode: (code: string) => `Mã lỗi: ${code}`,
    unknownError: 'Có lỗi xảy ra khi khởi tạo thanh toán.',
    notFoundTitle: 'Không tìm thấy giao dịch',
    notFound: 'Giao dịch không tồn tại hoặc đã hết hạn.',
    appTitle: 'Ứng dụng ngân hàng thử nghiệm',
    appAsk: (amount: string, merchant: string) => `Thanh toán ${amount} cho ${merchant}?`,
    approve: 'Xác nhận thanh toán',
    refuse: 'Từ chối',
    appDone: (result: string) => `Kết quả: ${result}.`,
    back: 'Quay lại trang đơn vị bán hàng',
  },
  en: {
    title: 'VNPAY payment gateway',
    merchant: 'Merchant',
    order: 'Order',
    orderInfo: 'Description',
    amount: 'Amount',
    closes: 'Open until',
    qrHeading: 'Scan the VNPAY-QR code',
    qrLabel: (amount: string) => `QR code to pay ${amount}`,
    qrHelp:
      'Scan the code with a phone to open the sandbox bank app and approve the payment, then press "I have paid".',
    openApp: 'Open the sandbox bank app',
    paid: 'I have paid',
    notYet: 'No payment has arrived yet. Approve it in the bank app and try again.',
    accountHeading: 'Domestic card or bank account',
    bank: 'Bank',
    cardNumber: 'Card number',
    holderName: 'Card holder',
    holderHint: 'Capitals without accents, as printed on the card.',
    issueDate: 'Issue date (MM/YY)',
    pay: 'Pay',
    cancel: 'Cancel payment',
    wrong: (left: number) =>
      `The card details are not right. ${String(left)} ${left === 1 ? 'try' : 'tries'} left.`,
    testAccounts: 'Test cards',
    testIntro: 'For example, this card pays successfully:',
    allTestData: 'See every test card and account (opens in a new tab)',
    errorTitle: 'The payment could not start',
    errorCode: (code: string) => `Error code: ${code}`,
    unknownError: 'Something went wrong starting the payment.',
    notFoundTitle: 'Payment not found',
    notFound: 'The payment does not exist or has expired.',
    appTitle: 'Sandbox bank app',
    appAsk: (amount: string, merchant: string) => `Pay ${amount} to ${merchant}?`,
    approve: 'Approve payment',
    refuse: 'Decline',
    appDone: (result: string) => `Result: ${result}.`,
    back: 'Back to the merchant',
  },
};

const vietnamTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: AIRLINE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export interface VnpayPageContext {
  vnpay: VnpaySandbox;
  /** The module's prefix (`/sandbox`). */
  prefix: string;
  /** The sandbox's public base URL (the QR code points there). */
  baseUrl: string;
}

/** Something to tell the payer beside one of the two forms. */
export interface VnpayNotice {
  kind: 'error' | 'info';
  text: string;
  form: 'qr' | 'account';
}

/** The payment page: order summary, VNPAY-QR, the domestic card form, cancel. */
export function sendVnpayPaymentPage(
  context: VnpayPageContext,
  request: FastifyRequest,
  reply: FastifyReply,
  payment: PaymentRow,
  lang: PageLanguage,
  notice?: VnpayNotice,
  status = 200,
): FastifyReply {
  const { vnpay, prefix } = context;
  const text = VNPAY_TEXT[lang];
  const facts = vnpay.facts(payment);
  const amount = formatStoredAmount(payment.amount, payment.currency, lang);
  const appUrl = `${context.baseUrl}${VNPAY_BASE}/Transaction/${payment.id}/app`;
  const qr = toSVG({ bcid: 'qrcode', text: appUrl });
  const showQr =
    facts.requestedBank === null || facts.requestedBank === 'VNPAYQR' || facts.requestedBank === 'INTCARD';
  const showAccount = facts.requestedBank !== 'VNPAYQR';
  const action = (step: string) => `${prefix}${VNPAY_BASE}/Transaction/${payment.id}/${step}`;
  const success = VNPAY_TEST_ACCOUNTS.find((account) => account.responseCode === '00');
  const noticeBlock = (form: 'qr' | 'account') =>
    notice?.form === form
      ? html`<p
          class="notice notice-${notice.kind}"
          role="${notice.kind === 'error' ? 'alert' : 'status'}"
          id="${form}-notice"
        >
          ${notice.text}
        </p>`
      : '';
  const closesAt = payment.settle_at ? vietnamTime.format(new Date(payment.settle_at)) : '';
  const invalid = notice?.form === 'account' && notice.kind === 'error';
  const body = html`<h1>${text.title}</h1>
    <dl class="summary">
      <div>
        <dt>${text.merchant}</dt>
        <dd>${payment.merchant_code}</dd>
      </div>
      <div>
        <dt>${text.order}</dt>
        <dd>${payment.merchant_ref}</dd>
      </div>
      <div>
        <dt>${text.orderInfo}</dt>
        <dd>${facts.orderInfo}</dd>
      </div>
      <div>
        <dt>${text.amount}</dt>
        <dd class="amount">${amount}</dd>
      </div>
      ${
        closesAt
          ? html`<div>
              <dt>${text.closes}</dt>
              <dd>${closesAt} (GMT+7)</dd>
            </div>`
          : ''
      }
    </dl>
    ${
      showQr
        ? html`<section aria-labelledby="qr-heading">
            <h2 id="qr-heading">${text.qrHeading}</h2>
            <div class="qr" role="img" aria-label="${text.qrLabel(amount)}">${trustedHtml(qr)}</div>
            <p>
              ${text.qrHelp}
              <a href="${appUrl}?lang=${lang}" target="_blank" rel="noopener">${text.openApp}</a>
            </p>
            ${noticeBlock('qr')}
            <form method="post" action="${action('check')}">
              <input type="hidden" name="lang" value="${lang}" />
              <button type="submit" class="primary">${text.paid}</button>
            </form>
          </section>`
        : ''
    }
    ${
      showAccount
        ? html`<section aria-labelledby="account-heading">
            <h2 id="account-heading">${text.accountHeading}</h2>
            ${noticeBlock('account')}
            <form method="post" action="${action('account')}" novalidate>
              <input type="hidden" name="lang" value="${lang}" />
              <label for="bankCode">${text.bank}</label>
              <select id="bankCode" name="bankCode">
                ${VNPAY_BANKS.map(
                  (bank) =>
                    html`<option
                      value="${bank.code}"
                      ${facts.requestedBank === bank.code ? html` selected` : ''}
                    >
                      ${bank.name}
                    </option>`,
                )}
              </select>
              <label for="cardNumber">${text.cardNumber}</label>
              <input
                id="cardNumber"
                name="cardNumber"
                inputmode="numeric"
                autocomplete="off"
                maxlength="23"
                required${invalid ? html` aria-invalid="true" aria-describedby="account-notice"` : ''}
              />
              <label for="holderName">${text.holderName}</label>
              <input
                id="holderName"
                name="holderName"
                autocomplete="off"
                maxlength="40"
                required
                aria-describedby="holder-hint"
              />
              <p id="holder-hint" class="hint">${text.holderHint}</p>
              <label for="issueDate">${text.issueDate}</label>
              <input
                id="issueDate"
                name="issueDate"
                inputmode="numeric"
                autocomplete="off"
                maxlength="5"
                placeholder="MM/YY"
                required
              />
              <div class="actions"><button type="submit" class="primary">${text.pay}</button></div>
            </form>
            ${
              success
                ? html`<p class="hint">
                    ${text.testAccounts}: ${text.testIntro}
                    <span class="mono">${success.bankCode} ${success.cardNumber}</span>,
                    ${success.holderName}, ${success.issueDate}.
                    <a href="${prefix}?lang=${lang}#vnpay" target="_blank" rel="noopener"
                      >${text.allTestData}</a
                    >
                  </p>`
                : ''
            }
          </section>`
        : ''
    }
    <form method="post" action="${action('cancel')}" class="actions">
      <input type="hidden" name="lang" value="${lang}" />
      <button type="submit" class="secondary">${text.cancel}</button>
    </form>`;
  return sendPage(reply, sandboxPage(request, lang, prefix, text.title, body), {
    status,
    formTargets: [payment.return_url],
  });
}

/** The sandbox bank app: approve or decline a scanned QR payment; afterwards, the way back. */
export function sendVnpayAppPage(
  context: VnpayPageContext,
  request: FastifyRequest,
  reply: FastifyReply,
  payment: PaymentRow,
  lang: PageLanguage,
): FastifyReply {
  const { vnpay, prefix } = context;
  const text = VNPAY_TEXT[lang];
  const amount = formatStoredAmount(payment.amount, payment.currency, lang);
  const open = paymentStatusOf(payment) === 'PENDING';
  const code = vnpay.facts(payment).responseCode ?? '99';
  const body = open
    ? html`<h1>${text.appTitle}</h1>
        <p>${text.appAsk(amount, payment.merchant_code)}</p>
        <p class="hint">${vnpay.facts(payment).orderInfo}</p>
        <form method="post" action="${prefix}${VNPAY_BASE}/Transaction/${payment.id}/app" class="actions">
          <input type="hidden" name="lang" value="${lang}" />
          <button type="submit" name="decision" value="approve" class="primary">${text.approve}</button>
          <button type="submit" name="decision" value="refuse" class="secondary">${text.refuse}</button>
        </form>`
    : html`<h1>${text.appTitle}</h1>
        <p role="status">${text.appDone(VNPAY_RESPONSE_CODES[code]?.[lang] ?? code)}</p>
        <p><a class="button-link" href="${vnpay.returnUrl(payment)}">${text.back}</a></p>`;
  return sendPage(reply, sandboxPage(request, lang, prefix, text.appTitle, body));
}
