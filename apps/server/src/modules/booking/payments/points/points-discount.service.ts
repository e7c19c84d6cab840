import type { ApplyPaymentPointsBody, PaymentPointsResponse } from '@skybook/contracts/payment-points';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { Clock } from '@skybook/domain/clock';
import { maxRedeemablePoints, MIN_REDEEM_POINTS, POINT_VALUE_VND } from '@skybook/domain/loyalty-points';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import { AppError, appError } from '../../../../plugins/app-error';
import type { MemberIdentity, PointsService } from '../../../member/public';
import type { ReservationRow } from '../../reservations/reservation.repository';
import type { Payer } from '../payer';
import {
  clearPointsDiscount,
  findPointsToReturn,
  markPaidPointsReturned,
  recordPointsDiscount,
} from './points-discount.repository';

/** How many cancelled bookings one run gives points back to. */
const RETURN_BATCH = 100;

export interface PointsDiscountDeps {
  db: Kysely<Database>;
  clock: Clock;
  points: Pick<PointsService, 'balance' | 'redeem' | 'giveBack'>;
  /** The booking a payer pays (PaymentService.payable: 404 BOOKING_NOT_FOUND for any other). */
  payable: (
    payer: Payer,
    locator: string | undefined,
  ) => Promise<{ row: ReservationRow; view: ReservationDto }>;
}

/** The booking moved under the request (paid, expired, another redemption): read it again. */
class BookingMoved extends Error {
  constructor() {
    super('the booking changed while its points were applied or removed');
  }
}

/**
 * Loyalty points spent as a discount on a member's own Unpaid booking before it is paid, taken
 * off again, and given back when the booking is cancelled or never paid (decision 037). The points
 * ledger (member module, PointsService) and the booking's record of the discount are written in
 * one transaction; the booking's total stays what it costs, the discount is a line of its own and
 * lowers what remains to pay, which every method is priced for.
 */
export class PointsDiscountService {
  constructor(private readonly deps: PointsDiscountDeps) {}

  /** GET payment/points: the member's balance, the bounds for this booking, the points applied. */
  async view(
    payer: Payer,
    locator: string | undefined,
    member: MemberIdentity | null,
  ): Promise<PaymentPointsResponse> {
    const { row, view } = await this.#ownBooking(payer, locator, member);
    return this.#answer(row, view, await this.deps.points.balance(row.member_id ?? ''));
  }

  /**
   * PUT payment/points: spends `points` on the booking, once. The same points again answer as the
   * first time; other points while some are applied are 409 POINTS_ALREADY_APPLIED.
   */
  async apply(
    payer: Payer,
    body: ApplyPaymentPointsBody,
    member: MemberIdentity | null,
  ): Promise<PaymentPointsResponse> {
    const { row, view } = await this.#ownBooking(payer, body.reservationKey, member);
    const memberId = row.member_id ?? '';
    if (row.points_discount > 0) return this.#replayOrRefuse(payer, body, member, row, view);
    this.#payable(view);
    if (view.currency !== 'VND') throw appError('POINTS_REDEEM_INVALID', { details: { reason: 'CURRENCY' } });
    const reference = `booking:${row.id}:${String(row.due_sequence)}`;
    try {
      await this.deps.points.redeem(
        memberId,
        { points: body.points, reference, bookingTotal: row.total_amount },
        {
          alsoInside: async (trx) => {
            const recorded = await recordPointsDiscount(trx, {
              reservationId: row.id,
              memberId,
              dueSequence: row.due_sequence,
              points: body.points,
              discount: body.points * POINT_VALUE_VND,
              reference,
              now: this.deps.clock.now(),
            });
            if (!recorded) throw new BookingMoved();
          },
        },
      );
    } catch (error) {
      // Another request applied or changed it first: answer what the booking is now.
      if (error instanceof BookingMoved || (error instanceof AppError && error.errorCode === 'CONFLICT'))
        return this.#afterMove(payer, body, member);
      throw error;
    }
    return this.view(payer, body.reservationKey, member);
  }

