import { cardBrandCode, cvvLength, groupCardNumber } from '@skybook/domain/card-rules';
import {
  OTP_LENGTH,
  OTP_MAX_RESENDS,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_RESEND_INTERVAL_MS,
  OTP_TTL_MS,
} from '@skybook/domain/otp-rules';
import { formatAmount } from '@skybook/domain/money-format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HDBANK_ACCOUNTS,
  HDBANK_DAILY_LIMIT_VND,
  HDBANK_DAILY_OTP_REQUESTS,
  HDBANK_MIN_AMOUNT_VND,
  HDBANK_TENORS,
  HDBANK_OUTCOMES,
  HDBANK_TRANSACTION_LIMIT_VND,
  PAY_LATER_ACCOUNTS,
  PAY_LATER_OUTCOMES,
  VIKKI_ACCOUNTS,
  VIKKI_OUTCOMES,
  VIKKI_RESULT_CODES,
} from '../partners/partner-accounts';
import { TEST_VOUCHERS } from '../../../db/seed/vouchers';
import { html } from '../../../documents/html/safe-html';
import { sendPage } from './sandbox-html';
import { pageLanguage, pick, sandboxPage, type PageLanguage } from './sandbox-page';
import { CARD_OUTCOMES, DEFAULT_CARD_SCENARIO, TEST_CARDS } from '../card/test-cards';
import {
  VNPAY_ERROR_PAGE_CODES,
  VNPAY_IPN_ANSWERS,
  VNPAY_RESPONSE_CODES,
  VNPAY_TEST_ACCOUNTS,
} from '../vnpay/vnpay-accounts';

/**
 * GET /sandbox: what the sandbox is and every test card and account with what it does, in
 * Vietnamese or English (`?lang=` or Accept-Language). Built from the same tables the gateways
 * decide by, so the page cannot drift from their behaviour.
 */

const vnd = (amount: number, lang: PageLanguage) => formatAmount(amount, 'VND', lang);

const VOUCHER_USES = {
  pays: { vi: 'Thanh toán đặt chỗ đến giá trị này', en: 'Pays a booking of up to its value' },
  tooSmall: {
    vi: 'Không đủ cho đặt chỗ nào: VOUCHER_INSUFFICIENT',
    en: 'Too small for any booking: VOUCHER_INSUFFICIENT',
  },
  expired: { vi: 'Đã hết hạn: VOUCHER_INVALID', en: 'Expired: VOUCHER_INVALID' },
} as const;

