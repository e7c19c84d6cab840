import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { MANAGE_GRANT_HEADER, manageGrantHeadersSchema } from '@skybook/contracts/manage-booking';
import { itineraryParamsSchema, itineraryQuerySchema } from '@skybook/contracts/payment';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ItineraryDocument } from '../../../documents/itinerary';
import { renderItineraryIcs } from '../../../documents/itinerary-ics';
import { renderItineraryPdf } from '../../../documents/itinerary-pdf';
import { readLanguageId } from '../../../i18n/language-id';
import { appError } from '../../../plugins/app-error';
import type { ReservationAccess } from '../manage/reservation-access';
import type { PaymentService } from '../payments/payment.service';
import { ACCESS_NOTE } from './reservation-lookup.routes';

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

const NOTE = `${ACCESS_NOTE} A cancelled booking has none (404).`;

/**
 * The booking's documents as files, for the confirmation page's and the booking detail's
 * downloads: the itinerary PDF and the calendar file the confirmation e-mail attaches, in the
 * language asked for. `/reservations/{locator}/itinerary.*` for a plain link by locator and names;
 * `/reservations/itinerary.*` for a manage grant (no locator in the address).
 */
export interface ItineraryRoutesOptions {
  access: ReservationAccess;
  payments: PaymentService;
}

type Query = z.infer<typeof itineraryQuerySchema>;

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const itineraryRoutes: FastifyPluginAsyncZod<ItineraryRoutesOptions> = async (app, options) => {
  const { access, payments } = options;

  /** The booking's itinerary in the language asked for (the booking's own by default). */
  const itinerary = async (request: FastifyRequest, query: Query, locator: string | undefined) => {
    const grant = request.headers[MANAGE_GRANT_HEADER];
    const reservation = await access.resolve(
      {
        grant: typeof grant === 'string' ? grant : undefined,
        names: {
          ...(locator === undefined ? {} : { locator }),
          ...(query.lastName === undefined ? {} : { lastName: query.lastName }),
          ...(query.firstName === undefined ? {} : { firstName: query.firstName }),
        },
      },
      request.ip,
    );
    const language = readLanguageId(query.languageId, reservation.language);
    const doc = await payments.itinerary(reservation, language);
    if (!doc) throw appError('BOOKING_NOT_FOUND');
    return { doc, language };
  };

  const download = (reply: FastifyReply, doc: ItineraryDocument, extension: string, type: string) =>
    reply
      .header('content-type', type)
      .header('content-disposition', `attachment; filename="itinerary-${doc.locator}.${extension}"`)
      .header('cache-control', 'no-store');

  const pdf = async (request: FastifyRequest, reply: FastifyReply, query: Query, locator?: string) => {
    const { doc, language } = await itinerary(request, query, locator);
    return download(reply, doc, 'pdf', 'application/pdf').send(await renderItineraryPdf(doc, language));
  };
  const ics = async (request: FastifyRequest, reply: FastifyReply, query: Query, locator?: string) => {
    const { doc, language } = await itinerary(request, query, locator);
    return download(reply, doc, 'ics', 'text/calendar; charset=utf-8').send(
      renderItineraryIcs(doc, language),
    );
  };

  const PDF_SUMMARY =
    'The booking’s itinerary as an A4 PDF (requirements §9), for the confirmation page’s download';
  const ICS_SUMMARY = 'The booking’s flights as an RFC 5545 calendar file, for “add to calendar”';
  const ICS_NOTE =
    'One event per flight in its airports’ time zones (with their VTIMEZONE), as the confirmation e-mail attaches it.';

  app.get(
    '/api/v1/reservations/:locator/itinerary.pdf',
    {
      schema: {
        summary: PDF_SUMMARY,
        description: NOTE,
        headers: manageGrantHeadersSchema,
        params: itineraryParamsSchema,
        querystring: itineraryQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    (request, reply) => pdf(request, reply, request.query, request.params.locator),
  );
  app.get(
    '/api/v1/reservations/itinerary.pdf',
    {
      schema: {
        summary: `${PDF_SUMMARY} (by manage grant)`,
        description: NOTE,
        headers: manageGrantHeadersSchema,
        querystring: itineraryQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    (request, reply) => pdf(request, reply, request.query),
  );

  app.get(
    '/api/v1/reservations/:locator/itinerary.ics',
    {
      schema: {
        summary: ICS_SUMMARY,
        description: `${ICS_NOTE} ${NOTE}`,
        headers: manageGrantHeadersSchema,
        params: itineraryParamsSchema,
        querystring: itineraryQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    (request, reply) => ics(request, reply, request.query, request.params.locator),
  );
  app.get(
    '/api/v1/reservations/itinerary.ics',
    {
      schema: {
        summary: `${ICS_SUMMARY} (by manage grant)`,
        description: `${ICS_NOTE} ${NOTE}`,
        headers: manageGrantHeadersSchema,
        querystring: itineraryQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    (request, reply) => ics(request, reply, request.query),
  );
};
