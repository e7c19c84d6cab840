import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import {
  bookingNamesSchema,
  cancellationQuoteSchema,
  MANAGE_GRANT_HEADER,
  manageGrantHeadersSchema,
} from '@skybook/contracts/manage-booking';
import { cancelReservationBodySchema, cancelReservationResponseSchema } from '@skybook/contracts/reservation';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCancellationNotice } from '../../mail/public';
import type { MemberIdentity } from '../../member/public';
import type { ConfirmationsInFlight } from '../payments/payment-confirmation';
import { ACCESS_NOTE } from '../reservations/reservation-lookup.routes';
import type { ReservationAccess } from './reservation-access';
import type { CancellationOutcome, CancellationService } from './cancellation.service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

export interface CancellationRoutesOptions {
  access: ReservationAccess;
  cancellations: CancellationService;
  /** E-mails still being sent after their answers went out (awaited when the server closes). */
  mails: ConfirmationsInFlight;
  /** The signed-in member a request's bearer token names (member/public optionalMember), or null. */
  member: (request: FastifyRequest) => Promise<MemberIdentity | null>;
}

/**
 * Cancelling a booking from manage booking (requirements §4, §7; decision 022): GET
 * reservations/cancel/quote says what cancelling gives back, POST reservations/cancel does it.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const cancellationRoutes: FastifyPluginAsyncZod<CancellationRoutesOptions> = async (app, options) => {
  const { access, cancellations, mails } = options;

  app.get(
    '/api/v1/reservations/cancel/quote',
    {
      schema: {
        summary: 'What cancelling a booking gives back: a credit shell or a refund, and the fees kept',
        description: `${ACCESS_NOTE} blockedBy is 'cancelled' for a cancelled booking and 'departed' once any of its flights has departed (then options is empty: the call centre handles it). An Unpaid booking has no options: cancelling it releases its hold. A Paid one offers, in minor units of its currency: credit (a credit shell of everything paid but the payment method's fee, valid creditValidityDays, spent with the Voucher payment method) and, when every journey's fare family is refundable (SkyBoss, Business) and it was not paid by voucher, refund (to the original payment, less a fee per seated passenger and journey: SkyBoss 350,000 VND, Business 250,000 VND, converted to the booking's currency).`,
        headers: manageGrantHeadersSchema,
        querystring: bookingNamesSchema,
        response: { 200: cancellationQuoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reservation = await access.resolve(
        { grant: request.headers[MANAGE_GRANT_HEADER], names: request.query },
        request.ip,
      );
      reply.header('cache-control', 'no-store');
      return cancellations.quote(reservation);
    },
  );

  app.post(
    '/api/v1/reservations/cancel',
    {
      schema: {
        summary:
          'Cancel a booking: release an unpaid hold, or cancel a paid booking into a credit shell or a refund',
        description: `${ACCESS_NOTE} An Unpaid booking becomes Cancel and its seats and fare buckets are released (credit and refund null). A Paid one needs resolution, one of GET reservations/cancel/quote's options (400 INVALID_REQUEST without it or its amount, 400 CANCELLATION_OPTION_UNAVAILABLE for one not offered), and amount, that option's amount as quoted (409 PRICE_CHANGED with details.quote, the new quote, when it no longer is); 409 RESERVATION_NOT_CANCELLABLE once a flight has departed. In one transaction, only while the booking is still Paid: it becomes Cancel (cancelledReason cancelledByTraveller), its seats and fare buckets are released, and either a credit shell is made (credit: serial, password and PIN — shown in this answer and the cancellation e-mail only —, balance, expiresAt) or the refund is owed to the original payment (refund.status pending until the gateway confirms it). With a signed-in member's Authorization: Bearer token and an active wallet, a credit of a VND booking goes into that wallet instead (walletCredit: amount and currency; credit null), once. Asking again, or a second request racing the first, answers the same outcome with the password and PIN null: never a second credit or refund. The booking's contact is e-mailed the outcome.`,
        headers: manageGrantHeadersSchema,
        body: cancelReservationBodySchema,
        response: { 200: cancelReservationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await access.resolve(
        { grant: request.headers[MANAGE_GRANT_HEADER], names: request.body },
        request.ip,
      );
      const member = request.body.resolution === 'credit' ? await options.member(request) : null;
      const outcome = await cancellations.cancel(found, request.body, member);
      // The points as the booking had them: an unpaid one's discount is cleared as they go back.
      const pointsReturned = found.reservationSummary.pointsRedeemed;
      if (outcome.cancelledNow) notifyAfterReply(app, reply, mails, outcome, pointsReturned);
      reply.header('cache-control', 'no-store');
      return outcome.response;
    },
  );
};

/** E-mails the cancellation to the booking's contact once the answer has gone out. */
function notifyAfterReply(
  app: Pick<FastifyInstance, 'mailer'> & { log: FastifyBaseLogger },
  reply: FastifyReply,
  mails: ConfirmationsInFlight,
  outcome: CancellationOutcome,
  pointsReturned: number,
): void {
  const { reservation, credit, refund, walletCredit } = outcome.response;
  reply.raw.once('finish', () => {
    const task = sendCancellationNotice(app, {
      locator: reservation.locator,
      language: reservation.language,
      to: reservation.contact.email,
      name: contactName(reservation),
      currency: reservation.currency,
      fee: outcome.fee,
      credit:
        credit?.password != null && credit.pin != null
          ? {
              serial: credit.serial,
              password: credit.password,
              pin: credit.pin,
              amount: credit.balance,
              expiresAt: credit.expiresAt,
            }
          : undefined,
      refund: refund ? { amount: refund.amount } : undefined,
      walletCredit: walletCredit ? { amount: walletCredit.amount } : undefined,
      pointsReturned,
    })
      .then(() => undefined)
      .catch((error: unknown) => {
        app.log.error({ err: error, reservationId: reservation.key }, 'cancellation e-mail failed');
      });
    mails.add(task);
  });
}

function contactName({ contact }: ReservationDto): string {
  return [contact.lastName, contact.middleName, contact.firstName].filter((part) => part !== '').join(' ');
}
