import type { FoundItemStatus } from '@skybook/contracts/happy-returns';
import {
  CLAIM_STATUSES,
  type ClaimData,
  type ClaimResponse,
  type InquiryData,
  type InquiryResponse,
} from '@skybook/contracts/happy-returns-requests';
import type { Clock } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { HappyReturnTables } from '../../db/tables/happy-returns';
import { appError, notFound } from '../../plugins/app-error';
import { formatHappyReturnReference, referenceYear } from '@skybook/domain/happy-returns-reference';
import {
  findClaimBy,
  insertClaim,
  insertInquiry,
  lockItemForClaim,
  markItemClaimed,
  nextReferenceNumber,
} from './request.repository';

type ClaimRow = HappyReturnTables['happy_return_claim'];

export interface ClaimOutcome {
  claim: ClaimResponse;
  /** False when the same person had already claimed the item (the answer is that claim). */
  created: boolean;
}

function toClaimResponse(row: ClaimRow, itemStatus: FoundItemStatus, isRepeat: boolean): ClaimResponse {
  return {
    reference: row.reference,
    itemId: row.item_id,
    status: CLAIM_STATUSES.find((status) => status === row.status) ?? 'pending',
    itemStatus,
    returnMethod: row.return_method === 'courier' ? 'courier' : 'airportOffice',
    submittedAt: row.created_at,
    isRepeat,
  };
}

const itemStatusOf = (status: string): FoundItemStatus =>
  status === 'returned' ? 'returned' : status === 'claimPending' ? 'claimPending' : 'found';

/**
 * The travellers' requests (POST /v1/request/inquiry, /v1/request/claim/{itemId}), each stored
 * in one transaction with its reference number (HR-<year>-<number>, numbered per year in Vietnam
 * time, inquiries and claims alike).
 */
export class HappyReturnRequestService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async inquire(data: InquiryData, language: Language): Promise<InquiryResponse> {
    const now = this.clock.now();
    const year = referenceYear(now);
    const submittedAt = now.toISOString();
    const reference = await this.db.transaction().execute(async (trx) => {
      const ref = formatHappyReturnReference(year, await nextReferenceNumber(trx, year));
      await insertInquiry(trx, {
        reference: ref,
        contact_name: data.contactName,
        email: data.email,
        phone_code: data.phoneCode,
        phone_number: data.phoneNumber,
        carrier_code: data.carrierCode,
        flight_number: data.flightNumber,
        flight_date: data.flightDate,
        category_id: data.categoryId,
        properties: JSON.stringify(data.properties),
        description: data.description,
        lost_place: data.lostPlace,
        lost_place_detail: data.lostPlaceDetail,
        language_id: language,
        status: 'received',
        created_at: submittedAt,
      });
      return ref;
    });
    return { reference, status: 'received', submittedAt };
  }

  /**
   * Claims a found item. 404 when there is no such item, 409 ITEM_ALREADY_RETURNED when it is back
   * with its owner. The first claim makes the item `claimPending` and is `pending` (being
   * verified); a claim by someone else while one is pending is kept as `queued` and changes
   * nothing on the item, so an item never has two claims pending or approved. The same person
   * (e-mail and booking code) claiming again gets their first claim back.
   */
  async claim(itemId: string, data: ClaimData, language: Language): Promise<ClaimOutcome> {
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const year = referenceYear(now);
    return this.db.transaction().execute(async (trx) => {
      const item = await lockItemForClaim(trx, itemId, nowIso);
      if (!item) throw notFound();
      if (item.status === 'returned') throw appError('ITEM_ALREADY_RETURNED');
      const earlier = await findClaimBy(trx, itemId, data.email, data.bookingCode);
      if (earlier)
        return { claim: toClaimResponse(earlier, itemStatusOf(item.status), true), created: false };
      const reference = formatHappyReturnReference(year, await nextReferenceNumber(trx, year));
      const isFirst = await markItemClaimed(trx, itemId, reference, nowIso);
      const row: ClaimRow = {
        reference,
        item_id: itemId,
        status: isFirst ? 'pending' : 'queued',
        full_name: data.fullName,
        email: data.email,
        phone_code: data.phoneCode,
        phone_number: data.phoneNumber,
        booking_code: data.bookingCode,
        proof: data.proof,
        return_method: data.returnMethod,
        delivery_address: data.deliveryAddress,
        language_id: language,
        created_at: nowIso,
        decided_at: null,
      };
      await insertClaim(trx, row);
      return { claim: toClaimResponse(row, 'claimPending', false), created: true };
    });
  }
}
