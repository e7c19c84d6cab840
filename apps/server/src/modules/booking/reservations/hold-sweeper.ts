import type { Clock } from '@skybook/domain/clock';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { purgeExpiredCaptchaRedemptions } from '../../../db/captcha.repository';
import { purgeExpiredIdempotencyRecords } from '../../../db/idempotency.repository';
import { expireHold } from './reservation-holds';
import { findExpiredHolds } from './reservation.repository';

/** How many expired holds one sweep looks at per round. */
const BATCH = 100;

export interface SweepResult {
  /** Reservations this sweep cancelled (and whose inventory it gave back). */
  expired: number;
  /** Idempotency records past their 24 hours, deleted. */
  purgedIdempotencyRecords: number;
  /** Redeemed proof-of-work challenges past their expiry, deleted (decision 045). */
  purgedCaptchaRedemptions: number;
  /** Cancelled bookings whose loyalty points went back to their member (decision 037). */
  pointsReturned: number;
}

/**
 * Cancels Unpaid reservations whose 6-hour hold ran out (requirements §4) and gives their seats and fare
 * buckets back, every `intervalMs`. Each reservation is expired in its own transaction by a
 * conditional update (reservation-holds.ts), so any number of sweepers in any number of processes
 * release each hold once; reads apply the same expiry, so a booking never looks held after its
 * deadline even between sweeps. Also forgets idempotency records past their 24 hours and redeemed
 * proof-of-work challenges past their expiry (decision 045), and gives
 * back the loyalty points of bookings cancelled or expired (`returnPoints`, decision 037): a
 * return missed by a crash is made on the next round.
 */
export class HoldSweeper {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<SweepResult> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs: number,
    private readonly returnPoints: () => Promise<number> = () => Promise.resolve(0),
  ) {}

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      // A sweep still running (slow database) is not doubled up.
      if (this.#running) return;
      this.sweep().catch((error: unknown) => {
        this.log.error({ err: error }, 'hold sweep failed');
      });
    }, this.intervalMs);
    // The sweeper alone never keeps the process alive.
    this.#timer.unref();
  }

  /** Stops the timer and waits for a sweep in progress. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running?.catch(() => undefined);
  }

  /** One sweep now: every hold expired by the clock's now. */
  sweep(): Promise<SweepResult> {
    const run = this.#sweep().finally(() => {
      if (this.#running === run) this.#running = undefined;
    });
    this.#running = run;
    return run;
  }

  async #sweep(): Promise<SweepResult> {
    const now = this.clock.now();
    let expired = 0;
    const seen = new Set<string>();
    for (;;) {
      const ids = (await findExpiredHolds(this.db, now, BATCH)).filter((id) => !seen.has(id));
      if (ids.length === 0) break;
      for (const id of ids) {
        seen.add(id);
        if (await expireHold(this.db, id, now)) expired++;
      }
    }
    const purgedIdempotencyRecords = await purgeExpiredIdempotencyRecords(this.db, now);
    const purgedCaptchaRedemptions = await purgeExpiredCaptchaRedemptions(this.db, now);
    if (expired > 0) this.log.info({ expired }, 'unpaid holds expired');
    const pointsReturned = await this.returnPoints();
    if (pointsReturned > 0) this.log.info({ pointsReturned }, 'points of cancelled bookings given back');
    return { expired, purgedIdempotencyRecords, purgedCaptchaRedemptions, pointsReturned };
  }
}
