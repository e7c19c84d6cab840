import { type PaymentDto } from '@skybook/contracts/payment';
import { type PaymentMethodsResponse } from '@skybook/contracts/payment-methods';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { AIRLINE_TIME_ZONE } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import { eventForReportedStatus } from '@skybook/domain/payment-state';
import type { ItineraryDocument } from '../../../documents/itinerary';
import type { MemberIdentity } from '../../member/public';
import { buildItineraryDocument } from './payment-itinerary';
import { appError } from '../../../plugins/app-error';
import { listPaymentMethods } from './payment-methods';
import { findPayment, findPaymentsOf, type PaymentRow } from './payment.repository';
import { findAirportCountries } from '../places.repository';
import {
  findReservationById,
  findReservationByLocator,
  type ReservationRow,
} from '../reservations/reservation.repository';
import { mayPay, type Payer } from './payer';
import type { PaymentEvents } from './payment-events';
import {
  isBalanceDue,
  normaliseLocator,
  paymentView,
  type PaymentServiceDeps,
  type Settled,
  type StatusReader,
} from './payment-model';

/** What is read of a booking's payments: the methods, the status, the itinerary's payment. */
export class PaymentQueries {
  constructor(
    private readonly deps: PaymentServiceDeps,
    private readonly events: PaymentEvents,
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** The reservation of a locator, its hold expired first if due (404 BOOKING_NOT_FOUND). */
  async reservation(locator: string): Promise<{ row: ReservationRow; view: ReservationDto }> {
    const row = await findReservationByLocator(this.db, normaliseLocator(locator));
    return this.#read(row);
  }

  /**
   * The booking `payer` pays: the one its grant opens, or the one its session booked, by
   * `locator`. A locator that names another booking, a booking of another session or an unknown
   * one all answer 404 BOOKING_NOT_FOUND; a session without a locator 400 INVALID_REQUEST.
   */
  async payable(
    payer: Payer,
    locator: string | undefined,
  ): Promise<{ row: ReservationRow; view: ReservationDto }> {
    let row: ReservationRow | undefined;
    if (payer.kind === 'grant') {
      row = await findReservationById(this.db, payer.reservationKey);
    } else if (locator === undefined) {
      throw appError('INVALID_REQUEST', { details: { field: 'locator', reason: 'required' } });
    } else {
      row = await findReservationByLocator(this.db, normaliseLocator(locator));
    }
    if (!row || !mayPay(payer, row)) throw appError('BOOKING_NOT_FOUND');
    if (locator !== undefined && normaliseLocator(locator) !== row.locator)
      throw appError('BOOKING_NOT_FOUND');
    return this.#read(row);
  }

  async #read(row: ReservationRow | undefined): Promise<{ row: ReservationRow; view: ReservationDto }> {
    const view = row ? await this.deps.readReservation(row.id) : undefined;
    if (!row || !view) throw appError('BOOKING_NOT_FOUND');
    return { row, view };
  }

