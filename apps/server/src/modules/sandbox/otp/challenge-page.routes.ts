import { OTP_LENGTH, OTP_MAX_WRONG_ATTEMPTS } from '@skybook/domain/otp-rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChallengeActions, ChallengeContext } from './challenge-actions';
import { isAwaitingPayer } from './challenge-actions';
import type { PaymentRow } from '../sandbox.repository';
import { html, type SafeHtml } from '../../../documents/html/safe-html';
import { sendPage } from '../pages/sandbox-html';
import {
  formatStoredAmount,
  maskPhone,
  messagePage,
  pageLanguage,
  pick,
  sandboxPage,
  type PageLanguage,
} from '../pages/sandbox-page';
import type { OtpChallengeService } from './otp-challenge.service';

/**
 * The gateways' hosted OTP page (3-D Secure, pay-later confirmation, HDBank instalment):
 * `GET <path>/{id}` shows the payment and asks for the code sent by SMS; the form posts back to
 * the same address with `action` verify, resend or cancel. No script: a plain form works with
 * any browser and keyboard. When the payment is decided, the merchant has been notified
 * server-to-server and the browser is sent to the merchant's return URL (303).
 */

export interface ChallengePageCopy {
  title: { vi: string; en: string };
  /** One or two lines above the form: what is being confirmed. */
  describe(payment: PaymentRow, lang: PageLanguage): SafeHtml;
}

export interface ChallengePageOptions {
  path: string;
  prefix: string;
  actions: ChallengeActions;
  otp: OtpChallengeService;
  copy: ChallengePageCopy;
  /** The merchant's return URL for a decided payment, signed. */
  returnUrl(payment: PaymentRow): string;
}

const paramsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
const querySchema = z.object({ lang: z.enum(['vi', 'en']).optional() });
const formSchema = z.object({
  action: z.enum(['verify', 'resend', 'cancel']),
  otp: z.string().max(32).optional(),
  lang: z.enum(['vi', 'en']).optional(),
});

type Notice = { kind: 'error' | 'info'; text: string };

const TEXT = {
  vi: {
    amount: 'Số tiền',
    merchant: 'Đơn vị chấp nhận',
    reference: 'Mã giao dịch',
    sent: (phone: string) => `Mã xác thực ${String(OTP_LENGTH)} chữ số đã được gửi qua SMS tới số ${phone}.`,
    outbox: 'Xem hộp thư SMS thử nghiệm (mở trong thẻ mới)',
    label: 'Mã xác thực (OTP)',
    hint: `Nhập ${String(OTP_LENGTH)} chữ số. Mã có hiệu lực trong 5 phút; bạn được nhập sai tối đa ${String(OTP_MAX_WRONG_ATTEMPTS)} lần.`,
    verify: 'Xác nhận',
    resend: 'Gửi lại mã',
    cancel: 'Hủy giao dịch',
    wrong: (left: number) => `Mã xác thực không đúng. Bạn còn ${String(left)} lần thử.`,
    malformed: `Vui lòng nhập đủ ${String(OTP_LENGTH)} chữ số.`,
    expired: 'Mã xác thực đã hết hạn. Vui lòng yêu cầu mã mới.',
    resent: 'Đã gửi mã xác thực mới. Mã cũ không còn hiệu lực.',
    tooSoon: (seconds: number) => `Vui lòng chờ ${String(seconds)} giây trước khi yêu cầu mã mới.`,
    limit: 'Bạn đã dùng hết số lần gửi lại mã.',
    resendIn: (seconds: number) => `Có thể yêu cầu mã mới sau ${String(seconds)} giây.`,
    attemptsLeft: (left: number) => `Còn ${String(left)} lần nhập.`,
    notFoundTitle: 'Không tìm thấy giao dịch',
    notFound: 'Liên kết xác thực không đúng hoặc đã hết hạn.',
  },
  en: {
    amount: 'Amount',
    merchant: 'Merchant',
    reference: 'Reference',
    sent: (phone: string) => `A ${String(OTP_LENGTH)}-digit code was sent by SMS to ${phone}.`,
    outbox: 'Open the sandbox SMS outbox (opens in a new tab)',
    label: 'Verification code (OTP)',
    hint: `Enter ${String(OTP_LENGTH)} digits. The code works for 5 minutes; at most ${String(OTP_MAX_WRONG_ATTEMPTS)} wrong tries.`,
    verify: 'Confirm',
    resend: 'Send a new code',
    cancel: 'Cancel payment',
    wrong: (left: number) => `The code is not right. ${String(left)} ${left === 1 ? 'try' : 'tries'} left.`,
    malformed: `Please enter all ${String(OTP_LENGTH)} digits.`,
    expired: 'The code has expired. Please ask for a new one.',
    resent: 'A new code is on its way. The previous one no longer works.',
    tooSoon: (seconds: number) => `Please wait ${String(seconds)} seconds before asking for a new code.`,
    limit: 'You have asked for all the new codes allowed.',
    resendIn: (seconds: number) => `You can ask for a new code in ${String(seconds)} seconds.`,
    attemptsLeft: (left: number) => `${String(left)} ${left === 1 ? 'try' : 'tries'} left.`,
    notFoundTitle: 'Payment not found',
    notFound: 'This verification link is wrong or has expired.',
  },
};

