import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  bookingNamesSchema,
  createGrantBodySchema,
  grantSchema,
  MANAGE_GRANT_HEADER,
  manageGrantHeadersSchema,
  managedReservationResponseSchema,
} from '@skybook/contracts/manage-booking';
import {
  passengerLoyaltiesBodySchema,
  passengerLoyaltiesParamsSchema,
  reservationResponseSchema,
} from '@skybook/contracts/reservation';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReservationAccess } from '../manage/reservation-access';
import { updatePassengerLoyalties } from './reservation-edit';

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
  428: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** What every manage call says of how it names its booking. */
export const ACCESS_NOTE =
  'Name the booking by the x-manage-grant header (from POST reservations/grants or an earlier GET reservations), or by locator, family name and given name as GET reservations finds it. With a grant, that booking only: a locator of another answers 404 BOOKING_NOT_FOUND; 403 MANAGE_GRANT_INVALID for a token that is not ours, 410 MANAGE_GRANT_EXPIRED for an old one. By names: an unknown locator and a wrong name both answer 404 BOOKING_NOT_FOUND, rate limited per client and per locator (429 RATE_LIMITED with Retry-After), and past CAPTCHA_LOOKUPS_PER_WINDOW lookups by names in 10 minutes a client sends a solved challenge in x-captcha (428 CAPTCHA_REQUIRED without one; decision 045); 400 INVALID_REQUEST when neither is sent.';

/**
 * Check-in status per passenger and flight (requirements §4): checked in when `checkedIn` has
 * `passengerKey|flightKey` (an infant is checked in with the adult whose lap it is on).
 */
export function checkinStatuses(reservation: ReservationDto, checkedIn: ReadonlySet<string>) {
  const lapOf = new Map(
    reservation.passengers.flatMap((passenger) =>
      passenger.type === 'infant' && passenger.flyWith ? [[passenger.key, passenger.flyWith] as const] : [],
    ),
  );
  return reservation.passengers.flatMap((passenger) =>
    reservation.journeys.flatMap((journey) =>
      journey.segments.map((segment) => ({
        passengerKey: passenger.key,
        flightKey: segment.key,
        status: checkedIn.has(`${lapOf.get(passenger.key) ?? passenger.key}|${segment.key}`)
          ? ('checkedIn' as const)
          : ('notYet' as const),
      })),
    ),
  );
}

/**
 * A traveller's own booking (requirements §7): POST reservations/grants opens a manage grant, GET
 * /api/v1/reservations reads the booking, PUT /api/v1/reservations/{key}/passengerLoyalties sets
 * membership numbers. Cancelling it is manage/cancellation.routes.ts.
 */
export interface LookupRoutesOptions {
  access: ReservationAccess;
  /** `passengerKey|flightKey` of everyone checked in on the booking. */
  checkedIn: (reservationKey: string) => Promise<ReadonlySet<string>>;
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const reservationLookupRoutes: FastifyPluginAsyncZod<LookupRoutesOptions> = async (app, options) => {
  const { access, checkedIn } = options;

  app.post(
    '/api/v1/reservations/grants',
    {
      schema: {
        summary:
          'Open a manage grant for a booking: by its code and a traveller’s names, or the e-mail’s link',
        description:
          'The body is the lookup form (locator, lastName, firstName: found as GET reservations finds them, with the same 404 BOOKING_NOT_FOUND whatever was wrong and the same rate limits, 429 RATE_LIMITED with Retry-After) or { link }, the token of the confirmation e-mail’s manage link (400 BOOKING_LINK_INVALID, BOOKING_LINK_EXPIRED a day after the trip). The grant is signed by the server, names the booking by its opaque key and opens it for 30 minutes; send it as x-manage-grant, so the locator and names never travel again.',
        body: createGrantBodySchema,
        response: { 200: grantSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return access.open(request.body, request.ip);
    },
  );

  app.get(
    '/api/v1/reservations',
    {
      schema: {
        summary:
          'A traveller’s booking, by manage grant or by its locator and a traveller’s family and given names (requirements §3, §7)',
        description: `${ACCESS_NOTE} Names match any passenger or the contact, ignoring case, accents and extra spaces; the given name may be the first name alone or middle and first names together. An unpaid booking past its 6-hour hold reads as Cancel. The answer carries a fresh grant and each passenger's check-in status per flight.`,
        headers: manageGrantHeadersSchema,
        querystring: bookingNamesSchema,
        response: { 200: managedReservationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reservation = await access.resolve(
        { grant: request.headers[MANAGE_GRANT_HEADER], names: request.query },
        request.ip,
      );
      reply.header('cache-control', 'no-store');
      return {
        reservation,
        reservationSummary: reservation.reservationSummary,
        grant: await access.grantFor(reservation),
        checkin: checkinStatuses(reservation, await checkedIn(reservation.key)),
      };
    },
  );

  app.put(
    '/api/v1/reservations/:key/passengerLoyalties',
    {
      schema: {
        summary: 'Set the passengers’ Skyclub / SkyJoy membership numbers on a booking (requirements §7)',
        description:
          'The path’s key is the reservation’s key, and the x-manage-grant header must be a grant for it: 403 MANAGE_GRANT_INVALID without one, 404 BOOKING_NOT_FOUND for another booking’s key (a key alone opens nothing), 410 MANAGE_GRANT_EXPIRED. Numbers are 6–16 capital letters or digits (spaces dropped, any case); an empty one removes it. 400 INVALID_FORM with the field issues for a bad number, INVALID_REQUEST for a passenger not in the booking; 409 CONFLICT for a cancelled booking.',
        headers: manageGrantHeadersSchema,
        params: passengerLoyaltiesParamsSchema,
        body: passengerLoyaltiesBodySchema,
        response: { 200: reservationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const found = await access.resolveKey(request.headers[MANAGE_GRANT_HEADER], request.params.key);
      return {
        reservation: await updatePassengerLoyalties(
          app.db,
          app.clock,
          found.key,
          request.body,
          request.language,
        ),
      };
    },
  );
};
