import { sessionHeadersSchema } from '@skybook/contracts/booking-session';
import { manageGrantHeadersSchema } from '@skybook/contracts/manage-booking';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  createPaymentBodySchema,
  createPaymentResponseSchema,
  gpayTransactionQuerySchema,
  gpayTransactionResponseSchema,
  hdbankVerifyBodySchema,
  hdbankVerifyResponseSchema,
  paymentStatusBodySchema,
  paymentStatusResponseSchema,
} from '@skybook/contracts/payment';
import { paymentMethodsQuerySchema, paymentMethodsResponseSchema } from '@skybook/contracts/payment-methods';
import { idempotentHeadersSchema } from '@skybook/contracts/reservation';
import { PAYMENT_STATUSES, type PaymentStatus } from '@skybook/domain/payment-codes';
import { eventForReportedStatus } from '@skybook/domain/payment-state';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readLanguageId } from '../../../i18n/language-id';
import { appError } from '../../../plugins/app-error';
import { idempotent } from '../../../plugins/idempotency';
import type { MemberIdentity } from '../../member/public';
import type { BookingSessionService } from '../session/booking-session.service';
import type { PaymentGateways } from './gateways/gateway-config';
import { confirmAfterReply, type ConfirmationServices } from './payment-confirmation';
import type { Payers } from './payer';
import { paymentView, type PaymentService } from './payment.service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  423: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};

/** What the payment routes use: the module's services and the gateway clients (built on first use). */
export interface PaymentRoutesOptions extends ConfirmationServices {
  sessions: BookingSessionService;
  payments: PaymentService;
  /** Who pays: the booking session or a manage grant (payer.ts). */
  payers: Payers;
  gateways: () => Promise<PaymentGateways>;
  /** The signed-in member a request's bearer token names (member/public optionalMember), or null. */
  member: (request: FastifyRequest) => Promise<MemberIdentity | null>;
}

/** The booking session's header, or manage booking's grant (which wins when both are sent). */
const payerHeadersSchema = sessionHeadersSchema.extend(manageGrantHeadersSchema.shape);
/** A signed-in member's access token, for the wallet (decision 033). */
const memberHeadersSchema = z.object({ authorization: z.string().max(4000).optional() });
const WALLET_RULE =
  'Authorization: Bearer with a signed-in member’s access token offers and pays with the WALLET method (the member’s wallet; a token that is there but expired or not ours answers 401 TOKEN_EXPIRED / INVALID_TOKEN).';
