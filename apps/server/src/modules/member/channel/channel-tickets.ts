import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '@skybook/domain/clock';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { FixedWindowLimiter, RateLimits } from '../../../plugins/fixed-window-limiter';
import { deleteExpiredTickets, insertTicket, takeTicket } from './channel-ticket.repository';

/** How long a ticket opens a socket: the site asks for one just before it connects. */
export const CHANNEL_TICKET_TTL_SECONDS = 30;

/** Tickets a member may ask for per window (a reconnecting tab asks for one each time). */
export const CHANNEL_TICKET_LIMIT = { max: 30, windowMs: 60_000 } as const;

/** Random bytes of a ticket: 256 bits. */
const TICKET_BYTES = 32;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * Single-use tickets that open the live channel (decision 034): the bearer token stays out of the
 * websocket's URL (and so out of proxies' and servers' access logs); a ticket in a log is useless a
 * moment later. Only the ticket's SHA-256 is stored: 256 random bits need no slow hash.
 */
export class ChannelTickets {
  readonly #perMember: FixedWindowLimiter;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    rateLimits: RateLimits,
  ) {
    this.#perMember = rateLimits.limiter('member-channel-ticket:member', CHANNEL_TICKET_LIMIT);
  }

  /** A new ticket for `memberId`; 429 RATE_LIMITED past the member's allowance. */
  async issue(memberId: string): Promise<{ ticket: string; expiresIn: number }> {
    await this.#perMember.enforce(memberId);
    const now = this.clock.now();
    const ticket = randomBytes(TICKET_BYTES).toString('base64url');
    // Tickets nobody used are cleared as new ones are issued (by the index on their expiry).
    await deleteExpiredTickets(this.db, now.toISOString());
    await insertTicket(this.db, {
      ticket_hash: hashOf(ticket),
      member_id: memberId,
      expires_at: new Date(now.getTime() + CHANNEL_TICKET_TTL_SECONDS * 1000).toISOString(),
      created_at: now.toISOString(),
    });
    return { ticket, expiresIn: CHANNEL_TICKET_TTL_SECONDS };
  }

  /** The member a valid ticket names, using it up; undefined for a ticket unknown, used or expired. */
  async redeem(ticket: string): Promise<string | undefined> {
    return (await takeTicket(this.db, hashOf(ticket), this.clock.now().toISOString()))?.memberId;
  }
}
