import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/database';

/** SQL of a member's saved cards (migration 0030-member-extras): gateway tokens, never card numbers. */

export type CardRow = Selectable<Database['member_card']>;

/** The member's saved cards, newest first. */
export function findCards(db: Kysely<Database>, memberId: string): Promise<CardRow[]> {
  return db
    .selectFrom('member_card')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Saves a card the acquirer tokenised for the member. A token saved before is the same card: the
 * one row is answered again (null when it was saved for another member, whose it stays).
 */
export async function saveCard(db: Kysely<Database>, row: CardRow): Promise<CardRow | null> {
  await db
    .insertInto('member_card')
    .values(row)
    .onConflict((conflict) => conflict.columns(['gateway', 'gateway_token']).doNothing())
    .execute();
  const saved = await db
    .selectFrom('member_card')
    .selectAll()
    .where('gateway', '=', row.gateway)
    .where('gateway_token', '=', row.gateway_token)
    .executeTakeFirst();
  return saved?.member_id === row.member_id ? saved : null;
}

/** Deletes the member's card; false when the member has none with that id. */
export async function deleteCard(db: Kysely<Database>, memberId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('member_card')
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
