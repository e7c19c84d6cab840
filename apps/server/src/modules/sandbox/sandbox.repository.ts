import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { SandboxTables } from '../../db/tables/sandbox';

/** The sandbox's SQL: payments, card tokens, OTP challenges, the SMS outbox, notifications. */

type Db = Kysely<Database> | Transaction<Database>;

export type PaymentRow = Selectable<SandboxTables['sandbox_payment']>;
export type ChallengeRow = Selectable<SandboxTables['sandbox_otp_challenge']>;
export type SmsRow = Selectable<SandboxTables['sandbox_sms']>;
export type NotificationRow = Selectable<SandboxTables['sandbox_notification']>;
export type CardTokenRow = Selectable<SandboxTables['sandbox_card_token']>;

// ─── Payments ───────────────────────────────────────────────────────────────────────────────

export async function insertPayment(
  db: Db,
  row: Insertable<SandboxTables['sandbox_payment']>,
): Promise<void> {
  await db.insertInto('sandbox_payment').values(row).execute();
}

export function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('sandbox_payment').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPaymentByRef(
  db: Db,
  gateway: string,
  merchantCode: string,
  merchantRef: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('sandbox_payment')
    .selectAll()
    .where('gateway', '=', gateway)
    .where('merchant_code', '=', merchantCode)
    .where('merchant_ref', '=', merchantRef)
    .executeTakeFirst();
}

export interface PaymentChange {
  status: string;
  result_code: string | null;
  reason: string | null;
  details: string;
  settle_at: string | null;
  updated_at: string;
}

/**
 * Writes a payment's new state if it is still at `version` (optimistic locking: two deciders
 * racing — a browser and the sweeper — cannot both win). True when this write won.
 */
export async function updatePayment(
  db: Db,
  id: string,
  version: number,
  change: PaymentChange,
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payment')
    .set({ ...change, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Payments whose settle time has come, oldest first. */
export function duePayments(db: Db, now: string, limit: number): Promise<PaymentRow[]> {
  return db
    .selectFrom('sandbox_payment')
    .selectAll()
    .where('settle_at', 'is not', null)
    .where('settle_at', '<=', now)
    .orderBy('settle_at')
    .limit(limit)
    .execute();
}

/** The sum of a payer's unrefunded payments at a gateway in `statuses` since `since`. */
export async function sumPayerAmountSince(
  db: Db,
  gateway: string,
  payerRef: string,
  statuses: readonly string[],
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('sandbox_payment')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.lit(0)).as('total'))
    .where('gateway', '=', gateway)
    .where('payer_ref', '=', payerRef)
    .where('status', 'in', statuses)
    .where('created_at', '>=', since)
    // A refunded payment gave its money back: it no longer counts against the payer's limits.
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('sandbox_refund')
            .select('sandbox_refund.id')
            .whereRef('sandbox_refund.payment_id', '=', 'sandbox_payment.id'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  // PostgreSQL sums and counts bigints as numeric text.
  return Number(row.total);
}

// ─── Card tokens ────────────────────────────────────────────────────────────────────────────

/**
 * The token of a card by fingerprint, creating it the first time. Concurrent first uses of one
 * card agree: the insert is a no-op on conflict and everyone reads the row that won.
 */
export async function upsertCardToken(
  db: Db,
  row: Insertable<SandboxTables['sandbox_card_token']>,
): Promise<CardTokenRow> {
  await db
    .insertInto('sandbox_card_token')
    .values(row)
    .onConflict((conflict) => conflict.column('fingerprint').doNothing())
    .execute();
  const stored = await db
    .selectFrom('sandbox_card_token')
    .selectAll()
    .where('fingerprint', '=', row.fingerprint)
    .executeTakeFirstOrThrow();
  if (stored.expiry_month !== row.expiry_month || stored.expiry_year !== row.expiry_year) {
    // A renewed card keeps its token; the acquirer keeps the latest expiry.
    await db
      .updateTable('sandbox_card_token')
      .set({ expiry_month: row.expiry_month, expiry_year: row.expiry_year })
      .where('token', '=', stored.token)
      .execute();
    return { ...stored, expiry_month: row.expiry_month, expiry_year: row.expiry_year };
  }
  return stored;
}

// ─── OTP challenges and the SMS outbox ──────────────────────────────────────────────────────

export async function insertChallenge(
  db: Db,
  row: Insertable<SandboxTables['sandbox_otp_challenge']>,
): Promise<void> {
  await db.insertInto('sandbox_otp_challenge').values(row).execute();
}

export function findChallenge(db: Db, id: string): Promise<ChallengeRow | undefined> {
  return db.selectFrom('sandbox_otp_challenge').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findChallengeByPayment(db: Db, paymentId: string): Promise<ChallengeRow | undefined> {
  return db
    .selectFrom('sandbox_otp_challenge')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
}

export type ChallengeChange = Partial<
  Pick<
    ChallengeRow,
    'code_hash' | 'sent_at' | 'expires_at' | 'wrong_attempts' | 'resends' | 'used_at' | 'finished_at'
  >
>;

/** Writes a challenge's new counters if it is still at `version`; true when this write won. */
export async function updateChallenge(
  db: Db,
  id: string,
  version: number,
  change: ChallengeChange,
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_otp_challenge')
    .set({ ...change, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertSms(db: Db, row: Insertable<SandboxTables['sandbox_sms']>): Promise<void> {
  await db.insertInto('sandbox_sms').values(row).execute();
}

/** The latest messages, newest first, optionally to one phone or for one challenge. */
export function listSms(
  db: Db,
  filter: { phone?: string; challengeId?: string },
  limit: number,
): Promise<SmsRow[]> {
  let query = db.selectFrom('sandbox_sms').selectAll();
  if (filter.phone) query = query.where('phone', '=', filter.phone);
  if (filter.challengeId) query = query.where('challenge_id', '=', filter.challengeId);
  return query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
}

/** How many messages went to `phone` since `since`. */
export async function countSmsSince(db: Db, phone: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('sandbox_sms')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('phone', '=', phone)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// ─── Notifications ──────────────────────────────────────────────────────────────────────────

export async function insertNotification(
  db: Db,
  row: Insertable<SandboxTables['sandbox_notification']>,
): Promise<void> {
  await db.insertInto('sandbox_notification').values(row).execute();
}

export function findNotification(db: Db, id: string): Promise<NotificationRow | undefined> {
  return db.selectFrom('sandbox_notification').selectAll().where('id', '=', id).executeTakeFirst();
}

export function paymentNotifications(db: Db, paymentId: string): Promise<NotificationRow[]> {
  return db
    .selectFrom('sandbox_notification')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Pending notifications due by `now`, oldest first. */
export function dueNotifications(db: Db, now: string, limit: number): Promise<NotificationRow[]> {
  return db
    .selectFrom('sandbox_notification')
    .selectAll()
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/**
 * Takes a pending notification for one delivery attempt: moves its next attempt to `leaseUntil`
 * and counts the attempt, if nobody else took it since it was read. True when this caller won.
 */
export async function leaseNotification(db: Db, row: NotificationRow, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_notification')
    .set({ next_attempt_at: leaseUntil, attempts: row.attempts + 1 })
    .where('id', '=', row.id)
    .where('state', '=', 'pending')
    .where('attempts', '=', row.attempts)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function finishNotificationAttempt(
  db: Db,
  id: string,
  change: Pick<NotificationRow, 'state' | 'next_attempt_at' | 'last_answer' | 'delivered_at'>,
): Promise<void> {
  await db.updateTable('sandbox_notification').set(change).where('id', '=', id).execute();
}
