import { BOOKING_STATUSES, TRIP_TYPES } from '@skybook/domain/booking-enums';
import { AIRLINE_TIME_ZONE } from '@skybook/domain/clock';
import { CURRENCY_CODES } from '@skybook/domain/currency';
import { SUPPORTED_LANGUAGES } from '@skybook/domain/languages';
import { z } from 'zod';
import { contactSchema, emergencyContactSchema, passengerSchema } from './passengers';
import { QUOTATION_LINE_KINDS } from './quotation';

/*
 * What a booking is (requirements §3 Reservation): its journeys, passengers, priced lines and summary as
 * stored, and the totals derived from them. The reservation calls are in ./reservation.ts.
 *
 * Money is integer minor units of `currency`.
 */

/** One money amount; requirements §3 reads `currencyAmounts[0].totalAmount`. */
export const currencyAmountSchema = z.object({
  currency: z.enum(CURRENCY_CODES),
  /** Before VAT; negative only for a discount. */
  amount: z.number().int(),
  vatAmount: z.number().int(),
  /** amount + vatAmount. */
  totalAmount: z.number().int(),
});

const pointSchema = z.object({
  airport: z.object({
    code: z.string(),
    /**
     * The airport's IANA time zone: the booking's deadlines are shown on the departure airport's
     * clock. Bookings stored before it was recorded read the airline's home zone.
     */
    timeZone: z.string().default(AIRLINE_TIME_ZONE),
  }),
  /** Local time with its offset, e.g. 2026-12-01T06:15+07:00. */
  scheduledTime: z.string(),
  /** ISO-8601 UTC instant. */
  utc: z.string(),
});

/** One flight of a journey (requirements §3 Reservation journeys[].segments: flight, departure, arrival). */
export const reservationSegmentSchema = z.object({
  /** The flight id, as text. */
  key: z.string(),
  flight: z.object({
    id: z.number().int(),
    airlineCode: z.object({ code: z.string() }),
    flightNumber: z.string(),
    aircraft: z.object({ code: z.string(), name: z.string() }),
  }),
  departure: pointSchema,
  arrival: pointSchema,
  durationMinutes: z.number().int(),
});

export const reservationJourneySchema = z.object({
  /** Flight ids joined by `-` (as search-flight's journey key). */
  key: z.string(),
  index: z.number().int(),
  direction: z.enum(['departure', 'return', 'leg']),
  fareFamily: z.object({ code: z.string(), name: z.string() }),
  segments: z.array(reservationSegmentSchema),
});

/** One priced line of the booking (requirements §3 charges: journey key, passenger key, currencyAmounts). */
export const reservationChargeSchema = z.object({
  /** Null for a line of the whole trip (insurance, donation). */
  journeyKey: z.string().nullable(),
  /** Null for a line of the booking (discount, taxi, donation). */
  passengerKey: z.string().nullable(),
  kind: z.enum(QUOTATION_LINE_KINDS),
  /** Charge code (FA, VAT, AX, SA, SR, IN, DC …). */
  code: z.string(),
  description: z.string(),
  currencyAmounts: z.array(currencyAmountSchema).length(1),
});

export const seatSelectionSchema = z.object({
  journeyKey: z.string(),
  flightKey: z.string(),
  passengerKey: z.string(),
  seatCode: z.string(),
  /** Standard, ExitRow, FrontRow, Premium, Business. */
  seatClass: z.string().nullable(),
  currencyAmounts: z.array(currencyAmountSchema).length(1),
});

export const insurancePurchaseSchema = z.object({
  passengerKey: z.string(),
  planCode: z.string(),
  name: z.string(),
  currencyAmounts: z.array(currencyAmountSchema).length(1),
});

export const ancillaryPurchaseSchema = z.object({
  journeyKey: z.string().nullable(),
  /** Set for per-flight products (meals). */
  flightKey: z.string().nullable(),
  passengerKey: z.string().nullable(),
  serviceType: z.string(),
  productCode: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  currencyAmounts: z.array(currencyAmountSchema).length(1),
});

export const reservationSummarySchema = z.object({
  currency: z.enum(CURRENCY_CODES),
  /** Every line of the booking (fares, taxes, extras, discounts): what the booking itself costs. */
  totalAmount: z.number().int(),
  /**
   * The payment method's fee charged on top of the booking with the payment that paid it (a card's
   * fee); 0 before payment and for a fee-free method. Bookings stored before fees were recorded
   * read 0.
   */
  feeAmount: z.number().int().default(0),
  /**
   * What the member's loyalty points take off the booking (decision 037): its own line, never one
   * of the booking's charges, so `totalAmount` stays what the booking costs. 0 without points.
   */
  pointsDiscount: z.number().int().nonnegative().default(0),
  /** The loyalty points that discount spent; 0 without points. */
  pointsRedeemed: z.number().int().nonnegative().default(0),
  /** What was captured from the traveller, the fee included. */
  paidAmount: z.number().int(),
  /** Still to pay: totalAmount − pointsDiscount + feeAmount − paidAmount. */
  remaining: z.number().int(),
});

