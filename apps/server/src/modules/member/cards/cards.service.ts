import { randomBytes } from 'node:crypto';
import type { SavedCard, SavedCardsResponse } from '@skybook/contracts/member-extras';
import { CARD_NETWORKS, type CardNetwork } from '@skybook/domain/card-rules';
import { AIRLINE_TIME_ZONE, toIsoDate, type Clock } from '@skybook/domain/clock';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import type { MemberIdentity } from '../member-auth';
import { deleteCard, findCards, saveCard, type CardRow } from './cards.repository';

/** What the acquirer answers of a card it tokenised: never the number or the CVV. */
export interface TokenisedCard {
  brand: CardNetwork;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
  /** Which acquirer issued the token (`card`: the card acquirer). */
  gateway: string;
  /** The acquirer's reusable token. */
  gatewayToken: string;
}

function toSavedCard(row: CardRow, thisMonth: string): SavedCard {
  const brand = CARD_NETWORKS.find((network) => network === row.brand);
  if (brand === undefined) throw new Error(`Card ${row.id} has an unknown brand`);
  const month = `${String(row.expiry_year)}-${String(row.expiry_month).padStart(2, '0')}`;
  return {
    id: row.id,
    brand,
    last4: row.last4,
    expiryMonth: row.expiry_month,
    expiryYear: row.expiry_year,
    holderName: row.holder_name,
    expired: month < thisMonth,
    createdAt: row.created_at,
  };
}

/**
 * A member's saved cards (requirements §3 "payment card", §7 `users/skypay/remove-card`; decision
 * 031): the acquirer's token plus brand, last four digits, expiry and holder (design §5). Only
 * the token's member's own; a card the member does not have is 404 CARD_NOT_FOUND, unknown or
 * another member's alike.
 */
export class CardsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async list(member: MemberIdentity): Promise<SavedCardsResponse> {
    const thisMonth = toIsoDate(this.clock.now(), AIRLINE_TIME_ZONE).slice(0, 7);
    const rows = await findCards(this.db, member.memberId);
    return { cards: rows.map((row) => toSavedCard(row, thisMonth)) };
  }

  /**
   * Keeps a card the acquirer tokenised for the member (a captured card payment asked to save
   * it). Null when the token is already another member's card.
   */
  async save(memberId: string, card: TokenisedCard): Promise<SavedCard | null> {
    if (!/^\d{4}$/.test(card.last4)) throw new Error('A saved card keeps four digits, no more');
    const saved = await saveCard(this.db, {
      id: randomBytes(16).toString('hex'),
      member_id: memberId,
      brand: card.brand,
      last4: card.last4,
      expiry_month: card.expiryMonth,
      expiry_year: card.expiryYear,
      holder_name: card.holderName,
      gateway: card.gateway,
      gateway_token: card.gatewayToken,
      created_at: this.clock.now().toISOString(),
    });
    const thisMonth = toIsoDate(this.clock.now(), AIRLINE_TIME_ZONE).slice(0, 7);
    return saved === null ? null : toSavedCard(saved, thisMonth);
  }

  /** Forgets one of the member's cards; answers the cards left. */
  async remove(member: MemberIdentity, cardId: string): Promise<SavedCardsResponse> {
    if (!(await deleteCard(this.db, member.memberId, cardId))) throw appError('CARD_NOT_FOUND');
    return this.list(member);
  }
}
