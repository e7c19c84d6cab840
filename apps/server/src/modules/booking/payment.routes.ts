import { sessionHeadersSchema, SESSION_ID_HEADER } from '@skybook/contracts/booking-session';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  createPaymentBodySchema,
  createPaymentResponseSchema,
  gpayTransactionQuerySchema,
  gpayTransactionResponseSchema,
  HDSS_DIRECT_MAX_AMOUNT_VND,
  HDSS_DIRECT_MIN_AMOUNT_VND,
  HDSS_DIRECT_MIN_HOLD_MINUTES_LEFT,
  hdbankVerifyBodySchema,
  hdbankVerifyResponseSchema,
  hdssValidateBodySchema,
  moviValidateBodySchema,
  partnerValidateResponseSchema,
  paymentMethodsQuerySchema,
  paymentMethodsResponseSchema,
  paymentStatusBodySchema,
  PAYMENT_HOLD_MIN_HOURS_BEFORE_DEPARTURE,
  paymentStatusResponseSchema,
} from '@skybook/contracts/payment';
import { idempotentHeadersSchema } from '@skybook/contracts/reservation';
import { PAYMENT_STATUSES, type PaymentStatus } from '@skybook/domain/payment-codes';
import { eventForReportedStatus } from '@skybook/domain/payment-state';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readLanguageId } from '../../i18n/language-id';
import { AppError } from '../../plugins/app-error';
import { idempotent, ownerFromHeader } from '../../plugins/idempotency';
import { sendBookingConfirmation } from '../mail/public';
import {
  createPaymentGateways,
  loadPaymentGatewaysConfig,
  type PaymentGateways,
} from './gateways/gateway-config';
import { checkHdssDirect } from './hdss-direct';
import { itineraryRoutes } from './itinerary.routes';
import { RefundWorker } from './refund-worker';
import { FixedWindowLimiter } from '../../plugins/fixed-window-limiter';
import { PaymentService, paymentView } from './payment.service';

/** Movi / HDSS checks per client (DESIGN §5: lookups by booking code are rate limited). */
export const PARTNER_CHECK_LIMIT = { max: 20, windowMs: 10 * 60_000 } as const;

const errors = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The booking module's payment service (booking routes only). */
    payments: PaymentService;
  }
}

/** The confirmation e-mails being sent after their responses (awaited on close). */
const mailing = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/** E-mails the booking confirmation once the response that confirmed the payment has gone out. */
function confirmAfterReply(
  app: FastifyInstance,
  reply: FastifyReply,
  reservationId: string | undefined,
): void {
  if (reservationId === undefined) return;
  reply.raw.once('finish', () => {
    const task = sendConfirmation(app, reservationId).catch((error: unknown) => {
      app.log.error({ err: error, reservationId }, 'booking confirmation e-mail failed');
    });
    const set = mailing.get(app);
    set?.add(task);
    void task.finally(() => set?.delete(task));
  });
}

async function sendConfirmation(app: FastifyInstance, reservationId: string): Promise<void> {
  const reservation = await app.reservations.read(reservationId);
  // Paid: the confirmation; Unpaid (a PL6 hold): the booking on hold with its deadline.
  if (reservation?.status !== 'Paid' && reservation?.status !== 'Unpaid') return;
  const doc = await app.payments.itinerary(reservation);
  if (!doc) return;
  await sendBookingConfirmation(app, doc, reservation.language, reservation.contact.email);
}

/** The gateways' signed JSON notifications, read with their raw body (the signature covers it). */