function body(lang: PageLanguage, prefix: string, baseUrl: string) {
  const t = <T>(texts: { vi: T; en: T }) => pick(lang, texts);
  const codeTable = (codes: Readonly<Record<string, { vi: string; en: string }>>, caption: string) =>
    html`<table>
      <caption>
        ${caption}
      </caption>
      <thead>
        <tr>
          <th scope="col">${t({ vi: 'Mã', en: 'Code' })}</th>
          <th scope="col">${t({ vi: 'Ý nghĩa', en: 'Meaning' })}</th>
        </tr>
      </thead>
      <tbody>
        ${Object.entries(codes).map(
          ([code, meaning]) =>
            html`<tr>
              <td class="mono">${code}</td>
              <td>${meaning[lang]}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
  return html`<h1>${t({ vi: 'Môi trường thử nghiệm thanh toán', en: 'Payment sandbox' })}</h1>
    <p>
      ${t({
        vi: 'Các cổng thanh toán ở đây đóng vai các đối tác bên ngoài của Skybook: đơn vị chấp nhận thẻ với 3-D Secure, VNPAY (QR và tài khoản ngân hàng), đối tác trả sau, HDBank trả góp và ngân hàng Vikki (liên kết thanh toán đặt chỗ). Chúng có cơ sở dữ liệu và khóa bí mật riêng, chỉ trao đổi với máy chủ đặt vé qua HTTP bằng thông điệp có chữ ký, nên có thể thay bằng cổng thật chỉ bằng cấu hình. Không có tiền thật nào được chuyển.',
        en: "The gateways here stand in for Skybook's outside partners: a card acquirer with 3-D Secure, VNPAY (QR and bank accounts), a pay-later partner, HDBank instalments and Vikki bank (the booking payment link). They keep their own records and secrets and talk to the booking server only over HTTP with signed messages, so a real gateway can replace each by configuration. No real money moves.",
      })}
    </p>
    <nav aria-label="${t({ vi: 'Mục lục', en: 'Contents' })}">
      <ul>
        <li><a href="#cards">${t({ vi: 'Thẻ và 3-D Secure', en: 'Cards and 3-D Secure' })}</a></li>
        <li><a href="#vnpay">VNPAY</a></li>
        <li><a href="#pay-later">${t({ vi: 'Trả sau', en: 'Pay later' })}</a></li>
        <li><a href="#hdbank">${t({ vi: 'HDBank trả góp', en: 'HDBank instalments' })}</a></li>
        <li><a href="#vikki">${t({ vi: 'Ngân hàng Vikki', en: 'Vikki bank' })}</a></li>
        <li><a href="#otp">${t({ vi: 'Mã OTP và hộp thư SMS', en: 'OTP codes and the SMS outbox' })}</a></li>
        <li><a href="#developers">${t({ vi: 'Dành cho lập trình viên', en: 'For developers' })}</a></li>
      </ul>
    </nav>

    <h2 id="cards">${t({ vi: 'Thẻ và 3-D Secure', en: 'Cards and 3-D Secure' })}</h2>
    <p>
      ${t({
        vi: `Dùng bất kỳ ngày hết hạn nào chưa qua (MM/YY), CVV ${String(cvvLength('Visa'))} chữ số (${String(cvvLength('Amex'))} với Amex, bỏ trống với thẻ nội địa Napas) và tên không dấu. Số thẻ hợp lệ khác: ${CARD_OUTCOMES[DEFAULT_CARD_SCENARIO].vi.toLowerCase()}.`,
        en: `Use any expiry not in the past (MM/YY), a ${String(cvvLength('Visa'))}-digit CVV (${String(cvvLength('Amex'))} for Amex, none for Napas domestic cards) and a name without accents. Any other valid number: ${CARD_OUTCOMES[DEFAULT_CARD_SCENARIO].en.toLowerCase()}.`,
      })}
    </p>
    <table>
      <caption>
        ${t({ vi: 'Thẻ thử nghiệm', en: 'Test cards' })}
      </caption>
      <thead>
        <tr>
          <th scope="col">${t({ vi: 'Số thẻ', en: 'Card number' })}</th>
          <th scope="col">${t({ vi: 'Loại thẻ', en: 'Brand' })}</th>
          <th scope="col">${t({ vi: 'Kết quả', en: 'Outcome' })}</th>
        </tr>
      </thead>
      <tbody>
        ${TEST_CARDS.map(
          (card) =>
            html`<tr>
              <td class="mono">${groupCardNumber(card.number, card.network)}</td>
              <td>${card.network} (${cardBrandCode(card.network)})</td>
              <td>${CARD_OUTCOMES[card.scenario][lang]}</td>
            </tr>`,
        )}
      </tbody>
    </table>

    <h2 id="vnpay">VNPAY</h2>
    <p>
      ${t({
        vi: 'Trang thanh toán có mã VNPAY-QR (quét bằng điện thoại để mở ứng dụng ngân hàng thử nghiệm) và biểu mẫu thẻ nội địa. Sau khi thanh toán, VNPAY gọi IPN của đơn vị bán hàng (GET có chữ ký) rồi chuyển trình duyệt về vnp_ReturnUrl. Thông tin thẻ khác các thẻ dưới đây bị tính là nhập sai; sai 3 lần thì giao dịch kết thúc với mã 10.',
        en: "The payment page has a VNPAY-QR code (scan it with a phone to open the sandbox bank app) and a domestic card form. After paying, VNPAY calls the merchant's IPN (a signed GET), then sends the browser to vnp_ReturnUrl. Card details other than those below count as wrong; the third wrong entry ends the payment with code 10.",
      })}
    </p>
    <table>
      <caption>
        ${t({ vi: 'Thẻ nội địa thử nghiệm', en: 'Domestic test cards' })}
      </caption>
      <thead>
        <tr>
          <th scope="col">${t({ vi: 'Ngân hàng', en: 'Bank' })}</th>
          <th scope="col">${t({ vi: 'Số thẻ', en: 'Card number' })}</th>
          <th scope="col">${t({ vi: 'Chủ thẻ', en: 'Holder' })}</th>
          <th scope="col">${t({ vi: 'Ngày phát hành', en: 'Issue date' })}</th>
          <th scope="col">${t({ vi: 'Kết quả', en: 'Outcome' })}</th>
        </tr>
      </thead>
      <tbody>
        ${VNPAY_TEST_ACCOUNTS.map(
          (account) =>
            html`<tr>
              <td>${account.bankCode}</td>
              <td class="mono">${account.cardNumber}</td>
              <td>${account.holderName}</td>
              <td>${account.issueDate}</td>
              <td>
                <span class="mono">${account.responseCode}</span>
                ${VNPAY_RESPONSE_CODES[account.responseCode]?.[lang] ?? ''}
              </td>
            </tr>`,
        )}
      </tbody>
    </table>
    ${codeTable(VNPAY_RESPONSE_CODES, t({ vi: 'vnp_ResponseCode', en: 'vnp_ResponseCode' }))}
    ${codeTable(VNPAY_ERROR_PAGE_CODES, t({ vi: 'Mã lỗi trang thanh toán (Payment/Error.html)', en: 'Payment page errors (Payment/Error.html)' }))}
    ${codeTable(VNPAY_IPN_ANSWERS, t({ vi: 'Trả lời IPN của đơn vị bán hàng (RspCode)', en: "The merchant's IPN answer (RspCode)" }))}

    <h2 id="pay-later">${t({ vi: 'Trả sau qua đối tác (PL)', en: 'Pay later through the partner (PL)' })}</h2>
    <p>
      ${t({
        vi: 'Tìm khách hàng theo số điện thoại; họ tên phải khớp (không phân biệt dấu và chữ hoa). Số điện thoại sai định dạng: 96; đơn hàng không hợp lệ (không phải VND, mã tham chiếu đã dùng): 05; số không có tài khoản: 04; tên không khớp: 03; vượt hạn mức: 02.',
        en: 'Customers are found by phone; the name must match (accents and case ignored). A malformed phone: 96; an invalid order (not VND, reference already used): 05; a phone without an account: 04; a name mismatch: 03; over the limit: 02.',
      })}
    </p>
    <table>
      <caption>
        ${t({ vi: 'Khách hàng trả sau thử nghiệm', en: 'Pay-later test customers' })}
      </caption>
      <thead>
        <tr>
          <th scope="col">${t({ vi: 'Điện thoại', en: 'Phone' })}</th>
          <th scope="col">${t({ vi: 'Họ tên', en: 'Name' })}</th>
          <th scope="col">${t({ vi: 'Hạn mức', en: 'Limit' })}</th>
          <th scope="col">${t({ vi: 'Kết quả', en: 'Outcome' })}</th>
        </tr>
      </thead>
      <tbody>
        ${PAY_LATER_ACCOUNTS.map(
          (account) =>
            html`<tr>
              <td class="mono">${account.phone}</td>
              <td>${account.fullName}</td>
              <td>${vnd(account.availableLimitVnd, lang)}</td>
              <td>${PAY_LATER_OUTCOMES[account.kind][lang]}</td>
            </tr>`,
        )}
      </tbody>
    </table>

    <h2 id="hdbank">${t({ vi: 'HDBank trả góp (VJHDS)', en: 'HDBank instalments (VJHDS)' })}</h2>
    <p>
      ${t({
        vi: `Kỳ hạn ${HDBANK_TENORS.join(', ')} tháng, lãi suất 0%. Tối thiểu ${vnd(HDBANK_MIN_AMOUNT_VND, lang)} (HDBANK_ERROR_09), tối đa ${vnd(HDBANK_TRANSACTION_LIMIT_VND, lang)} mỗi giao dịch (10) và ${vnd(HDBANK_DAILY_LIMIT_VND, lang)} mỗi ngày (12); quá ${String(HDBANK_DAILY_OTP_REQUESTS)} tin nhắn OTP trong 24 giờ: 14. Mã OTP nhập trên trang của HDBank hoặc do đơn vị bán hàng chuyển tiếp (verify).`,
        en: `Terms of ${HDBANK_TENORS.join(', ')} months, 0% interest. At least ${vnd(HDBANK_MIN_AMOUNT_VND, lang)} (HDBANK_ERROR_09), at most ${vnd(HDBANK_TRANSACTION_LIMIT_VND, lang)} per transaction (10) and ${vnd(HDBANK_DAILY_LIMIT_VND, lang)} a day (12); more than ${String(HDBANK_DAILY_OTP_REQUESTS)} OTP messages in 24 hours: 14. The OTP is entered on HDBank's page or relayed by the merchant (verify).`,
      })}
    </p>
    <table>
      <caption>
        ${t({ vi: 'Khách hàng HDBank thử nghiệm', en: 'HDBank test customers' })}
      </caption>
      <thead>
        <tr>
          <th scope="col">${t({ vi: 'Điện thoại', en: 'Phone' })}</th>
          <th scope="col">${t({ vi: 'Họ tên', en: 'Name' })}</th>
          <th scope="col">${t({ vi: 'Kết quả', en: 'Outcome' })}</th>
        </tr>
      </thead>
      <tbody>
        ${HDBANK_ACCOUNTS.map(
          (account) =>
            html`<tr>
              <td class="mono">${account.phone}</td>
              <td>${account.fullName}</td>
              <td>${HDBANK_OUTCOMES[account.kind][lang]}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <p>
      ${t({ vi: 'Số điện thoại khác: HDBANK_ERROR_03 (không được phép).', en: 'Any other phone: HDBANK_ERROR_03 (not permitted).' })}
    </p>

    <h2 id="vikki">${t({ vi: 'Ngân hàng Vikki (liên kết thanh toán)', en: 'Vikki bank (payment link)' })}</h2>
    <p>
      ${t({
        vi: 'Quản lý đặt chỗ tạo một liên kết có chữ ký (PATCH reservations/vikki) để thanh toán phần còn lại của đặt chỗ chưa thanh toán. Vikki kiểm tra chữ ký (HMAC-SHA256 bằng khóa bí mật dùng chung) và hạn của liên kết, rồi cho khách hàng thanh toán từ tài khoản Vikki tìm theo số điện thoại hoặc hủy. Kết quả được gửi tới đơn vị bán hàng bằng thông báo có chữ ký, sau đó trình duyệt quay về trang xác nhận thanh toán. Số điện thoại không có tài khoản: nhập lại. Liên kết bị sửa: trang lỗi 400; hết hạn: 410.',
        en: 'Manage booking issues a signed link (PATCH reservations/vikki) to pay what remains of an unpaid booking. Vikki checks its signature (HMAC-SHA256 with the shared secret) and its deadline, then lets the customer pay from a Vikki account found by phone, or cancel. The outcome reaches the merchant as a signed notification, then the browser goes back to the payment confirmation page. A phone without an account: asked again. A tampered link: a 400 error page; an expired one: 410.',
      })}
    </p>
    <table>
      <caption>
        ${t({ vi: 'Tài khoản Vikki thử nghiệm', en: 'Vikki test accounts' })}
      </caption>
      <thead>
        <tr>
          <th scope="col">${t({ vi: 'Điện thoại', en: 'Phone' })}</th>
          <th scope="col">${t({ vi: 'Chủ tài khoản', en: 'Holder' })}</th>
          <th scope="col">${t({ vi: 'Kết quả', en: 'Outcome' })}</th>
        </tr>
      </thead>
      <tbody>
        ${VIKKI_ACCOUNTS.map(
          (account) =>
            html`<tr>
              <td class="mono">${account.phone}</td>
              <td>${account.fullName}</td>
              <td>${VIKKI_OUTCOMES[account.kind][lang]}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    ${codeTable(VIKKI_RESULT_CODES, t({ vi: 'Mã kết quả Vikki (resultCode)', en: 'Vikki result codes (resultCode)' }))}

    <h2 id="vouchers">${t({ vi: 'Voucher thử nghiệm', en: 'Test vouchers' })}</h2>
    <p>
      ${t({
        vi: 'Voucher là của hãng (không qua cổng thanh toán): nhập số serial, mật khẩu và mã PIN trên trang thanh toán. Voucher phải đủ cho toàn bộ đặt chỗ, cùng loại tiền, và chỉ dùng được một lần.',
        en: "Vouchers are the airline's own (no gateway): enter the serial, password and PIN on the payment page. A voucher must cover the whole booking, in its currency, and can be used once.",
      })}
    </p>
    <table>
      <caption>
        ${t({ vi: 'Voucher thử nghiệm', en: 'Test vouchers' })}
      </caption>
      <thead>
        <tr>
          <th scope="col">${t({ vi: 'Số serial', en: 'Serial' })}</th>
          <th scope="col">${t({ vi: 'Mật khẩu', en: 'Password' })}</th>
          <th scope="col">PIN</th>
          <th scope="col">${t({ vi: 'Giá trị', en: 'Value' })}</th>
          <th scope="col">${t({ vi: 'Kết quả', en: 'Outcome' })}</th>
        </tr>
      </thead>
      <tbody>
        ${TEST_VOUCHERS.map(
          (voucher) =>
            html`<tr>
              <td class="mono">${voucher.serial}</td>
              <td class="mono">${voucher.password}</td>
              <td class="mono">${voucher.pin}</td>
              <td>${formatAmount(voucher.amount, voucher.currency, lang)}</td>
              <td>${t(VOUCHER_USES[voucher.use])}</td>
            </tr>`,
        )}
      </tbody>
    </table>

    <h2 id="otp">${t({ vi: 'Mã OTP và hộp thư SMS', en: 'OTP codes and the SMS outbox' })}</h2>
    <p>
      ${t({
        vi: `Mã gồm ${String(OTP_LENGTH)} chữ số, dùng một lần, có hiệu lực ${String(OTP_TTL_MS / 60_000)} phút; nhập sai tối đa ${String(OTP_MAX_WRONG_ATTEMPTS)} lần (tính cả các mã gửi lại); gửi lại tối đa ${String(OTP_MAX_RESENDS)} lần, cách nhau ít nhất ${String(OTP_RESEND_INTERVAL_MS / 1000)} giây. Tin nhắn "gửi" tới điện thoại người thanh toán nằm trong`,
        en: `Codes are ${String(OTP_LENGTH)} digits, single use, valid ${String(OTP_TTL_MS / 60_000)} minutes; at most ${String(OTP_MAX_WRONG_ATTEMPTS)} wrong tries (across resent codes); at most ${String(OTP_MAX_RESENDS)} resends, ${String(OTP_RESEND_INTERVAL_MS / 1000)} seconds apart. Messages "sent" to the payer's phone are in`,
      })}
      <a href="${prefix}/sms?lang=${lang}"
        >${t({ vi: 'hộp thư SMS thử nghiệm', en: 'the sandbox SMS outbox' })}</a
      >
      (<a href="${prefix}/sms.json">JSON</a>).
    </p>

    <h2 id="developers">${t({ vi: 'Dành cho lập trình viên', en: 'For developers' })}</h2>
    <p>
      ${t({
        vi: 'Thẻ, trả sau, HDBank và Vikki: yêu cầu từ máy chủ tới máy chủ mang x-merchant-code, x-timestamp (giây Unix, lệch tối đa 5 phút) và x-signature = base64url(HMAC-SHA256(khóa bí mật, "<timestamp>.<nội dung thô>")). Thông báo gửi tới notifyUrl được ký giống vậy; URL trả về trình duyệt có tham số signature. VNPAY dùng vnp_SecureHash (HMAC-SHA512) theo giao thức 2.1.0. Trình duyệt mã hóa thẻ bằng khóa công khai (JWE RSA-OAEP-256 + A256GCM), nên máy chủ đặt vé không bao giờ thấy số thẻ.',
        en: 'Cards, pay later, HDBank and Vikki: server-to-server requests carry x-merchant-code, x-timestamp (Unix seconds, at most 5 minutes off) and x-signature = base64url(HMAC-SHA256(secret, "<timestamp>.<raw body>")). Notifications to notifyUrl are signed the same way; browser return URLs carry a signature parameter. VNPAY uses vnp_SecureHash (HMAC-SHA512) per protocol 2.1.0. The browser encrypts the card with the public key (JWE RSA-OAEP-256 + A256GCM), so the booking server never sees a card number.',
      })}
    </p>
    <p>
      ${t({
        vi: 'Hoàn tiền: thẻ, trả sau và HDBank nhận POST …/refund đã ký với {refundRef, amount, currency} (toàn bộ số tiền); VNPAY nhận POST /vnpay/merchant_webapi/api/transaction với vnp_Command=refund, vnp_TransactionType=02, vnp_SecureHash là HMAC-SHA512 trên các trường nối bằng "|". Gửi lại cùng một mã yêu cầu nhận cùng câu trả lời, tiền chỉ hoàn một lần. Vikki không có lệnh hoàn tiền: đối tác hoàn tiền theo quy trình vận hành của mình. Các khoản đã hoàn nằm trong',
        en: 'Refunds: cards, pay later and HDBank take a signed POST …/refund with {refundRef, amount, currency} (the whole amount); VNPAY takes POST /vnpay/merchant_webapi/api/transaction with vnp_Command=refund, vnp_TransactionType=02 and vnp_SecureHash = HMAC-SHA512 over the fields joined with "|". The same request id again gets the same answer, and the money goes back once. Vikki has no refund call: the partner refunds through its own operations. The refunds made are in',
      })}
      <a href="${prefix}/refunds.json">refunds.json</a>.
    </p>
    <table>
      <caption>
        ${t({ vi: 'Địa chỉ', en: 'Endpoints' })}
      </caption>
      <thead>
        <tr>
          <th scope="col">${t({ vi: 'Phương thức', en: 'Method' })}</th>
          <th scope="col">${t({ vi: 'Đường dẫn', en: 'Path' })}</th>
        </tr>
      </thead>
      <tbody>
        ${[
          ['GET', '/card/jwks'],
          ['POST', '/card/authorize'],
          ['GET', '/card/payments/{paymentId}'],
          ['POST', '/card/payments/{paymentId}/refund'],
          ['GET', '/3ds/{challengeId}'],
          ['GET', '/vnpay/paymentv2/vpcpay.html'],
          ['POST', '/vnpay/merchant_webapi/api/transaction'],
          ['POST', '/pay-later/api/v1/orders'],
          ['POST', '/pay-later/api/v1/orders/{orderId}/refund'],
          ['POST', '/hdbank/api/v1/instalments'],
          ['POST', '/hdbank/api/v1/instalments/{transactionId}/verify'],
          ['POST', '/hdbank/api/v1/instalments/{transactionId}/resend-otp'],
          ['POST', '/hdbank/api/v1/instalments/{transactionId}/cancel'],
          ['POST', '/hdbank/api/v1/instalments/{transactionId}/refund'],
          ['GET', '/vikki/pay?locator&amount&currency&expiresAt&returnUrl&paymentId&signature'],
          ['POST', '/vikki/pay/{paymentId}'],
          ['GET', '/sms.json'],
          ['GET', '/refunds.json?merchantRef'],
        ].map(
          ([method, path]) =>
            html`<tr>
              <td class="mono">${method}</td>
              <td class="mono">${baseUrl}${path}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
}

export function sandboxDocRoutes(prefix: string, baseUrl: string): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/',
      {
        schema: {
          summary: 'The sandbox documentation: every test card and account and what it does (HTML, vi or en)',
          querystring: z.object({ lang: z.enum(['vi', 'en']).optional() }),
        },
      },
      (request, reply) => {
        const lang = pageLanguage(request);
        const title = pick(lang, { vi: 'Môi trường thử nghiệm thanh toán', en: 'Payment sandbox' });
        reply.header('vary', 'accept-language');
        return sendPage(
          reply,
          sandboxPage(request, lang, prefix, title, body(lang, prefix, baseUrl), { width: 'wide' }),
        );
      },
    );
  };
}