/** What a booking is, as stored (the derived totals below are computed from it). */
export const reservationCoreSchema = z.object({
  /** Opaque id of the booking. */
  key: z.string(),
  /** Six characters (domain locator.ts). */
  locator: z.string(),
  /** Unpaid while held; Cancel once cancelled or when the hold ran out (requirements §4). */
  status: z.enum(BOOKING_STATUSES),
  /** Unpaid bookings are cancelled at this ISO instant (6 hours after creation). */
  holdExpiresAt: z.string(),
  createdAt: z.string(),
  /** Why a cancelled booking was cancelled: `holdExpired`, `cancelledByTraveller`. */
  cancelledReason: z.string().nullable(),
  language: z.enum(SUPPORTED_LANGUAGES),
  currency: z.enum(CURRENCY_CODES),
  minorUnitExponent: z.number().int(),
  tripType: z.enum(TRIP_TYPES),
  promoCode: z.string().nullable(),
  journeys: z.array(reservationJourneySchema),
  passengers: z.array(passengerSchema),
  contact: contactSchema,
  emergencyContact: emergencyContactSchema,
  charges: z.array(reservationChargeSchema),
  seatSelections: z.array(seatSelectionSchema),
  insurance: z.array(insurancePurchaseSchema),
  ancillaryPurchases: z.array(ancillaryPurchaseSchema),
  reservationSummary: reservationSummarySchema,
});

export type ReservationCore = z.infer<typeof reservationCoreSchema>;
export type ReservationCharge = z.infer<typeof reservationChargeSchema>;

export const chargesGroupSchema = z.object({
  /** Null: lines of the whole booking (promotion discount, per-booking extras). */
  passengerKey: z.string().nullable(),
  journeys: z.array(
    z.object({
      /** Null: lines of the whole trip (insurance, donation). */
      journeyKey: z.string().nullable(),
      charges: z.array(reservationChargeSchema),
      totalAmount: z.number().int(),
    }),
  ),
  totalAmount: z.number().int(),
});

/** requirements §3 derived totals of a reservation. */
export const reservationTotalsSchema = z.object({
  chargesGroup: z.array(chargesGroupSchema),
  /** Every line of the departure journey (the first one). */
  departureTotalAmount: z.number().int(),
  /** Every line of the return journey of a round trip; 0 otherwise. */
  returnTotalAmount: z.number().int(),
  /** Every line of the booking. */
  totalAmount: z.number().int(),
  /** reservationSummary.remaining. */
  remaining: z.number().int(),
});

export type ReservationTotals = z.infer<typeof reservationTotalsSchema>;

export const reservationSchema = reservationCoreSchema.extend(reservationTotalsSchema.shape);

export type ReservationDto = z.infer<typeof reservationSchema>;

const totalOf = (charges: readonly ReservationCharge[]): number =>
  charges.reduce((sum, charge) => sum + (charge.currencyAmounts[0]?.totalAmount ?? 0), 0);

/**
 * requirements §3's derived totals: the charges grouped by passenger then journey (in the order they first
 * appear), the departure and return journeys' totals, the booking total and what remains to pay.
 * Pure: the server answers with it and the web may recompute it from a stored reservation.
 */
export function deriveReservationTotals(
  reservation: Pick<ReservationCore, 'journeys' | 'charges' | 'reservationSummary'>,
): ReservationTotals {
  const groups = new Map<string | null, Map<string | null, ReservationCharge[]>>();
  for (const charge of reservation.charges) {
    const byJourney = groups.get(charge.passengerKey) ?? new Map<string | null, ReservationCharge[]>();
    const list = byJourney.get(charge.journeyKey) ?? [];
    list.push(charge);
    byJourney.set(charge.journeyKey, list);
    groups.set(charge.passengerKey, byJourney);
  }
  const chargesGroup = [...groups.entries()].map(([passengerKey, byJourney]) => {
    const journeys = [...byJourney.entries()].map(([journeyKey, charges]) => ({
      journeyKey,
      charges,
      totalAmount: totalOf(charges),
    }));
    return {
      passengerKey,
      journeys,
      totalAmount: journeys.reduce((sum, journey) => sum + journey.totalAmount, 0),
    };
  });
  const journeyTotal = (key: string | undefined) =>
    key === undefined ? 0 : totalOf(reservation.charges.filter((charge) => charge.journeyKey === key));
  const departure = reservation.journeys.find((journey) => journey.index === 0);
  const returning = reservation.journeys.find((journey) => journey.direction === 'return');
  return {
    chargesGroup,
    departureTotalAmount: journeyTotal(departure?.key),
    returnTotalAmount: journeyTotal(returning?.key),
    totalAmount: totalOf(reservation.charges),
    remaining: reservation.reservationSummary.remaining,
  };
}

/** The reservation with its derived totals. */
export function withReservationTotals(core: ReservationCore): ReservationDto {
  return { ...core, ...deriveReservationTotals(core) };
}
