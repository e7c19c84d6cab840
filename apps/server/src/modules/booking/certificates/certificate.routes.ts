import {
  certificatePdfParamsSchema,
  certificatePdfQuerySchema,
  certificateRequestSchema,
  certificateResponseSchema,
  flightOperationBodySchema,
  flightOperationParamsSchema,
  flightOperationSchema,
} from '@skybook/contracts/certificate';
import { bearerAuthHeadersSchema } from '@skybook/contracts/cms';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderCertificatePdf } from '../../../documents/certificate-pdf';
import { readLanguageId } from '../../../i18n/language-id';
import { assertCmsAdmin } from '../../../plugins/admin-guard';
import type { CertificateService } from './certificate.service';

const errors = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

const FOUND_AS_GET =
  'The booking is found as GET reservations finds it: an unknown locator and a wrong name both answer 404 BOOKING_NOT_FOUND; rate limited per client and per locator (429 RATE_LIMITED with Retry-After).';
const RULES =
  '409 CERTIFICATE_NOT_AVAILABLE unless the booking is Paid (unpaid or cancelled); 409 FLIGHT_NOT_OPERATED while none of its flights has an operations record of having flown (scheduled departure passed) or of being cancelled.';

/**
 * The flight-operation certificate (requirements §2 /flights-operation-certificate, §7 PATCH certificate):
 * operations staff record what happened to a flight; travellers get a certificate of it, as JSON
 * for the page and as a PDF.
 */
export interface CertificateRoutesOptions {
  certificates: CertificateService;
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const certificateRoutes: FastifyPluginAsyncZod<CertificateRoutesOptions> = async (app, options) => {
  const { certificates } = options;
  app.put(
    '/admin/flight-operations/:flightId',
    {
      schema: {
        summary: 'Record what actually happened to a dated flight (operations staff, CMS admin token)',
        description:
          "Needs `Authorization: Bearer <token>` as the CMS's write calls (an admin's access token or the 'cms-admin-token' secret); missing or wrong → 401 INVALID_TOKEN. status operated, delayed, cancelled or diverted; actual departure and arrival instants (none when cancelled, arrival after departure, departure not in the future); delayMinutes ≥ 0 (> 0 when delayed); reason weather, technical, atc, crew, late_aircraft, airport or other (required unless operated). A broken rule → 400 INVALID_FLIGHT_OPERATION with one issue per rule; an unknown flight → 404 NOT_FOUND. A second PUT replaces the record (recordedAt kept).",
        headers: bearerAuthHeadersSchema,
        params: flightOperationParamsSchema,
        body: flightOperationBodySchema,
        response: { 200: flightOperationSchema, ...errors, 401: errorEnvelopeSchema },
      },
      // Before validation, so a caller without the token learns nothing about the body's shape.
      preValidation: (request) => assertCmsAdmin(app, request.headers.authorization),
    },
    (request) => certificates.recordOperation(request.params.flightId, request.body, request.language),
  );

  app.patch(
    '/api/v1/certificate',
    {
      schema: {
        summary:
          'The flight-operation certificate of a paid booking, for an insurer or an employer (requirements §7)',
        description: `${FOUND_AS_GET} ${RULES} Answers the certificate: its number (issued on the first success, the same on every later call), issuedAt, the passengers and every flight with its scheduled and actual local times (each airport's zone), status, delay and reason; a flight without a record yet has operation null. Airport names in languageId (else Accept-Language).`,
        body: certificateRequestSchema,
        response: { 200: certificateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const language = readLanguageId(request.body.languageId, request.language);
      const certificate = await certificates.certificate(request.body, request.ip, language);
      reply.header('cache-control', 'no-store');
      return { certificate };
    },
  );

  app.get(
    '/api/v1/reservations/:locator/certificate.pdf',
    {
      schema: {
        summary: 'The flight-operation certificate as an A4 PDF, for the certificate page’s download',
        description: `${FOUND_AS_GET} ${RULES} The same certificate as PATCH certificate, labelled in languageId (English for a script the PDF font cannot draw).`,
        params: certificatePdfParamsSchema,
        querystring: certificatePdfQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const language = readLanguageId(request.query.languageId, request.language);
      const certificate = await certificates.certificate(
        {
          locator: request.params.locator,
          lastName: request.query.lastName,
          firstName: request.query.firstName,
        },
        request.ip,
        language,
      );
      const pdf = await renderCertificatePdf(certificate, language);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="certificate-${certificate.certificateNumber}.pdf"`,
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