const PAYER_RULE =
  'The payer is the session that booked it (x-session-id) or a manage grant for it (x-manage-grant, which names the booking: a grant of another booking answers 404 BOOKING_NOT_FOUND, 403 MANAGE_GRANT_INVALID a token that is not ours, 410 MANAGE_GRANT_EXPIRED an old one).';

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const { payments, payers } = options;
  app.get(
    '/api/v1/payment/methods-by-bookingKey',
    {
      schema: {
        summary:
          'The methods this booking can be paid with, each with its fee and total (requirements §3, §7)',
        description: `reservationKey is the booking’s locator (optional with a grant). ${PAYER_RULE} ${WALLET_RULE} WALLET is unavailable with LOGIN_REQUIRED for a guest and WALLET_NOT_ACTIVE for a member without an active wallet. An Unpaid booking is priced for what remains; a Paid one with a balance due (reservation.balanceDue: a change added charges) for that balance. Each method says whether it is available and why not: the pay-later partner (PL) needs the first departure at least 3 days away and a hold (PL6) 24 hours and is never offered for a balance due (BALANCE_DUE) nor with a grant (ALREADY_HELD), HDBank instalments at least 3 000 000 VND, VNPay, Napas, the pay-later partner and HDBank take VND only. fee and total (remaining + fee) are what POST payment expects as amount.`,
        headers: payerHeadersSchema.extend(memberHeadersSchema.shape),
        querystring: paymentMethodsQuerySchema,
        response: { 200: paymentMethodsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const payer = await payers.of(request, reply);
      const member = await options.member(request);
      reply.header('cache-control', 'no-store');
      return payments.methods(
        request.query.reservationKey,
        payer,
        readLanguageId(request.query.languageId, request.language),
        member,
      );
    },
  );

  app.post(
    '/api/v1/payment',
    {
      schema: {
        summary:
          'Pay a booking with one method: the gateway page to go to, or settled at once (requirements §7)',
        description: `${PAYER_RULE} An Idempotency-Key (a double click or a retry replays the first answer; another body 422) belongs to the session, or with a grant to the booking, so a retry with a refreshed grant replays too. An Unpaid booking is paid for what remains; a Paid one with a balance due for exactly that balance (the booking stays Paid; one capture per due, a second is refunded); the gateways send the browser back to /{lang}/my/payment-confirmation?paymentId when paid with a grant. amount must be the chosen method’s current total (409 PRICE_CHANGED with details.total otherwise); acceptedTerms must be true (400 TERMS_NOT_ACCEPTED). Cards send the browser’s JWE (the card never reaches this server) and get a 3-D Secure redirectUrl, or are settled at once; Napas and QR get the VNPay URL; PL6 holds the booking (payment PENDING, redirectUrl null, nothing charged: the booking stays Unpaid until its deadline and an e-mail says so; asked again, the open hold is answered); PL the pay-later partner’s page or a refusal with messageKey; VJHDS HDBank’s page and an OTP that POST payment/hdbank/verify can take; a voucher is redeemed at once (redirectUrl null; 400 VOUCHER_INVALID wrong or expired, 409 VOUCHER_INSUFFICIENT); WALLET pays from the signed-in member’s wallet at once with wallet.pin (401 LOGIN_REQUIRED without a bearer token; 403 WALLET_PIN_INVALID, 423 WALLET_LOCKED after the fifth wrong PIN, 409 WALLET_BALANCE_NOT_ENOUGH / WALLET_NOT_ACTIVE, nothing written; the spend and the capture commit together). 409 RESERVATION_ALREADY_PAID / RESERVATION_NOT_PAYABLE / PAYMENT_METHOD_UNAVAILABLE.`,
        headers: payerHeadersSchema.extend(idempotentHeadersSchema.shape).extend(memberHeadersSchema.shape),
        body: createPaymentBodySchema,
        response: { 200: createPaymentResponseSchema, ...errors },
      },
      ...idempotent({ owner: payers.idempotencyOwner }),
    },
    async (request, reply) => {
      const payer = await payers.of(request, reply);
      // Only the wallet needs the member: another method pays as a guest would, token or not.
      const member = request.body.identifier === 'WALLET' ? await options.member(request) : null;
      const settled = await payments.create(
        payer,
        request.body,
        readLanguageId(request.body.languageId, request.language),
        request.ip,
        member,
      );
      confirmAfterReply(app, options, reply, settled.confirmedReservationId);
      reply.header('cache-control', 'no-store');
      return settled.value;
    },
  );

  app.patch(
    '/api/v1/payment/status',
    {
      schema: {
        summary:
          'Where a booking’s payment stands, asking the gateway when it is still open (requirements §7)',
        description:
          'By locator, and the paymentId of the return URL; without a paymentId (the latest attempt) only the x-session-id that booked it or a manage grant for it may ask — a locator alone answers 404 BOOKING_NOT_FOUND. With a grant the locator may be left out (the grant names the booking; another booking’s locator answers 404). A card payment still processing or pending is asked of the acquirer (signed); other gateways settle by their notification only. Answers the payment (null before any) and the reservation.',
        headers: payerHeadersSchema,
        body: paymentStatusBodySchema,
        response: { 200: paymentStatusResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const settled = await payments.status(request.body.locator, request.body.paymentId, {
        payer: await payers.named(request),
      });
      confirmAfterReply(app, options, reply, settled.confirmedReservationId);
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
      const settled = await payments.vnpayIpn(request.query);
      confirmAfterReply(app, options, reply, settled.confirmedReservationId);
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
          'Answers HDBank’s resultCode (00 or HDBANK_ERROR_nn, requirements §8) with the web’s message key; a final answer is applied to the payment. The payment id proves enough; a manage grant sent along must be the booking’s (404 BOOKING_NOT_FOUND otherwise).',
        headers: payerHeadersSchema,
        body: hdbankVerifyBodySchema,
        response: { 200: hdbankVerifyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const payment = await payments.paymentOf(
        request.body.locator,
        request.body.paymentId,
        await payers.named(request),
      );
      if (payment.kind !== 'instalment' || payment.gateway_ref === null) throw appError('PAYMENT_NOT_FOUND');
      const gateways = await options.gateways();
      const language = request.language === 'vi' ? 'vi' : 'en';
      const outcome = request.body.resend
        ? await gateways.hdbank.resendOtp(payment.gateway_ref, language)
        : await gateways.hdbank.verifyOtp(payment.gateway_ref, request.body.otp, language);
      if (outcome.kind !== 'answered') throw appError('PAYMENT_GATEWAY_UNAVAILABLE');
      const reported = outcome.answer.status;
      let current = payment;
      if (reported && (PAYMENT_STATUSES as readonly string[]).includes(reported) && reported !== 'PENDING') {
        const event = eventForReportedStatus(reported as PaymentStatus);
        if (event) {
          const settled = await payments.applyEvent(payment.id, event, {
            gateway_code: outcome.answer.resultCode,
          });
          current = settled.value;
          confirmAfterReply(app, options, reply, settled.confirmedReservationId);
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

  app.get(
    '/api/v1/payment/gpay/transaction',
    {
      schema: {
        summary: 'GPay status check: the booking’s latest payment (no GPay wallet: foundInGPAY false)',
        description:
          'For the x-session-id that booked it or a manage grant for it (404 BOOKING_NOT_FOUND otherwise).',
        headers: payerHeadersSchema,
        querystring: gpayTransactionQuerySchema,
        response: { 200: gpayTransactionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const status = await payments.status(request.query.locator, undefined, {
        payer: await payers.named(request),
      });
      return { foundInGPAY: false, payment: status.value.payment };
    },
  );
};
