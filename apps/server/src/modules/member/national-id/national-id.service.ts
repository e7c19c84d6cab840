import { createHmac } from 'node:crypto';
import type { NationalIdLink } from '@skybook/contracts/member';
import type { Clock } from '@skybook/domain/clock';
import type { MemberScheme } from '@skybook/domain/member-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import type { MemberIdentity } from '../member-auth';
import { deleteLink, findLinkOf, findLinksByHash, replaceLink } from './national-id.repository';
import type { VneidClient, VneidReturn } from './vneid-client';

/**
 * Members' national digital IDs (decision 035): VNeID verifies a citizen, and the member service
 * keeps, per member, the national ID number's HMAC-SHA256 under its own key (never the number)
 * with the name and birth date VNeID verified. A national ID belongs to at most one member of a
 * scheme.
 */
export class NationalIdService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly vneid: VneidClient,
    private readonly hashKey: () => Promise<string>,
  ) {}

  /** The member who linked the citizen VNeID verified; 404 ACCOUNT_NOT_FOUND (sign up or link first) otherwise. */
  async memberOf(answer: VneidReturn, scheme?: MemberScheme): Promise<string> {
    const citizen = await this.vneid.verifiedCitizen(answer);
    const links = await findLinksByHash(this.db, await this.#hash(citizen.idNumber));
    const link = links.find((candidate) => scheme === undefined || candidate.scheme === scheme);
    if (!link)
      throw appError('ACCOUNT_NOT_FOUND', {
        details: { reason: 'nationalIdNotLinked', hint: 'signUpOrLink' },
      });
    return link.member_id;
  }

  /** Links the citizen VNeID verified to the member; 409 NATIONAL_ID_ALREADY_LINKED when another member of the scheme holds it. */
  async link(member: MemberIdentity, answer: VneidReturn): Promise<NationalIdLink> {
    const citizen = await this.vneid.verifiedCitizen(answer);
    const linkedAt = this.clock.now().toISOString();
    const linked = await replaceLink(this.db, {
      member_id: member.memberId,
      scheme: member.scheme,
      id_number_hash: await this.#hash(citizen.idNumber),
      full_name: citizen.fullName,
      birth_date: citizen.birthDate,
      linked_at: linkedAt,
    });
    if (!linked) throw appError('NATIONAL_ID_ALREADY_LINKED');
    return { fullName: citizen.fullName, birthDate: citizen.birthDate, linkedAt };
  }

  /** The member's link as VNeID verified it, or null. */
  async linkOf(member: MemberIdentity): Promise<NationalIdLink | null> {
    const row = await findLinkOf(this.db, member.memberId);
    return row ? { fullName: row.full_name, birthDate: row.birth_date, linkedAt: row.linked_at } : null;
  }

  unlink(member: MemberIdentity): Promise<void> {
    return deleteLink(this.db, member.memberId);
  }

  async #hash(idNumber: string): Promise<string> {
    return createHmac('sha256', await this.hashKey())
      .update(idNumber)
      .digest('hex');
  }
}
