/**
 * What other modules may use of the booking module: the only file outside booking/ imports from.
 * The hot deals page prices its fares as the low-fare calendar does, from the same reference data.
 */
export { BookingReferenceCache, type BookingReference } from './booking-reference';
export { LowFareService } from './flight-search/low-fare.service';
export { readCurrency } from './flight-search/search-params';
// The loyalty points' read of bookings: passengers, flights and whether they were flown.
export {
  paidBookingsArrivedBetween,
  pointsBookingByLocator,
  type PointsBooking,
  type PointsPassenger,
  type PointsSegment,
} from './reservations/points-bookings';
// A member's bookings (decision 032): histories by tab, cancelling a held one, a manage grant.
export { MemberBookings, type AttachOutcome } from './member-bookings/member-bookings';
// The payment gateways' merchant side a wallet top-up reuses (decision 033): VNPay's page and IPN.
export {
  createPaymentGateways,
  loadPaymentGatewaysConfig,
  type PaymentGateways,
} from './payments/gateways/gateway-config';
export {
  buildVnpayPaymentUrl,
  signVnpayParams,
  verifyVnpayResult,
  vnpayIpnAnswer,
  type VnpayIpnAnswer,
} from './payments/gateways/vnpay';
