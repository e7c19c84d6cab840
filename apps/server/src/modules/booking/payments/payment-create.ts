import {
  managePaymentConfirmationPath,
  paymentConfirmationPath,
  type CreatePaymentBody,
  type CreatePaymentResponse,
} from '@skybook/contracts/payment';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { Language } from '@skybook/domain/languages';
import { money, type Money } from '@skybook/domain/money';
import { eventForReportedStatus, type PaymentEvent } from '@skybook/domain/payment-state';
import { appError } from '../../../plugins/app-error';
import type { MemberIdentity } from '../../member/public';
import { buildVnpayPaymentUrl } from './gateways/vnpay';
import { findPaymentsOf, insertPayment, type PaymentRow } from './payment.repository';
import type { PaymentEvents } from './payment-events';
import { PaymentQueries } from './payment-queries';
import {
  type EventDetails,
  isBalanceDue,
  newPaymentRow,
  paymentView,
  type PaymentServiceDeps,
  type Settled,
} from './payment-model';
import { VoucherPayments } from './payment-voucher';
import { payFromWallet } from './wallet/payment-wallet';
import type { Payer } from './payer';
import { findReservationById } from '../reservations/reservation.repository';

/** How long VNPay's page stays open for a payment. */
const VNPAY_PAGE_MS = 15 * 60_000;

/** One payment attempt being opened at a gateway: its row, the booking, where the payer comes back. */
interface Attempt {
  row: PaymentRow;
  view: ReservationDto;
  amount: Money;
  returnUrl: string;
  notifyUrl: (gateway: string) => string;
  gatewayLanguage: 'vi' | 'en';
}

/** POST payment: one attempt with the chosen method, and the bank links of PATCH reservations/vikki. */
export class PaymentCreation {
  readonly #vouchers: VoucherPayments;

  constructor(
    private readonly deps: PaymentServiceDeps,
    private readonly events: PaymentEvents,
    private readonly queries: PaymentQueries,
  ) {
    this.#vouchers = new VoucherPayments(deps, events);
  }

  private get db() {
    return this.deps.db;
  }

  /**
   * POST payment, by the session that booked it or a grant for it: an Unpaid booking for what
   * remains, or a Paid one's balance due (isBalanceDue) for exactly that balance.
   */
  async create(
    payer: Payer,
    body: CreatePaymentBody,
    language: Language,
    client: string,
    member: MemberIdentity | null = null,
  ): Promise<Settled<CreatePaymentResponse>> {
    if (!body.acceptedTerms) throw appError('TERMS_NOT_ACCEPTED');
    // The wallet is a signed-in member's: a guest is asked to sign in, not told it is unavailable.
    if (body.identifier === 'WALLET' && !member) throw appError('LOGIN_REQUIRED');
    const { row: reservation, view } = await this.queries.payable(payer, body.reservationLocator);
    const balanceDue = isBalanceDue(view);
    if (view.status === 'Paid' && !balanceDue) throw appError('RESERVATION_ALREADY_PAID');
    if (view.status !== 'Unpaid' && !balanceDue) throw appError('RESERVATION_NOT_PAYABLE');
    const { payments } = await this.queries.methodsOf(view, payer, language, member);
    const method = payments.find((candidate) => candidate.identifier === body.identifier);
    if (!method?.isAvailable) {
      throw appError('PAYMENT_METHOD_UNAVAILABLE', {
        details: { reason: method?.unavailableReason ?? null },
      });
    }
    if (
      body.amount.currency !== method.total.currency ||
      body.amount.totalAmount !== method.total.totalAmount
    ) {
      throw appError('PRICE_CHANGED', { details: { total: method.total } });
    }
    const now = this.deps.clock.now();
    const row = newPaymentRow(
      {
        reservation_id: reservation.id,
        identifier: method.identifier,
        kind: method.kind,
        amount: method.total.totalAmount,
        fee: method.fee.totalAmount,
        currency: method.total.currency,
        due_sequence: reservation.due_sequence,
      },
      now,
    );
    // The browser comes back where it paid from: the booking flow's page, or manage booking's.
    const returnPath =
      payer.kind === 'grant'
        ? managePaymentConfirmationPath(language, row.id)
        : paymentConfirmationPath(language, view.locator, row.id);
    const returnUrl = `${this.deps.publicUrl}${returnPath}`;
    const notifyUrl = (gateway: string) =>
      `${this.deps.publicUrl}/booking/api/v1/payment/notifications/${gateway}`;
    const gatewayLanguage = language === 'vi' ? 'vi' : 'en';
    const amount = money(row.amount, view.currency);

    const attempt: Attempt = { row, view, amount, returnUrl, notifyUrl, gatewayLanguage };
    switch (method.kind) {
      case 'voucher':
        return this.#vouchers.pay(row, body, client);
      case 'card':
        return this.#payByCard(attempt, method.identifier, body.card);
      case 'domesticCard':
      case 'qr':
        return this.#payByVnpay(attempt, method.kind, { language, client, now });
      case 'hold':
        return this.#hold(row);
      case 'payLater':
        return this.#payLater(attempt, body.payLater);
      case 'instalment':
        return this.#payByInstalment(attempt, body.instalment);
      case 'wallet':
        return payFromWallet(this.deps, row, body, member);
      case 'bankLink':
        throw appError('PAYMENT_METHOD_UNAVAILABLE');
    }
  }