  async #isDomestic(reservation: ReservationDto): Promise<boolean> {
    const codes = reservation.journeys.flatMap((journey) =>
      journey.segments.flatMap((segment) => [segment.departure.airport.code, segment.arrival.airport.code]),
    );
    const rows = await findAirportCountries(this.db, [...new Set(codes)]);
    return rows.every((row) => row.country_code === 'VN');
  }

  /** GET methods-by-bookingKey: only the session that booked it, or a grant for it, may pay it. */
  async methods(
    locator: string | undefined,
    payer: Payer,
    language: Language,
    member: MemberIdentity | null = null,
  ): Promise<PaymentMethodsResponse> {
    const { view } = await this.payable(payer, locator);
    return this.methodsOf(view, payer, language, member);
  }

  /**
   * The methods of a booking its payer may pay, for what it owes now; the wallet's availability is
   * the signed-in member's (`member`, null for a guest).
   */
  async methodsOf(
    view: ReservationDto,
    payer: Payer,
    language: Language,
    member: MemberIdentity | null = null,
  ): Promise<PaymentMethodsResponse> {
    const remaining = view.reservationSummary.remaining;
    const firstDeparture = view.journeys[0]?.segments[0]?.departure.utc ?? view.holdExpiresAt;
    const balanceDue = isBalanceDue(view);
    return {
      payments: listPaymentMethods({
        remaining,
        currency: view.currency,
        firstDepartureUtc: firstDeparture,
        isDomestic: await this.#isDomestic(view),
        now: this.deps.clock.now(),
        language,
        due: balanceDue ? 'balance' : 'booking',
        isManaged: payer.kind === 'grant',
        wallet: await this.#walletOf(member),
      }),
      ENABLE_MDCC_CONFIG: false,
      MDCC_IDENTIFIERS_CONFIG: [],
      reservation: {
        locator: view.locator,
        status: view.status,
        holdExpiresAt: view.holdExpiresAt,
        holdTimeZone: view.journeys[0]?.segments[0]?.departure.airport.timeZone ?? AIRLINE_TIME_ZONE,
        remaining: { currency: view.currency, totalAmount: remaining },
        pointsDiscount: view.reservationSummary.pointsDiscount,
        balanceDue,
      },
    };
  }

  async #walletOf(member: MemberIdentity | null): Promise<'guest' | 'inactive' | 'active'> {
    if (!member || !this.deps.wallet) return 'guest';
    return (await this.deps.wallet.status(member.memberId)).active ? 'active' : 'inactive';
  }

  /** PATCH payment/status: the card acquirer is asked when the payment is still open. */
  async status(
    locator: string | undefined,
    paymentId: string | undefined,
    reader: StatusReader = {},
  ): Promise<Settled<{ payment: PaymentDto | null; reservation: ReservationDto }>> {
    const { payer } = reader;
    // A locator alone is guessable: without one of the booking's payment ids (the gateways' return
    // URL carries it) only the session that booked it, or a grant for it, may read the booking
    // here. A grant names its booking itself (manage booking's return URL has no locator).
    let row: ReservationRow;
    if (payer?.kind === 'grant') {
      ({ row } = await this.payable(payer, locator));
    } else {
      if (locator === undefined) {
        throw appError('INVALID_REQUEST', { details: { field: 'locator', reason: 'required' } });
      }
      ({ row } = await this.reservation(locator));
      const mayRead = paymentId !== undefined || reader.isInternal === true || (payer && mayPay(payer, row));
      if (!mayRead) throw appError('BOOKING_NOT_FOUND');
    }
    const payments = await findPaymentsOf(this.db, row.id);
    let payment =
      paymentId === undefined
        ? payments[0]
        : payments.find((candidate) => candidate.id === paymentId || candidate.gateway_ref === paymentId);
    if (paymentId !== undefined && !payment) throw appError('PAYMENT_NOT_FOUND');
    let confirmedReservationId: string | undefined;
    if (
      payment?.kind === 'card' &&
      payment.gateway_ref &&
      ['PROCESSING', 'PENDING', 'ERROR'].includes(payment.status)
    ) {
      const gateways = await this.deps.gateways();
      const outcome = await gateways.card.status(payment.gateway_ref);
      if (outcome.kind === 'answered') {
        const event = eventForReportedStatus(outcome.authorization.status);
        if (event && outcome.authorization.status !== 'PENDING') {
          const settled = await this.events.applyEvent(payment.id, event, {
            card_token: outcome.authorization.token,
            card_brand: outcome.authorization.brand,
            card_last4: outcome.authorization.last4,
          });
          payment = settled.value;
          confirmedReservationId = settled.confirmedReservationId;
        }
      }
    }
    const reservation = await this.deps.readReservation(row.id);
    if (!reservation) throw appError('BOOKING_NOT_FOUND');
    return {
      value: { payment: payment ? paymentView(payment) : null, reservation },
      confirmedReservationId,
    };
  }

  /** The payment an itinerary shows: the capture, else the latest attempt. */
  async itineraryPayment(reservationId: string): Promise<PaymentRow | undefined> {
    const payments = await findPaymentsOf(this.db, reservationId);
    return (
      payments.find((payment) => payment.status === 'SUCCESSFUL' && payment.refunded_at === null) ??
      payments[0]
    );
  }

  /**
   * A booking as its itinerary (PDF, calendar, confirmation e-mail) shows it in `language`, with
   * the payment it shows; undefined for a cancelled booking.
   */
  async itinerary(
    reservation: ReservationDto,
    language: Language = reservation.language,
  ): Promise<ItineraryDocument | undefined> {
    const payment = await this.itineraryPayment(reservation.key);
    const view = payment && paymentView(payment);
    return buildItineraryDocument(
      this.db,
      reservation,
      payment && view && { identifier: view.identifier, status: view.status, cardLast4: payment.card_last4 },
      language,
      this.deps.clock.now(),
    );
  }

  /**
   * A payment of the booking with this locator (for hdbank/verify): the payment id proves enough;
   * a grant sent along must be this booking's (404 BOOKING_NOT_FOUND otherwise).
   */
  async paymentOf(locator: string, paymentId: string, payer?: Payer): Promise<PaymentRow> {
    const { row } =
      payer?.kind === 'grant' ? await this.payable(payer, locator) : await this.reservation(locator);
    const payment = await findPayment(this.db, paymentId);
    if (payment?.reservation_id !== row.id) throw appError('PAYMENT_NOT_FOUND');
    return payment;
  }
}
