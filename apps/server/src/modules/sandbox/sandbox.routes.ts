import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { appError } from '../../plugins/app-error';
import { defineModule } from '../module';
import { CardAcquirer } from './card/card-acquirer.service';
import { cardRoutes } from './card/card.routes';
import { ChallengeActions } from './otp/challenge-actions';
import { challengePageRoutes } from './otp/challenge-page.routes';
import { OtpChallengeService } from './otp/otp-challenge.service';
import { signedRefundRoute } from './ledger/refund.routes';
import { listRefunds, SandboxRefunds } from './ledger/refunds.service';
import { dueNotifications, duePayments, type PaymentRow } from './sandbox.repository';
import { html } from '../../documents/html/safe-html';
import { paymentDetails, SandboxLedger } from './ledger/sandbox-ledger';
import { formatStoredAmount, pick } from './pages/sandbox-page';
import { SandboxSecrets, sandboxBaseUrl } from './sandbox-secrets';
import { hdbankRoutes } from './partners/hdbank.routes';
import { HdbankSandbox } from './partners/hdbank.service';
import { PAY_LATER_TERM_DAYS } from './partners/partner-accounts';
import { payLaterRoutes } from './partners/pay-later.routes';
import { PayLaterPartner } from './partners/pay-later.service';
import { sandboxDocRoutes } from './pages/sandbox-doc.routes';
import { smsRoutes } from './otp/sms.routes';
import { vikkiRoutes } from './partners/vikki.routes';
import { VikkiSandbox } from './partners/vikki.service';
import { vnpayRoutes } from './vnpay/vnpay.routes';
import { VnpayRefundApi } from './vnpay/vnpay-refund.service';
import { VnpaySandbox } from './vnpay/vnpay.service';
import { vneidClient } from './vneid/vneid-client-registration';
import { VNEID_BASE, vneidRoutes } from './vneid/vneid.routes';
import { VneidSimulator } from './vneid/vneid-simulator.service';

/** How often the sandbox retries notifications and settles payments whose time has come. */
export const SANDBOX_WORK_INTERVAL_MS = 1000;

const STYLESHEET = readFileSync(new URL('./pages/sandbox.css', import.meta.url));

/**
 * Body parsers of the sandbox's scope: JSON keeps its exact text (signatures are over the bytes
 * received), forms (the hosted pages post plain HTML forms) become objects.
 */
function addBodyParsers(app: FastifyInstance, rawBodies: WeakMap<FastifyRequest, string>): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, text);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(appError('INVALID_REQUEST', { details: { reason: 'INVALID_JSON' } }), undefined);
      }
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}