  /** A card: the browser's JWE to the acquirer; 3-D Secure when it asks for it. */
  async #payByCard(
    attempt: Attempt,
    identifier: string,
    card: CreatePaymentBody['card'],
  ): Promise<Settled<CreatePaymentResponse>> {
    const { row, amount, returnUrl, notifyUrl, gatewayLanguage } = attempt;
    if (card?.brand !== identifier) {
      throw appError('INVALID_REQUEST', { details: { field: 'card' } });
    }
    await insertPayment(this.db, row);
    await this.events.applyEvent(row.id, 'SUBMITTED');
    const gateways = await this.deps.gateways();
    const outcome = await gateways.card.authorize({
      merchantRef: row.id,
      amount,
      encryptedCard: card.token,
      returnUrl,
      notifyUrl: notifyUrl('card'),
      language: gatewayLanguage,
    });
    if (outcome.kind === 'rejected') {
      await this.events.applyEvent(row.id, 'FAILED', { gateway_code: outcome.errorCode });
      throw appError('CARD_DATA_INVALID');
    }
    if (outcome.kind !== 'answered') return this.#unknownOutcome(row.id, outcome.kind);
    const answer = outcome.authorization;
    const details: EventDetails = {
      gateway_ref: answer.paymentId,
      gateway_code: answer.resultCode,
      card_token: answer.token,
      card_brand: answer.brand,
      card_last4: answer.last4,
    };
    const event: PaymentEvent =
      answer.status === 'PENDING'
        ? 'PAYER_ACTION_REQUIRED'
        : (eventForReportedStatus(answer.status) ?? 'ERRORED');
    const settled = await this.events.applyEvent(row.id, event, details);
    return this.#answer(settled, answer.status === 'PENDING' ? answer.challengeUrl : null, null);
  }

  /** Napas or QR: the VNPay page; only the IPN settles it. */
  async #payByVnpay(
    attempt: Attempt,
    kind: 'domesticCard' | 'qr',
    request: { language: Language; client: string; now: Date },
  ): Promise<Settled<CreatePaymentResponse>> {
    const { row, view, amount, returnUrl } = attempt;
    const { language, client, now } = request;
    if (view.currency !== 'VND') throw appError('PAYMENT_METHOD_UNAVAILABLE');
    await insertPayment(this.db, row);
    const gateways = await this.deps.gateways();
    const url = buildVnpayPaymentUrl(
      {
        txnRef: row.id,
        amount,
        orderInfo: `Thanh toan dat cho ${view.locator}`,
        returnUrl,
        ipAddr: client,
        createdAt: now,
        // A held booking's page closes with its hold; a balance due has no hold to outlive.
        expiresAt: new Date(
          isBalanceDue(view)
            ? now.getTime() + VNPAY_PAGE_MS
            : Math.min(now.getTime() + VNPAY_PAGE_MS, Date.parse(view.holdExpiresAt)),
        ),
        locale: language === 'vi' ? 'vn' : 'en',
        bankCode: kind === 'qr' ? 'VNPAYQR' : 'VNBANK',
      },
      gateways.vnpay,
    );
    const settled = await this.events.applyEvent(row.id, 'PAYER_ACTION_REQUIRED');
    return this.#answer(settled, url, null);
  }

  /** Pay later: the partner's order page, or its refusal with a message key. */
  async #payLater(
    attempt: Attempt,
    payLater: CreatePaymentBody['payLater'],
  ): Promise<Settled<CreatePaymentResponse>> {
    const { row, view, amount, returnUrl, notifyUrl, gatewayLanguage } = attempt;
    if (!payLater) throw appError('INVALID_REQUEST', { details: { field: 'payLater' } });
    await insertPayment(this.db, row);
    await this.events.applyEvent(row.id, 'SUBMITTED');
    const gateways = await this.deps.gateways();
    const contact = view.contact;
    const outcome = await gateways.payLater.createOrder({
      merchantRef: row.id,
      amount,
      phone: payLater.phone,
      fullName:
        payLater.fullName ??
        [contact.lastName, contact.middleName, contact.firstName].filter(Boolean).join(' '),
      description: `Booking ${view.locator}`,
      returnUrl,
      notifyUrl: notifyUrl('pay-later'),
      language: gatewayLanguage,
    });
    if (outcome.kind === 'rejected') {
      await this.events.applyEvent(row.id, 'FAILED');
      throw appError('PAYMENT_GATEWAY_UNAVAILABLE');
    }
    if (outcome.kind !== 'answered') return this.#unknownOutcome(row.id, outcome.kind);
    const { answer, messageKey } = outcome;
    const details: EventDetails = {
      gateway_ref: answer.orderId,
      gateway_code: answer.resultCode,
      message_key: messageKey,
    };
    if (answer.status === '00' && answer.redirectUrl) {
      return this.#answer(
        await this.events.applyEvent(row.id, 'PAYER_ACTION_REQUIRED', details),
        answer.redirectUrl,
        null,
      );
    }
    return this.#answer(await this.events.applyEvent(row.id, 'REFUSED', details), null, null);
  }

  /** HDBank instalments: HDBank's page and the OTP that payment/hdbank/verify takes. */
  async #payByInstalment(
    attempt: Attempt,
    instalment: CreatePaymentBody['instalment'],
  ): Promise<Settled<CreatePaymentResponse>> {
    const { row, amount, returnUrl, notifyUrl, gatewayLanguage } = attempt;
    if (!instalment) throw appError('INVALID_REQUEST', { details: { field: 'instalment' } });
    await insertPayment(this.db, row);
    await this.events.applyEvent(row.id, 'SUBMITTED');
    const gateways = await this.deps.gateways();
    const outcome = await gateways.hdbank.open({
      merchantRef: row.id,
      amount,
      tenorMonths: instalment.tenorMonths,
      phone: instalment.phone,
      email: instalment.email,
      returnUrl,
      notifyUrl: notifyUrl('hdbank'),
      language: gatewayLanguage,
    });
    if (outcome.kind !== 'answered') return this.#unknownOutcome(row.id, outcome.kind);
    const { answer } = outcome;
    const details: EventDetails = {
      gateway_ref: answer.transactionId,
      gateway_code: answer.resultCode,
      message_key: outcome.errorKey ?? null,
    };
    if (outcome.isSuccess) {
      return this.#answer(
        await this.events.applyEvent(row.id, 'PAYER_ACTION_REQUIRED', details),
        answer.redirectUrl,
        {
          expiresAt: answer.otpExpiresAt,
          attemptsLeft: answer.attemptsLeft,
        },
      );
    }
    return this.#answer(await this.events.applyEvent(row.id, 'REFUSED', details), null, null);
  }

  /**
   * The payment attempt of a bank link (Vikki, PATCH reservations/vikki) for what remains of an
   * Unpaid booking: the booking's open attempt at that bank for the same amount when there is one
   * (asking again answers the same attempt), else a new one waiting for the payer (PENDING) until
   * the bank's signed notification settles it. Nothing is charged here.
   */
  async openBankLink(reservation: ReservationDto, identifier: 'VIKKI'): Promise<PaymentRow> {
    const amount = reservation.reservationSummary.remaining;
    const dueSequence = (await findReservationById(this.db, reservation.key))?.due_sequence ?? 0;
    const open = (await findPaymentsOf(this.db, reservation.key)).find(
      (payment) =>
        payment.kind === 'bankLink' &&
        payment.identifier === identifier &&
        payment.status === 'PENDING' &&
        payment.amount === amount &&
        payment.currency === reservation.currency &&
        payment.due_sequence === dueSequence,
    );
    if (open) return open;
    const row = newPaymentRow(
      {
        reservation_id: reservation.key,
        identifier,
        kind: 'bankLink',
        amount,
        fee: 0,
        currency: reservation.currency,
        due_sequence: dueSequence,
      },
      this.deps.clock.now(),
    );
    await insertPayment(this.db, row);
    return (await this.events.applyEvent(row.id, 'PAYER_ACTION_REQUIRED')).value;
  }

  /** The gateway did not answer in time or at all: not confirmed; its notification will say. */
  async #unknownOutcome(
    paymentId: string,
    kind: 'timeout' | 'unreachable',
  ): Promise<Settled<CreatePaymentResponse>> {
    this.deps.log.warn({ paymentId, kind }, 'payment gateway gave no answer');
    return this.#answer(await this.events.applyEvent(paymentId, 'ERRORED'), null, null);
  }

  #answer(
    settled: Settled<PaymentRow>,
    redirectUrl: string | null,
    otp: CreatePaymentResponse['otp'],
  ): Settled<CreatePaymentResponse> {
    return {
      value: { payment: paymentView(settled.value), redirectUrl, otp },
      confirmedReservationId: settled.confirmedReservationId,
    };
  }

  /**
   * PL6: nothing is charged. The payment waits (PENDING) for the traveller, and the booking stays
   * Unpaid until its deadline; the e-mail says until when. Asking twice answers the open hold.
   */
  async #hold(row: PaymentRow): Promise<Settled<CreatePaymentResponse>> {
    const open = (await findPaymentsOf(this.db, row.reservation_id)).find(
      (payment) => payment.kind === 'hold' && payment.status === 'PENDING',
    );
    if (open)
      return {
        value: { payment: paymentView(open), redirectUrl: null, otp: null },
        confirmedReservationId: undefined,
      };
    await insertPayment(this.db, row);
    const settled = await this.events.applyEvent(row.id, 'PAYER_ACTION_REQUIRED');
    return { ...this.#answer(settled, null, null), confirmedReservationId: row.reservation_id };
  }
}
