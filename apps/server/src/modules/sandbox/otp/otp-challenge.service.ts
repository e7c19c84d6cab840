import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '@skybook/domain/clock';
import {
  checkOtp,
  isOtpShaped,
  issueOtp,
  otpFromRandom,
  otpStanding,
  resendOtp,
  type OtpRecord,
  type OtpStanding,
} from '@skybook/domain/otp-rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import {
  findChallenge,
  insertChallenge,
  insertSms,
  updateChallenge,
  type ChallengeRow,
} from '../sandbox.repository';
import { ConcurrentUpdate, newSandboxId } from '../ledger/sandbox-ledger';
import type { SandboxSecrets } from '../sandbox-secrets';

/**
 * One-time passwords bound to a payment (3-D Secure, pay-later confirmation, HDBank instalment),
 * decided by @skybook/domain/otp-rules. Codes come from the CSPRNG, are "sent" to the payer's
 * phone through the sandbox SMS outbox, and are stored only as an HMAC bound to the challenge.
 * Every function works inside the caller's transaction, so the payment's decision and the
 * challenge's counters change together.
 */

/** The text of the SMS that carries a code. */
export type SmsText = (code: string) => string;

export type VerifyResult =
  | { outcome: 'ACCEPTED'; challenge: ChallengeRow }
  | { outcome: 'WRONG'; challenge: ChallengeRow; attemptsLeft: number }
  | { outcome: 'LOCKED'; challenge: ChallengeRow }
  | { outcome: 'EXPIRED'; challenge: ChallengeRow }
  /** Not 6 digits: answered without costing a try. */
  | { outcome: 'MALFORMED'; challenge: ChallengeRow }
  /** Already used, cancelled or otherwise ended. */
  | { outcome: 'FINISHED'; challenge: ChallengeRow };

export type ResendResult =
  | { outcome: 'RESENT'; challenge: ChallengeRow }
  | { outcome: 'TOO_SOON'; challenge: ChallengeRow; retryAfterSeconds: number }
  | { outcome: 'LIMIT_REACHED'; challenge: ChallengeRow }
  | { outcome: 'FINISHED'; challenge: ChallengeRow };

export function recordOf(row: ChallengeRow): OtpRecord {
  return {
    sentAt: row.sent_at,
    expiresAt: row.expires_at,
    wrongAttempts: row.wrong_attempts,
    resends: row.resends,
    usedAt: row.used_at,
  };
}

export class OtpChallengeService {
  constructor(
    private readonly clock: Clock,
    private readonly secrets: SandboxSecrets,
  ) {}

  private hash(challengeId: string, code: string): Buffer {
    return createHmac('sha256', this.secrets.hashKey).update(`${challengeId}:${code}`, 'utf8').digest();
  }

  private async send(trx: Transaction<Database>, challengeId: string, phone: string, text: SmsText) {
    const code = otpFromRandom((max) => randomInt(max));
    await insertSms(trx, {
      id: newSandboxId(),
      phone,
      body: text(code),
      challenge_id: challengeId,
      created_at: this.clock.now().toISOString(),
    });
    return this.hash(challengeId, code).toString('base64url');
  }

  /** Creates a payment's challenge and sends its first code; returns the challenge id. */
  async create(trx: Transaction<Database>, paymentId: string, phone: string, text: SmsText): Promise<string> {
    const id = newSandboxId();
    const now = this.clock.now();
    const record = issueOtp(now);
    // The row first: the SMS names it.
    await insertChallenge(trx, {
      id,
      payment_id: paymentId,
      phone,
      code_hash: '',
      sent_at: record.sentAt,
      expires_at: record.expiresAt,
      wrong_attempts: 0,
      resends: 0,
      used_at: null,
      finished_at: null,
      version: 0,
      created_at: now.toISOString(),
    });
    const codeHash = await this.send(trx, id, phone, text);
    if (!(await updateChallenge(trx, id, 0, { code_hash: codeHash }))) throw new ConcurrentUpdate();
    return id;
  }

  /** Where a challenge stands now (for its page). */
  standing(row: ChallengeRow): OtpStanding {
    return otpStanding(recordOf(row), this.clock.now());
  }

  /** True when the challenge can no longer lead anywhere but to its end. */
  isOver(row: ChallengeRow): boolean {
    return row.finished_at !== null || this.standing(row).isFinished;
  }

  async find(trx: Transaction<Database>, id: string): Promise<ChallengeRow | undefined> {
    return findChallenge(trx, id);
  }

  /** Decides a code entered for `row` (read in the same transaction). */
  async verify(trx: Transaction<Database>, row: ChallengeRow, input: string): Promise<VerifyResult> {
    if (row.finished_at !== null || row.used_at !== null) return { outcome: 'FINISHED', challenge: row };
    if (!isOtpShaped(input)) return { outcome: 'MALFORMED', challenge: row };
    const stored = Buffer.from(row.code_hash, 'base64url');
    const given = this.hash(row.id, input.trim());
    const isMatch = stored.length === given.length && timingSafeEqual(stored, given);
    const now = this.clock.now();
    const check = checkOtp(recordOf(row), isMatch, now);
    const change = {
      wrong_attempts: check.record.wrongAttempts,
      used_at: check.record.usedAt,
      finished_at: check.outcome === 'LOCKED' ? now.toISOString() : row.finished_at,
    };
    if (check.outcome === 'USED') return { outcome: 'FINISHED', challenge: row };
    if (check.outcome === 'EXPIRED') return { outcome: 'EXPIRED', challenge: row };
    if (!(await updateChallenge(trx, row.id, row.version, change))) throw new ConcurrentUpdate();
    const updated: ChallengeRow = { ...row, ...change, version: row.version + 1 };
    if (check.outcome === 'WRONG')
      return { outcome: 'WRONG', challenge: updated, attemptsLeft: check.attemptsLeft };
    return { outcome: check.outcome, challenge: updated };
  }

  /** Sends a new code if the rules allow it now. */
  async resend(trx: Transaction<Database>, row: ChallengeRow, text: SmsText): Promise<ResendResult> {
    if (row.finished_at !== null) return { outcome: 'FINISHED', challenge: row };
    const decision = resendOtp(recordOf(row), this.clock.now());
    if (decision.outcome === 'USED' || decision.outcome === 'LOCKED')
      return { outcome: 'FINISHED', challenge: row };
    if (decision.outcome === 'LIMIT_REACHED') return { outcome: 'LIMIT_REACHED', challenge: row };
    if (decision.outcome === 'TOO_SOON') {
      return { outcome: 'TOO_SOON', challenge: row, retryAfterSeconds: decision.retryAfterSeconds };
    }
    const codeHash = await this.send(trx, row.id, row.phone, text);
    const change = {
      code_hash: codeHash,
      sent_at: decision.record.sentAt,
      expires_at: decision.record.expiresAt,
      resends: decision.record.resends,
    };
    if (!(await updateChallenge(trx, row.id, row.version, change))) throw new ConcurrentUpdate();
    return { outcome: 'RESENT', challenge: { ...row, ...change, version: row.version + 1 } };
  }

  /** Ends a challenge without success (cancelled, abandoned); false when it had already ended. */
  async end(trx: Transaction<Database>, row: ChallengeRow): Promise<boolean> {
    if (row.finished_at !== null || row.used_at !== null) return false;
    const finishedAt = this.clock.now().toISOString();
    if (!(await updateChallenge(trx, row.id, row.version, { finished_at: finishedAt })))
      throw new ConcurrentUpdate();
    return true;
  }
}
