import { PROFILE_CHANGE_REASONS, type ProfileChangeReason } from '@skybook/contracts/member-channel';
import type { Clock } from '@skybook/domain/clock';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { SharedRedis } from '../../../plugins/redis';
import {
  InProcessProfileEvents,
  type ProfileChange,
  type ProfileChangeListener,
  type ProfileEvents,
} from './profile-events';

/** One channel per member: a process hears only the members it has sockets for. */
const CHANNEL_PREFIX = 'skybook:profile:';
export const profileChannel = (memberId: string) => `${CHANNEL_PREFIX}${memberId}`;

const changeSchema = z.object({ reason: z.enum(PROFILE_CHANGE_REASONS), at: z.string().max(64) });

/**
 * Profile changes through Redis publish/subscribe (decision 040), so a change made in one server
 * process reaches the member's sockets in every other. Each process subscribes, on its one
 * subscriber connection, to the channel of each member it has at least one listener for (counted:
 * the first listener subscribes, the last one gone unsubscribes), and hands what arrives to its
 * local listeners. After the connection comes back it subscribes again to every channel it needs.
 *
 * Publishing never fails the caller: Redis down or slow, the change is logged (once per outage) and
 * told to this process's listeners only. Changes published while a process's subscriber was away
 * are not replayed: the site refetches the profile when its socket opens again.
 */
export class RedisProfileEvents implements ProfileEvents {
  readonly #local: InProcessProfileEvents;

  constructor(
    private readonly redis: Pick<SharedRedis, 'commands' | 'subscriber' | 'failed' | 'succeeded'>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#local = new InProcessProfileEvents(clock, log);
    redis.subscriber.on('message', (channel: string, message: string) => {
      this.#received(channel, message);
    });
    redis.subscriber.on('ready', () => {
      const channels = this.#local.members().map(profileChannel);
      if (channels.length > 0) this.#send(redis.subscriber.subscribe(...channels), 'resubscribe');
    });
  }

  async publish(memberId: string, reason: ProfileChangeReason): Promise<void> {
    const change: ProfileChange = { reason, at: this.clock.now().toISOString() };
    try {
      await this.redis.commands.publish(profileChannel(memberId), JSON.stringify(change));
      this.redis.succeeded();
    } catch (error) {
      this.redis.failed(error);
      // This process's own sockets still hear it.
      this.#local.deliver(memberId, change);
      return;
    }
    // Published, but this process's subscriber is away: its sockets would not hear it from Redis.
    if (this.redis.subscriber.status !== 'ready') this.#local.deliver(memberId, change);
  }

  subscribe(memberId: string, listener: ProfileChangeListener): () => void {
    const first = !this.#local.hasListeners(memberId);
    const unsubscribe = this.#local.subscribe(memberId, listener);
    if (first) this.#send(this.redis.subscriber.subscribe(profileChannel(memberId)), 'subscribe');
    let done = false;
    return () => {
      if (done) return;
      done = true;
      unsubscribe();
      if (!this.#local.hasListeners(memberId)) {
        this.#send(this.redis.subscriber.unsubscribe(profileChannel(memberId)), 'unsubscribe');
      }
    };
  }

  /** Members with at least one listener in this process (tests check nothing is left behind). */
  get memberCount(): number {
    return this.#local.memberCount;
  }

  #received(channel: string, message: string): void {
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    let change: ProfileChange;
    try {
      change = changeSchema.parse(JSON.parse(message));
    } catch (error) {
      this.log.warn({ err: error, channel }, 'an unreadable profile change was ignored');
      return;
    }
    this.#local.deliver(channel.slice(CHANNEL_PREFIX.length), change);
  }

  /**
   * A (un)subscription in the background: while the subscriber is away it fails, and the
   * subscriptions are made again once it is back (its 'ready' above).
   */
  #send(command: Promise<unknown>, what: string): void {
    command.catch((error: unknown) => {
      this.log.debug({ err: error, what }, 'profile channel subscription deferred to reconnection');
    });
  }
}
