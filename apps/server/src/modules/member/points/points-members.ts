import { normalizeName } from '@skybook/domain/text-filters';

/**
 * A member as the points need them: who they are, the code a booking's passenger carries
 * (`skyclubCode`, the passenger's `loyaltyNumber`), and the name a retro-claim must match.
 */
export interface PointsMember {
  memberId: string;
  /** `SC0000001234`. */
  memberCode: string;
  familyName: string;
  /** Middle and given names, with spaces (requirements §3 profile skyClubMiddleGivenName). */
  givenNames: string;
}

/**
 * Where the points find members. The member table and its repository come with the identity work
 * (migration 0025-members); the service that builds PointsService hands in an implementation over
 * it, and the tests one over a list.
 */
export interface PointsMemberDirectory {
  byId(memberId: string): Promise<PointsMember | undefined>;
  /** The members carrying these codes (unknown codes are left out), by code. */
  byCodes(codes: readonly string[]): Promise<Map<string, PointsMember>>;
}

/**
 * Whether a family name and given names typed in a form name this person, compared as booking
 * names are (capitals without accents, single spaces): the given names in full, or the first name
 * alone (`firstName`, else the last word of the given names).
 */
export function isNamed(
  person: { familyName: string; givenNames: string; firstName?: string },
  familyName: string,
  givenName: string,
): boolean {
  const family = normalizeName(familyName);
  const given = normalizeName(givenName);
  if (family === '' || given === '' || normalizeName(person.familyName) !== family) return false;
  const full = normalizeName(person.givenNames);
  const first = person.firstName === undefined ? full.split(' ').at(-1) : normalizeName(person.firstName);
  return given === full || given === first;
}
