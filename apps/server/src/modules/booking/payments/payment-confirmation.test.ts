import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmationsInFlight, confirmAfterReply, type ConfirmationServices } from './payment-confirmation';

/** A promise resolved from outside, to hold the e-mail's first step open. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('confirmation e-mails in flight', () => {
  let app: FastifyInstance | undefined;

  afterEach(async () => {
    await app?.close();
  });

  it('are awaited when a route registered in its own plugin started them', async () => {
    const reading = deferred<undefined>();
    const started = deferred<undefined>();
    const confirmations = new ConfirmationsInFlight();
    const services: ConfirmationServices = {
      reservations: {
        read: () => {
          started.resolve(undefined);
          return reading.promise;
        },
      },
      payments: { itinerary: () => Promise.resolve(undefined) },
      access: { linkToken: () => Promise.resolve('token') },
      confirmations,
    };
    app = Fastify({ logger: false });
    // As booking.module.ts registers the payment routes: their own encapsulated instance.
    // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
    await app.register(async (routes) => {
      routes.post('/pay', (_request, reply) => {
        confirmAfterReply(routes, services, reply, 'reservation-1');
        return { ok: true };
      });
    });

    expect((await app.inject({ method: 'POST', url: '/pay' })).statusCode).toBe(200);
    await started.promise;

    let settled = false;
    const settling = confirmations.settle().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    reading.resolve(undefined);
    await settling;
    expect(settled).toBe(true);
  });

  it('settle at once when nothing is being sent', async () => {
    await expect(new ConfirmationsInFlight().settle()).resolves.toBeUndefined();
  });
});
