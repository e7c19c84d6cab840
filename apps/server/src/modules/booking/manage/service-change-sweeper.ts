import type { Clock } from '@skybook/domain/clock';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { sweepJourneyChanges } from './journey-change-settle';
import { sweepServiceChanges, type ServiceChangeSweep } from './service-change-settle';

/**
 * Ends Paid bookings' additions of extras (decision 024) and changes of flights (decision 025)
 * every `intervalMs`: a paid one is closed (its seats sold; a change's old flights given back), one
 * unpaid past its deadline is taken back and what it took released. Each ends
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
    const now = this.clock.now();
    // One after the other: each ending is its own transaction.
    const run = sweepServiceChanges(this.db, now)
      .then(async (services) => [services, await sweepJourneyChanges(this.db, now)] as const)
      .then(([services, journeys]) => {
        const result = {
          paid: services.paid + journeys.paid,
          reverted: services.reverted + journeys.reverted,
        };
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
