import {
  boardingPassFileQuerySchema,
  boardingPassesResponseSchema,
  checkinBodySchema,
  checkinEmailBodySchema,
  checkinEmailResponseSchema,
  departureKeyBodySchema,
  checkinResponseSchema,
  checkinSeatsQuerySchema,
  checkinSeatsResponseSchema,
  checkinViewSchema,
  uncheckinBodySchema,
} from '@skybook/contracts/checkin';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { MANAGE_GRANT_HEADER, manageGrantHeadersSchema } from '@skybook/contracts/manage-booking';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError } from '../../../plugins/app-error';
import type { BoardingPassFile, BoardingPassService } from './boarding-pass.service';
import type { CheckinService } from './checkin.service';

export const CHECKIN_ERRORS = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

export const CHECKIN_ACCESS =
  'The booking is named by its manage grant (x-manage-grant, from POST reservations/grants with the booking code and the contact’s or a passenger’s names): 403 MANAGE_GRANT_INVALID without a valid one, 410 MANAGE_GRANT_EXPIRED. departureKey is a journey’s key (400 INVALID_REQUEST for another).';

const REFUSALS =
  '409 CHECKIN_NOT_AVAILABLE with details.resultCode, requirements §8’s check-in code, and a translated field issue: 90 booking not paid (or a balance due), 91 before the window (it opens 24 h before the first flight), 93 closed (1 h before), 94 departed, 95 more than 9 people, 98 another carrier’s flight, 99 an airport without online check-in; per passenger 96 travelling with an infant, 92 special assistance.';

/** The grant header, required by every check-in call. */
export function grantOf(value: string | undefined): string {
  if (value === undefined || value === '') throw appError('MANAGE_GRANT_INVALID');
  return value;
}

export interface CheckinRoutesOptions {
  checkins: CheckinService;
  boardingPasses: BoardingPassService;
}

const PASSES =
  'Boarding passes exist for passengers checked in on the journey (404 NOT_FOUND when nobody is); each carries the IATA BCBP string of the passenger’s flights on the journey (M1, M2 for a connection), drawn as PDF417. 502 checkin_fail_showBP when one cannot be made.';

/** A downloaded file: its name, type, and never cached (it holds a boarding pass). */
function sendFile(reply: FastifyReply, file: BoardingPassFile) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .type(file.contentType)
    .send(file.body);
}

