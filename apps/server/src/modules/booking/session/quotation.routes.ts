import { sessionHeadersSchema } from '@skybook/contracts/booking-session';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  quotationBodySchema,
  quotationResponseSchema,
  quotationSummaryResponseSchema,
} from '@skybook/contracts/quotation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError } from '../../../plugins/app-error';
import type { BookingSessionService } from './booking-session.service';
import type { QuotationService } from './quotation.service';

const errors = {
  400: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};

/** POST /api/v1/reservations/quotation and POST /api/v1/quotations/summary (requirements §7). */
export interface QuotationRoutesOptions {
  sessions: BookingSessionService;
  quotations: QuotationService;
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const quotationRoutes: FastifyPluginAsyncZod<QuotationRoutesOptions> = async (app, options) => {
  const { sessions, quotations } = options;
  app.post(
    '/api/v1/reservations/quotation',
    {
      schema: {
        summary:
          'Price the whole booking draft: fares, extras, each charge by code with its VAT (requirements §3, §7)',
        description:
          'Validates the passengers with the form rules (requirements §5; INVALID_* codes with every field issue in details.issues, paths prefixed details.), re-prices every fare from the inventory now and every extra from the catalogue and seat maps (SEAT_UNAVAILABLE, SEAT_NOT_ALLOWED, SERVICE_NOT_SUPPORTED, TERMS_NOT_ACCEPTED), applies the promotion as a DC line and stores the draft in the session. The tax total leaves out SA, SR, FA, IF, IT and IN. A seat quoted here is not held: booking checks it again.',
        headers: sessionHeadersSchema,
        body: quotationBodySchema,
        response: { 200: quotationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await sessions.require(request, reply);
      const quotation = await quotations.quote(session, request.body, request.language);
      return { quotation: [quotation] };
    },
  );

  app.post(
    '/api/v1/quotations/summary',
    {
      schema: {
        summary:
          'The totals of the session’s last quotation (reservationFee) and whether a captcha is required',
        description:
          'SESSION_ID_MISSING_SESSION_DATA (409) before any valid quotation. googleCaptchaStatus is true when creating the booking will ask this client for a solved proof-of-work challenge (past its booking threshold; decision 045), so the web can solve one while the traveller reviews.',
        headers: sessionHeadersSchema,
        response: { 200: quotationSummaryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await sessions.require(request, reply);
      const quotation = session.quotation;
      if (!quotation) throw appError('SESSION_ID_MISSING_SESSION_DATA');
      return {
        reservationFee: {
          currency: quotation.currency,
          fareTotal: quotation.fareTotal,
          taxTotal: quotation.taxTotal,
          ancillaryTotal: quotation.ancillaryTotal,
          discountTotal: quotation.discountTotal,
          totalAmount: quotation.totalAmount,
        },
        googleCaptchaStatus: await app.captcha.asksNext('booking', request.ip),
      };
    },
  );
};
