import type { CreatePaymentBody, CreatePaymentResponse, PaymentDto } from '@skybook/contracts/payment';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { Language } from '@skybook/domain/languages';
import type { PaymentEvent } from '@skybook/domain/payment-state';
import type { ItineraryDocument } from '../../../documents/itinerary';
import type { MemberIdentity } from '../../member/public';
import type { GatewayNotification } from './gateways/gateway-notification';
import type { VnpayIpnAnswer } from './gateways/vnpay';
import { PaymentCreation } from './payment-create';
import { PaymentEvents } from './payment-events';
import type { EventDetails, PaymentServiceDeps, Settled, StatusReader } from './payment-model';
import { PaymentQueries } from './payment-queries';
import type { Payer } from './payer';
import type { PaymentRow } from './payment.repository';
import type { ReservationRow } from '../reservations/reservation.repository';

export { paymentView, VOUCHER_LIMITS } from './payment-model';
export type { PaymentServiceDeps, Settled, StatusReader } from './payment-model';

/**
 * Paying a booking (issue 5; design §5): every status change goes through the domain's one
 * transition table (applyPaymentEvent) and is written conditionally on the row's version, so a
 * callback delivered twice, a double click or a retried request applies once. A capture marks
 * the reservation Paid in the same transaction, conditionally on it being Unpaid with a live
 * hold — or, for a balance a change added to a Paid booking, adds to what it paid while it owes
 * exactly that due — and the unique partial index keeps one capture per reservation and due.
 * The payer is the session that booked it or a manage grant for it (payer.ts, decision 023). A payment arriving after
 * the hold ran out re-takes the seats (reacquireHold) or is refunded — recorded on the payment,
 * never silently confirmed.
 *
 * The sandbox acquirer authorises and captures in one step (it has no separate capture call): an
 * AUTHORIZED answer is recorded, then captured at once by this service, or voided when the booking
 * cannot be kept.
 */
export class PaymentService {
  readonly #events: PaymentEvents;
  readonly #queries: PaymentQueries;
  readonly #creation: PaymentCreation;

  constructor(deps: PaymentServiceDeps) {
    this.#events = new PaymentEvents(deps);
    this.#queries = new PaymentQueries(deps, this.#events);
    this.#creation = new PaymentCreation(deps, this.#events, this.#queries);
  }

  /** GET methods-by-bookingKey: only the session that booked it, or a grant for it, may pay it. */
  methods(
    locator: string | undefined,
    payer: Payer,
    language: Language,
    member: MemberIdentity | null = null,
  ) {
    return this.#queries.methods(locator, payer, language, member);
  }

  /** POST payment (payment-create.ts); `member`: the signed-in member the WALLET method pays for. */
  create(
    payer: Payer,
    body: CreatePaymentBody,
    language: Language,
    client: string,
    member: MemberIdentity | null = null,
  ): Promise<Settled<CreatePaymentResponse>> {
    return this.#creation.create(payer, body, language, client, member);
  }

  /** The payment attempt of a bank link (PATCH reservations/vikki). */
  openBankLink(reservation: ReservationDto, identifier: 'VIKKI'): Promise<PaymentRow> {
    return this.#creation.openBankLink(reservation, identifier);
  }

  /** One event through the transition table (payment-events.ts). */
  applyEvent(paymentId: string, event: PaymentEvent, details?: EventDetails): Promise<Settled<PaymentRow>> {
    return this.#events.applyEvent(paymentId, event, details);
  }

  vnpayIpn(query: Record<string, string>): Promise<Settled<VnpayIpnAnswer>> {
    return this.#events.vnpayIpn(query);
  }

  notification(notification: GatewayNotification): Promise<Settled<PaymentRow>> {
    return this.#events.notification(notification);
  }

  /** PATCH payment/status (payment-queries.ts). */
  status(
    locator: string | undefined,
    paymentId: string | undefined,
    reader?: StatusReader,
  ): Promise<Settled<{ payment: PaymentDto | null; reservation: ReservationDto }>> {
    return this.#queries.status(locator, paymentId, reader);
  }

  itineraryPayment(reservationId: string): Promise<PaymentRow | undefined> {
    return this.#queries.itineraryPayment(reservationId);
  }

  itinerary(reservation: ReservationDto, language?: Language): Promise<ItineraryDocument | undefined> {
    return this.#queries.itinerary(reservation, language);
  }

  /** The booking `payer` pays, by `locator` (payment-queries.ts; 404 BOOKING_NOT_FOUND otherwise). */
  payable(payer: Payer, locator: string | undefined): Promise<{ row: ReservationRow; view: ReservationDto }> {
    return this.#queries.payable(payer, locator);
  }

  paymentOf(locator: string, paymentId: string, payer?: Payer): Promise<PaymentRow> {
    return this.#queries.paymentOf(locator, paymentId, payer);
  }
}
