import { BOOKING_STATUSES, MY_TRIPS_TABS } from '@skybook/domain/booking-enums';
import { CURRENCY_CODES } from '@skybook/domain/currency';
import { z } from 'zod';
import { grantSchema } from './manage-booking';

/*
 * A member's bookings (requirements §3 booking history and my-booking list, §4 my-trips tabs, §7
 * `users/booking-histories`, `my/booking`; decision 032): the bookings made with the member's
 * token or attached by their code and name, by tab with each tab's count, cancelling an unpaid
 * one, and a manage grant to open one without the lookup. Behind the member service's bearer
 * check; a booking of another member answers as if it did not exist.
 */

/** The my-trips tabs (requirements §4); decision 032 defines each from the status and the clock. */
export const myTripsTabSchema = z.enum(MY_TRIPS_TABS);

/** Bookings a page of the histories holds. */
export const BOOKING_HISTORIES_PAGE_SIZE = 10;

export const bookingHistoriesQuerySchema = z.object({
  tab: myTripsTabSchema.default('ALL'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** What the member may do next with a booking (the list's buttons). */
export const MEMBER_BOOKING_ACTIONS = ['pay', 'cancel', 'manage', 'checkIn'] as const;

/** One journey of a booking as the list shows it: where, when (the airports' clocks), which flights. */
export const memberBookingRouteSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  /** Local departure time with its offset, e.g. 2026-12-01T06:15+07:00. */
  departureTime: z.string(),
  /** ISO-8601 UTC. */
  departureUtc: z.string(),
  arrivalTime: z.string(),
  arrivalUtc: z.string(),
  /** `VJ120`, one per flight. */
  flights: z.array(z.string()),
});

export const memberBookingSchema = z.object({
  /** The booking's opaque key (the /my/booking-detail/{id} of requirements §2). */
  reservationKey: z.string(),
  locator: z.string(),
  /** As the booking reads now: an unpaid booking whose hold ran out reads Cancel. */
  status: z.enum(BOOKING_STATUSES),
  tab: myTripsTabSchema.exclude(['ALL']),
  routes: z.array(memberBookingRouteSchema),
  /** The first flight's departure (ISO-8601 UTC); the routes carry the local times. */
  departureUtc: z.string().nullable(),
  passengerCount: z.number().int(),
  currency: z.enum(CURRENCY_CODES),
  /** Minor units of `currency`: every line of the booking, less the points' discount, plus the fee of the payment that paid it. */
  totalAmount: z.number().int(),
  /** Still to pay (minor units): the whole total while unpaid, a balance due after a change. */
  remaining: z.number().int(),
  /** ISO-8601 UTC. */
  createdAt: z.string(),
  /** Until when an unpaid booking is held (ISO-8601 UTC); null once paid or cancelled. */
  holdExpiresAt: z.string().nullable(),
  actions: z.array(z.enum(MEMBER_BOOKING_ACTIONS)),
});
export type MemberBooking = z.infer<typeof memberBookingSchema>;

const count = z.number().int();

/** How many of the member's bookings each tab holds. */
const tabCountsSchema = z.object({
  ALL: count,
  UNPAID: count,
  INCOMING: count,
  COMPLETED: count,
  CANCELLED: count,
});

export const bookingHistoriesResponseSchema = z.object({
  bookingHistories: z.array(memberBookingSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  counts: tabCountsSchema,
});
export type BookingHistoriesResponse = z.infer<typeof bookingHistoriesResponseSchema>;

/** The booking by its code; only cancelling (of an unpaid, held booking) is offered. */
export const updateBookingStatusBodySchema = z.object({
  locator: z.string().trim().min(5).max(8),
  status: z.literal('CANCELLED'),
});

export const updateBookingStatusResponseSchema = z.object({ bookingHistory: memberBookingSchema });
export type UpdateBookingStatusResponse = z.infer<typeof updateBookingStatusResponseSchema>;

/** The member's bookings still to fly or to pay, soonest departure first. */
export const myBookingResponseSchema = z.object({ items: z.array(memberBookingSchema) });
export type MyBookingResponse = z.infer<typeof myBookingResponseSchema>;

export const myBookingParamsSchema = z.object({ locator: z.string().trim().min(5).max(8) });

/** The manage grant of the member's own booking: the same grant the code-and-name lookup answers. */
export const myBookingGrantResponseSchema = grantSchema;

/** A signed-in member attaches a booking made as a guest, proving it as the lookup does. */
export const attachBookingBodySchema = z.object({
  reservationLocator: z.string().trim().min(5).max(8),
  familyName: z.string().trim().min(1).max(60),
  givenName: z.string().trim().min(1).max(60),
});

export const attachBookingResponseSchema = z.object({ bookingHistory: memberBookingSchema });
