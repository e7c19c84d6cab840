import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import type { ChallengeRow, PaymentRow } from '../sandbox.repository';
import { findChallengeByPayment, findPayment } from '../sandbox.repository';
import {
  inTransaction,
  paymentStatusOf,
  type NotificationBuilder,
  type PaymentDecision,
  type SandboxLedger,
} from '../ledger/sandbox-ledger';
import type { OtpChallengeService, ResendResult, SmsText, VerifyResult } from './otp-challenge.service';

/**
 * What a gateway does when the payer answers its OTP challenge: the decision for each way a
 * challenge ends, the SMS text, and the notification to the merchant. The card acquirer's 3-D
 * Secure, the pay-later partner and HDBank each give one.
 */
export interface ChallengePolicy {
  smsText(payment: PaymentRow): SmsText;
  /** The right code: usually the payment succeeds (HDBank may still refuse: balance). */
  onAccepted(payment: PaymentRow): Omit<PaymentDecision, 'notify'>;
  /** Too many wrong codes. */
  onLocked(payment: PaymentRow): Omit<PaymentDecision, 'notify'>;
  /** The payer pressed Cancel. */
  onCancelled(payment: PaymentRow): Omit<PaymentDecision, 'notify'>;
  /** The code expired with no resend left, or the payer went away. */
  onAbandoned(payment: PaymentRow): Omit<PaymentDecision, 'notify'>;
  notification: NotificationBuilder;
  /** A gateway's own limit on codes sent (HDBank: 10 a day per customer); allowed when absent. */
  maySendAnother?(trx: Transaction<Database>, challenge: ChallengeRow): Promise<boolean>;
}

export interface ChallengeContext {
  challenge: ChallengeRow;
  payment: PaymentRow;
}

export type ChallengeVerifyOutcome = { context: ChallengeContext; result: VerifyResult };
export type ChallengeResendOutcome = { context: ChallengeContext; result: ResendResult };

/** The payment is waiting on this challenge: the only state in which the payer can act. */
export function isAwaitingPayer(payment: PaymentRow): boolean {
  return paymentStatusOf(payment) === 'PENDING';
}

/**
 * The payer's actions on a challenge — verify a code, ask for a new one, cancel — each in one
 * transaction with the payment's decision, the merchant notified after the commit.
 */
export class ChallengeActions {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: SandboxLedger,
    private readonly otp: OtpChallengeService,
    private readonly policy: ChallengePolicy,
  ) {}

  async load(challengeId: string): Promise<ChallengeContext | undefined> {
    return inTransaction(this.db, async (trx) => {
      const challenge = await this.otp.find(trx, challengeId);
      const payment = challenge ? await findPayment(trx, challenge.payment_id) : undefined;
      return challenge && payment ? { challenge, payment } : undefined;
    });
  }

  async verify(challengeId: string, input: string): Promise<ChallengeVerifyOutcome | undefined> {
    const outcome = await inTransaction(this.db, async (trx) => {
      const challenge = await this.otp.find(trx, challengeId);
      const payment = challenge ? await findPayment(trx, challenge.payment_id) : undefined;
      if (!challenge || !payment) return undefined;
      if (!isAwaitingPayer(payment)) {
        const finished: VerifyResult = { outcome: 'FINISHED', challenge };
        return { context: { challenge, payment }, result: finished };
      }
      const result = await this.otp.verify(trx, challenge, input);
      let decided: PaymentDecision | undefined;
      if (result.outcome === 'ACCEPTED') decided = { ...this.policy.onAccepted(payment), notify: true };
      if (result.outcome === 'LOCKED') decided = { ...this.policy.onLocked(payment), notify: true };
      if (result.outcome === 'EXPIRED' && this.otp.standing(result.challenge).isFinished) {
        await this.otp.end(trx, result.challenge);
        decided = { ...this.policy.onAbandoned(payment), notify: true };
      }
      if (!decided) return { context: { challenge: result.challenge, payment }, result };
      const decision = await this.ledger.decideIn(trx, payment, decided, this.policy.notification);
      return {
        context: { challenge: result.challenge, payment: decision.payment },
        result,
        notificationId: decision.notificationId,
      };
    });
    if (outcome && 'notificationId' in outcome) await this.ledger.deliverQueued(outcome);
    return outcome;
  }

  async resend(challengeId: string): Promise<ChallengeResendOutcome | undefined> {
    return inTransaction(this.db, async (trx) => {
      const challenge = await this.otp.find(trx, challengeId);
      const payment = challenge ? await findPayment(trx, challenge.payment_id) : undefined;
      if (!challenge || !payment) return undefined;
      if (!isAwaitingPayer(payment)) {
        const finished: ResendResult = { outcome: 'FINISHED', challenge };
        return { context: { challenge, payment }, result: finished };
      }
      if (this.policy.maySendAnother && !(await this.policy.maySendAnother(trx, challenge))) {
        const limited: ResendResult = { outcome: 'LIMIT_REACHED', challenge };
        return { context: { challenge, payment }, result: limited };
      }
      const result = await this.otp.resend(trx, challenge, this.policy.smsText(payment));
      return { context: { challenge: result.challenge, payment }, result };
    });
  }

  /** Cancels the payment waiting on the challenge; the context after it (undefined if unknown). */
  async cancel(challengeId: string): Promise<ChallengeContext | undefined> {
    return this.end(challengeId, (payment) => this.policy.onCancelled(payment));
  }

  /** Ends an abandoned challenge (the sweeper, when the payment's settle time comes). */
  async abandon(paymentId: string): Promise<ChallengeContext | undefined> {
    const challenge = await findChallengeByPayment(this.db, paymentId);
    if (challenge) return this.end(challenge.id, (payment) => this.policy.onAbandoned(payment));
    // Every start creates its challenge in the same transaction; should one be missing, the
    // payment must still end rather than wait forever.
    const payment = await findPayment(this.db, paymentId);
    if (payment && isAwaitingPayer(payment)) {
      await this.ledger.decide(
        paymentId,
        { ...this.policy.onAbandoned(payment), notify: true },
        this.policy.notification,
      );
    }
    return undefined;
  }

  private async end(
    challengeId: string,
    decide: (payment: PaymentRow) => Omit<PaymentDecision, 'notify'>,
  ): Promise<ChallengeContext | undefined> {
    const outcome = await inTransaction(this.db, async (trx) => {
      const challenge = await this.otp.find(trx, challengeId);
      const payment = challenge ? await findPayment(trx, challenge.payment_id) : undefined;
      if (!challenge || !payment) return undefined;
      if (!isAwaitingPayer(payment)) return { context: { challenge, payment } };
      await this.otp.end(trx, challenge);
      const decision = await this.ledger.decideIn(
        trx,
        payment,
        { ...decide(payment), notify: true },
        this.policy.notification,
      );
      return {
        context: {
          challenge: (await this.otp.find(trx, challengeId)) ?? challenge,
          payment: decision.payment,
        },
        notificationId: decision.notificationId,
      };
    });
    if (outcome) await this.ledger.deliverQueued(outcome);
    return outcome?.context;
  }
}
