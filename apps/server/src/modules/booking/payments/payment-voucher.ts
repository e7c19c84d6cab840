import { type CreatePaymentBody, type CreatePaymentResponse } from '@skybook/contracts/payment';
import { applyPaymentEvent } from '@skybook/domain/payment-state';
import { voucherSecretMatches } from '../../../db/voucher-secret';
import { appError } from '../../../plugins/app-error';
import type { FixedWindowLimiter } from '../../../plugins/fixed-window-limiter';
import { findPayment, insertPayment, updatePaymentIfVersion, type PaymentRow } from './payment.repository';
import { recordCapture } from './payment-capture';
import { findVoucher, spendVoucher } from './voucher.repository';
import type { PaymentEvents } from './payment-events';
import {
  paymentView,
  VOUCHER_LIMITS,
  type PaymentServiceDeps,
  type Settled,
  CaptureAbort,
} from './payment-model';

/**
 * A voucher pays the whole amount at once (requirements §8), its checks rate limited: a prepaid
 * one is used up, a credit shell (decision 022) keeps what the payment did not take for later. A
 * balance smaller than the amount answers VOUCHER_INSUFFICIENT: a voucher never pays part of a
 * booking beside another method.
 */
export class VoucherPayments {
  readonly #voucherPerClient: FixedWindowLimiter;
  readonly #voucherPerSerial: FixedWindowLimiter;

  constructor(
    private readonly deps: PaymentServiceDeps,
    private readonly events: PaymentEvents,
  ) {
    this.#voucherPerClient = deps.rateLimits.limiter('payment-voucher:client', VOUCHER_LIMITS.perClient);
    this.#voucherPerSerial = deps.rateLimits.limiter('payment-voucher:serial', VOUCHER_LIMITS.perSerial);
  }

  private get db() {
    return this.deps.db;
  }

  async pay(
    row: PaymentRow,
    body: CreatePaymentBody,
    client: string,
  ): Promise<Settled<CreatePaymentResponse>> {
    if (!body.voucher) throw appError('INVALID_REQUEST', { details: { field: 'voucher' } });
    const serial = body.voucher.serial.trim().toUpperCase();
    await this.#voucherPerClient.enforce(client);
    await this.#voucherPerSerial.enforce(serial);
    const voucher = await findVoucher(this.db, serial);
    const now = this.deps.clock.now();
    // Wrong serial, password or PIN, expired, used or spent: one answer (requirements §8 "voucher wrong or expired").
    const passwordOk = voucher ? voucherSecretMatches(body.voucher.password, voucher.password_hash) : false;
    const pinOk = voucher ? voucherSecretMatches(body.voucher.pin, voucher.pin_hash) : false;
    if (
      !voucher ||
      !passwordOk ||
      !pinOk ||
      voucher.balance <= 0 ||
      voucher.expires_at <= now.toISOString()
    ) {
      throw appError('VOUCHER_INVALID');
    }
    if (voucher.currency !== row.currency || voucher.balance < row.amount) {
      throw appError('VOUCHER_INSUFFICIENT');
    }
    await insertPayment(this.db, { ...row, gateway_ref: serial });
    const outcome = applyPaymentEvent('INIT', 'CAPTURED');
    let failure: CaptureAbort | 'voucherTaken' | undefined;
    try {
      await this.db.transaction().execute(async (trx) => {
        if (!(await spendVoucher(trx, voucher, row, now))) throw new CaptureAbort('raced');
        await recordCapture(trx, row, now);
        if (!(await updatePaymentIfVersion(trx, row.id, 0, { status: outcome.next }, now))) {
          throw new CaptureAbort('raced');
        }
      });
    } catch (error) {
      if (!(error instanceof CaptureAbort)) throw error;
      failure = error.reason === 'raced' ? 'voucherTaken' : error;
    }
    if (failure !== undefined) {
      // Nothing was redeemed or captured: the attempt failed.
      await this.events.applyEvent(row.id, 'FAILED');
      if (failure === 'voucherTaken') {
        // Another payment spent it first: what is left may still be worth something, just not this.
        const left = await findVoucher(this.db, serial);
        throw appError(left && left.balance > 0 ? 'VOUCHER_INSUFFICIENT' : 'VOUCHER_INVALID');
      }
      if (failure.reason === 'alreadyPaid') throw appError('RESERVATION_ALREADY_PAID');
      if (failure.reason === 'dueChanged') throw appError('PRICE_CHANGED');
      throw appError('RESERVATION_NOT_PAYABLE');
    }
    const stored = await findPayment(this.db, row.id);
    if (!stored) throw new Error('payment vanished');
    return {
      value: { payment: paymentView(stored), redirectUrl: null, otp: null },
      confirmedReservationId: row.reservation_id,
    };
  }
}
