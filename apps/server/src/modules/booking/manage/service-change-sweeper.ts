import type { Clock } from '@skybook/domain/clock';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { sweepServiceChanges, type ServiceChangeSweep } from './service-change-settle';

/**
 * Ends Paid bookings' additions of extras every `intervalMs` (decision 024): a paid one is closed
 * and its seats sold, one unpaid past its deadline is taken back and its seats released. Each ends
 * in its own conditional transaction (service-change-settle.ts), so sweepers in several processes
 * never end one twice. Runs beside the hold sweeper, from ready to close.
 */
export class ServiceChangeSweeper {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<ServiceChangeSweep> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      if (this.#running) return;
      this.sweep().catch((error: unknown) => {
        this.log.error({ err: error }, 'service change sweep failed');
      });
    }, this.intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running?.catch(() => undefined);
  }

  /** One sweep now, by the clock's now. */
  sweep(): Promise<ServiceChangeSweep> {
    const run = sweepServiceChanges(this.db, this.clock.now())
      .then((result) => {
        if (result.paid + result.reverted > 0) this.log.info(result, 'service changes settled');
        return result;
      })
      .finally(() => {
        if (this.#running === run) this.#running = undefined;
      });
    this.#running = run;
    return run;
  }
}
