import type { CurrencyCode } from '@skybook/domain/currency';
import type { ItineraryDocument } from './itinerary';
import type { ItineraryLabels } from './itinerary-labels';
import { journeyRoute, passengerLabel } from './itinerary-view';

/**
 * The statement as the PDF and the e-mail print it: its lines under their passenger and flight,
 * named, then the loyalty points' discount and the payment's fee as lines of their own, the total, what was paid and what is left.
 * Amounts are the statement's own; nothing is added up here.
 */

export interface PriceLineView {
  label: string;
  amountMinor: number;
}

/** One passenger's lines on one journey (named by its flights) or on the whole trip. */
export interface PriceFlightView {
  title: string;
  lines: PriceLineView[];
  subtotalMinor: number;
}

/** One passenger's lines (or the booking's own). */
export interface PriceGroupView {
  title: string;
  flights: PriceFlightView[];
  subtotalMinor: number;
}

export interface PriceView {
  currency: CurrencyCode;
  groups: PriceGroupView[];
  /** What loyalty points took off (a negative amount), the points named; null without points. */
  pointsDiscount: PriceLineView | null;
  /** The payment method's fee with the method named; null when none was charged. */
  fee: PriceLineView | null;
  totalMinor: number;
  paidMinor: number;
  /** What is left to pay (never shown below zero). */
  remainingMinor: number;
}

export function priceView(doc: ItineraryDocument, labels: ItineraryLabels): PriceView {
  const { statement } = doc;
  const passengers = new Map(doc.passengers.map((passenger) => [passenger.key, passenger]));
  const journeys = new Map(doc.journeys.map((journey) => [journey.key, journey]));
  const groups = statement.groups.map((group) => {
    const passenger = group.passengerKey === null ? undefined : passengers.get(group.passengerKey);
    return {
      title: passenger ? passengerLabel(passenger, labels) : labels.bookingCharges,
      flights: group.journeys.map((lines) => {
        const journey = lines.journeyKey === null ? undefined : journeys.get(lines.journeyKey);
        return {
          title: journey ? journeyRoute(journey) : labels.wholeTrip,
          lines: lines.charges.map((charge) => ({
            label: charge.description,
            amountMinor: charge.currencyAmounts[0]?.totalAmount ?? 0,
          })),
          subtotalMinor: lines.totalAmount,
        };
      }),
      subtotalMinor: group.totalAmount,
    };
  });
  const method = doc.payment.methodName;
  return {
    currency: statement.currency,
    groups,
    pointsDiscount:
      statement.pointsDiscount > 0
        ? {
            label: labels.pointsDiscount(statement.pointsRedeemed),
            amountMinor: -statement.pointsDiscount,
          }
        : null,
    fee:
      statement.feeAmount > 0
        ? {
            label: method ? `${labels.paymentFee} (${method})` : labels.paymentFee,
            amountMinor: statement.feeAmount,
          }
        : null,
    totalMinor: statement.totalAmount,
    paidMinor: statement.paidAmount,
    remainingMinor: Math.max(0, statement.remaining),
  };
}
