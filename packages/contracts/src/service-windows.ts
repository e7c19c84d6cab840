import { z } from 'zod';

/*
 * What GET ancillaryOptions and GET seatSelectionOptions add when they are asked with a manage
 * grant (manage booking, /my/edit-service, decision 024): whether each extra can still be bought
 * on each flight of the booked journey, and until when. Kept apart from service-change.ts so the
 * catalogue and seat-map contracts can use it without importing the quotation.
 */

/** The extras with a cut-off: every catalogue service type, seats and travel insurance. */
export const CHANGEABLE_SERVICES = [
  'seat',
  'luggage',
  'oversizeLuggage',
  'meal',
  'priorityCheckIn',
  'airportShuttle',
  'departureTaxi',
  'arrivalTaxi',
  'flower',
  'esim',
  'dutyFree',
  'souvenir',
  'comfortKit',
  'petService',
  'paxService',
  'travelInsurance',
] as const;

/** open: can be bought; pastCutoff: too late for this flight; departed: the flight has left. */
export const SERVICE_WINDOWS = ['open', 'pastCutoff', 'departed'] as const;

export const serviceCutoffSchema = z.object({
  service: z.enum(CHANGEABLE_SERVICES),
  /** The flight of the journey it is for (0-based); an extra of the whole journey reads flight 0. */
  flightIndex: z.number().int(),
  /** ISO instant: the last moment it can be bought for that flight. */
  cutoffAt: z.string(),
  window: z.enum(SERVICE_WINDOWS),
});

export type ServiceCutoff = z.infer<typeof serviceCutoffSchema>;

/** A seat, extra or insurance the booking already has: shown locked, never sold again. */
export const boughtServiceSchema = z.object({
  kind: z.enum(['seat', 'service', 'insurance']),
  passengerKey: z.string().nullable(),
  /** The flight of the journey (seats, per-flight extras), else null. */
  flightIndex: z.number().int().nullable(),
  /** The catalogue product, the seat's code or the insurance plan. */
  code: z.string(),
  serviceType: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  totalAmount: z.number().int(),
});

export type BoughtService = z.infer<typeof boughtServiceSchema>;

/** The manage-booking part of an answer about one journey of a booking. */
export const bookedJourneyEditSchema = z.object({
  reservationKey: z.string(),
  journeyKey: z.string(),
  /** Per service and flight of the journey. */
  cutoffs: z.array(serviceCutoffSchema),
  /** What the passengers already have on this journey (and the trip's insurance). */
  bought: z.array(boughtServiceSchema),
});

export type BookedJourneyEdit = z.infer<typeof bookedJourneyEditSchema>;
