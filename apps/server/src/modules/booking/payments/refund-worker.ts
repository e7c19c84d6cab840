import type { Clock } from '@skybook/domain/clock';
import type { CurrencyCode } from '@skybook/domain/currency';
import { money } from '@skybook/domain/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { WalletService } from '../../member/public';
import type { PaymentGateways } from './gateways/gateway-config';
import type { GatewayRefundOutcome } from './gateways/refund';
import { refundVnpay } from './gateways/vnpay';
import type { PaymentRow } from './payment.repository';
import { claimRefund, findDueRefunds, finishRefund, type RefundChange } from './refund.repository';

/** How many owed refunds one run looks at. */
const BATCH = 20;
/** Retry delay after the first failed try, doubled each time up to MAX_BACKOFF_MS. */
const FIRST_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 30 * 60_000;
/** Who VNPay records as having asked for the refund (vnp_CreateBy), and from where. */
const VNPAY_CREATE_BY = 'skybook-refund-worker';
const VNPAY_SERVER_IP = '127.0.0.1';

/**
 * The payment kinds whose gateway has a refund call. Vikki bank links have none (the merchant
 * calls no Vikki API, it only reads Vikki's notifications): their refunds are marked `manual`,
 * refunded by the partner's operations (decision 009).
 */
const REFUNDED_BY_CALL = new Set(['card', 'qr', 'domesticCard', 'payLater', 'instalment', 'wallet']);

export interface RefundRunResult {
  /** Confirmed by the gateway this run. */
  done: number;
  /** Given up on (refused by the gateway, or out of tries). */
  failed: number;
  /** Left pending for a later try (no usable answer). */
  retrying: number;
  /** No refund call at that gateway: left to the partner's operations. */
  manual: number;
}

export interface RefundWorkerOptions {
  intervalMs: number;
  maxAttempts: number;
  /** How long a claim keeps other workers off a refund: longer than one gateway call. */
  claimMs: number;
  /** Where a wallet payment's refund goes back to (decision 033). */
  wallet?: Pick<WalletService, 'refund'>;
}

/**
 * Gives back at the gateway the money of payments the booking could not take (payment.service's
 * #refund records them `pending`) or of bookings cancelled into a refund (their `refund_amount`,
 * less than the payment: the cancellation's fee is kept). Every `intervalMs` it claims each due refund by a conditional
 * update (refund_attempts as read, state still pending; the claim pushes the next try past the
 * call's timeout), so any number of workers in any number of processes send each try once. The
 * request id is the payment's id: a refund sent again — after a crash between the call and the
 * write, or a lost answer — is answered by the gateway with the same refund, the money returned
 * once (a wallet payment's refund goes back into the member's wallet, idempotent by the payment's id). `done` when the gateway confirms; retried with backoff on no usable answer (5xx, timeout);
 * `failed` when the gateway refuses or after `maxAttempts` tries, for an operator.
 */
