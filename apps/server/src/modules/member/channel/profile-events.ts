import type { ProfileChangeReason } from '@skybook/contracts/member-channel';
import type { Clock } from '@skybook/domain/clock';
import type { FastifyBaseLogger } from 'fastify';

/** One change of a member's profile, as subscribers receive it: no figure, no personal detail. */
export interface ProfileChange {
  reason: ProfileChangeReason;
  /** When it was published (ISO-8601 UTC, the publisher's clock). */
  at: string;
}

export type ProfileChangeListener = (change: ProfileChange) => void;

/**
 * Where a member's profile changes are published and heard (decision 034). The in-process
 * implementation reaches the sockets of this process only; with REDIS_URL set,
 * `RedisProfileEvents` reaches every process's (decision 040).
 */
export interface ProfileEvents {
  /** Tells every subscriber of `memberId`, in every process the implementation reaches. */
  publish(memberId: string, reason: ProfileChangeReason): Promise<void>;
  /** Hears `memberId`'s changes until the answered function is called. */
  subscribe(memberId: string, listener: ProfileChangeListener): () => void;
}

/** Listeners of one process, by member. */
export class InProcessProfileEvents implements ProfileEvents {
  readonly #listeners = new Map<string, Set<ProfileChangeListener>>();

  constructor(
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  publish(memberId: string, reason: ProfileChangeReason): Promise<void> {
    this.deliver(memberId, { reason, at: this.clock.now().toISOString() });
    return Promise.resolve();
  }

  /** Tells this process's listeners of `memberId` of a change published here or elsewhere. */
  deliver(memberId: string, change: ProfileChange): void {
    const listeners = this.#listeners.get(memberId);
    if (!listeners) return;
    // A copy: a listener may unsubscribe (its socket closing) while the others are told.
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch (error) {
        this.log.warn({ err: error, reason: change.reason }, 'a profile change listener failed');
      }
    }
  }

  subscribe(memberId: string, listener: ProfileChangeListener): () => void {
    let listeners = this.#listeners.get(memberId);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(memberId, listeners);
    }
    listeners.add(listener);
    return () => {
      const current = this.#listeners.get(memberId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.#listeners.delete(memberId);
    };
  }

  /** Members with at least one listener (tests check nothing is left behind). */
  get memberCount(): number {
    return this.#listeners.size;
  }

  /** The members with at least one listener in this process. */
  members(): string[] {
    return [...this.#listeners.keys()];
  }

  /** Whether `memberId` has at least one listener in this process. */
  hasListeners(memberId: string): boolean {
    return this.#listeners.has(memberId);
  }
}

/**
 * What the services call once a change is committed: tells the profile events and never throws
 * nor rejects, so a failing publisher (Redis away) never fails the money movement or the credit
 * that already happened; the failure is logged.
 */
export type ProfileNotifier = (memberId: string, reason: ProfileChangeReason) => void;

/** A notifier that tells nobody: services built without a channel (some tests). */
export const NO_PROFILE_NOTIFIER: ProfileNotifier = () => undefined;

export function profileNotifier(
  events: Pick<ProfileEvents, 'publish'>,
  log: FastifyBaseLogger,
): ProfileNotifier {
  const failed = (error: unknown, memberId: string, reason: ProfileChangeReason) => {
    log.error({ err: error, memberId, reason }, 'publishing a profile change failed');
  };
  return (memberId, reason) => {
    try {
      events.publish(memberId, reason).catch((error: unknown) => {
        failed(error, memberId, reason);
      });
    } catch (error) {
      failed(error, memberId, reason);
    }
  };
}
