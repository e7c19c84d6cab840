import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendBookingConfirmation } from '../../mail/public';
import type { ReservationService } from '../reservations/reservation.service';
import type { PaymentService } from './payment.service';

/** What the confirmation e-mail reads: the booking and its itinerary. */
export interface ConfirmationServices {
  reservations: Pick<ReservationService, 'read'>;
  payments: Pick<PaymentService, 'itinerary'>;
}

/** The confirmation e-mails being sent after their responses (awaited on close). */
const mailing = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/** E-mails the booking confirmation once the response that confirmed the payment has gone out. */
export function confirmAfterReply(
  app: FastifyInstance,
  services: ConfirmationServices,
  reply: FastifyReply,
  reservationId: string | undefined,
): void {
  if (reservationId === undefined) return;
  reply.raw.once('finish', () => {
    const task = sendConfirmation(app, services, reservationId).catch((error: unknown) => {
      app.log.error({ err: error, reservationId }, 'booking confirmation e-mail failed');
    });
    const set = mailing.get(app);
    set?.add(task);
    void task.finally(() => set?.delete(task));
  });
}

async function sendConfirmation(
  app: FastifyInstance,
  services: ConfirmationServices,
  reservationId: string,
): Promise<void> {
  const reservation = await services.reservations.read(reservationId);
  // Paid: the confirmation; Unpaid (a PL6 hold): the booking on hold with its deadline.
  if (reservation?.status !== 'Paid' && reservation?.status !== 'Unpaid') return;
  const doc = await services.payments.itinerary(reservation);
  if (!doc) return;
  await sendBookingConfirmation(app, doc, reservation.language, reservation.contact.email);
}

/** Starts keeping `app`'s confirmation e-mails; the answer waits for those still being sent. */
export function trackConfirmations(app: FastifyInstance): () => Promise<void> {
  mailing.set(app, new Set());
  return async () => {
    await Promise.allSettled([...(mailing.get(app) ?? [])]);
  };
}
