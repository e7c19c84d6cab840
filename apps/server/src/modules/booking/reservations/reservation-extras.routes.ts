import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  decryptBookingLinkBodySchema,
  decryptBookingLinkResponseSchema,
  frequentFlyersBodySchema,
  reservationResponseSchema,
  sendReservationEmailQuerySchema,
  sendReservationEmailResponseSchema,
  updateContactBodySchema,
  vikkiLinkBodySchema,
  vikkiLinkResponseSchema,
} from '@skybook/contracts/reservation';
import { MANAGE_GRANT_HEADER, manageGrantHeadersSchema } from '@skybook/contracts/manage-booking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReservationExtras } from './reservation-extras';
import { ACCESS_NOTE } from './reservation-lookup.routes';

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

const FOUND_AS_GET = ACCESS_NOTE;

/**
 * The other manage-booking calls of requirements §7 (issue 5): GET reservations/sendEmail, PATCH decrypt,
 * PATCH frequentFlyers, PUT reservations and PATCH reservations/vikki. Registered after the
 * payments plugin (re-sending a confirmation reads the booking's payment).
 */
export interface ExtrasRoutesOptions {
  extras: ReservationExtras;
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const reservationExtrasRoutes: FastifyPluginAsyncZod<ExtrasRoutesOptions> = async (app, options) => {
  const { extras } = options;
  app.get(
    '/api/v1/reservations/sendEmail',
    {
      schema: {
        summary:
          'E-mail a paid booking’s confirmation again, with its itinerary PDF and calendar file (requirements §7)',
        description: `${FOUND_AS_GET} Only a Paid booking has a confirmation: 409 RESERVATION_NOT_PAID otherwise. The message goes to the booking's contact address, in the booking's language; the answer shows that address masked. 503 error.sendMailFail when the mail server refuses it.`,
        headers: manageGrantHeadersSchema,
        querystring: sendReservationEmailQuerySchema,
        response: { 200: sendReservationEmailResponseSchema, ...errors, 503: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { reservationLocator, lastName, firstName } = request.query;
      const sent = await extras.resendConfirmation(
        {
          grant: request.headers[MANAGE_GRANT_HEADER],
          names: {
            ...(reservationLocator === undefined ? {} : { locator: reservationLocator }),
            ...(lastName === undefined ? {} : { lastName }),
            ...(firstName === undefined ? {} : { firstName }),
          },
        },
        request.ip,
      );
      reply.header('cache-control', 'no-store');
      return sent;
    },
  );

  app.patch(
    '/api/v1/decrypt',
    {
      schema: {
        summary:
          'Read a manage-booking link token: the booking’s locator and the traveller’s names (requirements §7)',
        description:
          'The token is AES-256-GCM encrypted and authenticated by the server and expires 30 days after it was made. A token changed in any way, or not one of ours, answers 400 BOOKING_LINK_INVALID; an expired one 400 BOOKING_LINK_EXPIRED. The names then find the booking through GET reservations.',
        body: decryptBookingLinkBodySchema,
        response: { 200: decryptBookingLinkResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const link = await extras.decryptLink(request.body.encrypted);
      reply.header('cache-control', 'no-store');
      return link;
    },
  );

  app.patch(
    '/api/v1/frequentFlyers',
    {
      schema: {
        summary:
          'Set the passengers’ Skyclub or SkyJoy membership numbers on a booking (requirements §3, §7)',
        description: `${FOUND_AS_GET} Numbers are 6–16 capital letters or digits (spaces dropped, any case); an empty one removes it. 400 INVALID_FORM with the field issues for a bad number, INVALID_REQUEST for a passenger not in the booking; 409 CONFLICT for a cancelled booking.`,
        headers: manageGrantHeadersSchema,
        body: frequentFlyersBodySchema,
        response: { 200: reservationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      reservation: await extras.setFrequentFlyers(
        request.body,
        request.headers[MANAGE_GRANT_HEADER],
        request.ip,
        request.language,
      ),
    }),
  );

  app.put(
    '/api/v1/reservations',
    {
      schema: {
        summary:
          'Change a booking’s contact details (e-mail, phone, address, country, province) and correct passengers’ names (requirements §2, §5, §7)',
        description: `${FOUND_AS_GET} The contact's title and names stay, except with a name correction of the same person. Name corrections (passengers: key and the whole corrected name) are free: at most 3 letters edited over the whole name (inserted, removed, replaced or two neighbours swapped; case and accents ignored), until 3 hours before the first departure — otherwise 422 NAME_CORRECTION_NOT_ALLOWED (details.reason notACorrection or tooLate) and nothing changes; an invalid name 400 INVALID_LASTNAME / INVALID_FIRSTNAME. Phone 8–11 digits, address at most 50 characters, a known country and, for Vietnam, a known province: 400 with the requirements §8 code of the first field at fault (INVALID_TELEPHONE, INVALID_ADDRESS, INVALID_COUNTRY, INVALID_PROVINCE, INVALID_FORM for the e-mail) and every issue. 409 CONFLICT for a cancelled booking.`,
        headers: manageGrantHeadersSchema,
        body: updateContactBodySchema,
        response: { 200: reservationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      reservation: await extras.updateContact(
        request.body,
        request.headers[MANAGE_GRANT_HEADER],
        request.ip,
        request.language,
      ),
    }),
  );

  app.patch(
    '/api/v1/reservations/vikki',
    {
      schema: {
        summary: 'A signed link to pay an unpaid booking at the Vikki bank partner (requirements §7)',
        description: `${FOUND_AS_GET} The link carries locator, amount (what remains, minor units), currency, expiresAt (the hold's end), returnUrl (/payment-confirmation with the locator and paymentId) and paymentId, and signature = base64url(HMAC-SHA256(secret, "locator=…&amount=…&currency=…&expiresAt=…&returnUrl=…&paymentId=…")) with the secret shared with the bank. paymentId names a payment attempt (identifier VIKKI, PENDING) recorded for the booking; asked again while it is open, the same attempt and link. The bank's signed notification (payment/notifications/vikki) settles it. 409 RESERVATION_ALREADY_PAID for a Paid booking, RESERVATION_NOT_PAYABLE for a cancelled one or one past its hold.`,
        headers: manageGrantHeadersSchema,
        body: vikkiLinkBodySchema,
        response: { 200: vikkiLinkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const redirectLink = await extras.vikkiLink(
        { grant: request.headers[MANAGE_GRANT_HEADER], names: request.body },
        request.ip,
      );
      reply.header('cache-control', 'no-store');
      return { data: { redirectLink } };
    },
  );
};
