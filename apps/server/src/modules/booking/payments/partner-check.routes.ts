import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  HDSS_DIRECT_MAX_AMOUNT_VND,
  HDSS_DIRECT_MIN_AMOUNT_VND,
  HDSS_DIRECT_MIN_HOLD_MINUTES_LEFT,
  PAYMENT_HOLD_MIN_HOURS_BEFORE_DEPARTURE,
} from '@skybook/contracts/payment-methods';
import {
  hdssValidateBodySchema,
  moviValidateBodySchema,
  partnerValidateResponseSchema,
} from '@skybook/contracts/payment';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError } from '../../../plugins/app-error';
import { checkHdssDirect } from './hdss-direct';
import { confirmAfterReply } from './payment-confirmation';
import type { PaymentRoutesOptions } from './payment.routes';

/** Movi / HDSS checks per client (design §5: lookups by booking code are rate limited). */
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

/**
 * Partner checks of a held booking by its code alone (Movi, HD SAISON direct): no session, so
 * they are limited per client as booking lookups are.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const partnerCheckRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  /**
   * The Unpaid booking of a locator (404 BOOKING_NOT_FOUND, 409 RESERVATION_ALREADY_PAID, 409
   * RESERVATION_NOT_PAYABLE when cancelled or its hold ran out), read as PATCH payment/status
   * reads it: a card payment still open is settled first, and e-mailed if that confirmed it.
   */
  // Partner checks answer by locator alone: limited per client, as booking lookups are.
  const partnerChecks = app.rateLimits.limiter('partner-check:client', PARTNER_CHECK_LIMIT);
  const lookupUnpaid = async (locator: string, reply: FastifyReply) => {
    await partnerChecks.enforce(reply.request.ip);
    // Answers the caller only whether it may go on (and, for HDSS, the deadline and amount).
    const settled = await options.payments.status(locator, undefined, { isInternal: true });
    confirmAfterReply(app, options, reply, settled.confirmedReservationId);
    const { reservation } = settled.value;
    if (reservation.status === 'Paid') throw appError('RESERVATION_ALREADY_PAID');
    if (reservation.status !== 'Unpaid') throw appError('RESERVATION_NOT_PAYABLE');
    return reservation;
  };
  // Movi is a partner requirements §7 names whose protocol is not known: no gateway for it exists, so it
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
      throw appError('PAYMENT_METHOD_UNAVAILABLE', { details: { reason: 'partnerNotIntegrated' } });
    },
  );
  // HD SAISON direct (/hdss-direct): HD SAISON's systems are not ours; what the airline decides is
  // whether a held booking can be paid at an HD SAISON point (hdss-direct.ts).
  app.post(
    '/payment/hdss/validate',
    {
      schema: {
        summary:
          'HD SAISON direct: can this held booking be paid at an HD SAISON point (the requirements’ path without /api/v1)',
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
};
