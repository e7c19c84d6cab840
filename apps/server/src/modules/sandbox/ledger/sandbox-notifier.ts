import type { Clock } from '@skybook/domain/clock';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import {
  dueNotifications,
  finishNotificationAttempt,
  findNotification,
  findPayment,
  leaseNotification,
} from '../sandbox.repository';
import { isSandboxGateway, type SandboxGateway, type SandboxSecrets } from '../sandbox-secrets';
import { signedHeaders } from '../signed-message';

/**
 * Delivers the notifications the ledger queued: a signed JSON POST (card acquirer, pay-later
 * partner, HDBank) or VNPay's signed IPN GET. A notification is leased before each attempt, so two
 * processes (or a request and the background sweep) never send it at once; it is retried 1, 2, 5
 * and 10 minutes later until the merchant acknowledges it (2xx; VNPay: RspCode 00 or 02), then
 * abandoned after five attempts.
 */

const RETRY_DELAYS_MS = [60_000, 120_000, 300_000, 600_000] as const;
const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
const DELIVERY_TIMEOUT_MS = 5_000;
const LEASE_MS = 30_000;

export class SandboxNotifier {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly secrets: SandboxSecrets,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Pending notifications whose time has come, each attempted once. */
  async deliverDue(limit = 20): Promise<number> {
    const due = await dueNotifications(this.db, this.clock.now().toISOString(), limit);
    for (const row of due) await this.deliver(row.id);
    return due.length;
  }

  /** One delivery attempt of a pending notification (skipped when another process holds it). */
  async deliver(notificationId: string): Promise<void> {
    const row = await findNotification(this.db, notificationId);
    if (row?.state !== 'pending') return;
    const now = this.clock.now();
    if (!(await leaseNotification(this.db, row, new Date(now.getTime() + LEASE_MS).toISOString()))) return;
    const payment = await findPayment(this.db, row.payment_id);
    if (!payment || !isSandboxGateway(payment.gateway)) return;
    const attempt = row.attempts + 1;
    const answer = await this.send(row.kind, row.url, row.payload, payment.gateway);
    const finishedAt = this.clock.now();
    if (answer.delivered) {
      await finishNotificationAttempt(this.db, row.id, {
        state: 'delivered',
        next_attempt_at: null,
        last_answer: answer.summary,
        delivered_at: finishedAt.toISOString(),
      });
      return;
    }
    const delay = RETRY_DELAYS_MS[attempt - 1];
    this.log.warn(
      { paymentId: payment.id, attempt, answer: answer.summary },
      'merchant notification not acknowledged',
    );
    await finishNotificationAttempt(this.db, row.id, {
      state: attempt >= MAX_DELIVERY_ATTEMPTS || delay === undefined ? 'abandoned' : 'pending',
      next_attempt_at:
        attempt >= MAX_DELIVERY_ATTEMPTS || delay === undefined
          ? null
          : new Date(finishedAt.getTime() + delay).toISOString(),
      last_answer: answer.summary,
      delivered_at: null,
    });
  }

  private async send(
    kind: string,
    url: string,
    payload: string,
    gateway: SandboxGateway,
  ): Promise<{ delivered: boolean; summary: string }> {
    try {
      if (kind === 'vnpayIpn') {
        const response = await fetch(`${url}${url.includes('?') ? '&' : '?'}${payload}`, {
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        });
        const text = await response.text();
        const rspCode = readRspCode(text);
        // VNPay stops calling once the merchant confirms (00) or says it already had it (02).
        return {
          delivered: response.ok && (rspCode === '00' || rspCode === '02'),
          summary: `HTTP ${String(response.status)} ${text.slice(0, 200)}`,
        };
      }
      const merchant = this.secrets.merchants[gateway];
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...signedHeaders(merchant, payload, this.clock.now()),
        },
        body: payload,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      const text = await response.text();
      return { delivered: response.ok, summary: `HTTP ${String(response.status)} ${text.slice(0, 200)}` };
    } catch (error) {
      return {
        delivered: false,
        summary: error instanceof Error ? `${error.name}: ${error.message}` : 'failed',
      };
    }
  }
}

function readRspCode(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'RspCode' in parsed &&
      typeof parsed.RspCode === 'string'
    ) {
      return parsed.RspCode;
    }
  } catch {
    // Not JSON: not an acknowledgement.
  }
  return undefined;
}
