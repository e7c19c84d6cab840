import { randomBytes } from 'node:crypto';
import type { Clock } from '@skybook/domain/clock';
import { PAYMENT_STATUSES, type PaymentStatus } from '@skybook/domain/payment-codes';
import {
  applyPaymentEvent,
  isSuccessPaymentStatus,
  isTerminalPaymentStatus,
  type PaymentEvent,
  type PaymentEventOutcome,
} from '@skybook/domain/payment-state';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { findPayment, insertNotification, updatePayment, type PaymentRow } from '../sandbox.repository';
import { SandboxNotifier } from './sandbox-notifier';
import type { SandboxSecrets } from '../sandbox-secrets';

/**
 * The sandbox gateways' books: every change of a payment's status goes through
 * @skybook/domain/payment-state, is written with optimistic locking, and — when the payment is
 * decided — queues a server-to-server notification to the merchant in the same transaction.
 * The notifier delivers them once the transaction commits, and retries them until acknowledged.
 */

/** Thrown when another decider changed a row first; the transaction is run again. */
export class ConcurrentUpdate extends Error {
  override name = 'ConcurrentUpdate';
}

/** Runs `work` in a transaction, again (up to 3 times) when it lost a race. */
export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!(error instanceof ConcurrentUpdate) || attempt >= 3) throw error;
    }
  }
}

export const newSandboxId = (): string => randomBytes(16).toString('base64url');

export function paymentStatusOf(row: PaymentRow): PaymentStatus {
  return PAYMENT_STATUSES.find((status) => status === row.status) ?? 'ERROR';
}

export function paymentDetails(row: PaymentRow): Record<string, unknown> {
  const parsed: unknown = JSON.parse(row.details);
  return typeof parsed === 'object' && parsed !== null ? { ...parsed } : {};
}

/** A decision about a payment: the event and the gateway's words for it. */
export interface PaymentDecision {
  event: PaymentEvent;
  resultCode: string | null;
  reason: string | null;
  /** Facts to merge into the payment's details (transaction number, pay date …). */
  details?: Record<string, unknown>;
  /** When it settles by itself next (null clears it); unchanged when omitted. */
  settleAt?: string | null;
  /** Queue a notification to the merchant when this decision applies. */
  notify: boolean;
}

/** What a gateway sends its merchant about a decided payment. */
export type NotificationMessage =
  { kind: 'signedPost'; url: string; payload: string } | { kind: 'vnpayIpn'; url: string; payload: string };

export type NotificationBuilder = (payment: PaymentRow) => NotificationMessage;

export interface DecisionResult {
  payment: PaymentRow;
  outcome: PaymentEventOutcome;
  /** The notification queued, to deliver once the transaction commits. */
  notificationId?: string;
}

/** The JSON notification the card acquirer, pay-later partner and HDBank send. */
export function jsonNotification(
  payment: PaymentRow,
  extra: Record<string, unknown> = {},
): NotificationMessage {
  return {
    kind: 'signedPost',
    url: payment.notify_url,
    payload: JSON.stringify({
      gateway: payment.gateway,
      paymentId: payment.id,
      merchantRef: payment.merchant_ref,
      status: payment.status,
      resultCode: payment.result_code,
      reason: payment.reason,
      amount: payment.amount,
      currency: payment.currency,
      occurredAt: payment.updated_at,
      ...extra,
    }),
  };
}

export class SandboxLedger {
  readonly notifier: SandboxNotifier;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    secrets: SandboxSecrets,
    private readonly log: FastifyBaseLogger,
  ) {
    this.notifier = new SandboxNotifier(db, clock, secrets, log);
  }

  /**
   * Applies `decision` to `payment` inside `trx`. Not applied (a late or repeated event) leaves
   * the row as it is; a lost race throws {@link ConcurrentUpdate} so the caller's transaction
   * runs again on fresh rows.
   */
  async decideIn(
    trx: Transaction<Database>,
    payment: PaymentRow,
    decision: PaymentDecision,
    notification: NotificationBuilder,
  ): Promise<DecisionResult> {
    const outcome = applyPaymentEvent(paymentStatusOf(payment), decision.event);
    if (!outcome.applied) {
      if (outcome.reason === 'LATE_AFTER_SUCCESS' || outcome.reason === 'TERMINAL') {
        this.log.info(
          { paymentId: payment.id, status: payment.status, event: decision.event, reason: outcome.reason },
          'sandbox payment event not applied',
        );
      }
      return { payment, outcome };
    }
    const now = this.clock.now().toISOString();
    const change = {
      status: outcome.next,
      result_code: decision.resultCode,
      reason: decision.reason,
      details: JSON.stringify({ ...paymentDetails(payment), ...decision.details }),
      settle_at: decision.settleAt === undefined ? payment.settle_at : decision.settleAt,
      updated_at: now,
    };
    if (isTerminalPaymentStatus(outcome.next)) change.settle_at = null;
    if (!(await updatePayment(trx, payment.id, payment.version, change))) throw new ConcurrentUpdate();
    const updated: PaymentRow = { ...payment, ...change, version: payment.version + 1 };
    const decided = isTerminalPaymentStatus(outcome.next) || isSuccessPaymentStatus(outcome.next);
    if (!decision.notify || !decided) return { payment: updated, outcome };
    const message = notification(updated);
    const notificationId = newSandboxId();
    await insertNotification(trx, {
      id: notificationId,
      payment_id: payment.id,
      kind: message.kind,
      url: message.url,
      payload: message.payload,
      state: 'pending',
      attempts: 0,
      next_attempt_at: now,
      last_answer: null,
      created_at: now,
      delivered_at: null,
    });
    return { payment: updated, outcome, notificationId };
  }

  /** {@link decideIn} in its own transaction (re-read and retried on a race), then delivers. */
  async decide(
    paymentId: string,
    decision: PaymentDecision,
    notification: NotificationBuilder,
  ): Promise<DecisionResult> {
    const result = await inTransaction(this.db, async (trx) => {
      const payment = await findPayment(trx, paymentId);
      if (!payment) throw new Error(`No sandbox payment ${paymentId}`);
      return this.decideIn(trx, payment, decision, notification);
    });
    await this.deliverQueued(result);
    return result;
  }

  /** Records facts about a payment without changing its status (a wrong entry counted …). */
  async mergeDetails(paymentId: string, details: Record<string, unknown>): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      const payment = await findPayment(trx, paymentId);
      if (!payment) return;
      const written = await updatePayment(trx, payment.id, payment.version, {
        status: payment.status,
        result_code: payment.result_code,
        reason: payment.reason,
        details: JSON.stringify({ ...paymentDetails(payment), ...details }),
        settle_at: payment.settle_at,
        updated_at: this.clock.now().toISOString(),
      });
      if (!written) throw new ConcurrentUpdate();
    });
  }

  /** Delivers the notification a committed decision queued, if any. */
  async deliverQueued(result: Pick<DecisionResult, 'notificationId'>): Promise<void> {
    if (result.notificationId) await this.notifier.deliver(result.notificationId);
  }
}
