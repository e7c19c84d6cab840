import type { Clock } from '@skybook/domain/clock';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { BookingReferenceCache } from '../booking-reference';
import { signBookingKey, type BookingKeyPayload } from './booking-key';
import { FlightSearchService } from './flight-search.service';
import { buildJourney } from './journeys';

/** Signs booking keys as issued at `now` (the straightforward path, without journey-cache.ts). */
function signedNow(secret: Buffer, now: Date): (payload: Omit<BookingKeyPayload, 'issuedAt'>) => string {
  const issuedAt = now.toISOString();
  return (payload) => signBookingKey({ ...payload, issuedAt }, secret);
}

/**
 * The straightforward search flight-search.test.ts compares the served answers with: every
 * journey priced afresh (no journey cache) with its keys signed now; the test serialises its
 * answers with JSON.stringify.
 */
export function uncachedFlightSearch(
  db: Kysely<Database>,
  clock: Clock,
  reference: BookingReferenceCache,
): FlightSearchService {
  return new FlightSearchService(db, clock, reference, {
    journeys: (flights, request, context, keys) =>
      buildJourney(flights, request, context, signedNow(keys.secret, keys.now)),
  });
}
