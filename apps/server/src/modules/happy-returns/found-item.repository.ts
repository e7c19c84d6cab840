import type { SearchByPaxCriteria } from '@skybook/contracts/happy-returns';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** The columns a traveller-facing view is built from: everything but the private ones. */
const PUBLIC_COLUMNS = [
  'id',
  'category_id',
  'status',
  'title_vi',
  'title_en',
  'description_vi',
  'description_en',
  'properties',
  'carrier_code',
  'flight_number',
  'flight_date',
  'origin_code',
  'destination_code',
  'found_location',
  'found_seat',
  'storage_airport_code',
  'found_at',
  'hold_until',
] as const;

/** One found item logged by `nowIso`, or undefined. The seat is read to derive its row band only. */
export function findFoundItem(db: Kysely<Database>, id: string, nowIso: string) {
  return db
    .selectFrom('happy_return_item')
    .select(PUBLIC_COLUMNS)
    .where('id', '=', id)
    .where('found_at', '<=', nowIso)
    .executeTakeFirst();
}

export type FoundItemRow = NonNullable<Awaited<ReturnType<typeof findFoundItem>>>;

/**
 * Items not yet returned and logged by `nowIso` that meet the booking (its code and family name
 * as matched by the office) or the flight criteria (number and/or date), within the category when
 * one is given. `is_booking_match` tells which came through the booking.
 */
export function searchFoundItems(db: Kysely<Database>, criteria: SearchByPaxCriteria, nowIso: string) {
  const { booking, flight, flightDate, categoryId } = criteria;
  return db
    .selectFrom('happy_return_item')
    .select(PUBLIC_COLUMNS)
    .select((eb) =>
      (booking
        ? eb.and([eb('owner_locator', '=', booking.code), eb('owner_family_name', '=', booking.familyName)])
        : eb.lit(false)
      ).as('is_booking_match'),
    )
    .where('status', '<>', 'returned')
    .where('found_at', '<=', nowIso)
    .$if(categoryId !== null, (query) => query.where('category_id', '=', categoryId ?? ''))
    .where((eb) => {
      const either = [];
      if (booking) {
        either.push(
          eb.and([eb('owner_locator', '=', booking.code), eb('owner_family_name', '=', booking.familyName)]),
        );
      }
      if (flight || flightDate) {
        const all = [];
        if (flight) all.push(eb('flight_number', '=', flight.flightNumber));
        if (flight?.carrierCode) all.push(eb('carrier_code', '=', flight.carrierCode));
        if (flightDate) all.push(eb('flight_date', '=', flightDate));
        either.push(eb.and(all));
      }
      return eb.or(either);
    })
    .execute();
}

/** Airport names and cities for the codes given. */
export function listAirportNames(db: Kysely<Database>, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('airport')
    .select(['code', 'name_vi', 'name_en', 'city_vi', 'city_en'])
    .where('code', 'in', [...new Set(codes)])
    .execute();
}
