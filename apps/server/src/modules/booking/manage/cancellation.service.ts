import { randomBytes } from 'node:crypto';
import type { CancellationQuote, CancellationRefund, CreditShell } from '@skybook/contracts/manage-booking';
import type { CancelReservationBody, CancelReservationResponse } from '@skybook/contracts/reservation';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import {
  cancellationBlock,
  cancellationOptions,
  CREDIT_SHELL_VALIDITY_DAYS,
  drawCreditShellSecrets,
  REFUND_FEE_VND_BY_FAMILY,
  type CreditShellSecrets,
} from '@skybook/domain/cancellation';
import type { Clock } from '@skybook/domain/clock';
import type { CurrencyCode } from '@skybook/domain/currency';
import { convertMoney, money, type ExchangeRate } from '@skybook/domain/money';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { hashVoucherSecret } from '../../../db/voucher-secret';
import { appError } from '../../../plugins/app-error';
import type { MemberIdentity, WalletService } from '../../member/public';
import { hasLiveCheckin } from '../check-in/checkin.repository';
import { findPaymentsOf, type PaymentRow } from '../payments/payment.repository';
import { oweRefund } from '../payments/refund.repository';
import { insertVoucher } from '../payments/voucher.repository';
import { CANCELLED_BY_TRAVELLER, cancelPaid, cancelUnpaid } from '../reservations/reservation-holds';
import { findCancellation, insertCancellation } from './cancellation.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a cancel call did: the answer, and whether this call cancelled the booking (then it is e-mailed). */
export interface CancellationOutcome {
  response: CancelReservationResponse;
  cancelledNow: boolean;
  /** What the airline kept (minor units): the chosen option's fee; 0 for an unpaid booking. */
  fee: number;
}

export interface CancellationDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** VND → the booking's currency, for the refund fees (booking-reference.ts). */
  rateTo: (currency: CurrencyCode) => Promise<ExchangeRate>;
  read: (id: string) => Promise<ReservationDto | undefined>;
  /** A signed-in member's credit goes into their wallet instead of a credit shell (decision 033). */
  wallet?: Pick<WalletService, 'status' | 'creditShell'>;
  /**
   * Gives a cancelled booking's loyalty points back to its member (decision 037), once it is
   * cancelled; it never throws (the hold sweeper gives back whatever this missed).
   */
  returnPoints?: (reservationId: string) => Promise<void>;
}

/** The wallet movement's reference of a booking's cancellation into the member's wallet. */
export const walletCreditReference = (reservationId: string) => `cancellation:${reservationId}`;

/** A concurrent cancel changed the booking first: this one answers what that one did. */
class AlreadyCancelled extends Error {}

/**
 * Cancelling a booking from manage booking (requirements §4 Booking status; decision 022): the
 * quote of what it gives back, and the cancellation itself. An Unpaid booking's hold is released;
 * a Paid one is cancelled, its seats and fare buckets released and a credit shell made or a refund
 * owed, all in one transaction conditional on it still being Paid, so a double click, a retry or
 * two tabs never credit or refund twice.
 */
export class CancellationService {
  constructor(private readonly deps: CancellationDeps) {}

  /** GET reservations/cancel/quote. */
  async quote(reservation: ReservationDto): Promise<CancellationQuote> {
    const now = this.deps.clock.now();
    const departures = reservation.journeys.flatMap((journey) =>
      journey.segments.map((segment) => segment.departure.utc),
    );
    const blockedBy = cancellationBlock(reservation.status, departures, now);
    const summary = reservation.reservationSummary;
    const base = {
      reservationKey: reservation.key,
      currency: reservation.currency,
      paidAmount: summary.paidAmount,
      blockedBy,
      creditValidityDays: CREDIT_SHELL_VALIDITY_DAYS,
    };
    if (blockedBy !== null || reservation.status !== 'Paid') return { ...base, options: [] };
    const rate = await this.deps.rateTo(reservation.currency);
    const captures = await this.#captures(reservation.key);
    const options = cancellationOptions({
      paidAmount: summary.paidAmount,
      paymentFee: summary.feeAmount,
      journeyRefundFees: reservation.journeys.map((journey) => {
        const vnd = REFUND_FEE_VND_BY_FAMILY[journey.fareFamily.code];
        return vnd === undefined
          ? null
          : convertMoney(money(vnd, 'VND'), reservation.currency, rate).amountMinor;
      }),
      seatedPassengers: reservation.passengers.filter((passenger) => passenger.type !== 'infant').length,
      // A voucher or credit shell takes nothing back: its booking is credited.
      canRefundPayment: captures.length > 0 && captures.every((capture) => capture.kind !== 'voucher'),
    });
    return { ...base, options };
  }

