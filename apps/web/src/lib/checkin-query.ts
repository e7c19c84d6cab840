import type { FindReservationQuery } from '@skybook/contracts/manage-booking';

/*
 * The check-in lookup in an address (requirements §2 "a second set of parameters starts an online
 * check-in lookup"): home's query entry reads them under their requirements §3 names or short
 * ones and sends the traveller to /checkin with the requirements §3 names, which /checkin reads.
 */

/** The requirements §3 check-in lookup names /checkin reads. */
export const CHECKIN_QUERY = {
  locator: 'reservationLocator',
  lastName: 'contactFamilyName',
  firstName: 'contactMiddleGivenName',
} as const satisfies Record<keyof FindReservationQuery, string>;

/** The lookup's fields an address carries (empty where absent), and whether all three are there. */
export function checkinLookupOf(params: URLSearchParams): {
  readonly values: FindReservationQuery;
  readonly complete: boolean;
} {
  const read = (name: string) => params.get(name)?.trim() ?? '';
  const values = {
    locator: read(CHECKIN_QUERY.locator).toUpperCase(),
    lastName: read(CHECKIN_QUERY.lastName),
    firstName: read(CHECKIN_QUERY.firstName),
  };
  return { values, complete: values.locator !== '' && values.lastName !== '' && values.firstName !== '' };
}