  /** DELETE payment/points: gives the applied points back before paying; nothing applied answers as is. */
  async remove(
    payer: Payer,
    locator: string | undefined,
    member: MemberIdentity | null,
  ): Promise<PaymentPointsResponse> {
    const { row, view } = await this.#ownBooking(payer, locator, member);
    if (row.points_discount === 0 || row.points_reference === null)
      return this.#answer(row, view, await this.deps.points.balance(row.member_id ?? ''));
    this.#payable(view);
    const reference = row.points_reference;
    await this.deps.points.giveBack(reference, {
      alsoInside: async (trx) => {
        const cleared = await clearPointsDiscount(trx, {
          reservationId: row.id,
          reference,
          status: 'Unpaid',
          now: this.deps.clock.now(),
        });
        if (!cleared) throw appError('CONFLICT');
      },
    });
    return this.view(payer, locator, member);
  }

  /**
   * Gives back the points of cancelled bookings (cancelled by the traveller, or swept when their
   * hold ran out) not given back yet, or of one booking. Each is given back with the booking's
   * record in one transaction, once: the ledger's reference refuses a second. A booking never
   * paid loses its discount (a late payment priced with it is refused: the due moved on); a paid
   * one keeps it on record, its money refunded or credited as decision 022 says. The hold
   * sweeper runs this every round, so a return missed by a crash is made on the next.
   */
  async returnCancelled(reservationId?: string): Promise<number> {
    let returned = 0;
    const rows = await findPointsToReturn(this.deps.db, RETURN_BATCH, reservationId);
    for (const row of rows) {
      const mark = { reservationId: row.id, reference: row.points_reference, now: this.deps.clock.now() };
      const record = (trx: Parameters<typeof clearPointsDiscount>[0]) =>
        row.paid_amount === 0
          ? clearPointsDiscount(trx, { ...mark, status: 'Cancel' })
          : markPaidPointsReturned(trx, mark);
      const outcome = { givenBack: false };
      await this.deps.points.giveBack(row.points_reference, {
        alsoInside: async (trx) => {
          outcome.givenBack = await record(trx);
        },
      });
      if (outcome.givenBack) returned++;
      // Given back already (its ledger entry is there) yet not recorded on the booking: record it.
      else await this.deps.db.transaction().execute(record);
    }
    return returned;
  }

  /** The payer's booking, and the signed-in member's (401 LOGIN_REQUIRED, 403 POINTS_NOT_MEMBER_BOOKING). */
  async #ownBooking(
    payer: Payer,
    locator: string | undefined,
    member: MemberIdentity | null,
  ): Promise<{ row: ReservationRow; view: ReservationDto }> {
    if (!member) throw appError('LOGIN_REQUIRED');
    const booking = await this.deps.payable(payer, locator);
    if (booking.row.member_id !== member.memberId) throw appError('POINTS_NOT_MEMBER_BOOKING');
    return booking;
  }

  #payable(view: ReservationDto): void {
    if (view.status === 'Paid') throw appError('RESERVATION_ALREADY_PAID');
    if (view.status !== 'Unpaid') throw appError('RESERVATION_NOT_PAYABLE');
  }

  async #replayOrRefuse(
    payer: Payer,
    body: ApplyPaymentPointsBody,
    member: MemberIdentity | null,
    row: ReservationRow,
    view: ReservationDto,
  ): Promise<PaymentPointsResponse> {
    if (row.points_redeemed !== body.points) throw appError('POINTS_ALREADY_APPLIED');
    if (view.status === 'Cancel') throw appError('RESERVATION_NOT_PAYABLE');
    return this.view(payer, body.reservationKey, member);
  }

  async #afterMove(
    payer: Payer,
    body: ApplyPaymentPointsBody,
    member: MemberIdentity | null,
  ): Promise<PaymentPointsResponse> {
    const { row, view } = await this.#ownBooking(payer, body.reservationKey, member);
    if (row.points_discount > 0) return this.#replayOrRefuse(payer, body, member, row, view);
    this.#payable(view);
    throw appError('CONFLICT');
  }

  #answer(row: ReservationRow, view: ReservationDto, balance: number): PaymentPointsResponse {
    const applied = row.points_discount > 0;
    const canRedeem = view.status === 'Unpaid' && view.currency === 'VND' && !applied;
    return {
      balance,
      pointValue: POINT_VALUE_VND,
      minPoints: MIN_REDEEM_POINTS,
      maxPoints: view.currency === 'VND' ? Math.min(balance, maxRedeemablePoints(row.total_amount)) : 0,
      canRedeem,
      applied: applied
        ? {
            points: row.points_redeemed,
            discount: { currency: view.currency, totalAmount: row.points_discount },
          }
        : null,
      remaining: {
        currency: view.currency,
        totalAmount: Math.max(0, view.reservationSummary.remaining),
      },
    };
  }
}
