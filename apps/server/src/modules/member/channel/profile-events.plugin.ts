import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InProcessProfileEvents, type ProfileEvents } from './profile-events';
import { RedisProfileEvents } from './redis-profile-events';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Members' profile changes (decision 034): the member module's services and the booking
     * module publish, the member module's live channel subscribes.
     */
    profileEvents: ProfileEvents;
  }
}

/**
 * Decorates the whole server with its {@link ProfileEvents}, so every module publishes into the
 * one the live channel hears. A plugin rather than part of the member module, as the mailer is:
 * modules are encapsulated, and booking publishes "booking paid" too. Through Redis when REDIS_URL
 * is set (the Redis plugin's connections, decision 040), so every process's sockets hear every
 * process's changes; in this process otherwise.
 */
export const profileEventsPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    app.decorate<ProfileEvents>(
      'profileEvents',
      app.redis === undefined
        ? new InProcessProfileEvents(app.clock, app.log)
        : new RedisProfileEvents(app.redis, app.clock, app.log),
    );
    done();
  },
  { name: 'profile-events', dependencies: ['redis'] },
);
