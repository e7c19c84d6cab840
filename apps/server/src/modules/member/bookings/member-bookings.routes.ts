import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  attachBookingBodySchema,
  attachBookingResponseSchema,
  BOOKING_HISTORIES_PAGE_SIZE,
  bookingHistoriesQuerySchema,
  bookingHistoriesResponseSchema,
  myBookingGrantResponseSchema,
  myBookingParamsSchema,
  myBookingResponseSchema,
  updateBookingStatusBodySchema,
  updateBookingStatusResponseSchema,
} from '@skybook/contracts/member-bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberBookings } from '../../booking/public';
import { MEMBER_BEARER_DOC, MEMBER_ROUTE_ERRORS, type MemberAuth } from '../member-auth';
import type { BookingAttach } from './booking-attach';

export interface MemberBookingsRoutesOptions {
  auth: MemberAuth;
  bookings: MemberBookings;
  attachments: BookingAttach;
}

const TABS_DOC =
  'Tabs (decision 032): UNPAID, unpaid and still held; INCOMING, paid with a flight still to land; COMPLETED, paid and every flight landed; CANCELLED, cancelled or an unpaid hold that ran out (6 hours); ALL, every one.';
const ITEM_DOC =
  'Each booking: reservationKey, locator, status as it reads now, its tab, routes (origin, destination, local and UTC departure and arrival, flight numbers), passengerCount, totalAmount and remaining in minor units of currency, createdAt, holdExpiresAt while held, and actions: pay, cancel (update-status), manage (open it with POST my/booking/{locator}/grant), checkIn (a journey’s online check-in window is open).';

/**
 * A member's bookings (requirements §3 booking history and my-booking list, §7; decision 032),
 * read and changed through booking's public.ts; behind the bearer check. A booking is the
 * member's when it was made with their token.
 */
export const memberBookingsRoutes: FastifyPluginAsyncZod<MemberBookingsRoutesOptions> = async (
  app,
  { auth, bookings, attachments },
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
) => {
  app.get(
    '/api/v1/users/booking-histories',
    {
      schema: {
        summary: 'The member’s bookings by my-trips tab, with each tab’s count (requirements §3, §4)',
        description: `${MEMBER_BEARER_DOC} ${TABS_DOC} ${String(BOOKING_HISTORIES_PAGE_SIZE)} bookings a page from page 1, newest first. ${ITEM_DOC}`,
        querystring: bookingHistoriesQuerySchema,
        response: { 200: bookingHistoriesResponseSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const { tab, page } = request.query;
      return bookings.histories(auth.memberOf(request).memberId, tab, page);
    },
  );

  app.post(
    '/api/v1/users/booking-histories/update-status',
    {
      schema: {
        summary: 'Cancel one of the member’s held, unpaid bookings (requirements §7 update-status)',
        description: `${MEMBER_BEARER_DOC} status CANCELLED is the one change offered. The booking is cancelled and its seats and fare buckets released, as manage booking cancels an unpaid booking; asking again answers the same. 404 BOOKING_NOT_FOUND alike for an unknown code and another member’s booking; 409 RESERVATION_ALREADY_PAID for a paid one (cancel it from manage booking, into a credit or a refund). Answers the booking as it now stands.`,
        body: updateBookingStatusBodySchema,
        response: {
          200: updateBookingStatusResponseSchema,
          409: errorEnvelopeSchema,
          ...MEMBER_ROUTE_ERRORS,
        },
      },
    },
    async (request) => {
      return { bookingHistory: await bookings.cancel(auth.memberOf(request).memberId, request.body.locator) };
    },
  );

  app.post(
    '/api/v1/users/booking-histories/attach',
    {
      schema: {
        summary: 'Make a booking made as a guest the member’s, proven by its code and the member’s name',
        description: `${MEMBER_BEARER_DOC} The name must be the member’s and an adult’s or child’s of the booking, as for a points retro-claim. 404 BOOKING_NOT_FOUND alike for an unknown code and a wrong name; 409 BOOKING_OWNED_BY_ANOTHER_MEMBER when another member holds it (made with their token or attached first); a booking already the member’s answers as the first time; 429 RATE_LIMITED past five tries an hour. Answers the booking as the histories show it.`,
        body: attachBookingBodySchema,
        response: {
          200: attachBookingResponseSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          ...MEMBER_ROUTE_ERRORS,
        },
      },
    },
    async (request) => {
      return { bookingHistory: await attachments.attach(auth.memberOf(request).memberId, request.body) };
    },
  );

  app.get(
    '/api/v1/my/booking',
    {
      schema: {
        summary:
          'The member’s bookings still to pay or to fly (requirements §3 my-booking list, §7 my/booking)',
        description: `${MEMBER_BEARER_DOC} The UNPAID and INCOMING bookings, soonest departure first. ${ITEM_DOC}`,
        response: { 200: myBookingResponseSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => {
      return { items: await bookings.upcoming(auth.memberOf(request).memberId) };
    },
  );

  app.post(
    '/api/v1/my/booking/:locator/grant',
    {
      schema: {
        summary: 'A manage grant for one of the member’s bookings: open it without the code-and-name lookup',
        description: `${MEMBER_BEARER_DOC} The same grant POST booking reservations/grants answers after the lookup ({ grant, expiresAt, reservationKey }, 30 minutes): the manage-booking pages send it as x-manage-grant. 404 BOOKING_NOT_FOUND alike for an unknown code and another member’s booking.`,
        params: myBookingParamsSchema,
        response: { 200: myBookingGrantResponseSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => {
      return bookings.grant(auth.memberOf(request).memberId, request.params.locator);
    },
  );
};
