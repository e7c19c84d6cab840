import {
  MANAGE_GRANT_TTL_MS,
  type BookingNames,
  type CreateGrantBody,
  type ManageGrant,
} from '@skybook/contracts/manage-booking';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { Clock } from '@skybook/domain/clock';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import {
  BOOKING_LINK_TTL_MS,
  decryptBookingLink,
  encryptBookingLink,
  loadBookingLinkKey,
} from '../reservations/booking-link';
import type { ReservationLookup } from '../reservations/reservation-lookup';
import { loadManageGrantKey, signManageGrant, verifyManageGrant } from './manage-grant';

/** How a manage call names its booking: the grant header, or the lookup form's three fields. */
export interface BookingAccess {
  readonly grant?: string | undefined;
  readonly names?: BookingNames | undefined;
}

/** A day after the last flight lands, the e-mail's link stops opening the booking. */
const LINK_AFTER_TRIP_MS = 24 * 60 * 60 * 1000;

/**
 * Who may see and change a booking (requirements §2 manage booking): whoever found it by its code and a
 * traveller's name (the rate-limited {@link ReservationLookup}), the confirmation e-mail's link,
 * or a manage grant one of those opened. A grant names one booking; with it, no other booking's
 * data is reachable, whatever key or locator a request carries besides.
 */
export class ReservationAccess {
  #grantKey: Promise<Buffer> | undefined;
  #linkKey: Promise<Buffer> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly lookup: ReservationLookup,
    private readonly read: (id: string) => Promise<ReservationDto | undefined>,
  ) {}

  /** POST reservations/grants: the lookup form's fields or the e-mail link's token → a grant. */
  async open(body: CreateGrantBody, client: string): Promise<ManageGrant> {
    const reservation = await this.lookup.find(
      'link' in body ? await this.#readLink(body.link) : body,
      client,
    );
    return this.grantFor(reservation);
  }

  /** A fresh grant for a booking this request may already see. */
  async grantFor(reservation: Pick<ReservationDto, 'key'>): Promise<ManageGrant> {
    const expiresAt = new Date(this.clock.now().getTime() + MANAGE_GRANT_TTL_MS);
    const grant = signManageGrant({ reservationKey: reservation.key, expiresAt }, await this.#grantKeyOf());
    return { grant, expiresAt: expiresAt.toISOString(), reservationKey: reservation.key };
  }

  /**
   * The booking a call names. With a grant: that booking, whatever else the call says (a locator
   * or names of another booking answer 404, never its data); 403 MANAGE_GRANT_INVALID for a token
   * that is not ours, 410 MANAGE_GRANT_EXPIRED for an old one. Without: the lookup by names (its
   * 404 and rate limits); 400 INVALID_REQUEST when they are missing.
   */
  async resolve(access: BookingAccess, client: string): Promise<ReservationDto> {
    if (access.grant !== undefined) {
      const reservation = await this.#byGrant(access.grant);
      const { names } = access;
      if (names?.locator !== undefined && names.locator.trim().toUpperCase() !== reservation.locator) {
        throw appError('BOOKING_NOT_FOUND');
      }
      return reservation;
    }
    const names = access.names;
    if (!names?.locator || !names.lastName || !names.firstName) {
      throw appError('INVALID_REQUEST', {
        details: { reason: 'Send the manage grant, or the locator, family name and given name.' },
      });
    }
    return this.lookup.find(
      { locator: names.locator, lastName: names.lastName, firstName: names.firstName },
      client,
    );
  }

  /** Only a grant names this booking (its key in a path is not enough): 404 for another one. */
  async resolveKey(grant: string | undefined, key: string): Promise<ReservationDto> {
    if (grant === undefined) throw appError('MANAGE_GRANT_INVALID');
    const reservation = await this.#byGrant(grant);
    if (reservation.key !== key) throw appError('BOOKING_NOT_FOUND');
    return reservation;
  }

  /**
   * The token of the confirmation e-mail's manage link: it opens the booking from the moment it is
   * sent until a day after the last flight lands.
   */
  async linkToken(reservation: ReservationDto): Promise<string> {
    const now = this.clock.now();
    const arrivals = reservation.journeys.flatMap((journey) =>
      journey.segments.map((segment) => Date.parse(segment.arrival.utc)),
    );
    const lastArrival = Math.max(...arrivals.filter(Number.isFinite));
    const until = Number.isFinite(lastArrival)
      ? lastArrival + LINK_AFTER_TRIP_MS
      : now.getTime() + BOOKING_LINK_TTL_MS;
    const contact = reservation.contact;
    return encryptBookingLink(
      {
        locator: reservation.locator,
        lastName: contact.lastName,
        firstName: [contact.middleName, contact.firstName].filter((part) => part !== '').join(' '),
      },
      await this.#linkKeyOf(),
      now,
      Math.max(until - now.getTime(), 60_000),
    );
  }

  /**
   * The key of the booking a grant opens, without reading it (the payment service reads it
   * itself): 403 MANAGE_GRANT_INVALID for a token that is not ours, 410 MANAGE_GRANT_EXPIRED.
   */
  async grantedReservationKey(token: string): Promise<string> {
    const claims = verifyManageGrant(token, await this.#grantKeyOf(), this.clock.now());
    if (!claims.ok)
      throw appError(claims.error === 'EXPIRED' ? 'MANAGE_GRANT_EXPIRED' : 'MANAGE_GRANT_INVALID');
    return claims.value.reservationKey;
  }

  async #byGrant(token: string): Promise<ReservationDto> {
    const reservation = await this.read(await this.grantedReservationKey(token));
    if (!reservation) throw appError('BOOKING_NOT_FOUND');
    return reservation;
  }

  async #readLink(token: string) {
    const link = decryptBookingLink(token, await this.#linkKeyOf(), this.clock.now());
    if (!link.ok) throw appError(link.error === 'EXPIRED' ? 'BOOKING_LINK_EXPIRED' : 'BOOKING_LINK_INVALID');
    return link.value;
  }

  #grantKeyOf(): Promise<Buffer> {
    this.#grantKey ??= loadManageGrantKey(this.db, this.clock.now()).catch((error: unknown) => {
      this.#grantKey = undefined;
      throw error;
    });
    return this.#grantKey;
  }

  #linkKeyOf(): Promise<Buffer> {
    this.#linkKey ??= loadBookingLinkKey(this.db, this.clock.now()).catch((error: unknown) => {
      this.#linkKey = undefined;
      throw error;
    });
    return this.#linkKey;
  }
}
