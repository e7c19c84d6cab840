import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { itineraryParamsSchema, itineraryQuerySchema } from '@skybook/contracts/payment';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ItineraryDocument } from '../../../documents/itinerary';
import { renderItineraryIcs } from '../../../documents/itinerary-ics';
import { renderItineraryPdf } from '../../../documents/itinerary-pdf';
import { readLanguageId } from '../../../i18n/language-id';
import { appError } from '../../../plugins/app-error';
import type { PaymentService } from '../payments/payment.service';
import type { ReservationLookup } from './reservation-lookup';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema };

const LOOKUP_NOTE =
  'Found by locator and a traveller’s names exactly as GET reservations (same 404 and rate limits), so a plain link works. A cancelled booking has none (404).';

/**
 * The booking's documents as files, for the confirmation page's (and later the booking detail's)
 * downloads: the itinerary PDF and the calendar file the confirmation e-mail attaches, in the
 * language asked for.
 */
export interface ItineraryRoutesOptions {
  lookup: ReservationLookup;
  payments: PaymentService;
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const itineraryRoutes: FastifyPluginAsyncZod<ItineraryRoutesOptions> = async (app, options) => {
  const { lookup, payments } = options;
  type Request = FastifyRequest<{
    Params: z.infer<typeof itineraryParamsSchema>;
    Querystring: z.infer<typeof itineraryQuerySchema>;
  }>;

  /** The booking's itinerary in the language asked for (the booking's own by default). */
  const itinerary = async (request: Request) => {
    const reservation = await lookup.find(
      {
        locator: request.params.locator,
        lastName: request.query.lastName,
        firstName: request.query.firstName,
      },
      request.ip,
    );
    const language = readLanguageId(request.query.languageId, reservation.language);
    const doc = await payments.itinerary(reservation, language);
    if (!doc) throw appError('BOOKING_NOT_FOUND');
    return { doc, language };
  };

  const download = (reply: FastifyReply, doc: ItineraryDocument, extension: string, type: string) =>
    reply
      .header('content-type', type)
      .header('content-disposition', `attachment; filename="itinerary-${doc.locator}.${extension}"`)
      .header('cache-control', 'no-store');

  app.get(
    '/api/v1/reservations/:locator/itinerary.pdf',
    {
      schema: {
        summary:
          'The booking’s itinerary as an A4 PDF (requirements §9), for the confirmation page’s download',
        description: LOOKUP_NOTE,
        params: itineraryParamsSchema,
        querystring: itineraryQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { doc, language } = await itinerary(request);
      return download(reply, doc, 'pdf', 'application/pdf').send(await renderItineraryPdf(doc, language));
    },
  );

  app.get(
    '/api/v1/reservations/:locator/itinerary.ics',
    {
      schema: {
        summary: 'The booking’s flights as an RFC 5545 calendar file, for “add to calendar”',
        description: `One event per flight in its airports’ time zones (with their VTIMEZONE), as the confirmation e-mail attaches it. ${LOOKUP_NOTE}`,
        params: itineraryParamsSchema,
        querystring: itineraryQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { doc, language } = await itinerary(request);
      return download(reply, doc, 'ics', 'text/calendar; charset=utf-8').send(
        renderItineraryIcs(doc, language),
      );
    },
  );
};