export const sandboxModule = defineModule(
  {
    name: 'sandbox',
    prefix: '/sandbox',
    description:
      'Sandbox of outside parties: card acquirer with 3-D Secure, VNPay 2.1.0 (QR and bank accounts), pay-later partner, HDBank instalment, Vikki bank link, and the VNeID national digital ID (OpenID Connect) — reached only over HTTP with signed messages',
  },
  async (app) => {
    const prefix = app.prefix;
    const secrets = new SandboxSecrets(app);
    const baseUrl = sandboxBaseUrl(app);
    const rawBodies = new WeakMap<FastifyRequest, string>();
    const rawBody = (request: FastifyRequest) => rawBodies.get(request) ?? '';
    const closing = new AbortController();
    addBodyParsers(app, rawBodies);

    const ledger = new SandboxLedger(app.db, app.clock, secrets, app.log);
    const otp = new OtpChallengeService(app.clock, secrets);
    const refunds = new SandboxRefunds(app.db, app.clock);
    const acquirer = new CardAcquirer(app.db, app.clock, secrets, ledger, otp, baseUrl, refunds);
    const threeDs = new ChallengeActions(app.db, ledger, otp, acquirer.challengePolicy);
    acquirer.challenges = threeDs;

    const ipnUrl = app.config.VNPAY_IPN_URL ?? `${app.config.PUBLIC_URL}/booking/api/v1/payment/vnpay/ipn`;
    const vnpay = new VnpaySandbox(app.db, app.clock, secrets, ledger, ipnUrl);
    const vnpayRefundApi = new VnpayRefundApi(app.db, secrets, refunds);

    const payLater = new PayLaterPartner(app.db, app.clock, secrets, ledger, otp, baseUrl);
    const payLaterChallenges = new ChallengeActions(app.db, ledger, otp, payLater.challengePolicy);
    payLater.challenges = payLaterChallenges;
    const hdbank = new HdbankSandbox(app.db, app.clock, secrets, ledger, otp, baseUrl);
    const hdbankChallenges = new ChallengeActions(app.db, ledger, otp, hdbank.challengePolicy);
    hdbank.challenges = hdbankChallenges;
    const vikki = new VikkiSandbox(
      app.db,
      app.clock,
      secrets,
      ledger,
      `${app.config.PUBLIC_URL}/booking/api/v1/payment/notifications/vikki`,
    );

    const vneid = new VneidSimulator(app.db, app.clock, `${baseUrl}${VNEID_BASE}`, vneidClient(app));

    const settlers: Record<string, (payment: PaymentRow) => Promise<void>> = {
      card: (payment) => acquirer.settle(payment),
      vnpay: (payment) => vnpay.settle(payment),
      payLater: (payment) => payLater.settle(payment),
      hdbank: (payment) => hdbank.settle(payment),
      vikki: (payment) => vikki.settle(payment),
    };

    app.get(
      '/assets/sandbox.css',
      { schema: { summary: "The sandbox pages' stylesheet", hide: true } },
      (_request, reply) =>
        reply
          .header('cache-control', 'public, max-age=3600')
          .type('text/css; charset=utf-8')
          .send(STYLESHEET),
    );

    app.get(
      '/refunds.json',
      {
        schema: {
          summary:
            "The refunds the sandbox's card acquirer, VNPay, pay-later partner and HDBank made, newest first",
          description:
            "Each: the gateway, the merchant's refund request id and reference, the amount returned (minor units) and when. At most one per payment; a replayed request adds none.",
          querystring: z.object({ merchantRef: z.string().max(100).optional() }),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { refunds: await listRefunds(app.db, { merchantRef: request.query.merchantRef }, 100) };
      },
    );

    await app.register(sandboxDocRoutes(prefix, baseUrl));
    await app.register(smsRoutes(app.db, prefix));
    await app.register(vneidRoutes({ simulator: vneid, prefix }));
    // The gateways: their secrets are read (created the first time) when first used.
    await app.register(async (scope) => {
      scope.addHook('onRequest', async () => {
        await secrets.load();
      });
      await scope.register(
        cardRoutes({ acquirer, merchant: () => secrets.merchants.card, rawBody, closing: closing.signal }),
      );
      await scope.register(
        challengePageRoutes({
          path: '/3ds',
          prefix,
          actions: threeDs,
          otp,
          returnUrl: (payment) => acquirer.returnUrl(payment),
          copy: {
            title: {
              vi: 'Xác thực thanh toán thẻ (3-D Secure)',
              en: 'Card payment authentication (3-D Secure)',
            },
            describe: (payment, lang) => {
              const facts = paymentDetails(payment);
              const text = (value: unknown) => (typeof value === 'string' ? value : '');
              const card = `${text(facts.brand)} •••• ${text(facts.last4)}`;
              const amount = formatStoredAmount(payment.amount, payment.currency, lang);
              return html`<p>
                ${pick(lang, {
                  vi: `Ngân hàng phát hành thẻ ${card} cần xác nhận giao dịch ${amount} này là của bạn.`,
                  en: `The bank that issued card ${card} needs to confirm this ${amount} payment is yours.`,
                })}
              </p>`;
            },
          },
        }),
      );

      await scope.register(vnpayRoutes({ vnpay, refundApi: vnpayRefundApi, prefix, baseUrl }));
      await scope.register(
        payLaterRoutes({
          partner: payLater,
          merchant: () => secrets.merchants.payLater,
          rawBody,
          clock: app.clock,
        }),
      );
      await scope.register(
        challengePageRoutes({
          path: '/pay-later/confirm',
          prefix,
          actions: payLaterChallenges,
          otp,
          returnUrl: (payment) => payLater.returnUrl(payment),
          copy: {
            title: { vi: 'Xác nhận mua trước, trả sau', en: 'Confirm buy now, pay later' },
            describe: (payment, lang) => {
              const amount = formatStoredAmount(payment.amount, payment.currency, lang);
              return html`<p>
                ${pick(lang, {
                  vi: `Bạn trả ${amount} cho ${payment.merchant_code} trong ${String(PAY_LATER_TERM_DAYS)} ngày, không lãi.`,
                  en: `You pay ${amount} to ${payment.merchant_code} within ${String(PAY_LATER_TERM_DAYS)} days, interest-free.`,
                })}
              </p>`;
            },
          },
        }),
      );
      await scope.register(
        hdbankRoutes({ hdbank, merchant: () => secrets.merchants.hdbank, rawBody, clock: app.clock }),
      );
      await scope.register(
        challengePageRoutes({
          path: '/hdbank/confirm',
          prefix,
          actions: hdbankChallenges,
          otp,
          returnUrl: (payment) => hdbank.returnUrl(payment),
          copy: {
            title: { vi: 'HDBank – xác nhận trả góp', en: 'HDBank – confirm your instalment plan' },
            describe: (payment, lang) => {
              const tenor = Number(paymentDetails(payment).tenorMonths ?? 1) || 1;
              const monthly = formatStoredAmount(Math.ceil(payment.amount / tenor), payment.currency, lang);
              return html`<p>
                ${pick(lang, {
                  vi: `Trả góp ${String(tenor)} tháng, mỗi tháng ${monthly}, lãi suất 0%.`,
                  en: `${String(tenor)} monthly instalments of ${monthly}, 0% interest.`,
                })}
              </p>`;
            },
          },
        }),
      );
      await scope.register(
        signedRefundRoute({
          path: '/pay-later/api/v1/orders/:paymentId',
          gateway: 'payLater',
          partner: 'pay-later',
          refunds,
          merchant: () => secrets.merchants.payLater,
          rawBody,
          clock: app.clock,
        }),
      );
      await scope.register(
        signedRefundRoute({
          path: '/hdbank/api/v1/instalments/:paymentId',
          gateway: 'hdbank',
          partner: 'HDBank instalment',
          refunds,
          merchant: () => secrets.merchants.hdbank,
          rawBody,
          clock: app.clock,
        }),
      );
      await scope.register(vikkiRoutes({ vikki, prefix }));
    });

    // Background work: notifications to retry and payments that settle by themselves.
    let running: Promise<void> | undefined;
    const runDueWork = async () => {
      const now = app.clock.now().toISOString();
      const payments = await duePayments(app.db, now, 20);
      const notifications = await dueNotifications(app.db, now, 1);
      if (payments.length === 0 && notifications.length === 0) return;
      await secrets.load();
      await ledger.notifier.deliverDue();
      for (const payment of payments) await settlers[payment.gateway]?.(payment);
    };
    const timer = setInterval(() => {
      running ??= runDueWork()
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'sandbox background work failed');
        })
        .finally(() => {
          running = undefined;
        });
    }, SANDBOX_WORK_INTERVAL_MS);
    timer.unref();
    // Before the server stops accepting: held requests (the timeout card) must end first.
    app.addHook('preClose', (done) => {
      closing.abort();
      done();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
);
