import {
  memberUpdateIssues,
  type MemberAccount,
  type MemberProfile,
  type MemberUpdate,
} from '@skybook/contracts/member';
import { AIRLINE_TIME_ZONE, toIsoDate, type Clock } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import { commaSeparatedNames, isMemberScheme, memberFullName } from '@skybook/domain/member-rules';
import { EMERGENCY_RELATIONS, GENDERS, TITLES } from '@skybook/domain/passenger-enums';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { appError } from '../../plugins/app-error';
import { refuseFormIssues } from './form-issues';
import type { MemberIdentity } from './member-auth';
import { findKnownPlaces, findProfile, updateProfile, type ProfileRow } from './profile.repository';

/** The stored text when it is one of `values` (the columns hold only those), else null. */
function oneOf<Value extends string>(values: readonly Value[], value: string | null): Value | null {
  return values.find((candidate) => candidate === value) ?? null;
}

function toAccount(row: ProfileRow): MemberAccount {
  if (!isMemberScheme(row.scheme)) throw new Error(`Member ${row.id} has an unknown scheme`);
  return {
    id: row.id,
    scheme: row.scheme,
    memberCode: row.member_code,
    skyclubId: row.member_code,
    member: { memberCode: row.member_code },
    fullName: memberFullName(row.family_name, row.middle_given_name),
    email: { email: row.email, verified: row.email_verified_at !== null },
    phone: { phone: row.phone, verified: false },
    createdAt: row.created_at,
  };
}

function toProfile(row: ProfileRow): MemberProfile {
  const relation = oneOf(EMERGENCY_RELATIONS, row.emergency_relation);
  return {
    ...toAccount(row),
    skyClubFamilyName: row.family_name,
    skyClubMiddleGivenName: commaSeparatedNames(row.middle_given_name),
    title: oneOf(TITLES, row.title),
    gender: oneOf(GENDERS, row.gender),
    birthDate: row.birth_date,
    nationality: row.nationality,
    address: {
      country: row.country,
      province: row.province,
      district: row.district,
      address: row.address,
      postalCode: row.postal_code,
    },
    emergencyContact:
      row.emergency_name !== null && row.emergency_phone !== null && relation !== null
        ? { fullName: row.emergency_name, phoneNumber: row.emergency_phone, relation }
        : null,
  };
}

/**
 * The member's own account and profile (requirements §3 Profile, §7 profile, my-account, update),
 * always the token's member: the identity comes from the bearer check, never from the request.
 */
export class ProfileService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async account(member: MemberIdentity): Promise<MemberAccount> {
    return toAccount(await this.#row(member));
  }

  async profile(member: MemberIdentity): Promise<MemberProfile> {
    return toProfile(await this.#row(member));
  }

  /**
   * Replaces the personal info and the emergency contact after requirements §5's field rules: 400
   * with the requirements §8 code of the first field at fault and every field's issue.
   */
  async update(member: MemberIdentity, update: MemberUpdate, language: Language): Promise<MemberProfile> {
    const countries = [update.nationality, update.address.country].filter((code) => code !== null);
    const province =
      update.address.country !== null && update.address.province !== null
        ? { countryCode: update.address.country, code: update.address.province }
        : null;
    const known = await findKnownPlaces(this.db, countries, province);
    const issues = memberUpdateIssues(update, {
      today: toIsoDate(this.clock.now(), AIRLINE_TIME_ZONE),
      isKnownCountry: (code) => known.countries.has(code),
      isKnownProvince: () => known.province,
    });
    refuseFormIssues(issues, language);
    const contact = update.emergencyContact;
    const updated = await updateProfile(
      this.db,
      { id: member.memberId, scheme: member.scheme },
      {
        family_name: update.familyName,
        middle_given_name: update.middleGivenName,
        title: update.title,
        gender: update.gender,
        birth_date: update.birthDate,
        nationality: update.nationality,
        country: update.address.country,
        province: update.address.province,
        district: update.address.district,
        address: update.address.address,
        postal_code: update.address.postalCode,
        emergency_name: contact?.fullName ?? null,
        emergency_phone: contact?.phoneNumber ?? null,
        emergency_relation: contact?.relation ?? null,
      },
      this.clock.now().toISOString(),
    );
    if (!updated) throw appError('ACCOUNT_NOT_FOUND');
    return this.profile(member);
  }

  /** The member's row; 404 ACCOUNT_NOT_FOUND when the token's member has no account in its scheme. */
  async #row(member: MemberIdentity): Promise<ProfileRow> {
    const row = await findProfile(this.db, member.memberId);
    if (row?.scheme !== member.scheme) throw appError('ACCOUNT_NOT_FOUND');
    return row;
  }
}
