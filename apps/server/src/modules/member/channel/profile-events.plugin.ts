import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InProcessProfileEvents, type ProfileEvents } from './profile-events';

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
 * modules are encapsulated, and booking publishes "booking paid" too. In-process for now; the
 * scale-out work chooses the Redis implementation here when REDIS_URL is set.
 */
export const profileEventsPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    app.decorate('profileEvents', new InProcessProfileEvents(app.clock, app.log));
    done();
  },
  { name: 'profile-events' },
);
