import { createHash } from 'node:crypto';
import type { Clock } from '@skybook/domain/clock';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import {
  findRefundByRequest,
  findRefundOfPayment,
  insertRefund,
  listRefundRows,
  type RefundRow,
} from './refund.repository';
import { findPayment, updatePayment, type PaymentRow } from '../sandbox.repository';
import {
  ConcurrentUpdate,
  inTransaction,
  newSandboxId,
  paymentDetails,
  paymentStatusOf,
} from './sandbox-ledger';

/**
 * The refunds the sandbox's card acquirer, VNPay, pay-later partner and HDBank make (decision 009): the whole
 * payment or part of it (a cancellation keeps its fee, decision 022), at most once per payment. A refund is named by the merchant's request id: the same
 * request again (a retry after a lost answer, a crash between the call and the merchant's write)
 * is answered with the stored answer and returns nothing twice; the same id with other fields is
 * a different request. The refund is kept in sandbox_refund and on the payment's details, where
 * /sandbox/refunds.json and the gateways' status answers show it.
 */

/** The gateways that refund: the card acquirer, VNPay, the pay-later partner, HDBank. */
export type RefundingGateway = 'card' | 'vnpay' | 'payLater' | 'hdbank';

/** The body of a signed refund call (card acquirer, pay-later partner, HDBank). */
export interface SignedRefundBody {
  /** The merchant's refund request id: the same one again answers the same refund. */
  refundRef: string;
  /** Minor units: the whole payment or less (one refund per payment either way). */
  amount: number;
  currency: string;
}

/** The answer to a signed refund call. */
export interface SignedRefundAnswer {
  refundId: string;
  paymentId: string;
  merchantRef: string;
  refundRef: string;
  status: 'REFUNDED';
  amount: number;
  currency: string;
  refundedAt: string;
}

export interface RefundRequest {
  gateway: RefundingGateway;
  merchantCode: string;
  requestId: string;
  /** The gateway's payment the merchant names (undefined: none). */
  payment: PaymentRow | undefined;
  amount: number;
  /** True when the request can only be the whole payment (VNPay's transaction type 02). */
  wholeOnly?: boolean;
  /** The request's fields that must agree on a replay (not its timestamp or signature). */
  fields: Readonly<Record<string, string | number>>;
  /** The answer to store and give, built once the refund is made. */
  answer: (refund: { id: string; createdAt: Date; payment: PaymentRow }) => Record<string, unknown>;
}

export type RefundOutcome =
  /** Refunded now, or a replay of the request that did (`replay`): the stored answer. */
  | { kind: 'refunded'; answer: Record<string, unknown>; replay: boolean }
  /** The request id was used for another request. */
  | { kind: 'requestReused' }
  | { kind: 'notFound' }
  /** Nothing was taken (not AUTHORIZED or SUCCESSFUL): nothing to give back. */
  | { kind: 'notRefundable' }
  /** Nothing, or more than the payment (or, for a full-refund request, not the whole payment). */
  | { kind: 'wrongAmount' }
  /** Refunded already, by another request. */
  | { kind: 'alreadyRefunded'; refund: RefundRow };

const REFUNDABLE = new Set(['AUTHORIZED', 'SUCCESSFUL']);