export class RefundWorker {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<RefundRunResult> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly gateways: () => Promise<PaymentGateways>,
    private readonly options: RefundWorkerOptions,
  ) {}

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      if (this.#running) return;
      this.run().catch((error: unknown) => {
        this.log.error({ err: error }, 'refund run failed');
      });
    }, this.options.intervalMs);
    this.#timer.unref();
  }

  /** Stops the timer and waits for a run in progress. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running?.catch(() => undefined);
  }

  /** One run now: every refund due by the clock's now. */
  run(): Promise<RefundRunResult> {
    const run = this.#run().finally(() => {
      if (this.#running === run) this.#running = undefined;
    });
    this.#running = run;
    return run;
  }

  async #run(): Promise<RefundRunResult> {
    const result: RefundRunResult = { done: 0, failed: 0, retrying: 0, manual: 0 };
    const now = this.clock.now();
    const due = await findDueRefunds(this.db, now, BATCH);
    for (const payment of due) {
      const state = await this.#refund(payment, now);
      if (state) result[state]++;
    }
    if (result.done + result.failed + result.manual > 0) this.log.info(result, 'refunds sent');
    return result;
  }

  /** One try of one refund, if this worker wins its claim. */
  async #refund(payment: PaymentRow, now: Date): Promise<keyof RefundRunResult | undefined> {
    if (!REFUNDED_BY_CALL.has(payment.kind)) {
      const marked = await this.#finish(payment, payment.refund_attempts, { refund_state: 'manual' });
      if (marked) {
        this.log.warn(
          { paymentId: payment.id, kind: payment.kind },
          "refund owed at a gateway without a refund call: the partner's operations refund it",
        );
      }
      return marked ? 'manual' : undefined;
    }
    const attempts = payment.refund_attempts + 1;
    const claimUntil = new Date(now.getTime() + this.options.claimMs).toISOString();
    if (!(await claimRefund(this.db, payment, attempts, claimUntil))) return undefined;

    let outcome: GatewayRefundOutcome;
    try {
      outcome = await this.#call(payment, now);
    } catch (error) {
      this.log.error({ err: error, paymentId: payment.id }, 'refund call failed');
      outcome = { kind: 'retry', code: 'ERROR' };
    }
    if (outcome.kind === 'refunded') {
      await this.#finish(payment, attempts, {
        refund_state: 'done',
        refund_gateway_ref: outcome.gatewayRef,
        refund_error: null,
      });
      this.log.info({ paymentId: payment.id, refund: outcome.gatewayRef }, 'refund confirmed by the gateway');
      return 'done';
    }
    if (outcome.kind === 'rejected' || attempts >= this.options.maxAttempts) {
      await this.#finish(payment, attempts, { refund_state: 'failed', refund_error: outcome.code });
      this.log.error(
        { paymentId: payment.id, code: outcome.code, attempts },
        'refund failed: money owed to the payer, an operator must act',
      );
      return 'failed';
    }
    const backoff = Math.min(FIRST_BACKOFF_MS * 2 ** (attempts - 1), MAX_BACKOFF_MS);
    await this.#finish(payment, attempts, {
      refund_error: outcome.code,
      refund_next_attempt_at: new Date(this.clock.now().getTime() + backoff).toISOString(),
    });
    this.log.warn({ paymentId: payment.id, code: outcome.code, attempts }, 'refund to be tried again');
    return 'retrying';
  }

  /** Writes a try's result if the refund is still pending at the attempts this worker claimed. */
  #finish(payment: PaymentRow, attempts: number, change: RefundChange): Promise<boolean> {
    return finishRefund(this.db, payment.id, attempts, change, this.clock.now().toISOString());
  }

  /**
   * A wallet payment goes back into its wallet: the wallet's refund of the payment's reference
   * (its id) is recorded once however often it is sent, so a retry after a crash gives it once.
   */
  async #refundToWallet(payment: PaymentRow, amount: number): Promise<GatewayRefundOutcome> {
    if (!this.options.wallet) return { kind: 'retry', code: 'WALLET_UNAVAILABLE' };
    const movement = await this.options.wallet.refund(payment.id, amount);
    return { kind: 'refunded', gatewayRef: movement.id };
  }

  async #call(payment: PaymentRow, now: Date): Promise<GatewayRefundOutcome> {
    // A cancellation's refund keeps its fee: less than the payment (refund_amount); else all of it.
    const amount = money(payment.refund_amount ?? payment.amount, payment.currency as CurrencyCode);
    if (payment.kind === 'wallet') return this.#refundToWallet(payment, amount.amountMinor);
    const gateways = await this.gateways();
    if (!payment.gateway_ref) return { kind: 'rejected', code: 'NO_GATEWAY_REFERENCE' };
    if (payment.kind === 'card') return gateways.card.refund(payment.gateway_ref, payment.id, amount);
    if (payment.kind === 'payLater') return gateways.payLater.refund(payment.gateway_ref, payment.id, amount);
    if (payment.kind === 'instalment') return gateways.hdbank.refund(payment.gateway_ref, payment.id, amount);
    return refundVnpay(
      {
        requestId: payment.id,
        txnRef: payment.id,
        amount,
        partial: amount.amountMinor < payment.amount,
        transactionNo: payment.gateway_ref,
        transactionDate: new Date(payment.created_at),
        createBy: VNPAY_CREATE_BY,
        ipAddr: VNPAY_SERVER_IP,
        createdAt: now,
        orderInfo: `Hoan tien thanh toan ${payment.id}`,
      },
      gateways.vnpay,
      gateways.timeoutMs,
    );
  }
}
