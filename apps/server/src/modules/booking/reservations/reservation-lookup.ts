import { reservationCoreSchema, type ReservationDto } from '@skybook/contracts/reservation-model';
import { type FindReservationQuery } from '@skybook/contracts/manage-booking';
import { parseLocator } from '@skybook/domain/locator';
import { normalizeName } from '@skybook/domain/text-filters';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import type { FixedWindowLimiter, RateLimits } from '../../../plugins/fixed-window-limiter';
import { findReservationByLocator, type ReservationRow } from './reservation.repository';

/** Lookups allowed per client address, and per booking code, in each window (design §5). */
export const LOOKUP_LIMITS = {
  perClient: { max: 20, windowMs: 10 * 60 * 1000 },
  perLocator: { max: 10, windowMs: 10 * 60 * 1000 },
} as const;

const notFound = () => appError('BOOKING_NOT_FOUND');

/**
 * True when a passenger or the contact has this family name and these given names (middle and
 * first together, or the first alone), compared as the forms write names: capitals without
 * accents, single spaces (`'Nguyễn'` matches `'NGUYEN'`).
 */
export function namesMatch(
  people: readonly { lastName: string; middleName: string; firstName: string }[],
  lastName: string,
  firstName: string,
): boolean {
  const last = normalizeName(lastName);
  const given = normalizeName(firstName);
  if (last === '' || given === '') return false;
  return people.some((person) => {
    if (normalizeName(person.lastName) !== last) return false;
    const first = normalizeName(person.firstName);
    const full = normalizeName(`${person.middleName} ${person.firstName}`);
    return given === first || given === full;
  });
}

/**
 * Finding a booking by its locator and a traveller's name (requirements §3 search booking
 * inputs, §7). Rate limited per client and per locator; a locator that does not exist and a name
 * that does not match answer the same 404 BOOKING_NOT_FOUND, so the lookup tells nothing about
 * which locators exist.
 */
export class ReservationLookup {
  readonly #perClient: FixedWindowLimiter;
  readonly #perLocator: FixedWindowLimiter;

  constructor(
    private readonly db: Kysely<Database>,
    rateLimits: RateLimits,
    private readonly read: (id: string) => Promise<ReservationDto | undefined>,
  ) {
    this.#perClient = rateLimits.limiter('reservation-lookup:client', LOOKUP_LIMITS.perClient);
    this.#perLocator = rateLimits.limiter('reservation-lookup:locator', LOOKUP_LIMITS.perLocator);
  }

  /** The booking with this locator whose traveller has this name (its hold expired first if due). */
  async find(query: FindReservationQuery, client: string): Promise<ReservationDto> {
    const row = await this.#match(query, client);
    const reservation = await this.read(row.id);
    if (!reservation) throw notFound();
    return reservation;
  }

  async #match(query: FindReservationQuery, client: string): Promise<ReservationRow> {
    await this.#perClient.enforce(client);
    const locator = parseLocator(query.locator);
    // A malformed code still counts against the client, and is answered like an unknown one.
    if (!locator.ok) throw notFound();
    await this.#perLocator.enforce(locator.value);
    const row = await findReservationByLocator(this.db, locator.value);
    if (!row) throw notFound();
    const core = reservationCoreSchema.parse(JSON.parse(row.document));
    if (!namesMatch([...core.passengers, core.contact], query.lastName, query.firstName)) throw notFound();
    return row;
  }
}
