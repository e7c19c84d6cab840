import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { MANAGE_GRANT_HEADER, manageGrantHeadersSchema } from '@skybook/contracts/manage-booking';
import { idempotentHeadersSchema } from '@skybook/contracts/reservation';
import {
  applyServiceChangeBodySchema,
  applyServiceChangeResponseSchema,
  serviceChangeBodySchema,
  serviceChangeQuotationResponseSchema,
} from '@skybook/contracts/service-change';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError } from '../../../plugins/app-error';
import { idempotent, ownerFromHeader } from '../../../plugins/idempotency';
import type { ServiceChangeService } from './service-change.service';

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};

const RULES =
  'Only the manage grant (x-manage-grant) names the booking: 403 MANAGE_GRANT_INVALID without one, 404 BOOKING_NOT_FOUND when reservationKey is another booking’s. services names only what is added, by the booking’s journey indexes. Refused: a seat for a passenger who has one on that flight, a second bag pack on a journey, a second insurance (409 CANNOT_EDIT_SERVICE: nothing bought changes or goes); an extra past its cut-off (409 SERVICE_CUTOFF_PASSED with details.cutoffAt), on a flight that has left (409 FLIGHT_DEPARTED); a cancelled booking (409 BOOKING_CANCELLED); a Paid booking with an addition still to pay (409 SERVICE_CHANGE_PENDING); an Unpaid one while a payment runs (409 CONFLICT paymentInProgress); a taken seat (409 SEAT_UNAVAILABLE) and the seat rules (409 SEAT_NOT_ALLOWED), the catalogue’s rules as at booking (SERVICE_NOT_SUPPORTED, TERMS_NOT_ACCEPTED, INVALID_REQUEST).';

const grantOf = (value: string | undefined): string => {
  if (value === undefined || value === '') throw appError('MANAGE_GRANT_INVALID');
  return value;
};

export interface ServiceChangeRoutesOptions {
  serviceChanges: ServiceChangeService;
}

/** Extras bought after booking (requirements §2 /my/edit-service; decision 024): quotation, then application. */
export const serviceChangeRoutes: FastifyPluginAsyncZod<ServiceChangeRoutesOptions> = async (
  app,
  options,
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
) => {
  const { serviceChanges } = options;

  app.post(
    '/api/v1/reservations/services/quotation',
    {
      schema: {
        summary:
          'Price extras added to a booking: the new lines and what is left to pay (requirements §2 edit service)',
        description: `The lines of the addition priced now in the booking’s currency, their total, the booking’s total and what remains to pay once it is made, and payBy: an Unpaid booking’s hold deadline, or for a Paid booking 30 minutes from now (earlier when an added extra’s cut-off comes first). ${RULES}`,
        headers: manageGrantHeadersSchema,
        body: serviceChangeBodySchema,
        response: { 200: serviceChangeQuotationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const quotation = await serviceChanges.quote(
        grantOf(request.headers[MANAGE_GRANT_HEADER]),
        request.body,
        request.language,
      );
      return { quotation };
    },
  );

  app.post(
    '/api/v1/reservations/services',
    {
      schema: {
        summary: 'Add the quoted extras to a booking, taking its seats (requirements §2 edit service)',
        description: `Needs an Idempotency-Key (a repeat replays the first answer; 422 IDEMPOTENCY_KEY_REUSED with another body; 409 IDEMPOTENCY_REQUEST_IN_PROGRESS while the first runs). amount must be the quotation’s totalAmount: 409 PRICE_CHANGED (details.amount, the price now) otherwise. In one transaction the lines join the booking’s charges, seatSelections, ancillaryPurchases and insurance, its total grows by amount and the new seats are held; a concurrent change of the booking answers 409 CONFLICT and a seat taken meanwhile 409 SEAT_UNAVAILABLE, with nothing written. An Unpaid booking’s addition is paid with the rest before its hold ends (change.status added). A Paid booking’s leaves reservationSummary.remaining to pay from /my/payment-methods by change.payBy (status pendingPayment); unpaid by then, it is taken back out and its seats released. ${RULES}`,
        headers: manageGrantHeadersSchema.extend(idempotentHeadersSchema.shape),
        body: applyServiceChangeBodySchema,
        response: { 200: applyServiceChangeResponseSchema, ...errors },
      },
      ...idempotent({ owner: ownerFromHeader(MANAGE_GRANT_HEADER) }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return serviceChanges.apply(
        grantOf(request.headers[MANAGE_GRANT_HEADER]),
        request.body,
        request.language,
      );
    },
  );
};
