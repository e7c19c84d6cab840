import { randomBytes } from 'node:crypto';
import {
  FAMILY_MEMBER_LIMIT,
  familyMemberIssues,
  type FamilyMember,
  type FamilyMemberBody,
  type FamilyMembersResponse,
} from '@skybook/contracts/member-extras';
import { AIRLINE_TIME_ZONE, toIsoDate, type Clock } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import { EMERGENCY_RELATIONS, GENDERS, TITLES } from '@skybook/domain/passenger-enums';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import { refuseFormIssues } from '../form-issues';
import type { MemberIdentity } from '../member-auth';
import { findKnownPlaces, findProfile } from '../profile.repository';
import { deleteFamilyMember, findFamily, insertFamilyMember, type FamilyRow } from './family.repository';

function oneOf<Value extends string>(values: readonly Value[], value: string, id: string): Value {
  const found = values.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`Family member ${id} holds an unknown value ${value}`);
  return found;
}

function toFamilyMember(row: Omit<FamilyRow, 'slot'>): FamilyMember {
  return {
    id: row.id,
    title: oneOf(TITLES, row.title, row.id),
    gender: oneOf(GENDERS, row.gender, row.id),
    lastName: row.last_name,
    middleName: row.middle_name,
    firstName: row.first_name,
    dateOfBirth: row.birth_date,
    nationality: row.nationality,
    documentNumber: row.document_number,
    documentExpiry: row.document_expiry,
    relation: oneOf(EMERGENCY_RELATIONS, row.relation, row.id),
    createdAt: row.created_at,
  };
}

/**
 * A member's family members (requirements §3 "family member", §7 `users/{provider}/members`;
 * decision 031): always the token's member's own. One the member does not have, unknown or
 * another member's, is the same 404.
 */
export class FamilyService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async list(member: MemberIdentity): Promise<FamilyMembersResponse> {
    const rows = await findFamily(this.db, member.memberId);
    return { members: rows.map(toFamilyMember), limit: FAMILY_MEMBER_LIMIT };
  }

  /**
   * Adds one after requirements §5's field rules (400 with the requirements §8 code of the first
   * field at fault); 409 FAMILY_MEMBER_LIMIT_REACHED once the member keeps ten.
   */
  async add(member: MemberIdentity, body: FamilyMemberBody, language: Language): Promise<FamilyMember> {
    const known = await findKnownPlaces(this.db, body.nationality === '' ? [] : [body.nationality], null);
    refuseFormIssues(
      familyMemberIssues(body, {
        today: toIsoDate(this.clock.now(), AIRLINE_TIME_ZONE),
        isKnownCountry: (code) => known.countries.has(code),
      }),
      language,
    );
    const account = await findProfile(this.db, member.memberId);
    if (account?.scheme !== member.scheme) throw appError('ACCOUNT_NOT_FOUND');
    const row = {
      id: randomBytes(16).toString('hex'),
      member_id: member.memberId,
      title: body.title,
      gender: body.gender,
      last_name: body.lastName,
      middle_name: body.middleName,
      first_name: body.firstName,
      birth_date: body.dateOfBirth,
      nationality: body.nationality,
      document_number: body.documentNumber === '' ? null : body.documentNumber,
      document_expiry: body.documentExpiry === '' ? null : body.documentExpiry,
      relation: body.relation,
      created_at: this.clock.now().toISOString(),
    };
    if (!(await insertFamilyMember(this.db, row, FAMILY_MEMBER_LIMIT)))
      throw appError('FAMILY_MEMBER_LIMIT_REACHED', { details: { limit: FAMILY_MEMBER_LIMIT } });
    return toFamilyMember(row);
  }

  /** Removes one of the member's; 404 FAMILY_MEMBER_NOT_FOUND for any other id. Answers the rest. */
  async remove(member: MemberIdentity, id: string): Promise<FamilyMembersResponse> {
    if (!(await deleteFamilyMember(this.db, member.memberId, id))) throw appError('FAMILY_MEMBER_NOT_FOUND');
    return this.list(member);
  }
}
