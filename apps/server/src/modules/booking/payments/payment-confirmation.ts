import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendBookingConfirmation } from '../../mail/public';
import type { ReservationAccess } from '../manage/reservation-access';
import type { ReservationService } from '../reservations/reservation.service';
import type { PaymentService } from './payment.service';

/**
 * The confirmation e-mails still being sent after their responses went out. The module's
 * composition root makes one and awaits it when the server closes, so a shutdown never drops an
 * e-mail a traveller was promised (it used to be keyed by the Fastify instance, which the route
 * plugins' own instances never matched, so nothing was awaited).
 */
export class ConfirmationsInFlight {
  readonly #sending = new Set<Promise<void>>();

  add(task: Promise<void>): void {
    this.#sending.add(task);
    void task.finally(() => this.#sending.delete(task));
  }

  /** Resolves once every e-mail started so far has been sent or has failed. */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.#sending]);
  }
}

/** What the confirmation e-mail reads (the booking and its itinerary) and where it is kept. */
export interface ConfirmationServices {
  reservations: Pick<ReservationService, 'read'>;
  payments: Pick<PaymentService, 'itinerary'>;
  /** Makes the e-mail's manage link open the booking directly. */
  access: Pick<ReservationAccess, 'linkToken'>;
  confirmations: ConfirmationsInFlight;
  /**
   * Tells the booking's member, if a member owns it, that it was paid (the live profile channel,
   * decision 034). Never throws: the e-mail goes out whatever the channel does.
   */
  tellOwner?: (reservationId: string) => Promise<void>;
}

/**
 * E-mails the booking confirmation, and tells a paid booking's member, once the response that
 * confirmed the payment has gone out.
 */
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
    services.confirmations.add(task);
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
  if (reservation.status === 'Paid') await services.tellOwner?.(reservationId);
  const doc = await services.payments.itinerary(reservation);
  if (!doc) return;
  const manageLink = await services.access.linkToken(reservation);
  await sendBookingConfirmation(app, doc, reservation.language, reservation.contact.email, manageLink);
}