/** Online check-in (requirements §7 GET/POST checkin, checkin/seats, uncheckin; decision 026). */
export const checkinRoutes: FastifyPluginAsyncZod<CheckinRoutesOptions> = async (
  app,
  { checkins, boardingPasses },
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
) => {
  app.get(
    '/api/v1/checkin',
    {
      schema: {
        summary: 'A booking’s online check-in: each journey, its window, who may check in and what is done',
        description: `${CHECKIN_ACCESS} Per journey: the window (opensAt, closesAt), the journey’s refusal code when nobody can check in now (null when open), whether passports are asked (international), whether check-in can be undone; per passenger the refusal that sends them to the counter (96 infant, 92 special assistance) and per flight the seat and the check-in (sequence number, time). The answer carries a fresh grant.`,
        headers: manageGrantHeadersSchema,
        response: { 200: checkinViewSchema, ...CHECKIN_ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkins.view(grantOf(request.headers[MANAGE_GRANT_HEADER]), request.ip);
    },
  );

  app.get(
    '/api/v1/checkin/seats',
    {
      schema: {
        summary: 'The seat maps of a journey for a passenger checking in, and the seat they have',
        description: `${CHECKIN_ACCESS} bookingKey, when sent, must be the granted booking’s key (404 otherwise); departurePassengerJourneyDetailKey is the passenger’s key (400 INVALID_PASSENGER_NUMBER for an infant or a stranger). Seats with totalAmount 0 are included in the fare and may be chosen in POST checkin; a seat with a price is bought first as an extra (POST reservations/services). 502 checkin_fail_get_seats when the map cannot be read.`,
        headers: manageGrantHeadersSchema,
        querystring: checkinSeatsQuerySchema,
        response: { 200: checkinSeatsResponseSchema, ...CHECKIN_ERRORS, 502: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkins.seats(grantOf(request.headers[MANAGE_GRANT_HEADER]), request.query, request.ip);
    },
  );

  app.post(
    '/api/v1/checkin',
    {
      schema: {
        summary: 'Check passengers in on every flight of a journey, each with a seat',
        description: `${CHECKIN_ACCESS} ${REFUSALS} dangerousGoodsAccepted must be true (400 TERMS_NOT_ACCEPTED). Each passenger once, not an infant (an infant flies on the adult’s boarding pass): 400 INVALID_PASSENGER_NUMBER otherwise. International journeys need each passenger’s passport (400 INVALID_PASSPORT with field issues: missing, unknown nationality, expiring less than 6 months after the last flight). Seats: a seat bought with the booking is kept (another choice: 409 CANNOT_EDIT_SERVICE); a seat the fare includes may be chosen (409 SEAT_UNAVAILABLE when taken, SEAT_NOT_ALLOWED with a price or against the seat rules); anyone else is given a free Standard seat, a child beside an adult of the booking (409 SEAT_UNAVAILABLE when none is left). One transaction: every passenger and flight, or nothing. A passenger already checked in is left as they are, so a repeat is harmless.`,
        headers: manageGrantHeadersSchema,
        body: checkinBodySchema,
        response: { 200: checkinResponseSchema, ...CHECKIN_ERRORS, 502: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const grant = grantOf(request.headers[MANAGE_GRANT_HEADER]);
      const checkin = await checkins.checkIn(grant, request.body, request.language, request.ip);
      const passes = await boardingPasses.show(grant, request.body.departureKey, request.ip);
      return { checkin, departureKey: passes.departureKey, boardingPasses: passes.boardingPasses };
    },
  );

  app.post(
    '/api/v1/uncheckin',
    {
      schema: {
        summary: 'Undo the check-in of a journey’s passengers while online check-in is open',
        description: `${CHECKIN_ACCESS} passengerKeys names whom (everyone checked in on the journey when left out; 400 INVALID_PASSENGER_NUMBER for a stranger). Until the window closes: 409 CHECKIN_NOT_AVAILABLE 93 after, 94 once departed. Seats given at check-in are freed; seats bought stay the passenger’s. Their boarding passes stop being issued. Answers the check-in view.`,
        headers: manageGrantHeadersSchema,
        body: uncheckinBodySchema,
        response: { 200: checkinViewSchema, ...CHECKIN_ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkins.uncheckin(
        grantOf(request.headers[MANAGE_GRANT_HEADER]),
        request.body,
        request.language,
        request.ip,
      );
    },
  );

  app.patch(
    '/api/v1/checkin/boardingPass',
    {
      schema: {
        summary:
          'The boarding passes of a checked-in journey, issued again (requirements §7 checkin/boardingPass)',
        description: `${CHECKIN_ACCESS} ${PASSES} Each pass: passenger, flight, route with the airports’ zones, departure, boarding (40 minutes before) and gate closing (15 minutes before boarding), seat, compartment, sequence number, the BCBP string and its barcode as an SVG data URL, the Save to Google Wallet link when a Google Wallet issuer is configured, and whether an Apple Wallet pass can be downloaded (a pass certificate is configured).`,
        headers: manageGrantHeadersSchema,
        body: departureKeyBodySchema,
        response: { 200: boardingPassesResponseSchema, ...CHECKIN_ERRORS, 502: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return boardingPasses.show(
        grantOf(request.headers[MANAGE_GRANT_HEADER]),
        request.body.departureKey,
        request.ip,
      );
    },
  );

  app.post(
    '/api/v1/checkin/email',
    {
      schema: {
        summary:
          'E-mail a checked-in journey’s boarding passes to the booking’s contact (requirements §7 checkin/email)',
        description: `${CHECKIN_ACCESS} ${PASSES} The e-mail is in languageCode (the request’s language when left out; 400 INVALID_LANGUAGE for another): each pass with its barcode inline, the A4 PDF of all passes and the calendar file attached. 503 error.sendMailFail when the mail server refuses it.`,
        headers: manageGrantHeadersSchema,
        body: checkinEmailBodySchema,
        response: {
          200: checkinEmailResponseSchema,
          ...CHECKIN_ERRORS,
          502: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return boardingPasses.email(
        grantOf(request.headers[MANAGE_GRANT_HEADER]),
        request.body,
        request.language,
        request.ip,
      );
    },
  );

  app.get(
    '/api/v1/checkin/boarding-pass.pdf',
    {
      schema: {
        summary: 'A checked-in journey’s boarding passes as PDF, A4 or phone-sized',
        description: `${CHECKIN_ACCESS} ${PASSES} One page per passenger and flight (passengerKey: only theirs); size a4 (default) or phone. Labelled in the request’s language.`,
        headers: manageGrantHeadersSchema,
        querystring: boardingPassFileQuerySchema,
        response: { ...CHECKIN_ERRORS, 502: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await boardingPasses.pdf(
          grantOf(request.headers[MANAGE_GRANT_HEADER]),
          request.query,
          request.language,
          request.ip,
        ),
      ),
  );

  app.get(
    '/api/v1/checkin/boarding-pass.ics',
    {
      schema: {
        summary: 'A checked-in journey’s flights as a calendar file, with boarding and gate-closing alarms',
        description: `${CHECKIN_ACCESS} ${PASSES} One event per flight in its airports’ time zones (VTIMEZONE), naming who is checked in and their seats.`,
        headers: manageGrantHeadersSchema,
        querystring: boardingPassFileQuerySchema,
        response: { ...CHECKIN_ERRORS, 502: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await boardingPasses.ics(
          grantOf(request.headers[MANAGE_GRANT_HEADER]),
          request.query.departureKey,
          request.language,
          request.ip,
        ),
      ),
  );

  app.get(
    '/api/v1/checkin/boarding-pass.pkpass',
    {
      schema: {
        summary: 'One boarding pass as a signed Apple Wallet pass',
        description: `${CHECKIN_ACCESS} ${PASSES} passengerKey names the passenger, flightKey the flight (the journey’s first of theirs when left out). 404 NOT_FOUND when no pass certificate is configured: an unsigned pass is never offered.`,
        headers: manageGrantHeadersSchema,
        querystring: boardingPassFileQuerySchema,
        response: { ...CHECKIN_ERRORS, 502: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await boardingPasses.pkpass(
          grantOf(request.headers[MANAGE_GRANT_HEADER]),
          request.query,
          request.language,
          request.ip,
        ),
      ),
  );
};
