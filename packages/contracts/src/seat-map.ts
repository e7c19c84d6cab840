import { CURRENCY_CODES } from '@skybook/domain/currency';
import { z } from 'zod';
import { bookedJourneyEditSchema } from './service-windows';

/*
 * GET /booking/api/v1/seatSelectionOptions?bookingKey=… (requirements §7), with the x-session-id header:
 * the seat map of every flight of one journey of the session, priced in the booking currency.
 * Element and seat-class values are strings on purpose: the web draws a type it does not know as
 * unavailable instead of failing (issue 4), so the server may add new ones.
 */

export const seatSelectionOptionsQuerySchema = z.object({
  bookingKey: z
    .string()
    .optional()
    .describe('The booking key of one journey of the session (requirements §7).'),
  journeyKey: z
    .string()
    .max(100)
    .optional()
    .describe('With the x-manage-grant header: the booked journey’s key (the first journey without one).'),
  reservationKey: z
    .string()
    .max(64)
    .optional()
    .describe('With the x-manage-grant header: must be the granted booking’s key (404 otherwise).'),
});

export const seatSchema = z.object({
  /** `12A`. */
  code: z.string(),
  letter: z.string(),
  /** Business, Premium, Standard, ExitRow, FrontRow (requirements §3); others may come. */
  seatClass: z.string(),
  /** Luxury, Standard, ExtraLeg, Front. */
  cabinType: z.string(),
  /** Free to choose now: sellable and not held or sold. */
  available: z.boolean(),
  isWindow: z.boolean(),
  isAisle: z.boolean(),
  /** Index of the block of seats between aisles (0 = left block): one infant per block. */
  block: z.number().int(),
  /** Price before VAT, minor units of the answer's currency; 0 when the fare family includes it. */
  baseAmount: z.number().int(),
  vatAmount: z.number().int(),
  totalAmount: z.number().int(),
  /** The fare family lets the passenger choose this seat at no charge (requirements §5 ticket class). */
  includedInFare: z.boolean(),
});

/** One column position of a row: a seat, an aisle or nothing (galley, missing seat …). */
export const seatRowElementSchema = z.object({
  /** `seat`, `aisle`, `empty`; unknown types are drawn as unavailable. */
  type: z.string(),
  seat: seatSchema.nullable(),
});

export const seatRowSchema = z.object({
  number: z.number().int(),
  /** An emergency exit is at this row: no infants or children sit in it (requirements §5 exit-row rule). */
  isExitRow: z.boolean(),
  /** Over the wing. */
  isWing: z.boolean(),
  /** Left to right, aisles included; every row has as many elements as the cabin's columns. */
  elements: z.array(seatRowElementSchema),
});

export const seatCabinSchema = z.object({
  cabinType: z.string(),
  /** Column headers left to right, `-` for an aisle: `A B C - D E F`. */
  columns: z.array(z.string()),
  rows: z.array(seatRowSchema),
});

export const flightSeatMapSchema = z.object({
  /** Position of the flight in its journey, 0-based. */
  flightIndex: z.number().int(),
  flightId: z.number().int(),
  carrierCode: z.string(),
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
  aircraft: z.object({ code: z.string(), name: z.string() }),
  cabins: z.array(seatCabinSchema),
  /** Seat classes the journey's fare family may choose at no charge. */
  freeSeatClasses: z.array(z.string()),
});

export const seatSelectionOptionsResponseSchema = z.object({
  journeyIndex: z.number().int(),
  currency: z.enum(CURRENCY_CODES),
  minorUnitExponent: z.number().int(),
  flights: z.array(flightSeatMapSchema),
  /**
   * Only when asked with a manage grant: the seat cut-off of each flight and the seats the
   * booking already has (shown as taken on the map: they are the booking's own).
   */
  edit: bookedJourneyEditSchema.optional(),
});

export type SeatDto = z.infer<typeof seatSchema>;
export type SeatRowDto = z.infer<typeof seatRowSchema>;
export type SeatCabinDto = z.infer<typeof seatCabinSchema>;
export type FlightSeatMapDto = z.infer<typeof flightSeatMapSchema>;
export type SeatSelectionOptionsResponse = z.infer<typeof seatSelectionOptionsResponseSchema>;