type GatewayOptions = { gateways: () => Promise<PaymentGateways> };

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
const notificationRoutes: FastifyPluginAsyncZod<GatewayOptions> = async (app, options) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, text);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new AppError('INVALID_REQUEST', 400), undefined);
      }
    },
  );
  const GATEWAYS = { card: 'card', 'pay-later': 'payLater', hdbank: 'hdbank', vikki: 'vikki' } as const;
  app.post(
    '/api/v1/payment/notifications/:gateway',
    {
      schema: {
        summary: 'A gateway’s signed notification of a payment’s new status (server to server)',
        description:
          'From the card acquirer, the pay-later partner, HDBank or Vikki bank (merchantRef: the paymentId of the PATCH reservations/vikki link): x-merchant-code, x-timestamp (±5 min) and x-signature = base64url(HMAC-SHA256(secret, "<timestamp>.<raw body>")); a bad, stale or replayed-late one → 401 INVALID_SIGNATURE. The amount and currency must be the payment’s (400 otherwise). The status is applied through the domain transition table: a repeat changes nothing, a late failure after a capture is logged, not applied. 204 when taken.',
        params: z.object({ gateway: z.enum(['card', 'pay-later', 'hdbank', 'vikki']) }),
        body: z.unknown(),
        response: {
          204: z.null(),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const gateways = await options.gateways();
      const raw = rawBodies.get(request) ?? '';
      const gateway = GATEWAYS[request.params.gateway];
      const read =
        gateway === 'card'
          ? gateways.card.readNotification(request.headers, raw)
          : gateway === 'payLater'
            ? gateways.payLater.readNotification(request.headers, raw)
            : gateway === 'hdbank'
              ? gateways.hdbank.readNotification(request.headers, raw)
              : gateways.vikki.readNotification(request.headers, raw);
      if (!read.ok) {
        if (read.error === 'INVALID_SIGNATURE') throw new AppError('INVALID_SIGNATURE', 401);
        throw new AppError('INVALID_REQUEST', 400, { details: { reason: read.error } });
      }
      const settled = await app.payments.notification(read.value);
      confirmAfterReply(app, reply, settled.confirmedReservationId);
      return reply.code(204).send(null);
    },
  );
};

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
const paymentRoutes: FastifyPluginAsyncZod<GatewayOptions> = async (app, options) => {
  app.get(
    '/api/v1/payment/methods-by-bookingKey',
    {
      schema: {
        summary: 'The methods this booking can be paid with, each with its fee and total (SPEC §3, §7)',
        description:
          'reservationKey is the booking’s locator; only the session that booked it may ask (404 BOOKING_NOT_FOUND otherwise). Each method says whether it is available and why not: the pay-later partner (PL) needs the first departure at least 3 days away and a hold (PL6) 24 hours, HDBank instalments at least 3 000 000 VND, VNPay, Napas, the pay-later partner and HDBank take VND only. fee and total (remaining + fee) are what POST payment expects as amount.',
        headers: sessionHeadersSchema,
        querystring: paymentMethodsQuerySchema,
        response: { 200: paymentMethodsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await app.bookingSessions.require(request, reply);
      reply.header('cache-control', 'no-store');
      return app.payments.methods(
        request.query.reservationKey,
        session.id,
        readLanguageId(request.query.languageId, request.language),
      );
    },
  );

  app.post(
    '/api/v1/payment',
    {
      schema: {
        summary: 'Pay a booking with one method: the gateway page to go to, or settled at once (SPEC §7)',
        description:
          'x-session-id (the session that booked it) and an Idempotency-Key (a double click or a retry replays the first answer; another body 422). amount must be the chosen method’s current total (409 PRICE_CHANGED with details.total otherwise); acceptedTerms must be true (400 TERMS_NOT_ACCEPTED). Cards send the browser’s JWE (the card never reaches this server) and get a 3-D Secure redirectUrl, or are settled at once; Napas and QR get the VNPay URL; PL6 holds the booking (payment PENDING, redirectUrl null, nothing charged: the booking stays Unpaid until its deadline and an e-mail says so; asked again, the open hold is answered); PL the pay-later partner’s page or a refusal with messageKey; VJHDS HDBank’s page and an OTP that POST payment/hdbank/verify can take; a voucher is redeemed at once (redirectUrl null; 400 VOUCHER_INVALID wrong or expired, 409 VOUCHER_INSUFFICIENT). 409 RESERVATION_ALREADY_PAID / RESERVATION_NOT_PAYABLE / PAYMENT_METHOD_UNAVAILABLE.',
        headers: sessionHeadersSchema.extend(idempotentHeadersSchema.shape),
        body: createPaymentBodySchema,
        response: { 200: createPaymentResponseSchema, ...errors },
      },
      ...idempotent({ owner: ownerFromHeader(SESSION_ID_HEADER) }),
    },
    async (request, reply) => {
      const session = await app.bookingSessions.require(request, reply);
      const settled = await app.payments.create(
        session.id,
        request.body,
        readLanguageId(request.body.languageId, request.language),
        request.ip,
      );
      confirmAfterReply(app, reply, settled.confirmedReservationId);
      reply.header('cache-control', 'no-store');
      return settled.value;
    },
  );

  app.patch(
    '/api/v1/payment/status',
    {
      schema: {
        summary: 'Where a booking’s payment stands, asking the gateway when it is still open (SPEC §7)',
        description:
          'By locator, and the paymentId of the return URL; without a paymentId (the latest attempt) only the x-session-id that booked it may ask — a locator alone answers 404 BOOKING_NOT_FOUND. A card payment still processing or pending is asked of the acquirer (signed); other gateways settle by their notification only. Answers the payment (null before any) and the reservation.',
        headers: sessionHeadersSchema,
        body: paymentStatusBodySchema,
        response: { 200: paymentStatusResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const settled = await app.payments.status(request.body.locator, request.body.paymentId, {
        sessionId: request.headers[SESSION_ID_HEADER],
      });
      confirmAfterReply(app, reply, settled.confirmedReservationId);
      reply.header('cache-control', 'no-store');
      return settled.value;
    },
  );

  app.get(
    '/api/v1/payment/vnpay/ipn',
    {
      schema: {
        summary: 'VNPay 2.1.0 IPN (server to server): the only VNPay message that changes a payment',
        description:
          'Checksum HMAC-SHA512 over the sorted vnp_* parameters. Answers RspCode 97 bad checksum, 99 malformed, 01 unknown order, 04 amount not the payment’s, 02 already confirmed (a replay), 00 applied.',
        querystring: z.record(z.string(), z.string()),
        response: { 200: z.object({ RspCode: z.string(), Message: z.string() }) },
      },
    },
    async (request, reply) => {
      const settled = await app.payments.vnpayIpn(request.query);
      confirmAfterReply(app, reply, settled.confirmedReservationId);
      reply.header('cache-control', 'no-store');
      return settled.value;
    },
  );

  app.post(
    '/api/v1/payment/hdbank/verify',
    {
      schema: {
        summary: 'Relay the OTP HDBank sent for an instalment plan (VJHDS), or ask for a new one',
        description:
          'Answers HDBank’s resultCode (00 or HDBANK_ERROR_nn, SPEC §8) with the web’s message key; a final answer is applied to the payment.',
        body: hdbankVerifyBodySchema,
        response: { 200: hdbankVerifyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const payment = await app.payments.paymentOf(request.body.locator, request.body.paymentId);
      if (payment.kind !== 'instalment' || payment.gateway_ref === null)
        throw new AppError('PAYMENT_NOT_FOUND', 404);
      const gateways = await options.gateways();
      const language = request.language === 'vi' ? 'vi' : 'en';
      const outcome = request.body.resend
        ? await gateways.hdbank.resendOtp(payment.gateway_ref, language)
        : await gateways.hdbank.verifyOtp(payment.gateway_ref, request.body.otp, language);
      if (outcome.kind !== 'answered') throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', 503);
      const reported = outcome.answer.status;
      let current = payment;
      if (reported && (PAYMENT_STATUSES as readonly string[]).includes(reported) && reported !== 'PENDING') {
        const event = eventForReportedStatus(reported as PaymentStatus);
        if (event) {
          const settled = await app.payments.applyEvent(payment.id, event, {
            gateway_code: outcome.answer.resultCode,
          });
          current = settled.value;
          confirmAfterReply(app, reply, settled.confirmedReservationId);
        }
      }
      return {
        payment: paymentView(current),
        resultCode: outcome.answer.resultCode,
        messageKey: outcome.errorKey ?? null,
        attemptsLeft: outcome.answer.attemptsLeft,
      };
    },
  );

  /**
   * The Unpaid booking of a locator (404 BOOKING_NOT_FOUND, 409 RESERVATION_ALREADY_PAID, 409
   * RESERVATION_NOT_PAYABLE when cancelled or its hold ran out), read as PATCH payment/status
   * reads it: a card payment still open is settled first, and e-mailed if that confirmed it.
   */
  // Partner checks answer by locator alone: limited per client, as booking lookups are.
  const partnerChecks = new FixedWindowLimiter(app.clock, PARTNER_CHECK_LIMIT);
  const lookupUnpaid = async (locator: string, reply: FastifyReply) => {
    partnerChecks.enforce(reply.request.ip);
    // Answers the caller only whether it may go on (and, for HDSS, the deadline and amount).
    const settled = await app.payments.status(locator, undefined, { isInternal: true });
    confirmAfterReply(app, reply, settled.confirmedReservationId);
    const { reservation } = settled.value;
    if (reservation.status === 'Paid') throw new AppError('RESERVATION_ALREADY_PAID', 409);
    if (reservation.status !== 'Unpaid') throw new AppError('RESERVATION_NOT_PAYABLE', 409);
    return reservation;
  };
  // Movi is a partner SPEC §7 names whose protocol is not known: no gateway for it exists, so it
  // answers that the method is not available rather than pretend to validate.
  app.post(
    '/api/v1/payment/movi/validate',
    {
      schema: {
        summary: 'Movi pay-later check (not integrated: 409 PAYMENT_METHOD_UNAVAILABLE)',
        body: moviValidateBodySchema,
        response: { 200: partnerValidateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await lookupUnpaid(request.body.reservationLocator, reply);
      throw new AppError('PAYMENT_METHOD_UNAVAILABLE', 409, { details: { reason: 'partnerNotIntegrated' } });
    },
  );
  // HD SAISON direct (/hdss-direct): HD SAISON's systems are not ours; what the airline decides is
  // whether a held booking can be paid at an HD SAISON point (hdss-direct.ts).
  app.post(
    '/payment/hdss/validate',
    {
      schema: {
        summary:
          'HD SAISON direct: can this held booking be paid at an HD SAISON point (SPEC’s path without /api/v1)',
        description: `By booking code, with the traveller's mobile number; no session needed (the /hdss-direct page asks). 404 BOOKING_NOT_FOUND, 409 RESERVATION_ALREADY_PAID, 409 RESERVATION_NOT_PAYABLE (cancelled, or its hold ran out). Otherwise 200 with isValid false and the first failing rule's messageKey: hdss.currency (VND only), hdss.amount (what remains must be ${String(HDSS_DIRECT_MIN_AMOUNT_VND)} to ${String(HDSS_DIRECT_MAX_AMOUNT_VND)} VND), hdss.tooCloseToDeparture (the first flight leaves in less than ${String(PAYMENT_HOLD_MIN_HOURS_BEFORE_DEPARTURE)} hours), hdss.holdEnding (the hold ends in less than ${String(HDSS_DIRECT_MIN_HOLD_MINUTES_LEFT)} minutes: no time to get to a point), hdss.phone (not a Vietnamese mobile: 0[35789] and 8 digits, or +84[35789] and 8 digits); or isValid true with holdExpiresAt (the deadline to pay at the point) and amount (what remains).`,
        body: hdssValidateBodySchema,
        response: { 200: partnerValidateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reservation = await lookupUnpaid(request.body.reservationLocator, reply);
      const remaining = reservation.reservationSummary.remaining;
      const check = checkHdssDirect({
        currency: reservation.currency,
        remaining,
        firstDepartureUtc: reservation.journeys[0]?.segments[0]?.departure.utc ?? reservation.holdExpiresAt,
        holdExpiresAt: reservation.holdExpiresAt,
        phone: request.body.phone,
        now: app.clock.now(),
      });
      reply.header('cache-control', 'no-store');
      if (!check.isValid) return { isValid: false, messageKey: check.messageKey };
      return {
        isValid: true,
        messageKey: null,
        holdExpiresAt: reservation.holdExpiresAt,
        amount: { currency: reservation.currency, totalAmount: remaining },
      };
    },
  );

  app.get(
    '/api/v1/payment/gpay/transaction',
    {
      schema: {
        summary: 'GPay status check: the booking’s latest payment (no GPay wallet: foundInGPAY false)',
        description: 'For the x-session-id that booked it (404 BOOKING_NOT_FOUND otherwise).',
        headers: sessionHeadersSchema,
        querystring: gpayTransactionQuerySchema,
        response: { 200: gpayTransactionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const status = await app.payments.status(request.query.locator, undefined, {
        sessionId: request.headers[SESSION_ID_HEADER],
      });
      return { foundInGPAY: false, payment: status.value.payment };
    },
  );
};

/**
 * The payments of the booking module: the service (gateway clients built once, on first use),
 * the traveller's routes and the gateways' server-to-server routes.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    let gateways: Promise<PaymentGateways> | undefined;
    const loadGateways = () => {
      gateways ??= loadPaymentGatewaysConfig({ config: app.config, db: app.db, clock: app.clock }).then(
        (config) => createPaymentGateways(config, app.clock),
      );
      return gateways;
    };
    app.decorate(
      'payments',
      new PaymentService({
        db: app.db,
        clock: app.clock,
        gateways: loadGateways,
        readReservation: (id) => app.reservations.read(id),
        publicUrl: app.config.PUBLIC_URL,
        log: app.log,
      }),
    );
    mailing.set(app, new Set());
    // Refunds owed (a payment the booking could not take) are sent to their gateway.
    const refunds = new RefundWorker(app.db, app.clock, app.log, loadGateways, {
      intervalMs: app.config.REFUND_WORKER_INTERVAL_MS,
      maxAttempts: app.config.REFUND_MAX_ATTEMPTS,
      claimMs: app.config.PAYMENT_GATEWAY_TIMEOUT_MS + 60_000,
    });
    app.addHook('onReady', (done) => {
      refunds.start();
      done();
    });
    app.addHook('onClose', async () => {
      await refunds.stop();
      await Promise.allSettled([...(mailing.get(app) ?? [])]);
    });
    await app.register(paymentRoutes, { gateways: loadGateways });
    await app.register(itineraryRoutes);
    await app.register(notificationRoutes, { gateways: loadGateways });
  },
  { name: 'booking-payments', dependencies: ['booking-reservations'] },
);