function digestOf(fields: Readonly<Record<string, string | number>>): string {
  const sorted = Object.keys(fields)
    .sort()
    .map((name) => [name, fields[name]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('base64url');
}

/** A refund as /sandbox/refunds.json shows it. */
export interface RefundView {
  id: string;
  gateway: string;
  requestId: string;
  merchantRef: string;
  paymentId: string;
  amount: number;
  currency: string;
  refundedAt: string;
}

/** The latest refunds (of one merchant reference when given), newest first. */
export async function listRefunds(
  db: Kysely<Database>,
  filter: { merchantRef?: string | undefined },
  limit: number,
): Promise<RefundView[]> {
  const rows = await listRefundRows(db, filter, limit);
  return rows.map((row) => ({
    id: row.id,
    gateway: row.gateway,
    requestId: row.request_id,
    merchantRef: row.merchant_ref,
    paymentId: row.payment_id,
    amount: row.amount,
    currency: row.currency,
    refundedAt: row.created_at,
  }));
}

export class SandboxRefunds {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** What an earlier refund with this request id (or of this payment) answers now, if any. */
  async #earlier(request: RefundRequest, digest: string): Promise<RefundOutcome | undefined> {
    const same = await findRefundByRequest(this.db, request.gateway, request.merchantCode, request.requestId);
    if (same) {
      if (same.request_digest !== digest) return { kind: 'requestReused' };
      const answer = JSON.parse(same.answer) as Record<string, unknown>;
      return { kind: 'refunded', answer, replay: true };
    }
    if (!request.payment) return undefined;
    const ofPayment = await findRefundOfPayment(this.db, request.payment.id);
    return ofPayment ? { kind: 'alreadyRefunded', refund: ofPayment } : undefined;
  }

  /**
   * A signed refund call (card acquirer, pay-later partner, HDBank): the payment or part of it, once; the
   * same refundRef again answers the same refund. 404 NOT_FOUND for no such payment of this
   * merchant at this gateway; 409 CONFLICT with details.reason NOT_REFUNDABLE (nothing was
   * taken), ALREADY_REFUNDED (by another refundRef) or REFUND_REF_REUSED (this refundRef named
   * another refund); 400 INVALID_REQUEST (AMOUNT_MISMATCH) for more than the payment or another currency.
   */
  async signedRefund(
    gateway: Exclude<RefundingGateway, 'vnpay'>,
    merchantCode: string,
    paymentId: string,
    body: SignedRefundBody,
  ): Promise<SignedRefundAnswer> {
    const payment = await findPayment(this.db, paymentId);
    if (payment?.gateway === gateway && payment.currency !== body.currency) {
      throw appError('INVALID_REQUEST', { details: { reason: 'AMOUNT_MISMATCH' } });
    }
    const outcome = await this.refund({
      gateway,
      merchantCode,
      requestId: body.refundRef,
      payment,
      amount: body.amount,
      fields: { paymentId, amount: body.amount, currency: body.currency },
      answer: ({ id, createdAt, payment: refunded }) =>
        ({
          refundId: id,
          paymentId: refunded.id,
          merchantRef: refunded.merchant_ref,
          refundRef: body.refundRef,
          status: 'REFUNDED',
          amount: body.amount,
          currency: refunded.currency,
          refundedAt: createdAt.toISOString(),
        }) satisfies SignedRefundAnswer,
    });
    switch (outcome.kind) {
      case 'refunded':
        return outcome.answer as unknown as SignedRefundAnswer;
      case 'notFound':
        throw appError('NOT_FOUND');
      case 'wrongAmount':
        throw appError('INVALID_REQUEST', { details: { reason: 'AMOUNT_MISMATCH' } });
      case 'notRefundable':
        throw appError('CONFLICT', { details: { reason: 'NOT_REFUNDABLE' } });
      case 'alreadyRefunded':
        throw appError('CONFLICT', { details: { reason: 'ALREADY_REFUNDED' } });
      case 'requestReused':
        throw appError('CONFLICT', { details: { reason: 'REFUND_REF_REUSED' } });
    }
  }

  /** Refunds a payment, whole or in part, once (see the class comment). */
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    const digest = digestOf(request.fields);
    const earlier = await this.#earlier(request, digest);
    if (earlier) return earlier;
    const { payment } = request;
    if (payment?.gateway !== request.gateway || payment.merchant_code !== request.merchantCode) {
      return { kind: 'notFound' };
    }
    if (!REFUNDABLE.has(paymentStatusOf(payment))) return { kind: 'notRefundable' };
    const tooMuch = request.amount <= 0 || request.amount > payment.amount;
    if (tooMuch || (request.wholeOnly === true && request.amount !== payment.amount)) {
      return { kind: 'wrongAmount' };
    }
    const now = this.clock.now();
    const id = newSandboxId();
    try {
      const answer = await inTransaction(this.db, async (trx) => {
        const current = await findPayment(trx, payment.id);
        if (!current) throw new Error(`No sandbox payment ${payment.id}`);
        const answer = request.answer({ id, createdAt: now, payment: current });
        await insertRefund(trx, {
          id,
          gateway: request.gateway,
          merchant_code: request.merchantCode,
          request_id: request.requestId,
          payment_id: current.id,
          amount: request.amount,
          currency: current.currency,
          request_digest: digest,
          answer: JSON.stringify(answer),
          created_at: now.toISOString(),
        });
        // The payment's books say it too (its status stays what the payer did: paid, then refunded).
        const written = await updatePayment(trx, current.id, current.version, {
          status: current.status,
          result_code: current.result_code,
          reason: current.reason,
          details: JSON.stringify({
            ...paymentDetails(current),
            refund: {
              id,
              requestId: request.requestId,
              amount: request.amount,
              refundedAt: now.toISOString(),
            },
          }),
          settle_at: current.settle_at,
          updated_at: now.toISOString(),
        });
        if (!written) throw new ConcurrentUpdate();
        return answer;
      });
      return { kind: 'refunded', answer, replay: false };
    } catch (error) {
      // A concurrent request for the same refund or payment won the unique index: answer as it did.
      const raced = await this.#earlier(request, digest);
      if (raced) return raced;
      throw error;
    }
  }
}
