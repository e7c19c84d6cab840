import { SESSION_ID_HEADER } from '@skybook/contracts/booking-session';
import { MANAGE_GRANT_HEADER } from '@skybook/contracts/manage-booking';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReservationAccess } from '../manage/reservation-access';
import type { ReservationRow } from '../reservations/reservation.repository';
import type { BookingSessionService } from '../session/booking-session.service';

/**
 * Who pays a booking: the booking session that made it (x-session-id, the booking flow), or whoever
 * holds a manage grant for it (x-manage-grant, manage booking's "pay what is due"), for as long as
 * the booking can be paid — the session lasts 30 minutes, a PL6 hold 6 hours.
 */
export type Payer =
  | { readonly kind: 'session'; readonly sessionId: string }
  | { readonly kind: 'grant'; readonly reservationKey: string };

/** Whether `payer` may pay or read the payments of this booking (404 BOOKING_NOT_FOUND otherwise). */
export function mayPay(payer: Payer, reservation: Pick<ReservationRow, 'id' | 'session_id'>): boolean {
  return payer.kind === 'session'
    ? reservation.session_id === payer.sessionId
    : reservation.id === payer.reservationKey;
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}

/**
 * Reads the payer of a payment request. A grant, when sent, is the payer (checked: 403
 * MANAGE_GRANT_INVALID, 410 MANAGE_GRANT_EXPIRED), else the booking session.
 */
export class Payers {
  readonly #grants = new WeakMap<FastifyRequest, Promise<Payer>>();

  constructor(
    private readonly sessions: Pick<BookingSessionService, 'require'>,
    private readonly access: Pick<ReservationAccess, 'grantedReservationKey'>,
  ) {}

  /** The grant's payer, or the live booking session (SESSION_EXPIRED and the like without one). */
  async of(request: FastifyRequest, reply: FastifyReply): Promise<Payer> {
    const granted = this.#granted(request);
    if (granted) return granted;
    const session = await this.sessions.require(request, reply);
    return { kind: 'session', sessionId: session.id };
  }

  /**
   * For reads that a payment id may also open (PATCH payment/status): the grant's payer, or the
   * session the header names, live or not (the session that booked it may read it after it ended).
   */
  async named(request: FastifyRequest): Promise<Payer | undefined> {
    const granted = this.#granted(request);
    if (granted) return granted;
    const sessionId = headerOf(request, SESSION_ID_HEADER);
    return sessionId === undefined ? undefined : { kind: 'session', sessionId };
  }

  /**
   * Whose Idempotency-Key it is: the booking a grant opens (so a grant refreshed between a request
   * and its retry still replays the first answer, and two grants of one booking share its keys),
   * else the session header as before, else the client's address.
   */
  readonly idempotencyOwner = async (request: FastifyRequest): Promise<string> => {
    const granted = this.#granted(request);
    if (granted) {
      const payer = await granted;
      if (payer.kind === 'grant') return `reservation:${payer.reservationKey}`;
    }
    const sessionId = headerOf(request, SESSION_ID_HEADER);
    return sessionId === undefined ? `ip:${request.ip}` : `${SESSION_ID_HEADER}:${sessionId}`;
  };

  #granted(request: FastifyRequest): Promise<Payer> | undefined {
    const grant = headerOf(request, MANAGE_GRANT_HEADER);
    if (grant === undefined) return undefined;
    let payer = this.#grants.get(request);
    if (!payer) {
      payer = this.access
        .grantedReservationKey(grant)
        .then((reservationKey): Payer => ({ kind: 'grant', reservationKey }));
      this.#grants.set(request, payer);
    }
    return payer;
  }
}