  /**
   * POST reservations/cancel, for a booking the caller may see (ReservationAccess). A credit for a
   * signed-in `member` with an active wallet (VND bookings) goes into that wallet, in the
   * cancelling transaction, instead of a credit shell.
   */
  async cancel(
    reservation: ReservationDto,
    body: Pick<CancelReservationBody, 'resolution' | 'amount'>,
    member: MemberIdentity | null = null,
  ): Promise<CancellationOutcome> {
    if (reservation.status === 'Cancel')
      return { response: await this.#answer(reservation.key), cancelledNow: false, fee: 0 };
    if (reservation.status === 'Unpaid') {
      const cancelledNow = await cancelUnpaid(this.deps.db, reservation.key, this.deps.clock.now());
      if (cancelledNow) await this.deps.returnPoints?.(reservation.key);
      const after = await this.#read(reservation.key);
      // Paid in between: cancelling it now means choosing a credit or a refund like any paid booking.
      if (after.status === 'Paid') return this.cancel(after, body, member);
      return {
        response: { reservation: after, credit: null, refund: null, walletCredit: null },
        cancelledNow,
        fee: 0,
      };
    }
    if (await hasLiveCheckin(this.deps.db, reservation.key)) throw appError('ALREADY_CHECKED_IN');
    const quote = await this.quote(reservation);
    if (quote.blockedBy !== null)
      throw appError('RESERVATION_NOT_CANCELLABLE', { details: { blockedBy: quote.blockedBy } });
    if (body.resolution === undefined || body.amount === undefined) {
      throw appError('INVALID_REQUEST', {
        details: {
          field: body.resolution === undefined ? 'resolution' : 'amount',
          reason: 'A paid booking is cancelled into one of the quote’s options, with its amount.',
        },
      });
    }
    const option = quote.options.find((candidate) => candidate.resolution === body.resolution);
    // No such option, or not at that amount (body.amount is a number past the check above).
    if (option?.amount !== body.amount) {
      // A racing cancel may have committed since this booking was read: its refund takes the
      // captures the quote counts. Answer that outcome rather than refuse what was quoted.
      const latest = await this.#read(reservation.key);
      if (latest.status !== reservation.status) return this.cancel(latest, body, member);
    }
    if (!option) {
      throw appError('CANCELLATION_OPTION_UNAVAILABLE', {
        details: { options: quote.options.map((candidate) => candidate.resolution) },
      });
    }
    if (option.amount !== body.amount) throw appError('PRICE_CHANGED', { details: { quote } });

    const now = this.deps.clock.now();
    const wallet =
      option.resolution === 'credit' ? await this.#walletFor(member, reservation.currency) : undefined;
    // scrypt is slow on purpose: hash before the write transaction, not while it holds the lock.
    const secrets =
      option.resolution === 'credit' && !wallet
        ? drawCreditShellSecrets((count) => randomBytes(count))
        : undefined;
    const hashes = secrets && {
      password: hashVoucherSecret(secrets.password),
      pin: hashVoucherSecret(secrets.pin),
    };
    const expiresAt = new Date(now.getTime() + CREDIT_SHELL_VALIDITY_DAYS * DAY_MS).toISOString();
    const write = async (trx: Transaction<Database>) => {
      if (!(await cancelPaid(trx, reservation.key, now))) throw new AlreadyCancelled();
      // A boarding pass stands for a seat: undo the check-in first (decision 026).
      if (await hasLiveCheckin(trx, reservation.key)) throw appError('ALREADY_CHECKED_IN');
      const record = {
        reservation_id: reservation.key,
        resolution: option.resolution,
        amount: option.amount,
        fee: option.fee,
        currency: reservation.currency,
        created_at: now.toISOString(),
      };
      if (secrets && hashes) {
        await insertVoucher(trx, {
          serial: secrets.serial,
          kind: 'creditShell',
          password_hash: hashes.password,
          pin_hash: hashes.pin,
          amount: option.amount,
          balance: option.amount,
          currency: reservation.currency,
          expires_at: expiresAt,
          redeemed_by: null,
          redeemed_at: null,
          created_at: now.toISOString(),
        });
        await insertCancellation(trx, {
          ...record,
          credit_serial: secrets.serial,
          refund_payment_id: null,
          credit_wallet_member_id: null,
        });
        return;
      }
      if (option.resolution === 'credit') {
        // Into the member's wallet: the wallet's movement commits with this record.
        await insertCancellation(trx, {
          ...record,
          credit_serial: null,
          refund_payment_id: null,
          credit_wallet_member_id: wallet?.memberId ?? null,
        });
        return;
      }
      // The refund is spread over the booking's kept captures (the booking, then each balance
      // paid after a change: decision 023), newest first — a change's balance goes back to what
      // paid it — each up to what it took less its fee.
      const captures = (await this.#captures(reservation.key, trx)).reverse();
      let left = option.amount;
      for (const capture of captures) {
        const part = Math.min(left, capture.amount - capture.fee);
        if (part <= 0) continue;
        const owed = await oweRefund(trx, capture.id, { amount: part, reason: CANCELLED_BY_TRAVELLER }, now);
        if (!owed) throw new Error(`payment ${capture.id} of ${reservation.key} could not owe its refund`);
        left -= part;
      }
      const [first] = captures;
      // What the captures took covers the refund by construction: otherwise the books are wrong.
      if (left > 0 || !first)
        throw new Error(`reservation ${reservation.key} is Paid without enough captured`);
      await insertCancellation(trx, {
        ...record,
        credit_serial: null,
        refund_payment_id: first.id,
        credit_wallet_member_id: null,
      });
    };
    try {
      if (wallet) {
        const movement = await wallet.service.creditShell(
          wallet.memberId,
          option.amount,
          walletCreditReference(reservation.key),
          { alsoInside: write },
        );
        if (movement.replayed) throw new AlreadyCancelled();
      } else {
        await this.deps.db.transaction().execute(write);
      }
    } catch (error) {
      if (!(error instanceof AlreadyCancelled)) throw error;
      return { response: await this.#answer(reservation.key), cancelledNow: false, fee: 0 };
    }
    await this.deps.returnPoints?.(reservation.key);
    const response = await this.#answer(reservation.key, secrets);
    return { response, cancelledNow: true, fee: option.fee };
  }

  /** A cancelled booking's outcome; the credit's password and PIN only from the call that made it. */
  async #answer(reservationId: string, secrets?: CreditShellSecrets): Promise<CancelReservationResponse> {
    const reservation = await this.#read(reservationId);
    const record = await findCancellation(this.deps.db, reservationId);
    let credit: CreditShell | null = null;
    let refund: CancellationRefund | null = null;
    // A credit without a serial went into the member's wallet (decision 033).
    const walletCredit =
      record?.resolution === 'credit' && record.credit_wallet_member_id !== null
        ? { amount: record.amount, currency: record.currency }
        : null;
    if (record?.resolution === 'credit' && record.credit_serial !== null) {
      credit = {
        serial: record.credit_serial,
        password: secrets?.password ?? null,
        pin: secrets?.pin ?? null,
        balance: record.credit_balance ?? 0,
        currency: record.currency,
        expiresAt: record.credit_expires_at ?? '',
      };
    }
    if (record?.resolution === 'refund') {
      refund = {
        amount: record.amount,
        currency: record.currency,
        status: refundStatus(record.refund_state),
      };
    }
    return { reservation, credit, refund, walletCredit };
  }

  /** The signed-in member's active wallet a credit goes into: VND bookings only (the wallet's currency). */
  async #walletFor(
    member: MemberIdentity | null,
    currency: string,
  ): Promise<{ service: NonNullable<CancellationDeps['wallet']>; memberId: string } | undefined> {
    const service = this.deps.wallet;
    if (!member || !service || currency !== 'VND') return undefined;
    if (!(await service.status(member.memberId)).active) return undefined;
    return { service, memberId: member.memberId };
  }

  async #read(id: string): Promise<ReservationDto> {
    const reservation = await this.deps.read(id);
    if (!reservation) throw appError('BOOKING_NOT_FOUND');
    return reservation;
  }

  /** The booking's kept captures in the order of their dues: its payment, then each balance paid after a change. */
  async #captures(
    reservationId: string,
    db: Parameters<typeof findPaymentsOf>[0] = this.deps.db,
  ): Promise<PaymentRow[]> {
    const payments = await findPaymentsOf(db, reservationId);
    return payments
      .filter((payment) => payment.status === 'SUCCESSFUL' && payment.refunded_at === null)
      .sort((a, b) => a.due_sequence - b.due_sequence || a.created_at.localeCompare(b.created_at));
  }
}

/** The refund worker's state as the traveller reads it: sent once the gateway confirmed it. */
function refundStatus(state: string | null): CancellationRefund['status'] {
  if (state === 'done') return 'sent';
  if (state === 'failed') return 'failed';
  // pending, or manual: the partner's operations are refunding it.
  return 'pending';
}
