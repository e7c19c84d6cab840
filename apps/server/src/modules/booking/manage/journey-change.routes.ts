import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  appliedJourneyChangeResponseSchema,
  applyJourneyChangeBodySchema,
  editBookingVoucherBodySchema,
  editBookingVoucherResponseSchema,
  journeyChangeQuoteResponseSchema,
  journeyChangesBodySchema,
} from '@skybook/contracts/journey-change';
import { MANAGE_GRANT_HEADER, manageGrantHeadersSchema } from '@skybook/contracts/manage-booking';
import { idempotentHeadersSchema } from '@skybook/contracts/reservation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotent } from '../../../plugins/idempotency';
import type { JourneyChangeService } from './journey-change.service';
import { grantedReservationKey } from './manage-grant';

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

const RULES =
  'Each change names a booked journey (journeyKey) and a fare of search-flight on the same route (bookingKey: the same passengers and currency, issued within 2 hours). The new journey is priced from the inventory now for the booking’s passengers; seats move to the same seat on the new flight where it is free (else they are dropped and their price no longer counts), other extras move with the journey; the booked family’s change fee is charged per seated passenger (Eco 378 000 VND; Deluxe, SkyBoss and Business free). amountDue − credit = newTotal − oldTotal + changeFee. 422 JOURNEY_CHANGE_NOT_ALLOWED (details.reason: cancelled, tooLate — within 3 hours of the booked or the new departure, otherRoute, sameFlights, journeyOrder, passengers, currency, bookingKeyExpired, flightUnavailable, notChangeable, pointsApplied — loyalty points taken off the booking, decision 037); 409 FARE_UNAVAILABLE when the fare no longer sells. Needs the x-manage-grant header (403 MANAGE_GRANT_INVALID, 410 MANAGE_GRANT_EXPIRED).';

export interface ChangeRoutesOptions {
  changes: JourneyChangeService;
}

/** Changing a booked flight (requirements §2 /my/edit-booking, §7; decision 025). */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const journeyChangeRoutes: FastifyPluginAsyncZod<ChangeRoutesOptions> = async (app, options) => {
  const { changes } = options;
  app.post(
    '/api/v1/quotation/edit-booking',
    {
      schema: {
        summary:
          'Quote a change of flights: the fare difference, the change fee, what carries over (requirements §2, §7)',
        description: RULES,
        headers: manageGrantHeadersSchema,
        body: journeyChangesBodySchema,
        response: { 200: journeyChangeQuoteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        quotation: await changes.quote(
          { grant: request.headers[MANAGE_GRANT_HEADER] },
          request.body,
          request.ip,
          request.language,
        ),
      };
    },
  );

  app.post(
    '/api/v1/quotation/edit-booking/voucher',
    {
      schema: {
        summary:
          'What a voucher would pay of a change’s balance (requirements §7 quotation/edit-booking/voucher)',
        description:
          'The change is quoted as POST quotation/edit-booking quotes it; the voucher (serial, password, PIN: a prepaid voucher or a credit shell) is checked as the Voucher payment method checks it — 400 VOUCHER_INVALID for a wrong serial, password or PIN, an expired or spent voucher (one answer), 409 VOUCHER_INSUFFICIENT for another currency — and rate limited per client and per serial (429). covers = min(balance, amountDue). Nothing is spent: after the change, POST payment with the Voucher method pays the balance.',
        headers: manageGrantHeadersSchema,
        body: editBookingVoucherBodySchema,
        response: { 200: editBookingVoucherResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        voucher: await changes.voucher(
          { grant: request.headers[MANAGE_GRANT_HEADER] },
          request.body,
          request.ip,
          request.language,
        ),
      };
    },
  );

  app.post(
    '/api/v1/reservations/edit-booking',
    {
      schema: {
        summary:
          'Change flights as quoted: the old seats and fare seats given back, the new ones taken, in one step',
        description: `${RULES} amount must be the quote's amountDue − credit (409 PRICE_CHANGED with details.quotation otherwise). An Idempotency-Key makes a retry replay the first answer. 409 SOLD_OUT / SEAT_UNAVAILABLE / CONFLICT when the inventory or the booking changed meanwhile (nothing is written). An Unpaid booking's total just follows the change. A Paid booking's balance (amount > 0) is its remaining, paid from /my/payment-methods within 30 minutes (at most until 3 hours before departure): both the old and the new flights stay held meanwhile, and unpaid by then the change is taken back; 409 SERVICE_CHANGE_PENDING while one waits. A Paid booking's credit (amount < 0) becomes a credit shell (serial, password and PIN answered once, valid 365 days, spent with the Voucher method), never cash.`,
        headers: manageGrantHeadersSchema.extend(idempotentHeadersSchema.shape),
        body: applyJourneyChangeBodySchema,
        response: { 200: appliedJourneyChangeResponseSchema, ...errors },
      },
      ...idempotent({
        owner: (request) => {
          const grant = request.headers[MANAGE_GRANT_HEADER];
          const key = typeof grant === 'string' ? grantedReservationKey(grant) : undefined;
          return key === undefined ? `client:${request.ip}` : `reservation:${key}`;
        },
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return changes.apply(
        { grant: request.headers[MANAGE_GRANT_HEADER] },
        request.body,
        request.ip,
        request.language,
      );
    },
  );
};
