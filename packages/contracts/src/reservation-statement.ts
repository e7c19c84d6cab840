import type { CurrencyCode } from '@skybook/domain/currency';
import type { ReservationCharge, ReservationDto } from './reservation-model';

/*
 * What the traveller is charged for a booking, as every document shows it: the confirmation page,
 * the e-mail, the itinerary PDF and the booking's detail page all render this one statement, so
 * none of them adds money up its own way.
 */

/** The lines of one passenger (or of the booking itself) on one journey (or the whole trip). */
export interface StatementJourneyLines {
  /** Null: lines of the whole trip (insurance, donation). */
  readonly journeyKey: string | null;
  readonly charges: readonly ReservationCharge[];
  readonly totalAmount: number;
}

/** requirements §3 chargesGroup: one passenger's lines (or the booking's own when `passengerKey` is null). */
export interface StatementGroup {
  readonly passengerKey: string | null;
  readonly journeys: readonly StatementJourneyLines[];
  readonly totalAmount: number;
}

/** Minor units of `currency` throughout. */
export interface ReservationStatement {
  readonly currency: CurrencyCode;
  /** Passengers in the booking's order, then the booking's own lines; in each, journeys in order, then the trip. */
  readonly groups: readonly StatementGroup[];
  /** Every line of the booking, discounts included. */
  readonly bookingAmount: number;
  /** What the member's loyalty points took off (0 when none): its own line, after the booking's lines. */
  readonly pointsDiscount: number;
  /** The loyalty points spent for it (0 when none), to name on its line. */
  readonly pointsRedeemed: number;
  /** The payment method's fee charged with the payment (0 when none or free): its own line. */
  readonly feeAmount: number;
  /** bookingAmount − pointsDiscount + feeAmount: what the traveller is charged in all. */
  readonly totalAmount: number;
  /** What was captured, the fee included. */
  readonly paidAmount: number;
  /** totalAmount − paidAmount. */
  readonly remaining: number;
}

/** What a statement is made of: a ReservationDto is one. */
export interface StatementSource {
  readonly currency: CurrencyCode;
  readonly passengers: readonly { readonly key: string }[];
  readonly journeys: readonly { readonly key: string }[];
  readonly chargesGroup: ReservationDto['chargesGroup'];
  readonly reservationSummary: Pick<ReservationDto['reservationSummary'], 'feeAmount' | 'paidAmount'> & {
    /** Absent in a booking stored before points could be spent: none. */
    readonly pointsDiscount?: number;
    readonly pointsRedeemed?: number;
  };
}

/** Position of `key` in `order`; null and unknown keys go last, unknown ones before null. */
function rank(order: readonly string[], key: string | null): number {
  if (key === null) return order.length + 1;
  const index = order.indexOf(key);
  return index === -1 ? order.length : index;
}

/**
 * The booking's statement: its charges grouped by passenger then journey in the booking's own
 * order, the points discount, the fee of the payment that paid it, what was captured and what is left.
 */
export function reservationStatement(reservation: StatementSource): ReservationStatement {
  const passengerOrder = reservation.passengers.map((passenger) => passenger.key);
  const journeyOrder = reservation.journeys.map((journey) => journey.key);
  // Array.prototype.sort is stable: lines of equal rank keep the order they were priced in.
  const groups = [...reservation.chargesGroup]
    .sort((a, b) => rank(passengerOrder, a.passengerKey) - rank(passengerOrder, b.passengerKey))
    .map((group) => ({
      passengerKey: group.passengerKey,
      journeys: [...group.journeys].sort(
        (a, b) => rank(journeyOrder, a.journeyKey) - rank(journeyOrder, b.journeyKey),
      ),
      totalAmount: group.totalAmount,
    }));
  const bookingAmount = groups.reduce((sum, group) => sum + group.totalAmount, 0);
  const { feeAmount, paidAmount } = reservation.reservationSummary;
  const pointsDiscount = reservation.reservationSummary.pointsDiscount ?? 0;
  const totalAmount = bookingAmount - pointsDiscount + feeAmount;
  return {
    currency: reservation.currency,
    groups,
    bookingAmount,
    pointsDiscount,
    pointsRedeemed: pointsDiscount > 0 ? (reservation.reservationSummary.pointsRedeemed ?? 0) : 0,
    feeAmount,
    totalAmount,
    paidAmount,
    remaining: totalAmount - paidAmount,
  };
}
