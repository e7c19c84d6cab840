import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

export interface ChannelTicketRow {
  ticket_hash: string;
  member_id: string;
  expires_at: string;
  created_at: string;
}

export async function insertTicket(db: Kysely<Database>, row: ChannelTicketRow): Promise<void> {
  await db.insertInto('member_channel_ticket').values(row).execute();
}

/**
 * Takes the ticket if it is there and not expired at `now`: one DELETE … RETURNING, so of two
 * requests racing with one ticket (in one process or two) exactly one gets the member. An expired
 * ticket is left for {@link deleteExpiredTickets}.
 */
export async function takeTicket(
  db: Kysely<Database>,
  ticketHash: string,
  now: string,
): Promise<{ memberId: string } | undefined> {
  const row = await db
    .deleteFrom('member_channel_ticket')
    .where('ticket_hash', '=', ticketHash)
    .where('expires_at', '>', now)
    .returning('member_id')
    .executeTakeFirst();
  return row ? { memberId: row.member_id } : undefined;
}

export async function deleteExpiredTickets(db: Kysely<Database>, now: string): Promise<number> {
  const result = await db
    .deleteFrom('member_channel_ticket')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