export function challengePageRoutes(options: ChallengePageOptions): FastifyPluginAsyncZod {
  const { actions, otp, copy, prefix } = options;

  const render = (
    request: FastifyRequest,
    reply: FastifyReply,
    lang: PageLanguage,
    context: ChallengeContext,
    notice?: Notice,
    status = 200,
  ) => {
    const text = TEXT[lang];
    const { payment, challenge } = context;
    const standing = otp.standing(challenge);
    const title = pick(lang, copy.title);
    const action = `${prefix}${options.path}/${challenge.id}`;
    const hintId = 'otp-hint';
    const errorId = 'otp-error';
    const isError = notice?.kind === 'error';
    const body = html`<h1>${title}</h1>
      <dl class="summary">
        <div>
          <dt>${text.merchant}</dt>
          <dd>${payment.merchant_code}</dd>
        </div>
        <div>
          <dt>${text.reference}</dt>
          <dd>${payment.merchant_ref}</dd>
        </div>
        <div>
          <dt>${text.amount}</dt>
          <dd class="amount">${formatStoredAmount(payment.amount, payment.currency, lang)}</dd>
        </div>
      </dl>
      ${copy.describe(payment, lang)}
      <p>
        ${text.sent(maskPhone(challenge.phone))}
        <a
          href="${prefix}/sms?phone=${encodeURIComponent(challenge.phone)}&amp;lang=${lang}"
          target="_blank"
          rel="noopener"
          >${text.outbox}</a
        >
      </p>
      ${notice ? html`<p class="notice notice-${notice.kind}" role="${isError ? 'alert' : 'status'}" id="${isError ? errorId : 'otp-status'}">${notice.text}</p>` : ''}
      <form method="post" action="${action}" class="otp-form" novalidate>
        <input type="hidden" name="lang" value="${lang}" />
        <label for="otp">${text.label}</label>
        <input
          id="otp"
          name="otp"
          type="text"
          inputmode="numeric"
          autocomplete="one-time-code"
          pattern="[0-9]{${OTP_LENGTH}}"
          maxlength="${OTP_LENGTH}"
          required
          aria-describedby="${isError ? `${errorId} ${hintId}` : hintId}"
          ${isError ? html` aria-invalid="true"` : ''}
        />
        <p id="${hintId}" class="hint">
          ${text.hint} ${text.attemptsLeft(standing.attemptsLeft)}
          ${standing.resendInSeconds !== undefined && standing.resendInSeconds > 0 ? text.resendIn(standing.resendInSeconds) : ''}
        </p>
        <div class="actions">
          <button type="submit" name="action" value="verify" class="primary">${text.verify}</button>
          <button
            type="submit"
            name="action"
            value="resend"
            formnovalidate${standing.resendInSeconds === undefined ? ' disabled' : ''}
          >
            ${text.resend}
          </button>
          <button type="submit" name="action" value="cancel" formnovalidate class="secondary">
            ${text.cancel}
          </button>
        </div>
      </form>`;
    return sendPage(reply, sandboxPage(request, lang, prefix, title, body), {
      status,
      formTargets: [payment.return_url],
    });
  };

  const notFound = (request: FastifyRequest, reply: FastifyReply, lang: PageLanguage) =>
    sendPage(reply, messagePage(request, lang, prefix, TEXT[lang].notFoundTitle, TEXT[lang].notFound), {
      status: 404,
    });

  const finish = (reply: FastifyReply, payment: PaymentRow) =>
    reply.redirect(options.returnUrl(payment), 303);

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  return async (app) => {
    app.get(
      `${options.path}/:id`,
      {
        schema: {
          summary: 'The OTP page of a payment waiting on its payer',
          description:
            'HTML. A decided payment redirects (303) to the merchant return URL with signed parameters; an unknown id answers a 404 page.',
          params: paramsSchema,
          querystring: querySchema,
        },
      },
      async (request, reply) => {
        const lang = pageLanguage(request);
        const context = await actions.load(request.params.id);
        if (!context) return notFound(request, reply, lang);
        if (!isAwaitingPayer(context.payment)) return finish(reply, context.payment);
        if (otp.isOver(context.challenge)) {
          // Expired with no resend left: the payment ends here rather than waiting for the sweeper.
          const ended = await actions.abandon(context.payment.id);
          if (ended && !isAwaitingPayer(ended.payment)) return finish(reply, ended.payment);
        }
        return render(request, reply, lang, context);
      },
    );

    app.post(
      `${options.path}/:id`,
      {
        schema: {
          summary: 'Verify the code, ask for a new one, or cancel',
          description:
            'Form post (application/x-www-form-urlencoded): action verify | resend | cancel, otp. A wrong, malformed or expired code answers the page again (422) with the error; a decided payment redirects (303) to the merchant.',
          params: paramsSchema,
          body: formSchema,
        },
      },
      async (request, reply) => {
        const lang = pageLanguage(request);
        const text = TEXT[lang];
        const { id } = request.params;
        if (request.body.action === 'cancel') {
          const context = await actions.cancel(id);
          return context ? finish(reply, context.payment) : notFound(request, reply, lang);
        }
        if (request.body.action === 'resend') {
          const outcome = await actions.resend(id);
          if (!outcome) return notFound(request, reply, lang);
          const { result, context } = outcome;
          if (result.outcome === 'FINISHED') return finish(reply, context.payment);
          const notice: Notice =
            result.outcome === 'RESENT'
              ? { kind: 'info', text: text.resent }
              : result.outcome === 'TOO_SOON'
                ? { kind: 'error', text: text.tooSoon(result.retryAfterSeconds) }
                : { kind: 'error', text: text.limit };
          return render(request, reply, lang, context, notice, result.outcome === 'RESENT' ? 200 : 429);
        }
        const outcome = await actions.verify(id, request.body.otp ?? '');
        if (!outcome) return notFound(request, reply, lang);
        const { result, context } = outcome;
        if (!isAwaitingPayer(context.payment)) return finish(reply, context.payment);
        const notice: Notice =
          result.outcome === 'WRONG'
            ? { kind: 'error', text: text.wrong(result.attemptsLeft) }
            : result.outcome === 'EXPIRED'
              ? { kind: 'error', text: text.expired }
              : { kind: 'error', text: text.malformed };
        return render(request, reply, lang, context, notice, 422);
      },
    );
  };
}
