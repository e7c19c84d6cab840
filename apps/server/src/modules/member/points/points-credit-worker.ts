import type { Clock } from '@skybook/domain/clock';
import type { FastifyBaseLogger } from 'fastify';
import type { PointsService } from './points.service';

/**
 * Runs {@link PointsService.creditFlownSegments} every `intervalMs` by the clock's now, from the
 * member module's ready to its close (as booking's hold sweeper runs). Safe in every process at
 * once: the ledger's unique segment constraint credits each segment once.
 */
export class PointsCreditWorker {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;

  constructor(
    private readonly points: Pick<PointsService, 'creditFlownSegments'>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      // A run still going (slow database) is not doubled up.
      if (this.#running) return;
      const run = this.points
        .creditFlownSegments(this.clock.now())
        .then((credited) => {
          if (credited.segments > 0) this.log.info(credited, 'flown segments credited');
        })
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'crediting flown segments failed');
        })
        .finally(() => {
          this.#running = undefined;
        });
      this.#running = run;
    }, this.intervalMs);
    // The worker alone never keeps the process alive.
    this.#timer.unref();
  }

  /** Stops the timer and waits for a run in progress. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
